import { Column, Entity, ForeignKey, Index, PrimaryColumn, Unique } from 'typeorm';

/** `accounts`: one sign-in identity per owner (email, password hash, admin flag, two-factor state). */
@Entity('accounts')
@Unique('accounts_owner_id_key', ['ownerId'])
// synchronize: false: the index is UNIQUE (lower(email)) (an email is taken whatever its case), and a
// TypeORM index holds columns, not expressions (TypeORM does not even read this one back). TypeORM
// leaves it as the migration made it.
@Index('accounts_email_key', { synchronize: false })
export class AccountEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'accounts_pkey' })
  id!: string;

  @Column({ name: 'owner_id', type: 'text' })
  @ForeignKey('owners', { name: 'accounts_owner_id_fkey' })
  ownerId!: string;

  @Column({ type: 'text' })
  email!: string;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash!: string;

  @Column({ name: 'is_admin', type: 'boolean', default: false })
  isAdmin!: boolean;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  /** Bumped by every change of admin, disabled or two-factor. */
  @Column({ type: 'integer', default: 1 })
  version!: number;

  @Column({ type: 'boolean', default: false })
  disabled!: boolean;

  @Column({ name: 'last_sign_in_at', type: 'timestamptz', nullable: true })
  lastSignInAt!: Date | null;

  /** True once a TOTP set-up is confirmed. */
  @Column({ name: 'two_factor', type: 'boolean', default: false })
  twoFactor!: boolean;

  /** The confirmed TOTP secret, AES-256-GCM encrypted. */
  @Column({ name: 'totp_secret', type: 'bytea', nullable: true })
  totpSecret!: Buffer | null;

  /** A set-up's secret while it waits for its first code, encrypted like totp_secret. */
  @Column({ name: 'totp_pending', type: 'bytea', nullable: true })
  totpPending!: Buffer | null;
}
