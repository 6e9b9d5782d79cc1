import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { BIGINT } from '../common/orm/bigint.transformer';

/** `personal_tokens`: bearer credentials an account made (only the secret's hash is kept). */
@Entity('personal_tokens')
@Index('personal_tokens_owner_idx', ['ownerId', 'createdAt', 'id'])
export class PersonalTokenEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'personal_tokens_pkey' })
  id!: string;

  @Column({ name: 'owner_id', type: 'text' })
  @ForeignKey('owners', { name: 'personal_tokens_owner_id_fkey' })
  ownerId!: string;

  @Column({ name: 'account_id', type: 'uuid' })
  @ForeignKey('accounts', { name: 'personal_tokens_account_id_fkey' })
  accountId!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ name: 'can_write', type: 'boolean' })
  canWrite!: boolean;

  @Column({ name: 'secret_hash', type: 'bytea' })
  secretHash!: Buffer;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  /** The enforced expiry: the requested instant rounded down to the microsecond. */
  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt!: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  /** The expiry as the client sent it, in epoch nanoseconds (NULL in rows from before). */
  @Column({ name: 'expires_at_ns', type: 'bigint', nullable: true, transformer: BIGINT })
  expiresAtNs!: bigint | null;
}
