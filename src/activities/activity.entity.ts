import { Check, Column, Entity, ForeignKey, Generated, Index, PrimaryColumn, Unique } from 'typeorm';
import { BIGINT } from '../common/orm/bigint.transformer';

/**
 * `activities`: tracked and manual intervals, one record per local day of the owner's zone (the
 * daily parts of one interval share `time_entry_id`). Instants are epoch nanoseconds; `end_ns` NULL
 * is the running activity (at most one per owner).
 */
@Entity('activities')
@Unique('activities_owner_id_id_key', ['ownerId', 'id'])
@Check('activities_end_after_start', 'end_ns IS NULL OR end_ns >= start_ns')
@Check('activities_split_due_inside', 'split_due_ns IS NULL OR (split_due_ns > start_ns AND (end_ns IS NULL OR split_due_ns < end_ns))')
@ForeignKey('tasks', ['ownerId', 'taskId'], ['ownerId', 'id'], { name: 'activities_owner_id_task_id_fkey' })
@ForeignKey('projects', ['ownerId', 'projectId'], ['ownerId', 'id'], { name: 'activities_owner_id_project_id_fkey' })
@Index('activities_one_open_idx', ['ownerId'], { unique: true, where: 'end_ns IS NULL' })
// GiST over (owner_id, span) for overlap queries (btree_gist gives owner_id its GiST operator class).
@Index('activities_owner_span_idx', ['ownerId', 'span'], { spatial: true })
@Index('activities_owner_start_idx', ['ownerId', 'startNs', 'id'])
@Index('activities_owner_task_idx', ['ownerId', 'taskId'], { where: 'task_id IS NOT NULL' })
@Index('activities_owner_project_idx', ['ownerId', 'projectId'], { where: 'project_id IS NOT NULL' })
// Not led by owner_id: the midnight job's scan over all owners (only open or future-ending records).
@Index('activities_split_due_idx', ['splitDueNs'], { where: 'split_due_ns IS NOT NULL' })
@Index('activities_owner_time_entry_idx', ['ownerId', 'timeEntryId'])
export class ActivityEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'activities_pkey' })
  id!: string;

  @Column({ name: 'owner_id', type: 'text' })
  @ForeignKey('owners', { name: 'activities_owner_id_fkey' })
  ownerId!: string;

  @Column({ name: 'task_id', type: 'uuid', nullable: true })
  taskId!: string | null;

  @Column({ name: 'project_id', type: 'uuid', nullable: true })
  projectId!: string | null;

  @Column({ type: 'text', nullable: true })
  summary!: string | null;

  @Column({ type: 'boolean' })
  manual!: boolean;

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

  /** The next local-day start strictly inside the record that had not passed when it was written. */
  @Column({ name: 'split_due_ns', type: 'bigint', nullable: true, transformer: BIGINT })
  splitDueNs!: bigint | null;

  @Column({ type: 'integer', default: 1 })
  version!: number;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;

  /** Shared by the daily parts of one interval; DEFAULT gen_random_uuid() (an older replica's insert). */
  @Column({ name: 'time_entry_id', type: 'uuid' })
  @Generated('uuid')
  timeEntryId!: string;

  @Column({ type: 'boolean', default: false })
  billable!: boolean;
}
