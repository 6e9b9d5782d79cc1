import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn, Unique } from 'typeorm';
import { BIGINT } from '../common/orm/bigint.transformer';

/**
 * `undo_offers`: one per opt-in edit or delete of a work session, holding the row as it was before.
 * Internal (never listed or exported); no foreign key to work_sessions, since a delete's offer
 * outlives its session.
 */
@Entity('undo_offers')
@Unique('undo_offers_owner_id_id_key', ['ownerId', 'id'])
@Check('undo_offers_kind_check', "kind IN ('update', 'delete')")
@Check('undo_offers_check', "(kind = 'update') = (result_version IS NOT NULL)")
@Index('undo_offers_owner_created_idx', ['ownerId', 'createdNs', 'id'])
@Index('undo_offers_owner_expiry_idx', ['ownerId', 'expiresNs'])
export class UndoOfferEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'undo_offers_pkey' })
  id!: string;

  @Column({ name: 'owner_id', type: 'text' })
  @ForeignKey('owners', { name: 'undo_offers_owner_id_fkey' })
  ownerId!: string;

  @Column({ name: 'work_session_id', type: 'uuid' })
  workSessionId!: string;

  /** 'update' or 'delete'. */
  @Column({ type: 'text' })
  kind!: string;

  /** The whole work_sessions row before the change (span excluded). */
  @Column({ type: 'jsonb' })
  snapshot!: Record<string, unknown>;

  /** The version the edit produced (update offers only). */
  @Column({ name: 'result_version', type: 'integer', nullable: true })
  resultVersion!: number | null;

  /** Server-clock epoch nanoseconds (the injectable Clock), so expiry is testable. */
  @Column({ name: 'created_ns', type: 'bigint', transformer: BIGINT })
  createdNs!: bigint;

  @Column({ name: 'expires_ns', type: 'bigint', transformer: BIGINT })
  expiresNs!: bigint;

  /** The recorded result of a successful undo, returned again on every repeat. */
  @Column({ name: 'restored_ns', type: 'bigint', nullable: true, transformer: BIGINT })
  restoredNs!: bigint | null;

  @Column({ name: 'restored_version', type: 'integer', nullable: true })
  restoredVersion!: number | null;

  @Column({ name: 'restored_body', type: 'text', nullable: true })
  restoredBody!: string | null;

  @Column({ name: 'restored_etag', type: 'text', nullable: true })
  restoredEtag!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
