import { SqlRunner } from '../src/db/database';
import { NamedMigration } from '../src/db/migrator';

const TABLES = ['clients', 'projects', 'tasks', 'labels'];

/**
 * Archiving: clients, projects, tasks and labels gain `archived` (false for every stored record).
 * An archived record behaves as before; clients hide it from pickers, lists filter on it.
 */
export class Archiving1763600001010 implements NamedMigration {
  name = '1763600001010-archiving';

  async up(q: SqlRunner): Promise<void> {
    for (const table of TABLES) await q.query(`ALTER TABLE ${table} ADD COLUMN archived boolean NOT NULL DEFAULT false`);
  }

  async down(q: SqlRunner): Promise<void> {
    for (const table of TABLES) await q.query(`ALTER TABLE ${table} DROP COLUMN archived`);
  }
}
