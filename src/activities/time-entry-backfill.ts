import { localDateOf, startOfLocalDay } from '../common/time';

/** A stored record as the time-entry backfill reads it (bigint columns as decimal strings). */
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

/** True when `ns` is the first instant of its local day in the zone (midnight, or the first instant after a DST gap). */
function isLocalDayStart(ns: bigint, zoneId: string): boolean {
  return startOfLocalDay(localDateOf(ns, zoneId), zoneId) === ns;
}

const contentKey = (p: StoredPart): string =>
  JSON.stringify([p.task_id, p.project_id, p.summary, p.billable, p.label_ids]);

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
