import { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['clients', 'projects', 'tasks', 'labels'];

/**
 * Archiving: clients, projects, tasks and labels gain `archived` (false for every stored record).
 * An archived record behaves as before; clients hide it from pickers, lists filter on it.
 */
export class Archiving1763600001010 implements MigrationInterface {
  name = 'Archiving1763600001010';

  async up(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await q.query(`ALTER TABLE ${table} ADD COLUMN archived boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await q.query(`ALTER TABLE ${table} DROP COLUMN archived`);
  }
}
