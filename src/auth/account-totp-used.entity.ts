import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { BIGINT } from '../common/orm/bigint.transformer';

/** `account_totp_used`: the TOTP time steps that signed an account in, so no code is accepted twice. */
@Entity('account_totp_used')
@Index('account_totp_used_at_idx', ['usedAt'])
export class AccountTotpUsedEntity {
  @PrimaryColumn({ name: 'account_id', type: 'uuid', primaryKeyConstraintName: 'account_totp_used_pkey' })
  @ForeignKey('accounts', { name: 'account_totp_used_account_id_fkey' })
  accountId!: string;

  @PrimaryColumn({ type: 'bigint', primaryKeyConstraintName: 'account_totp_used_pkey', transformer: BIGINT })
  step!: bigint;

  @Column({ name: 'used_at', type: 'timestamptz', default: () => 'now()' })
  usedAt!: Date;
}
