import { Temporal } from 'temporal-polyfill';
import type { EpochNs } from './instant';
import { requireZoneId } from './zone';

/**
 * Local calendar days and weeks in an IANA time zone, computed with Temporal.
 *
 * Definition of a local day: the local day `D` in zone `Z` is the half-open
 * interval [startOfLocalDay(D), startOfLocalDay(D + 1 day)), where
 * startOfLocalDay is Temporal's `startOfDay()` (local midnight, or the first
 * instant after a DST gap when midnight does not exist). These intervals tile
 * the time line without gaps or overlaps, a day's length is Temporal's
 * `hoursInDay` (23 h / 25 h on DST changes, 23.5 h / 24.5 h on Lord Howe), and
 * a date that a zone skipped entirely (Pacific/Apia 2011-12-30) is an empty
 * interval, so it never appears in the results below.
 *
 * For all ordinary transitions, every instant of day D has local date D. The
 * only exception is a historical transition that jumps backwards across
 * midnight (e.g. America/St_Johns before 2011 fell back at 00:01 to 23:01):
 * the repeated stretch of the previous date belongs to the day whose
 * midnight came first, exactly as with Temporal's `hoursInDay`.
 *
 * Dates are ISO `YYYY-MM-DD` strings. Invalid dates or time zones throw
 * RangeError. Functions taking a date also accept the expanded-year form
 * (`+010000-01-01`) that `localDateOf` produces beyond year 9999.
 */

export interface LocalDaySpan {
  /** Local date, `YYYY-MM-DD`. */
  date: string;
  /** Inclusive start, epoch ns. */
  start: EpochNs;
  /** Exclusive end, epoch ns. */
  end: EpochNs;
}

export interface LocalWeekSpan {
  /** Local date of the week's Monday, `YYYY-MM-DD`. */
  weekStart: string;
  /** Inclusive start (Monday's start of day), epoch ns. */
  start: EpochNs;
  /** Exclusive end (next Monday's start of day), epoch ns. */
  end: EpochNs;
}

const LOCAL_DATE_RE = /^(?:\d{4}|[+-]\d{6})-\d{2}-\d{2}$/;
const STRICT_LOCAL_DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
/** Upper bound on consecutive empty (skipped) dates; real zones skip at most one. */
const MAX_EMPTY_DAYS = 8;

function parseLocalDate(date: string): Temporal.PlainDate {
  if (typeof date !== 'string' || !LOCAL_DATE_RE.test(date)) {
    throw new RangeError(`Invalid local date ${JSON.stringify(date)}, expected YYYY-MM-DD`);
  }
  try {
    return Temporal.PlainDate.from(date);
  } catch {
    throw new RangeError(`Invalid local date ${JSON.stringify(date)}`);
  }
}

/**
 * True when `text` is a calendar-valid `YYYY-MM-DD` date with a year in
 * 0001..9999 (the same range as instants). Intended for validating input.
 */
export function isLocalDate(text: string): boolean {
  if (typeof text !== 'string' || !STRICT_LOCAL_DATE_RE.test(text) || text.startsWith('0000')) return false;
  try {
    Temporal.PlainDate.from(text);
    return true;
  } catch {
    return false;
  }
}

/** Temporal's startOfDay() of a date in an already-normalized zone. */
function startOfDay(date: Temporal.PlainDate, zone: string): EpochNs {
  return date.toZonedDateTime(zone).epochNanoseconds;
}

interface Day {
  date: Temporal.PlainDate;
  start: EpochNs;
  end: EpochNs;
}

function toSpan(day: Day): LocalDaySpan {
  return { date: day.date.toString(), start: day.start, end: day.end };
}

/** The (non-empty) local day containing `ns`: start <= ns < end. */
function dayContaining(ns: EpochNs, zone: string): Day {
  let date = Temporal.Instant.fromEpochNanoseconds(ns).toZonedDateTimeISO(zone).toPlainDate();
  let start = startOfDay(date, zone);
  for (let i = 0; start > ns; i++) {
    if (i >= MAX_EMPTY_DAYS) throw new Error(`Inconsistent day boundaries in ${zone}`);
    date = date.subtract({ days: 1 });
    start = startOfDay(date, zone);
  }
  let next = date.add({ days: 1 });
  let end = startOfDay(next, zone);
  for (let i = 0; end <= ns; i++) {
    if (i >= MAX_EMPTY_DAYS) throw new Error(`Inconsistent day boundaries in ${zone}`);
    date = next;
    start = end;
    next = next.add({ days: 1 });
    end = startOfDay(next, zone);
  }
  return { date, start, end };
}

/** The next non-empty local day after `day` (skipping dates a zone jumped over). */
function dayAfter(day: Day, zone: string): Day {
  let date = day.date.add({ days: 1 });
  let next = date.add({ days: 1 });
  let end = startOfDay(next, zone);
  for (let i = 0; end <= day.end; i++) {
    if (i >= MAX_EMPTY_DAYS) throw new Error(`Inconsistent day boundaries in ${zone}`);
    date = next;
    next = next.add({ days: 1 });
    end = startOfDay(next, zone);
  }
  return { date, start: day.end, end };
}

function requireOrderedRange(from: EpochNs, to: EpochNs): void {
  if (typeof from !== 'bigint' || typeof to !== 'bigint') throw new TypeError('Instants must be bigint epoch nanoseconds');
  if (to < from) throw new RangeError(`Range end ${to} is before its start ${from}`);
}

/** The local date (`YYYY-MM-DD`) of an instant in a zone — the wall-clock date. */
export function localDateOf(ns: EpochNs, zoneId: string): string {
  const zone = requireZoneId(zoneId);
  return Temporal.Instant.fromEpochNanoseconds(ns).toZonedDateTimeISO(zone).toPlainDate().toString();
}

/**
 * The first instant of a local date: real local midnight, or, when midnight
 * does not exist because of a DST gap, the first existing instant of that day
 * (Temporal's `startOfDay()`, e.g. America/Santiago 2026-09-06 starts 01:00).
 */
export function startOfLocalDay(date: string, zoneId: string): EpochNs {
  return startOfDay(parseLocalDate(date), requireZoneId(zoneId));
}

/**
 * The start of the local day following the one containing `ns`; always
 * strictly greater than `ns`. Equals
 * `startOfLocalDay(addDays(localDateOf(ns, z), 1), z)` (see the module doc
 * for the historical exception).
 */
export function nextLocalDayStart(ns: EpochNs, zoneId: string): EpochNs {
  const recent = recentDays.get(zoneId);
  if (recent !== undefined && recent.start <= ns && ns < recent.end) return recent.end;
  // Bulk callers (an import's rows, three times each: file preview, batch preview, commit) go through
  // many days, one after the other and again: the days met are remembered by the hour they were
  // asked in. A remembered day answers only for an instant inside it (a day may begin mid-hour).
  const hour = Number(ns / NS_PER_HOUR);
  const known = knownDays.get(zoneId)?.get(hour);
  const day = known !== undefined && known.start <= ns && ns < known.end ? known : dayContaining(ns, requireZoneId(zoneId));
  // Nearly every call of a command asks about today in the owner's zone: remember the last day per
  // zone (the bounds of a day never change), so tracking does no zone arithmetic most of the time.
  if (recentDays.size >= MAX_REMEMBERED_ZONES && !recentDays.has(zoneId)) recentDays.clear();
  recentDays.set(zoneId, { start: day.start, end: day.end });
  if (day !== known) rememberDay(zoneId, hour, day);
  return day.end;
}

const MAX_REMEMBERED_ZONES = 1000;
const recentDays = new Map<string, { start: EpochNs; end: EpochNs }>();

const NS_PER_HOUR = 3_600_000_000_000n;
/** Enough for a 10,000-row import's days (some 2,500), a few megabytes at most. */
const MAX_KNOWN_DAYS = 20_000;
let knownCount = 0;
const knownDays = new Map<string, Map<number, { start: EpochNs; end: EpochNs }>>();

function rememberDay(zoneId: string, hour: number, day: { start: EpochNs; end: EpochNs }): void {
  if (knownCount >= MAX_KNOWN_DAYS) {
    knownDays.clear();
    knownCount = 0;
  }
  let days = knownDays.get(zoneId);
  if (days === undefined) knownDays.set(zoneId, (days = new Map()));
  if (!days.has(hour)) knownCount++;
  days.set(hour, { start: day.start, end: day.end });
}

/**
 * Splits [startNs, endNs) into contiguous parts, one per local day, in
 * chronological order: the first part starts at startNs, the last ends at
 * endNs, `parts[i].end === parts[i + 1].start`, and the durations add up to
 * endNs - startNs exactly. An interval ending exactly at a local midnight has
 * no empty trailing part.
 *
 * `startNs === endNs` yields a single zero-length part dated by the local
 * day containing that instant. `endNs < startNs` throws RangeError.
 */
export function splitAtLocalDays(startNs: EpochNs, endNs: EpochNs, zoneId: string): LocalDaySpan[] {
  requireOrderedRange(startNs, endNs);
  const zone = requireZoneId(zoneId);
  let day = dayContaining(startNs, zone);
  if (startNs === endNs) return [{ date: day.date.toString(), start: startNs, end: endNs }];
  const parts: LocalDaySpan[] = [];
  let cursor = startNs;
  for (;;) {
    const partEnd = day.end < endNs ? day.end : endNs;
    parts.push({ date: day.date.toString(), start: cursor, end: partEnd });
    if (partEnd === endNs) return parts;
    cursor = partEnd;
    day = dayAfter(day, zone);
  }
}

/**
 * Every local day overlapping [fromNs, toNs), with the day's full (unclipped)
 * bounds, in order and contiguous. Empty range (`fromNs === toNs`) → `[]`;
 * `toNs < fromNs` throws RangeError.
 */
export function localDaysInRange(fromNs: EpochNs, toNs: EpochNs, zoneId: string): LocalDaySpan[] {
  requireOrderedRange(fromNs, toNs);
  const zone = requireZoneId(zoneId);
  if (fromNs === toNs) return [];
  let day = dayContaining(fromNs, zone);
  const days: LocalDaySpan[] = [toSpan(day)];
  while (day.end < toNs) {
    day = dayAfter(day, zone);
    days.push(toSpan(day));
  }
  return days;
}

/** The Monday (ISO week start) of the week containing a `YYYY-MM-DD` date. */
export function mondayOf(date: string): string {
  const d = parseLocalDate(date);
  return d.subtract({ days: d.dayOfWeek - 1 }).toString();
}

/**
 * Every local ISO week (Monday 00:00 local to the next Monday 00:00 local,
 * using startOfLocalDay) overlapping [fromNs, toNs), with full bounds, in
 * order and contiguous. Empty range → `[]`; `toNs < fromNs` throws RangeError.
 */
export function localWeeksInRange(fromNs: EpochNs, toNs: EpochNs, zoneId: string): LocalWeekSpan[] {
  requireOrderedRange(fromNs, toNs);
  const zone = requireZoneId(zoneId);
  if (fromNs === toNs) return [];
  const first = dayContaining(fromNs, zone).date;
  let monday = first.subtract({ days: first.dayOfWeek - 1 });
  let start = startOfDay(monday, zone);
  const weeks: LocalWeekSpan[] = [];
  for (;;) {
    const nextMonday = monday.add({ weeks: 1 });
    const end = startOfDay(nextMonday, zone);
    weeks.push({ weekStart: monday.toString(), start, end });
    if (end >= toNs) return weeks;
    monday = nextMonday;
    start = end;
  }
}

/** Adds `n` (a safe integer, may be negative) calendar days to a `YYYY-MM-DD` date. */
export function addDays(date: string, n: number): string {
  if (!Number.isSafeInteger(n)) throw new RangeError(`Day count must be a safe integer, got ${n}`);
  return parseLocalDate(date).add({ days: n }).toString();
}
