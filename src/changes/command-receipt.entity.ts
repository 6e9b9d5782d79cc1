import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/**
 * `command_receipts`: the stored answer of an idempotent command, replayed for a repeated
 * Idempotency-Key (read and written by `common/idempotency/receipts.repository.ts`; stored at commit
 * with the change events).
 */
@Entity('command_receipts')
@Index('command_receipts_retention_idx', ['createdAt'])
export class CommandReceiptEntity {
  @PrimaryColumn({ name: 'owner_id', type: 'text', primaryKeyConstraintName: 'command_receipts_pkey' })
  @ForeignKey('owners', { name: 'command_receipts_owner_id_fkey' })
  ownerId!: string;

  @PrimaryColumn({ name: 'idempotency_key', type: 'uuid', primaryKeyConstraintName: 'command_receipts_pkey' })
  idempotencyKey!: string;

  @Column({ type: 'text' })
  fingerprint!: string;

  @Column({ type: 'integer' })
  status!: number;

  @Column({ type: 'text' })
  body!: string;

  @Column({ type: 'text', nullable: true })
  etag!: string | null;

  @Column({ type: 'text', nullable: true })
  location!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
