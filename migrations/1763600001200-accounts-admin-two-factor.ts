import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Account administration and two-factor sign-in.
 * - `accounts` gains `version` (changes of admin, disabled, two-factor), `disabled`, `last_sign_in_at`,
 *   and the TOTP secret, AES-256-GCM encrypted (`totp_secret` when confirmed, `totp_pending` while a
 *   set-up waits for its first code). `two_factor` is true once confirmed.
 * - `account_recovery_codes`: SHA-256 of each single-use recovery code (128-bit random codes, so a
 *   fast hash is enough), `used_at` once spent.
 * - `account_totp_used`: the time steps whose codes signed in, so a code is never accepted twice for
 *   one account, whichever replica sees it (rows older than a few steps are pruned).
 * - `account_audit`: who changed which account, when and what (never a secret).
 */
export class AccountsAdminTwoFactor1763600001200 implements MigrationInterface {
  name = 'AccountsAdminTwoFactor1763600001200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE accounts
        ADD COLUMN version integer NOT NULL DEFAULT 1,
        ADD COLUMN disabled boolean NOT NULL DEFAULT false,
        ADD COLUMN last_sign_in_at timestamptz,
        ADD COLUMN two_factor boolean NOT NULL DEFAULT false,
        ADD COLUMN totp_secret bytea,
        ADD COLUMN totp_pending bytea`);
    await q.query(`
      CREATE TABLE account_recovery_codes (
        account_id uuid NOT NULL REFERENCES accounts (id),
        code_hash bytea NOT NULL,
        used_at timestamptz,
        PRIMARY KEY (account_id, code_hash)
      )`);
    await q.query(`
      CREATE TABLE account_totp_used (
        account_id uuid NOT NULL REFERENCES accounts (id),
        step bigint NOT NULL,
        used_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (account_id, step)
      )`);
    await q.query(`CREATE INDEX account_totp_used_at_idx ON account_totp_used (used_at)`);
    await q.query(`
      CREATE TABLE account_audit (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        actor_account_id uuid REFERENCES accounts (id),
        actor text NOT NULL,
        account_id uuid NOT NULL REFERENCES accounts (id),
        action text NOT NULL,
        changes jsonb NOT NULL DEFAULT '{}'::jsonb
      )`);
    await q.query(`CREATE INDEX account_audit_account_idx ON account_audit (account_id, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['account_audit', 'account_totp_used', 'account_recovery_codes']) await q.query(`DROP TABLE IF EXISTS ${table}`);
    await q.query(`
      ALTER TABLE accounts
        DROP COLUMN IF EXISTS totp_pending, DROP COLUMN IF EXISTS totp_secret, DROP COLUMN IF EXISTS two_factor,
        DROP COLUMN IF EXISTS last_sign_in_at, DROP COLUMN IF EXISTS disabled, DROP COLUMN IF EXISTS version`);
  }
}
