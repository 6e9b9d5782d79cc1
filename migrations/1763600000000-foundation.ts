import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Foundation schema. Conventions for every table to come:
 * - owner_id text NOT NULL on every owned row, every index starts with it, and relations between owned
 *   rows are composite foreign keys (owner_id, x_id) -> x(owner_id, id) so no row can point across owners;
 * - domain instants are bigint epoch nanoseconds (timestamptz stops at microseconds); range and overlap
 *   queries use a generated int8range column under a GiST index (btree_gist for the owner_id prefix);
 * - version integer NOT NULL, 1 on create, bumped by every committed change.
 */
export class Foundation1763600000000 implements MigrationInterface {
  name = 'Foundation1763600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await q.query(`
      CREATE TABLE owners (
        id text PRIMARY KEY,
        last_sequence bigint NOT NULL DEFAULT 0,
        -- events with sequence <= pruned_through were removed by retention
        pruned_through bigint NOT NULL DEFAULT 0,
        zone_id text NOT NULL DEFAULT 'UTC',
        profile_version integer NOT NULL DEFAULT 1,
        initialized_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE accounts (
        id uuid PRIMARY KEY,
        owner_id text NOT NULL UNIQUE REFERENCES owners (id),
        email text NOT NULL,
        password_hash text NOT NULL,
        is_admin boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX accounts_email_key ON accounts (lower(email))`);
    await q.query(`
      CREATE TABLE personal_tokens (
        id uuid PRIMARY KEY,
        owner_id text NOT NULL REFERENCES owners (id),
        account_id uuid NOT NULL REFERENCES accounts (id),
        name text NOT NULL,
        can_write boolean NOT NULL,
        secret_hash bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz,
        revoked_at timestamptz
      )`);
    await q.query(`CREATE INDEX personal_tokens_owner_idx ON personal_tokens (owner_id, created_at, id)`);
    await q.query(`
      CREATE TABLE web_sessions (
        id uuid PRIMARY KEY,
        owner_id text NOT NULL REFERENCES owners (id),
        account_id uuid NOT NULL REFERENCES accounts (id),
        secret_hash bytea NOT NULL,
        csrf_key bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`);
    await q.query(`CREATE INDEX web_sessions_owner_idx ON web_sessions (owner_id)`);
    await q.query(`
      CREATE TABLE change_events (
        owner_id text NOT NULL REFERENCES owners (id),
        sequence bigint NOT NULL,
        entity_type text NOT NULL,
        change_type text NOT NULL,
        entity_id text NOT NULL,
        occurred_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        PRIMARY KEY (owner_id, sequence)
      )`);
    await q.query(`CREATE INDEX change_events_retention_idx ON change_events (occurred_at)`);
    await q.query(`
      CREATE TABLE command_receipts (
        owner_id text NOT NULL REFERENCES owners (id),
        idempotency_key uuid NOT NULL,
        fingerprint text NOT NULL,
        status integer NOT NULL,
        body text NOT NULL,
        etag text,
        location text,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (owner_id, idempotency_key)
      )`);
    await q.query(`CREATE INDEX command_receipts_retention_idx ON command_receipts (created_at)`);
    await q.query(`
      CREATE TABLE server_secrets (
        name text PRIMARY KEY,
        secret bytea NOT NULL
      )`);
    await q.query(`
      CREATE TABLE clients (
        id uuid PRIMARY KEY,
        owner_id text NOT NULL REFERENCES owners (id),
        name text NOT NULL,
        color text NOT NULL,
        version integer NOT NULL DEFAULT 1,
        is_general boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (owner_id, id)
      )`);
    await q.query(`CREATE UNIQUE INDEX clients_one_general_idx ON clients (owner_id) WHERE is_general`);
    await q.query(`CREATE INDEX clients_owner_name_idx ON clients (owner_id, lower(name))`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'clients',
      'server_secrets',
      'command_receipts',
      'change_events',
      'web_sessions',
      'personal_tokens',
      'accounts',
      'owners',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
