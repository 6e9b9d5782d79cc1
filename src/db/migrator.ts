import { DataSource, QueryRunner } from 'typeorm';
import { MigrationExecutor } from 'typeorm/migration/MigrationExecutor';
import { MIGRATIONS } from '../../migrations';
import { Database, SqlRunner } from './database';

/**
 * Migrations are TypeORM's (`MigrationInterface`: `up` and a real `down` on a `QueryRunner`), named
 * by their class, `<Name><13-digit timestamp>`, and recorded in TypeORM's `migrations` table. This
 * file adds what TypeORM's runner lacks: the lock that lets several replicas start together, and the
 * history of the hand-written runner this one replaced.
 */

/**
 * One transaction-level advisory lock around the whole run, so several server processes starting
 * together (or Jest workers) migrate exactly once: the second waits, then finds nothing pending.
 * Session-level locks are avoided: the embedded database does not share them across connections.
 */
const MIGRATION_LOCK = 'SELECT pg_advisory_xact_lock(827400, 0)';

/**
 * The runner before TypeORM's kept its history in `schema_migrations`, one row per migration named
 * `<timestamp>-<name>`. A database it migrated is carried over once, when TypeORM's table does not
 * exist yet: each recorded migration is entered into `migrations` under its class name (matched by
 * timestamp), so nothing runs twice. `schema_migrations` stays as it was (an older replica still
 * running during a rolling upgrade reads it).
 */
async function carryOverLegacyHistory(runner: QueryRunner, dataSource: DataSource): Promise<void> {
  const { legacy, current } = await historyTables(runner);
  if (!legacy || current) return;
  await new HistoryTable(dataSource, runner).create(runner);
  await copyLegacyHistory(runner, knownMigrations(dataSource));
}

/** TypeORM's own code makes its history table (its columns and names are TypeORM's to choose). */
class HistoryTable extends MigrationExecutor {
  create(runner: QueryRunner): Promise<void> {
    return this.createMigrationsTableIfNotExist(runner);
  }
}

/** Which history tables the current schema has: the old runner's, TypeORM's. */
async function historyTables(runner: SqlRunner): Promise<{ legacy: boolean; current: boolean }> {
  const [tables] = (await runner.query(
    `SELECT to_regclass(format('%I.schema_migrations', current_schema())) IS NOT NULL AS legacy,
            to_regclass(format('%I.migrations', current_schema())) IS NOT NULL AS current`,
  )) as Array<{ legacy: boolean; current: boolean }>;
  return tables;
}

/** Enters each migration `schema_migrations` records and `migrations` lacks (see {@link carryOverLegacyHistory}). */
export async function copyLegacyHistory(runner: SqlRunner, known: Array<{ name: string; timestamp: number }>): Promise<void> {
  await runner.query(
    `INSERT INTO migrations (timestamp, name)
     SELECT known.timestamp, known.name
       FROM unnest($1::bigint[], $2::text[]) AS known (timestamp, name)
       JOIN schema_migrations legacy ON split_part(legacy.name, '-', 1) = known.timestamp::text
      WHERE NOT EXISTS (SELECT 1 FROM migrations m WHERE m.name = known.name)
      ORDER BY known.timestamp`,
    [known.map((m) => m.timestamp), known.map((m) => m.name)],
  );
}

/** The data source's migrations, oldest first, with the timestamp TypeORM reads off each name. */
function knownMigrations(dataSource: DataSource): Array<{ name: string; timestamp: number }> {
  return dataSource.migrations.map((migration) => withTimestamp(migration.name ?? migration.constructor.name));
}

export function withTimestamp(name: string): { name: string; timestamp: number } {
  return { name, timestamp: timestampOf(name) };
}

/** The 13-digit timestamp in a migration's name: TypeORM's `Name1763600000000` or the old runner's `1763600000000-name`. */
export function timestampOf(name: string): number {
  const match = /\d{13}/.exec(name);
  if (!match) throw new Error(`migration name without a 13-digit timestamp: ${name}`);
  return Number(match[0]);
}

/** Runs fn in one transaction on its own connection, under the migration lock, after the carry-over. */
async function locked<T>(dataSource: DataSource, fn: (executor: MigrationExecutor, runner: QueryRunner) => Promise<T>): Promise<T> {
  const runner = dataSource.createQueryRunner();
  try {
    await runner.startTransaction();
    await runner.query(MIGRATION_LOCK);
    await carryOverLegacyHistory(runner, dataSource);
    const executor = new MigrationExecutor(dataSource, runner);
    executor.transaction = 'all';
    const result = await fn(executor, runner);
    await runner.commitTransaction();
    return result;
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    throw error;
  } finally {
    await runner.release();
  }
}

/** Applies the pending migrations (all in the one transaction); returns their names. */
export async function migrate(dataSource: DataSource): Promise<string[]> {
  return locked(dataSource, async (executor) => (await executor.executePendingMigrations()).map((m) => m.name));
}

/** Reverts the newest applied migration (its `down`); returns its name, or null when none is applied. */
export async function revertLast(dataSource: DataSource): Promise<string | null> {
  return locked(dataSource, async (executor, runner) => {
    const before = await appliedMigrations(dataSource, runner);
    await executor.undoLastMigration();
    const after = new Set(await appliedMigrations(dataSource, runner));
    return before.find((name) => !after.has(name)) ?? null;
  });
}

/**
 * Every known migration and whether it is applied, oldest first. Reads only: on a database the old
 * runner migrated, its history answers until the next run carries it over.
 */
export async function migrationStatus(dataSource: DataSource): Promise<Array<{ name: string; applied: boolean }>> {
  const applied = new Set(await appliedMigrations(dataSource));
  return knownMigrations(dataSource).map(({ name }) => ({ name, applied: applied.has(name) }));
}

/** The names of the applied known migrations ([] before the first run). */
async function appliedMigrations(dataSource: DataSource, runner: SqlRunner = dataSource): Promise<string[]> {
  const { legacy, current } = await historyTables(runner);
  if (current) return ((await runner.query(`SELECT name FROM migrations`)) as Array<{ name: string }>).map((row) => row.name);
  if (!legacy) return [];
  const recorded = new Set(
    ((await runner.query(`SELECT name FROM schema_migrations`)) as Array<{ name: string }>).map((row) => timestampOf(row.name)),
  );
  return knownMigrations(dataSource)
    .filter((m) => recorded.has(m.timestamp))
    .map((m) => m.name);
}

/** The schema is current when the newest known migration has been applied (readiness asks). */
export async function schemaIsCurrent(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ present: boolean }>(`SELECT EXISTS (SELECT 1 FROM migrations WHERE name = $1) AS present`, [
    MIGRATIONS[MIGRATIONS.length - 1].name,
  ]);
  return rows[0]?.present === true;
}
