import { Column, Entity, ForeignKey, Generated, Index, PrimaryColumn } from 'typeorm';
import { BIGINT } from '../common/orm/bigint.transformer';

/** `account_audit`: who changed which account, when and what (never a secret). */
@Entity('account_audit')
@Index('account_audit_account_idx', ['accountId', 'id'])
export class AccountAuditEntity {
  /** bigserial: the sequence account_audit_id_seq. */
  @PrimaryColumn({ type: 'bigint', primaryKeyConstraintName: 'account_audit_pkey', transformer: BIGINT })
  @Generated('increment')
  id!: bigint;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at!: Date;

  @Column({ name: 'actor_account_id', type: 'uuid', nullable: true })
  @ForeignKey('accounts', { name: 'account_audit_actor_account_id_fkey' })
  actorAccountId!: string | null;

  @Column({ type: 'text' })
  actor!: string;

  @Column({ name: 'account_id', type: 'uuid' })
  @ForeignKey('accounts', { name: 'account_audit_account_id_fkey' })
  accountId!: string;

  @Column({ type: 'text' })
  action!: string;

  @Column({ type: 'jsonb', default: {} })
  changes!: Record<string, unknown>;
}
