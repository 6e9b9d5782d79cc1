import { Column, Entity, PrimaryColumn } from 'typeorm';
import { BIGINT } from '../common/orm/bigint.transformer';

/** `owners`: one row per owner (the account's data space): its change sequence, retention mark and profile. */
@Entity('owners')
export class OwnerEntity {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'owners_pkey' })
  id!: string;

  /** The newest change event's sequence (bumped in the statement that records events). */
  @Column({ name: 'last_sequence', type: 'bigint', default: 0, transformer: BIGINT })
  lastSequence!: bigint;

  /** Events with sequence <= pruned_through were removed by retention. */
  @Column({ name: 'pruned_through', type: 'bigint', default: 0, transformer: BIGINT })
  prunedThrough!: bigint;

  @Column({ name: 'zone_id', type: 'text', default: 'UTC' })
  zoneId!: string;

  @Column({ name: 'profile_version', type: 'integer', default: 1 })
  profileVersion!: number;

  @Column({ name: 'initialized_at', type: 'timestamptz', nullable: true })
  initializedAt!: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
