import { Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';

/** `import_batches`: one row per committed batch of a job, with its input's hash and stored outcome (replays). */
@Entity('import_batches')
@ForeignKey('import_jobs', ['ownerId', 'jobId'], ['ownerId', 'id'], { name: 'import_batches_owner_id_job_id_fkey', onDelete: 'CASCADE' })
export class ImportBatchEntity {
  @PrimaryColumn({ name: 'owner_id', type: 'text', primaryKeyConstraintName: 'import_batches_pkey' })
  ownerId!: string;

  @PrimaryColumn({ name: 'job_id', type: 'uuid', primaryKeyConstraintName: 'import_batches_pkey' })
  jobId!: string;

  @PrimaryColumn({ name: 'batch_index', type: 'integer', primaryKeyConstraintName: 'import_batches_pkey' })
  batchIndex!: number;

  @Column({ name: 'input_sha256', type: 'text' })
  inputSha256!: string;

  @Column({ type: 'jsonb' })
  outcome!: unknown;
}
