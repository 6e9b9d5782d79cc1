import { Temporal } from 'temporal-polyfill';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Time entries: every activity record carries `time_entry_id`, shared by the daily parts split from
 * one interval. The new code always writes it; the default (a fresh UUID per row) is what an older
 * replica's insert gets during an upgrade, and what every stored record starts from here.
 *
 * Records stored before: parts that meet at a local midnight of the owner's profile zone and share
 * task, project, summary, labels (and billable, where that column exists) are joined into one entry
 * (the entry of the earliest part); any other record is an entry of its own. The join is computed
 * with the zone arithmetic the service had then (Temporal; a frozen copy below, as a migration does
 * not follow the code that comes after it), one owner at a time, and written as one
 * UPDATE per owner for the joined records only. Versions and change events are untouched: the
 * records did not change, their representation gained a property (their ETags change with it).
 */
export class TimeEntries1763600001000 implements MigrationInterface {
  name = 'TimeEntries1763600001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE activities ADD COLUMN time_entry_id uuid NOT NULL DEFAULT gen_random_uuid()`);
    const billable =
      (
        (await q.query(
          `SELECT 1 FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'activities' AND column_name = 'billable'`,
        )) as unknown[]
      ).length > 0;
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
      )) as StoredPart[];
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

// ---- The join, frozen as the service computed it when this migration was written ----

/** A stored record as the backfill reads it (bigint columns as decimal strings). */
export interface StoredPart {
  id: string;
  start_ns: string;
  end_ns: string | null;
  task_id: string | null;
  project_id: string | null;
  summary: string | null;
  billable: boolean;
  /** Sorted. */
  label_ids: string[];
}

/** An IANA zone name's shape (no offsets, no date-time strings), as the service accepted zones. */
const ZONE_ID_RE = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_][A-Za-z0-9_+-]*)*$/;

/** The zone as the runtime knows it (a named zone, the same name up to case); RangeError otherwise. */
function requireZone(id: string): string {
  let resolved: string | null = null;
  if (id.length > 0 && id.length <= 64 && ZONE_ID_RE.test(id)) {
    try {
      resolved = new Temporal.ZonedDateTime(0n, id).timeZoneId;
    } catch {
      resolved = null;
    }
  }
  if (resolved === null || resolved.toLowerCase() !== id.toLowerCase() || !ZONE_ID_RE.test(resolved)) {
    throw new RangeError(`Unknown or unsupported time zone: ${JSON.stringify(id)}`);
  }
  return resolved;
}

/** True when `ns` is the first instant of its local day in the zone (midnight, or the first instant after a DST gap). */
function isLocalDayStart(ns: bigint, zoneId: string): boolean {
  const zone = requireZone(zoneId);
  const date = Temporal.Instant.fromEpochNanoseconds(ns).toZonedDateTimeISO(zone).toPlainDate();
  return date.toZonedDateTime(zone).epochNanoseconds === ns;
}

const contentKey = (p: StoredPart): string => JSON.stringify([p.task_id, p.project_id, p.summary, p.billable, p.label_ids]);

/**
 * Records stored before time entries existed, joined into entries: a record that starts at a local
 * day start of the zone exactly where an earlier record with the same task, project, summary,
 * labels and billable flag ends continues that record's entry (each record continues at most one
 * and is continued by at most one). `parts` are one owner's records in (start, id) order. Returns,
 * for every record that continues another, the ID of its entry's first record; a record not in the
 * map starts an entry of its own.
 */
export function joinDailyParts(parts: readonly StoredPart[], zoneId: string): Map<string, string> {
  const heads = new Map<string, string>();
  // Records not yet continued, by their end instant.
  const open = new Map<string, StoredPart[]>();
  for (const part of parts) {
    const candidates = open.get(part.start_ns);
    let safeZone = true;
    let dayStart = false;
    if (candidates !== undefined) {
      try {
        dayStart = isLocalDayStart(BigInt(part.start_ns), zoneId);
      } catch {
        safeZone = false; // an unknown stored zone joins nothing
      }
    }
    if (candidates !== undefined && safeZone && dayStart) {
      const key = contentKey(part);
      const index = candidates.findIndex((c) => c.id !== part.id && contentKey(c) === key);
      if (index >= 0) {
        const [previous] = candidates.splice(index, 1);
        heads.set(part.id, heads.get(previous.id) ?? previous.id);
      }
    }
    if (part.end_ns !== null) {
      const list = open.get(part.end_ns);
      if (list) list.push(part);
      else open.set(part.end_ns, [part]);
    }
  }
  return heads;
}
