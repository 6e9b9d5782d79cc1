import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Billing: the billable flag on activities (with the project's default for new activities) and the
 * owner's hourly rates. A rate's scope is at most one of client, project or task (none: the owner's
 * default); each names its record through a composite foreign key without cascade, so deleting a
 * record a rate names fails (409). One rate per scope and effective instant (NULL: since always),
 * NULLs not distinct, so two "since always" rates of one scope collide too.
 */
export class Billing1763600001100 implements MigrationInterface {
  name = 'Billing1763600001100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE activities ADD COLUMN billable boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE projects ADD COLUMN billable_by_default boolean NOT NULL DEFAULT false`);
    await q.query(`
      CREATE TABLE rates (
        id uuid PRIMARY KEY,
        owner_id text NOT NULL REFERENCES owners (id),
        client_id uuid,
        project_id uuid,
        task_id uuid,
        -- decimal in canonical form: 0..999999999.9999
        hourly_rate numeric(13, 4) NOT NULL CHECK (hourly_rate >= 0),
        currency text NOT NULL,
        effective_from_ns bigint,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (owner_id, id),
        CHECK (num_nonnulls(client_id, project_id, task_id) <= 1),
        FOREIGN KEY (owner_id, client_id) REFERENCES clients (owner_id, id),
        FOREIGN KEY (owner_id, project_id) REFERENCES projects (owner_id, id),
        FOREIGN KEY (owner_id, task_id) REFERENCES tasks (owner_id, id)
      )`);
    await q.query(`
      CREATE UNIQUE INDEX rates_owner_scope_effective_idx
        ON rates (owner_id, client_id, project_id, task_id, effective_from_ns) NULLS NOT DISTINCT`);
    await q.query(`CREATE INDEX rates_owner_client_idx ON rates (owner_id, client_id) WHERE client_id IS NOT NULL`);
    await q.query(`CREATE INDEX rates_owner_project_idx ON rates (owner_id, project_id) WHERE project_id IS NOT NULL`);
    await q.query(`CREATE INDEX rates_owner_task_idx ON rates (owner_id, task_id) WHERE task_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS rates`);
    await q.query(`ALTER TABLE projects DROP COLUMN billable_by_default`);
    await q.query(`ALTER TABLE activities DROP COLUMN billable`);
  }
}
