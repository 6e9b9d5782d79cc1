import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn, Unique } from 'typeorm';
import { BIGINT } from '../common/orm/bigint.transformer';

/**
 * `import_jobs`: a tracker import's immutable review (mappings, fingerprints, zones) and its only
 * mutable parts, status, counts and version. Internal: never exported, never in the change feed.
 */
@Entity('import_jobs')
@Unique('import_jobs_owner_id_id_key', ['ownerId', 'id'])
@Check('import_jobs_status', "status IN ('open', 'undoing', 'undone')")
// synchronize: false: the index is (owner_id, id DESC) (jobs are listed newest first by their UUIDv7
// id), and a TypeORM index has no per-column order. TypeORM leaves it as the migration made it.
@Index('import_jobs_owner_id_idx', { synchronize: false })
export class ImportJobEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'import_jobs_pkey' })
  id!: string;

  @Column({ name: 'owner_id', type: 'text' })
  @ForeignKey('owners', { name: 'import_jobs_owner_id_fkey' })
  ownerId!: string;

  @Column({ type: 'integer', default: 1 })
  version!: number;

  @Column({ type: 'text' })
  source!: string;

  @Column({ name: 'file_name', type: 'text' })
  fileName!: string;

  @Column({ name: 'file_sha256', type: 'text' })
  fileSha256!: string;

  @Column({ name: 'source_zone_id', type: 'text' })
  sourceZoneId!: string;

  @Column({ name: 'zone_id', type: 'text' })
  zoneId!: string;

  @Column({ type: 'jsonb' })
  mappings!: unknown;

  @Column({ name: 'selected_count', type: 'integer' })
  selectedCount!: number;

  /** 'open', 'undoing' or 'undone'. */
  @Column({ type: 'text', default: 'open' })
  status!: string;

  @Column({ name: 'created_ns', type: 'bigint', transformer: BIGINT })
  createdNs!: bigint;

  @Column({ name: 'count_created', type: 'integer', default: 0 })
  countCreated!: number;

  @Column({ name: 'count_reused', type: 'integer', default: 0 })
  countReused!: number;

  @Column({ name: 'count_skipped', type: 'integer', default: 0 })
  countSkipped!: number;

  @Column({ name: 'count_removed', type: 'integer', default: 0 })
  countRemoved!: number;

  @Column({ name: 'count_kept', type: 'integer', default: 0 })
  countKept!: number;

  /** Records the job created still present after the last undo round (see undoRemainingSequence). */
  @Column({ name: 'undo_remaining', type: 'integer', nullable: true })
  undoRemaining!: number | null;

  /** The owner's change sequence right after that round: while it is unchanged, so is undoRemaining. */
  @Column({ name: 'undo_remaining_sequence', type: 'bigint', nullable: true, transformer: BIGINT })
  undoRemainingSequence!: bigint | null;
}
