import { Check, Column, Entity, ForeignKey, Generated, Index, PrimaryColumn } from 'typeorm';
import { BIGINT } from '../common/orm/bigint.transformer';

/**
 * `import_records`: provenance of a job's records: `created` (what the job made), `reused` (activities
 * a row was settled onto), `referenced` (records its mappings use). `created_version` tells unchanged
 * from edited at undo; `state` is active, removed or kept.
 */
@Entity('import_records')
@Check('import_records_kind', "kind IN ('created', 'reused', 'referenced')")
@Check('import_records_state', "state IN ('active', 'removed', 'kept')")
@ForeignKey('import_jobs', ['ownerId', 'jobId'], ['ownerId', 'id'], { name: 'import_records_owner_id_job_id_fkey', onDelete: 'CASCADE' })
@Index('import_records_owner_entity_idx', ['ownerId', 'entityId'])
@Index('import_records_owner_claim_idx', ['ownerId', 'claimKey'])
@Index('import_records_catalog_idx', ['ownerId', 'jobId', 'catalogKey'], { unique: true, where: 'catalog_key IS NOT NULL' })
// A whole-job undo reads the records still to undo, by type in creation order.
@Index('import_records_job_active_idx', ['ownerId', 'jobId', 'entityType', 'seq'], { where: "kind = 'created' AND state = 'active'" })
export class ImportRecordEntity {
  @PrimaryColumn({ name: 'owner_id', type: 'text', primaryKeyConstraintName: 'import_records_pkey' })
  ownerId!: string;

  @PrimaryColumn({ name: 'job_id', type: 'uuid', primaryKeyConstraintName: 'import_records_pkey' })
  jobId!: string;

  @PrimaryColumn({ name: 'entity_type', type: 'text', primaryKeyConstraintName: 'import_records_pkey' })
  entityType!: string;

  @PrimaryColumn({ name: 'entity_id', type: 'uuid', primaryKeyConstraintName: 'import_records_pkey' })
  entityId!: string;

  /** 'created', 'reused' or 'referenced'. */
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'import_records_pkey' })
  kind!: string;

  @Column({ name: 'claim_key', type: 'text', nullable: true })
  claimKey!: string | null;

  /** The mapping key a catalog record was created for, so a later batch reuses it. */
  @Column({ name: 'catalog_key', type: 'text', nullable: true })
  catalogKey!: string | null;

  @Column({ name: 'created_version', type: 'integer', default: 1 })
  createdVersion!: number;

  /** 'active', 'removed' or 'kept'. */
  @Column({ type: 'text', default: 'active' })
  state!: string;

  /** bigserial (creation order): the sequence import_records_seq_seq. */
  @Column({ type: 'bigint', transformer: BIGINT })
  @Generated('increment')
  seq!: bigint;
}
