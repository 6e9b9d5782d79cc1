import { type EpochNs, daysFromCivil } from '../common/time/instant';
import { addDays, startOfLocalDay } from '../common/time/local-days';

/**
 * Pure time rules the report routes share beyond the daily/weekly computation: local-date ranges,
 * the rounding of recorded time, and the local day → week / month keys. No I/O.
 */

export const NS_PER_MINUTE = 60_000_000_000n;
export const NS_PER_HOUR = 60n * NS_PER_MINUTE;

/**
 * The instants of an inclusive local-date range in a zone: [start of fromDate, start of the day
 * after toDate). Each bound is Temporal's startOfDay (real local midnight, or the first instant
 * after a DST gap that swallowed it), the same boundary the daily report splits at, so the range
 * holds exactly the local days fromDate..toDate, however long DST makes them.
 */
export function localDateRange(fromDate: string, toDate: string, zoneId: string): { fromNs: EpochNs; toNs: EpochNs } {
  return { fromNs: startOfLocalDay(fromDate, zoneId), toNs: startOfLocalDay(addDays(toDate, 1), zoneId) };
}

/** Calendar days from `fromDate` to `toDate` inclusive (negative when toDate is before fromDate). */
export function localDaysBetween(fromDate: string, toDate: string): number {
  // Not Date.UTC: it reads the years 0 to 99 as 1900 to 1999.
  const day = (date: string) => daysFromCivil(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)));
  return day(toDate) - day(fromDate) + 1;
}

export const ROUNDING_MODES = ['none', 'up', 'down', 'nearest'] as const;
export type RoundingMode = (typeof ROUNDING_MODES)[number];

export interface Rounding {
  mode: RoundingMode;
  /** The step, > 0 (ignored for `none`). */
  stepNs: bigint;
}

export const NO_ROUNDING: Rounding = { mode: 'none', stepNs: 1n };

/**
 * A non-negative duration rounded to a multiple of the step: `up` is the ceiling, `down` the floor,
 * `nearest` rounds half up (7.5 minutes to 15 with a 15-minute step).
 */
export function roundDuration(ns: bigint, rounding: Rounding): bigint {
  if (ns < 0n) throw new RangeError('A duration cannot be negative');
  const { mode, stepNs } = rounding;
  if (mode === 'none') return ns;
  if (stepNs <= 0n) throw new RangeError('The rounding step must be positive');
  const floor = (ns / stepNs) * stepNs;
  const rest = ns - floor;
  if (rest === 0n || mode === 'down') return floor;
  if (mode === 'up') return floor + stepNs;
  return rest * 2n >= stepNs ? floor + stepNs : floor;
}

/** `YYYY-MM` of a `YYYY-MM-DD` local date. */
export const monthOf = (date: string): string => date.slice(0, 7);

/**
 * Decimal hours of a duration, rounded half up to 6 decimal places (3.6 ms), trailing zeros
 * trimmed: `7.5`, `0.25`, `0`. Exact bigint arithmetic, so sums of whole-minute figures are exact.
 */
export function decimalHours(ns: bigint): string {
  if (ns < 0n) throw new RangeError('A duration cannot be negative');
  const micro = (ns * 1_000_000n * 2n + NS_PER_HOUR) / (NS_PER_HOUR * 2n);
  const whole = micro / 1_000_000n;
  const fraction = (micro % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}
