import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { BIGINT } from '../common/orm/bigint.transformer';

/** `change_events`: the owner's change feed, one row per created, updated or deleted record. */
@Entity('change_events')
// Not led by owner_id: retention prunes old events of every owner in one indexed scan.
@Index('change_events_retention_idx', ['occurredAt'])
export class ChangeEventEntity {
  @PrimaryColumn({ name: 'owner_id', type: 'text', primaryKeyConstraintName: 'change_events_pkey' })
  @ForeignKey('owners', { name: 'change_events_owner_id_fkey' })
  ownerId!: string;

  @PrimaryColumn({ type: 'bigint', primaryKeyConstraintName: 'change_events_pkey', transformer: BIGINT })
  sequence!: bigint;

  @Column({ name: 'entity_type', type: 'text' })
  entityType!: string;

  @Column({ name: 'change_type', type: 'text' })
  changeType!: string;

  @Column({ name: 'entity_id', type: 'text' })
  entityId!: string;

  /** clock_timestamp(), not now(): events of one transaction keep their order in time. */
  @Column({ name: 'occurred_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  occurredAt!: Date;
}
