import { Database, SqlRunner } from './database';

/**
 * A hand-written migration: SQL `up` and a real `down`, run through {@link SqlRunner} inside the
 * migration transaction. (The shape matches TypeORM's MigrationInterface, so a class written against
 * that interface still fits; nothing here is a TypeORM QueryRunner.)
 */
export interface NamedMigration {
  name: string;
  up(sql: SqlRunner): Promise<unknown>;
  down(sql: SqlRunner): Promise<unknown>;
}

const MIGRATION_LOCK = 'SELECT pg_advisory_xact_lock(827400, 0)';

/**
 * Applies pending migrations in one transaction under a transaction-level advisory lock, so that
 * several server processes starting together (or Jest workers) migrate exactly once. Session-level
 * locks are avoided: the embedded database does not share them across connections.
 */
export async function migrate(db: Database, migrations: NamedMigration[]): Promise<string[]> {
  return db.transaction(async () => {
    await db.query(MIGRATION_LOCK);
    await db.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const applied = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
    const runner = currentRunner(db);
    const ran: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.name)) continue;
      await migration.up(runner);
      await db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
      ran.push(migration.name);
    }
    return ran;
  });
}

export async function revertLast(db: Database, migrations: NamedMigration[]): Promise<string | null> {
  return db.transaction(async () => {
    await db.query(MIGRATION_LOCK);
    const { rows } = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1');
    const migration = migrations.find((m) => m.name === rows[0]?.name);
    if (!migration) return null;
    await migration.down(currentRunner(db));
    await db.query('DELETE FROM schema_migrations WHERE name = $1', [migration.name]);
    return migration.name;
  });
}

/** The schema is current when the newest known migration has been applied. */
export async function schemaIsCurrent(db: Database, migrations: NamedMigration[]): Promise<boolean> {
  const latest = migrations[migrations.length - 1]?.name;
  const { rows } = await db.query<{ present: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM schema_migrations WHERE name = $1) AS present`,
    [latest],
  );
  return rows[0]?.present === true;
}

function currentRunner(db: Database): SqlRunner {
  return { query: (sql: string, params?: unknown[]) => db.query(sql, params).then((r) => r.rows) };
}
