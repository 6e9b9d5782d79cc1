import type { NormalizedEntry } from './trackers';

/** The API's limits on one import batch (and on one preview call). */
export const BATCH_ENTRIES = 100;
export const BATCH_PARTS = 1000;

/**
 * Splits entries into batches of at most {@link BATCH_ENTRIES} entries and {@link BATCH_PARTS}
 * local-day parts, in file order, so that every run (and a resumed one) makes the same split.
 * `parts` gives each row's day-part count from the preview (1 when unknown).
 */
export function batchesOf(entries: NormalizedEntry[], parts: Map<number, number>): NormalizedEntry[][] {
  const batches: NormalizedEntry[][] = [];
  let current: NormalizedEntry[] = [];
  let currentParts = 0;
  for (const entry of entries) {
    const p = parts.get(entry.row) ?? 1;
    if (current.length > 0 && (current.length >= BATCH_ENTRIES || currentParts + p > BATCH_PARTS)) {
      batches.push(current);
      current = [];
      currentParts = 0;
    }
    current.push(entry);
    currentParts += p;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** A batch decision for a row the preview found `exactMatch`. */
export type ExactMatchDecision =
  { row: number; action: 'reuse'; activityId: string; version: number } | { row: number; action: 'distinctCreate' };

/**
 * The decisions that settle a batch preview's exact matches. With `reuse`, each row settles onto
 * the first matching activity no earlier row of the batch took: an activity is reused once (the
 * service refuses a batch that reuses one twice), so rows that equal the same activity (the file's
 * indistinguishable rows, or rows with the same times) make one reuse and new activities for the
 * others. Rows left without one, and every row without `reuse`, are created.
 */
export function settleExactMatches(
  rows: ReadonlyArray<{ row: number; status: string; matches: ReadonlyArray<{ activityId: string; version: number }> }>,
  reuse: boolean,
): ExactMatchDecision[] {
  const taken = new Set<string>();
  return rows
    .filter((r) => r.status === 'exactMatch')
    .map((r): ExactMatchDecision => {
      const match = reuse ? r.matches.find((m) => !taken.has(m.activityId)) : undefined;
      if (!match) return { row: r.row, action: 'distinctCreate' };
      taken.add(match.activityId);
      return { row: r.row, action: 'reuse', activityId: match.activityId, version: match.version };
    });
}

/**
 * Preview rows with the rows no batch can hold (more than {@link BATCH_PARTS} local-day parts: an
 * entry over some 1,000 days, which the service refuses with 413 whatever batch it is in) marked
 * `invalid`, with a problem saying why, so that they are left out and named like other invalid rows
 * instead of stopping the import at their batch.
 */
export function markUnbatchable<
  T extends { status: string; dayParts: number; start: string | null; problems: Array<{ code: string; detail: string }> },
>(rows: T[]): T[] {
  return rows.map((r) =>
    r.status !== 'invalid' && r.dayParts > BATCH_PARTS
      ? ({
          ...r,
          status: 'invalid',
          problems: [
            ...r.problems,
            {
              code: 'TOO_MANY_DAY_PARTS',
              detail: `the entry spans more than ${BATCH_PARTS} local days, more daily records than an import batch may hold`,
            },
          ],
        } as T)
      : r,
  );
}
