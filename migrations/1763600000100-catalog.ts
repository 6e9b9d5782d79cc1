import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Catalog: projects, tasks (with subtasks and provider references) and labels. Relations are composite
 * foreign keys on (owner_id, x_id) so nothing can point across owners, and none cascade into
 * user data: deleting a referenced row fails (23503), which the services answer with 409.
 */
export class Catalog1763600000100 implements MigrationInterface {
  name = 'Catalog1763600000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE projects (
        id uuid PRIMARY KEY,
        owner_id text NOT NULL REFERENCES owners (id),
        name text NOT NULL,
        -- NULL only in legacy rows from before clients; start-up backfill attaches them to General
        client_id uuid,
        icon text,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (owner_id, id),
        FOREIGN KEY (owner_id, client_id) REFERENCES clients (owner_id, id)
      )`);
    await q.query(`CREATE INDEX projects_owner_client_idx ON projects (owner_id, client_id)`);
    await q.query(`CREATE INDEX projects_owner_name_idx ON projects (owner_id, lower(name))`);
    await q.query(`
      CREATE TABLE tasks (
        id uuid PRIMARY KEY,
        owner_id text NOT NULL REFERENCES owners (id),
        summary text NOT NULL,
        url text,
        project_id uuid,
        parent_task_id uuid,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (owner_id, id),
        FOREIGN KEY (owner_id, project_id) REFERENCES projects (owner_id, id),
        FOREIGN KEY (owner_id, parent_task_id) REFERENCES tasks (owner_id, id),
        CHECK (parent_task_id IS NULL OR parent_task_id <> id)
      )`);
    await q.query(`CREATE INDEX tasks_owner_project_idx ON tasks (owner_id, project_id)`);
    await q.query(`CREATE INDEX tasks_owner_parent_idx ON tasks (owner_id, parent_task_id)`);
    await q.query(`
      CREATE TABLE task_external_references (
        id bigserial PRIMARY KEY,
        owner_id text NOT NULL,
        task_id uuid NOT NULL,
        provider_id text NOT NULL,
        repository_id text NOT NULL,
        external_id text NOT NULL,
        -- sha256 of the identity, computed by the repository: the parts can be up to 5,200 characters,
        -- too long for a btree entry
        identity_hash bytea NOT NULL,
        linked_at timestamptz NOT NULL DEFAULT now(),
        -- unlinked references stay as history
        unlinked_at timestamptz,
        FOREIGN KEY (owner_id, task_id) REFERENCES tasks (owner_id, id) ON DELETE CASCADE
      )`);
    await q.query(
      `CREATE UNIQUE INDEX task_external_references_identity_idx ON task_external_references (owner_id, identity_hash) WHERE unlinked_at IS NULL`,
    );
    await q.query(`CREATE INDEX task_external_references_task_idx ON task_external_references (owner_id, task_id)`);
    await q.query(`
      CREATE TABLE labels (
        id uuid PRIMARY KEY,
        owner_id text NOT NULL REFERENCES owners (id),
        name text NOT NULL,
        color text,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (owner_id, id)
      )`);
    await q.query(`CREATE INDEX labels_owner_name_idx ON labels (owner_id, lower(name))`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['labels', 'task_external_references', 'tasks', 'projects']) await q.query(`DROP TABLE IF EXISTS ${table}`);
  }
}
