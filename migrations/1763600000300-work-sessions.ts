import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Work sessions and their undo offers.
 *
 * - work_sessions: independent running/completed sessions. One running session per owner is kept true
 *   by a partial unique index (the service also checks under the owner lock, and translates 23505).
 *   client_id is NULL only in legacy rows and title only holds legacy text: the start-up backfill
 *   attaches such rows to the owner's General client and folds the title into summary.
 * - undo_offers: internal (never listed or exported). One row per opt-in edit or delete, holding the
 *   full row as it was before the change; no foreign key to work_sessions, since a delete offer
 *   outlives its session.
 */
export class WorkSessions1763600000300 implements MigrationInterface {
  name = 'WorkSessions1763600000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE work_sessions (
        id uuid PRIMARY KEY,
        owner_id text NOT NULL REFERENCES owners (id),
        -- NULL only in legacy rows from before clients; start-up backfill attaches them to General
        client_id uuid,
        project_id uuid,
        summary text,
        -- retired: legacy text folded into summary at start-up, never returned
        title text,
        start_ns bigint NOT NULL,
        end_ns bigint,
        span int8range GENERATED ALWAYS AS (int8range(start_ns, COALESCE(end_ns, 9223372036854775807), '[)')) STORED,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (owner_id, id),
        FOREIGN KEY (owner_id, client_id) REFERENCES clients (owner_id, id),
        FOREIGN KEY (owner_id, project_id) REFERENCES projects (owner_id, id),
        CHECK (end_ns IS NULL OR end_ns >= start_ns)
      )`);
    await q.query(`CREATE UNIQUE INDEX work_sessions_one_running_idx ON work_sessions (owner_id) WHERE end_ns IS NULL`);
    await q.query(`CREATE INDEX work_sessions_owner_span_idx ON work_sessions USING gist (owner_id, span)`);
    await q.query(`CREATE INDEX work_sessions_owner_client_idx ON work_sessions (owner_id, client_id)`);
    await q.query(`CREATE INDEX work_sessions_owner_project_idx ON work_sessions (owner_id, project_id)`);
    await q.query(`
      CREATE TABLE undo_offers (
        id uuid PRIMARY KEY,
        owner_id text NOT NULL REFERENCES owners (id),
        work_session_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('update', 'delete')),
        -- the whole work_sessions row before the change (span excluded), timestamps and version included
        snapshot jsonb NOT NULL,
        -- the version the mutation produced (update offers); a different current version means the
        -- destination changed since the offer
        result_version integer,
        -- server-clock epoch nanoseconds (the injectable Clock), so expiry is testable
        created_ns bigint NOT NULL,
        expires_ns bigint NOT NULL,
        -- the recorded result of a successful undo, returned again on every repeat
        restored_ns bigint,
        restored_version integer,
        restored_body text,
        restored_etag text,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (owner_id, id),
        CHECK ((kind = 'update') = (result_version IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX undo_offers_owner_created_idx ON undo_offers (owner_id, created_ns, id)`);
    await q.query(`CREATE INDEX undo_offers_owner_expiry_idx ON undo_offers (owner_id, expires_ns)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['undo_offers', 'work_sessions']) await q.query(`DROP TABLE IF EXISTS ${table}`);
  }
}
