import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Administration: the one row of central settings (the mail password apart from the rest, so no
 * read of `saved` can carry it), the audit trail of setting changes (keys only, never values), and
 * the counters of sign-in throttling and per-credential rate limits, shared by every replica.
 * `accounts.is_admin` exists since the foundation migration.
 */
export class Admin1763600000400 implements MigrationInterface {
  name = 'Admin1763600000400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE admin_settings (
        id integer PRIMARY KEY CHECK (id = 1),
        saved jsonb NOT NULL,
        mail_password text,
        version integer NOT NULL DEFAULT 1,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The one row exists from the start, so the first two concurrent writers serialise on it.
    await q.query(`INSERT INTO admin_settings (id, saved) VALUES (1, '{}'::jsonb)`);
    await q.query(`
      CREATE TABLE admin_audit (
        id bigserial PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES accounts (id),
        changed_keys text[] NOT NULL,
        changed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE auth_throttle (
        key text PRIMARY KEY,
        window_start timestamptz NOT NULL,
        attempts integer NOT NULL
      )`);
    await q.query(`CREATE INDEX auth_throttle_window_idx ON auth_throttle (window_start)`);
    await q.query(`
      CREATE TABLE rate_limit_counters (
        key text PRIMARY KEY,
        window_start timestamptz NOT NULL,
        requests integer NOT NULL
      )`);
    await q.query(`CREATE INDEX rate_limit_counters_window_idx ON rate_limit_counters (window_start)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['rate_limit_counters', 'auth_throttle', 'admin_audit', 'admin_settings']) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
