import { MigrationInterface, QueryRunner } from 'typeorm';
import { joinDailyParts } from '../src/activities/time-entry-backfill';

/**
 * Time entries: every activity record carries `time_entry_id`, shared by the daily parts split from
 * one interval. The new code always writes it; the default (a fresh UUID per row) is what an older
 * replica's insert gets during an upgrade, and what every stored record starts from here.
 *
 * Records stored before: parts that meet at a local midnight of the owner's profile zone and share
 * task, project, summary, labels (and billable, where that column exists) are joined into one entry
 * (the entry of the earliest part); any other record is an entry of its own. The join is computed
 * with the same zone arithmetic as the service (Temporal), one owner at a time, and written as one
 * UPDATE per owner for the joined records only. Versions and change events are untouched: the
 * records did not change, their representation gained a property (their ETags change with it).
 */
export class TimeEntries1763600001000 implements MigrationInterface {
  name = 'TimeEntries1763600001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE activities ADD COLUMN time_entry_id uuid NOT NULL DEFAULT gen_random_uuid()`);
    const billable = ((await q.query(
      `SELECT 1 FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'activities' AND column_name = 'billable'`,
    )) as unknown[]).length > 0;
    const owners = (await q.query(
      `SELECT o.id, o.zone_id FROM owners o WHERE EXISTS (SELECT 1 FROM activities a WHERE a.owner_id = o.id) ORDER BY o.id`,
    )) as Array<{ id: string; zone_id: string }>;
    for (const owner of owners) {
      const rows = (await q.query(
        `SELECT a.id, a.start_ns::text AS start_ns, a.end_ns::text AS end_ns, a.task_id, a.project_id, a.summary,
                ${billable ? 'a.billable' : 'false'} AS billable,
                COALESCE((SELECT array_agg(l.label_id::text ORDER BY l.label_id) FROM activity_labels l
                           WHERE l.owner_id = a.owner_id AND l.activity_id = a.id), '{}'::text[]) AS label_ids
           FROM activities a WHERE a.owner_id = $1 ORDER BY a.start_ns, a.id`,
        [owner.id],
      )) as Parameters<typeof joinDailyParts>[0];
      const joins = joinDailyParts(rows, owner.zone_id);
      if (joins.size === 0) continue;
      await q.query(
        `UPDATE activities a SET time_entry_id = h.time_entry_id
           FROM unnest($2::uuid[], $3::uuid[]) AS u (id, head)
           JOIN activities h ON h.owner_id = $1 AND h.id = u.head
          WHERE a.owner_id = $1 AND a.id = u.id`,
        [owner.id, [...joins.keys()], [...joins.values()]],
      );
    }
    await q.query(`CREATE INDEX activities_owner_time_entry_idx ON activities (owner_id, time_entry_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS activities_owner_time_entry_idx`);
    await q.query(`ALTER TABLE activities DROP COLUMN time_entry_id`);
  }
}
