import { Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';

/** `account_recovery_codes`: SHA-256 of each single-use two-factor recovery code; `used_at` once spent. */
@Entity('account_recovery_codes')
export class AccountRecoveryCodeEntity {
  @PrimaryColumn({ name: 'account_id', type: 'uuid', primaryKeyConstraintName: 'account_recovery_codes_pkey' })
  @ForeignKey('accounts', { name: 'account_recovery_codes_account_id_fkey' })
  accountId!: string;

  @PrimaryColumn({ name: 'code_hash', type: 'bytea', primaryKeyConstraintName: 'account_recovery_codes_pkey' })
  codeHash!: Buffer;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;
}
