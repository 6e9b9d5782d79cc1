import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A whole-job undo that stays linear in the job's size: the records a job created and has not yet
 * removed or kept, by type in creation order, so each undo page reads the next 100 from here
 * instead of scanning every record of the job.
 */
export class ImportUndoIndexes1763600001300 implements MigrationInterface {
  name = 'ImportUndoIndexes1763600001300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX import_records_job_active_idx ON import_records (owner_id, job_id, entity_type, seq) WHERE kind = 'created' AND state = 'active'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS import_records_job_active_idx`);
  }
}
