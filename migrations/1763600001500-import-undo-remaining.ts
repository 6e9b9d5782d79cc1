import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What an undo round left present, and the owner's change sequence just after that round: the next
 * round answers its `remaining` from it when nothing has changed since (the sequence is the same),
 * instead of counting every record the job still has, which made a whole-job undo quadratic.
 */
export class ImportUndoRemaining1763600001500 implements MigrationInterface {
  name = 'ImportUndoRemaining1763600001500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE import_jobs ADD COLUMN undo_remaining integer, ADD COLUMN undo_remaining_sequence bigint`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE import_jobs DROP COLUMN undo_remaining, DROP COLUMN undo_remaining_sequence`);
  }
}
