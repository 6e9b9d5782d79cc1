import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn, Unique } from 'typeorm';
import { BIGINT } from '../common/orm/bigint.transformer';

/** `work_sessions`: running and completed work sessions (at most one running per owner). */
@Entity('work_sessions')
@Unique('work_sessions_owner_id_id_key', ['ownerId', 'id'])
@Check('work_sessions_check', 'end_ns IS NULL OR end_ns >= start_ns')
@ForeignKey('clients', ['ownerId', 'clientId'], ['ownerId', 'id'], { name: 'work_sessions_owner_id_client_id_fkey' })
@ForeignKey('projects', ['ownerId', 'projectId'], ['ownerId', 'id'], { name: 'work_sessions_owner_id_project_id_fkey' })
@Index('work_sessions_one_running_idx', ['ownerId'], { unique: true, where: 'end_ns IS NULL' })
// GiST over (owner_id, span) for overlap queries (btree_gist gives owner_id its GiST operator class).
@Index('work_sessions_owner_span_idx', ['ownerId', 'span'], { spatial: true })
@Index('work_sessions_owner_client_idx', ['ownerId', 'clientId'])
@Index('work_sessions_owner_project_idx', ['ownerId', 'projectId'])
export class WorkSessionEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'work_sessions_pkey' })
  id!: string;

  @Column({ name: 'owner_id', type: 'text' })
  @ForeignKey('owners', { name: 'work_sessions_owner_id_fkey' })
  ownerId!: string;

  /** NULL only in legacy rows from before clients (the start-up backfill attaches them to General). */
  @Column({ name: 'client_id', type: 'uuid', nullable: true })
  clientId!: string | null;

  @Column({ name: 'project_id', type: 'uuid', nullable: true })
  projectId!: string | null;

  @Column({ type: 'text', nullable: true })
  summary!: string | null;

  /** Retired: legacy text folded into summary at start-up, never returned. */
  @Column({ type: 'text', nullable: true })
  title!: string | null;

  @Column({ name: 'start_ns', type: 'bigint', transformer: BIGINT })
  startNs!: bigint;

  @Column({ name: 'end_ns', type: 'bigint', nullable: true, transformer: BIGINT })
  endNs!: bigint | null;

  /** [start, end-or-infinity), computed by PostgreSQL (its expression is recorded in typeorm_metadata). */
  @Column({
    type: 'int8range',
    nullable: true,
    generatedType: 'STORED',
    asExpression: "int8range(start_ns, COALESCE(end_ns, 9223372036854775807), '[)')",
    insert: false,
    update: false,
  })
  span!: string | null;

  @Column({ type: 'integer', default: 1 })
  version!: number;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
