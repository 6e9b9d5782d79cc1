import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/** `import_claims`: one row per imported source entry, unique per owner, so a re-import skips it. */
@Entity('import_claims')
@Check('import_claims_kind', "kind IN ('created', 'reused')")
@ForeignKey('import_jobs', ['ownerId', 'jobId'], ['ownerId', 'id'], { name: 'import_claims_owner_id_job_id_fkey', onDelete: 'CASCADE' })
@Index('import_claims_owner_job_idx', ['ownerId', 'jobId'])
export class ImportClaimEntity {
  @PrimaryColumn({ name: 'owner_id', type: 'text', primaryKeyConstraintName: 'import_claims_pkey' })
  ownerId!: string;

  /** `s:<sourceId>` or `f:<fingerprint>:<occurrence>`. */
  @PrimaryColumn({ name: 'claim_key', type: 'text', primaryKeyConstraintName: 'import_claims_pkey' })
  claimKey!: string;

  @Column({ name: 'job_id', type: 'uuid' })
  jobId!: string;

  @Column({ name: 'source_row', type: 'integer' })
  sourceRow!: number;

  /** 'created' or 'reused'. */
  @Column({ type: 'text' })
  kind!: string;
}
