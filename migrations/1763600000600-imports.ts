import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * External time-tracking import (`/imports`): jobs, their committed batch outcomes, source claims
 * and provenance. All internal: never exported, never in the change feed.
 *
 * - `import_jobs`: the immutable review (mappings, fingerprints, zones) plus the only mutable parts,
 *   status, counts and version. Listed newest first by UUIDv7 id.
 * - `import_batches`: one row per committed batch index with the hash of its input (replay vs
 *   BATCH_CONFLICT) and the stored outcome returned on replay.
 * - `import_claims`: one row per imported source entry (claim key: `s:<sourceId>` or
 *   `f:<fingerprint>:<occurrence>`), unique per owner, so a re-import skips it.
 * - `import_records`: provenance. `created` rows are the records a job created (activity daily parts
 *   with their claim key; catalog records with the mapping key they were created for, so a later
 *   batch reuses them), `reused` rows are activities a row was settled onto, `referenced` rows are
 *   records the job's mappings `use` (they block another job's undo while this job is active).
 *   `created_version` tells unchanged from edited at undo; `state` is active, removed or kept.
 */
export class Imports1763600000600 implements MigrationInterface {
  name = 'Imports1763600000600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE import_jobs (
        id uuid PRIMARY KEY,
        owner_id text NOT NULL REFERENCES owners (id),
        version integer NOT NULL DEFAULT 1,
        source text NOT NULL,
        file_name text NOT NULL,
        file_sha256 text NOT NULL,
        source_zone_id text NOT NULL,
        zone_id text NOT NULL,
        mappings jsonb NOT NULL,
        selected_count integer NOT NULL,
        status text NOT NULL DEFAULT 'open',
        created_ns bigint NOT NULL,
        count_created integer NOT NULL DEFAULT 0,
        count_reused integer NOT NULL DEFAULT 0,
        count_skipped integer NOT NULL DEFAULT 0,
        count_removed integer NOT NULL DEFAULT 0,
        count_kept integer NOT NULL DEFAULT 0,
        UNIQUE (owner_id, id),
        CONSTRAINT import_jobs_status CHECK (status IN ('open', 'undoing', 'undone'))
      )`);
    await q.query(`CREATE INDEX import_jobs_owner_id_idx ON import_jobs (owner_id, id DESC)`);
    await q.query(`
      CREATE TABLE import_batches (
        owner_id text NOT NULL,
        job_id uuid NOT NULL,
        batch_index integer NOT NULL,
        input_sha256 text NOT NULL,
        outcome jsonb NOT NULL,
        PRIMARY KEY (owner_id, job_id, batch_index),
        FOREIGN KEY (owner_id, job_id) REFERENCES import_jobs (owner_id, id) ON DELETE CASCADE
      )`);
    await q.query(`
      CREATE TABLE import_claims (
        owner_id text NOT NULL,
        claim_key text NOT NULL,
        job_id uuid NOT NULL,
        source_row integer NOT NULL,
        kind text NOT NULL,
        PRIMARY KEY (owner_id, claim_key),
        FOREIGN KEY (owner_id, job_id) REFERENCES import_jobs (owner_id, id) ON DELETE CASCADE,
        CONSTRAINT import_claims_kind CHECK (kind IN ('created', 'reused'))
      )`);
    await q.query(`CREATE INDEX import_claims_owner_job_idx ON import_claims (owner_id, job_id)`);
    await q.query(`
      CREATE TABLE import_records (
        owner_id text NOT NULL,
        job_id uuid NOT NULL,
        entity_type text NOT NULL,
        entity_id uuid NOT NULL,
        kind text NOT NULL,
        claim_key text,
        catalog_key text,
        created_version integer NOT NULL DEFAULT 1,
        state text NOT NULL DEFAULT 'active',
        seq bigserial,
        PRIMARY KEY (owner_id, job_id, entity_type, entity_id, kind),
        FOREIGN KEY (owner_id, job_id) REFERENCES import_jobs (owner_id, id) ON DELETE CASCADE,
        CONSTRAINT import_records_kind CHECK (kind IN ('created', 'reused', 'referenced')),
        CONSTRAINT import_records_state CHECK (state IN ('active', 'removed', 'kept'))
      )`);
    await q.query(`CREATE INDEX import_records_owner_entity_idx ON import_records (owner_id, entity_id)`);
    await q.query(`CREATE INDEX import_records_owner_claim_idx ON import_records (owner_id, claim_key)`);
    await q.query(
      `CREATE UNIQUE INDEX import_records_catalog_idx ON import_records (owner_id, job_id, catalog_key) WHERE catalog_key IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS import_records`);
    await q.query(`DROP TABLE IF EXISTS import_claims`);
    await q.query(`DROP TABLE IF EXISTS import_batches`);
    await q.query(`DROP TABLE IF EXISTS import_jobs`);
  }
}
