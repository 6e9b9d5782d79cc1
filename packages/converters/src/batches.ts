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
