import { Column, Entity, ForeignKey, Generated, PrimaryColumn } from 'typeorm';
import { BIGINT } from '../common/orm/bigint.transformer';

/** `admin_audit`: which setting keys an administrator changed, and when (never the values). */
@Entity('admin_audit')
export class AdminAuditEntity {
  /** bigserial: the sequence admin_audit_id_seq. */
  @PrimaryColumn({ type: 'bigint', primaryKeyConstraintName: 'admin_audit_pkey', transformer: BIGINT })
  @Generated('increment')
  id!: bigint;

  @Column({ name: 'account_id', type: 'uuid' })
  @ForeignKey('accounts', { name: 'admin_audit_account_id_fkey' })
  accountId!: string;

  @Column({ name: 'changed_keys', type: 'text', array: true })
  changedKeys!: string[];

  @Column({ name: 'changed_at', type: 'timestamptz', default: () => 'now()' })
  changedAt!: Date;
}
