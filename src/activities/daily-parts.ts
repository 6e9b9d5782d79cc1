import { type EpochNs, nextLocalDayStart } from '../common/time';

/**
 * How an interval is stored: one record per local calendar day of the owner's reporting zone, but
 * only at day boundaries that have already passed (relative to the server clock). A boundary that
 * lies strictly inside the interval and has not passed yet is the record's "split due" instant: the
 * midnight job splits the record there once the clock reaches it.
 *
 * Pure: zone arithmetic comes from common/time (Temporal), never from fixed offsets.
 */
export interface DailyPart {
  /** Inclusive start, epoch ns. */
  start: EpochNs;
  /** Exclusive end, epoch ns; null only for the last part of an open interval. */
  end: EpochNs | null;
}

export interface DailyPlan {
  /** Chronological, contiguous parts: parts[0].start = start, last.end = end, parts[i].end = parts[i+1].start. */
  parts: DailyPart[];
  /**
   * The next local-day start strictly inside the last part (after its start, before its end or
   * open), which by construction is after `now`; null when the last part lies within one local day.
   */
  splitDueNs: EpochNs | null;
}

export class TooManyPartsError extends Error {
  constructor(readonly limit: number) {
    super(`The interval would be stored as more than ${limit} daily records`);
  }
}

/**
 * Splits [start, end) (end null: open) at every local-day start b with start < b < end and b <= now.
 * An end exactly at a local midnight makes no empty trailing part; a zero-length interval is one part.
 * Throws TooManyPartsError when more than `maxParts` parts would result.
 */
export function planDailyParts(startNs: EpochNs, endNs: EpochNs | null, zoneId: string, nowNs: EpochNs, maxParts = Infinity): DailyPlan {
  if (endNs !== null && endNs < startNs) throw new RangeError(`Interval end ${endNs} is before its start ${startNs}`);
  const parts: DailyPart[] = [];
  let cursor = startNs;
  for (;;) {
    const boundary = nextLocalDayStart(cursor, zoneId);
    const inside = endNs === null || boundary < endNs;
    if (!inside || boundary > nowNs) {
      parts.push({ start: cursor, end: endNs });
      return { parts, splitDueNs: inside ? boundary : null };
    }
    parts.push({ start: cursor, end: boundary });
    if (parts.length >= maxParts) throw new TooManyPartsError(maxParts);
    cursor = boundary;
  }
}

/** The split-due instant of a stored record as it stands (no split needed before `now`). */
export function splitDueOf(startNs: EpochNs, endNs: EpochNs | null, zoneId: string): EpochNs | null {
  const boundary = nextLocalDayStart(startNs, zoneId);
  return endNs === null || boundary < endNs ? boundary : null;
}
