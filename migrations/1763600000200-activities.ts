import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Activities (tracked and manual intervals), stored as one record per local day of the owner's
 * reporting zone, and their label sets.
 *
 * - Instants are bigint epoch nanoseconds; `end_ns` NULL means open. `span` is the generated
 *   [start, end-or-infinity) range for overlap queries (GiST with the owner_id prefix).
 * - At most one open activity per owner: a partial unique index, so the rule holds even for a code
 *   path that forgets the owner lock.
 * - `split_due_ns`: the next local-day start strictly inside (start_ns, end_ns-or-open) that had not
 *   passed when the record was last written, NULL when the record lies within one local day. The
 *   midnight job finds due records with one indexed query over all owners (the only index not led by
 *   owner_id: it serves a cross-owner scheduler scan and only holds open or future-ending records).
 * - Relations are composite foreign keys without cascade into user data: deleting a task, project or
 *   label that an activity uses fails with 23503 (answered 409). Label rows of a deleted activity go
 *   with it.
 */
export class Activities1763600000200 implements MigrationInterface {
  name = 'Activities1763600000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE activities (
        id uuid PRIMARY KEY,
        owner_id text NOT NULL REFERENCES owners (id),
        task_id uuid,
        project_id uuid,
        summary text,
        manual boolean NOT NULL,
        start_ns bigint NOT NULL,
        end_ns bigint,
        span int8range GENERATED ALWAYS AS (int8range(start_ns, COALESCE(end_ns, 9223372036854775807), '[)')) STORED,
        split_due_ns bigint,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (owner_id, id),
        FOREIGN KEY (owner_id, task_id) REFERENCES tasks (owner_id, id),
        FOREIGN KEY (owner_id, project_id) REFERENCES projects (owner_id, id),
        CONSTRAINT activities_end_after_start CHECK (end_ns IS NULL OR end_ns >= start_ns),
        CONSTRAINT activities_split_due_inside CHECK (split_due_ns IS NULL OR (split_due_ns > start_ns AND (end_ns IS NULL OR split_due_ns < end_ns)))
      )`);
    await q.query(`CREATE UNIQUE INDEX activities_one_open_idx ON activities (owner_id) WHERE end_ns IS NULL`);
    await q.query(`CREATE INDEX activities_owner_span_idx ON activities USING gist (owner_id, span)`);
    await q.query(`CREATE INDEX activities_owner_start_idx ON activities (owner_id, start_ns, id)`);
    await q.query(`CREATE INDEX activities_owner_task_idx ON activities (owner_id, task_id) WHERE task_id IS NOT NULL`);
    await q.query(`CREATE INDEX activities_owner_project_idx ON activities (owner_id, project_id) WHERE project_id IS NOT NULL`);
    await q.query(`CREATE INDEX activities_split_due_idx ON activities (split_due_ns) WHERE split_due_ns IS NOT NULL`);
    await q.query(`
      CREATE TABLE activity_labels (
        owner_id text NOT NULL,
        activity_id uuid NOT NULL,
        label_id uuid NOT NULL,
        PRIMARY KEY (owner_id, activity_id, label_id),
        FOREIGN KEY (owner_id, activity_id) REFERENCES activities (owner_id, id) ON DELETE CASCADE,
        FOREIGN KEY (owner_id, label_id) REFERENCES labels (owner_id, id)
      )`);
    await q.query(`CREATE INDEX activity_labels_owner_label_idx ON activity_labels (owner_id, label_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS activity_labels`);
    await q.query(`DROP TABLE IF EXISTS activities`);
  }
}
