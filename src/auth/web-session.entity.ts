import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/** `web_sessions`: browser sign-ins (cookie secret and CSRF key hashes). */
@Entity('web_sessions')
@Index('web_sessions_owner_idx', ['ownerId'])
export class WebSessionEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'web_sessions_pkey' })
  id!: string;

  @Column({ name: 'owner_id', type: 'text' })
  @ForeignKey('owners', { name: 'web_sessions_owner_id_fkey' })
  ownerId!: string;

  @Column({ name: 'account_id', type: 'uuid' })
  @ForeignKey('accounts', { name: 'web_sessions_account_id_fkey' })
  accountId!: string;

  @Column({ name: 'secret_hash', type: 'bytea' })
  secretHash!: Buffer;

  @Column({ name: 'csrf_key', type: 'bytea' })
  csrfKey!: Buffer;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;
}
