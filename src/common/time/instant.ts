/**
 * Instants are represented everywhere as `bigint` nanoseconds since the Unix
 * epoch (1970-01-01T00:00:00Z), with no leap seconds (POSIX/Temporal time scale).
 *
 * The textual form is strict RFC 3339 in UTC:
 *
 *     YYYY-MM-DDTHH:MM:SS[.f{1,9}]Z
 *
 * - uppercase `T` and `Z` only, no other offsets, no spaces, no lowercase;
 * - years 0001..9999, calendar-valid dates (proleptic Gregorian);
 * - hours 00..23, minutes 00..59, seconds 00..59 (no leap second 60);
 * - 1 to 9 fractional digits (trailing zeros are accepted when parsing).
 *
 * Parsing and formatting are pure integer arithmetic (no Date, no Temporal),
 * and the unit tests cross-check both against Temporal.Instant.
 */

export type EpochNs = bigint;

const NS_PER_SECOND = 1_000_000_000n;

/** 0001-01-01T00:00:00Z, the first accepted instant. */
export const MIN_INSTANT_NS: EpochNs = -62_135_596_800n * NS_PER_SECOND;
/** 9999-12-31T23:59:59.999999999Z, the last accepted instant. */
export const MAX_INSTANT_NS: EpochNs = 253_402_300_800n * NS_PER_SECOND - 1n;

/**
 * What storage holds: instants are PostgreSQL bigint epoch nanoseconds, so 1677-09-21T00:12:43.145224192Z
 * (-2^63 ns) to 2262-04-11T23:47:16.854775807Z (2^63 - 1 ns). An instant to be stored outside it is
 * a 422; a query bound outside it is clamped (nothing stored lies beyond).
 */
export const STORED_MIN_NS: EpochNs = -(2n ** 63n);
export const STORED_MAX_NS: EpochNs = 2n ** 63n - 1n;
export const STORED_RANGE_TEXT = '1677-09-21T00:12:43.145224192Z to 2262-04-11T23:47:16.854775807Z';

export function isStorableInstant(ns: EpochNs): boolean {
  return ns >= STORED_MIN_NS && ns <= STORED_MAX_NS;
}

/** A query bound moved into the stored range; exact for overlap queries, since nothing lies outside. */
export function clampToStored(ns: EpochNs): EpochNs {
  return ns < STORED_MIN_NS ? STORED_MIN_NS : ns > STORED_MAX_NS ? STORED_MAX_NS : ns;
}

const INSTANT_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?Z$/;

/** True for Gregorian leap years. */
function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** Number of days in a month (1..12) of a proleptic Gregorian year. */
export function daysInMonth(year: number, month: number): number {
  switch (month) {
    case 2:
      return isLeapYear(year) ? 29 : 28;
    case 4:
    case 6:
    case 9:
    case 11:
      return 30;
    default:
      return 31;
  }
}

/**
 * Days since 1970-01-01 for a proleptic Gregorian date
 * (H. Hinnant's `days_from_civil`).
 */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** Inverse of {@link daysFromCivil}: [year, month, day] for days since 1970-01-01. */
export function civilFromDays(days: number): [number, number, number] {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return [year, month, day];
}

/**
 * Parses a strict RFC 3339 UTC timestamp (see module doc) into epoch
 * nanoseconds. Returns null for anything else, never throws.
 *
 * `2026-03-29T00:59:59.123456789Z` → `1774745999123456789n`.
 */
export function parseInstant(text: string): EpochNs | null {
  if (typeof text !== 'string') return null;
  const m = INSTANT_RE.exec(text);
  if (m === null) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const hour = Number(m[4]);
  const minute = Number(m[5]);
  const second = Number(m[6]);
  if (year < 1) return null;
  if (month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const fraction = m[7] === undefined ? 0n : BigInt(m[7].padEnd(9, '0'));
  const seconds = daysFromCivil(year, month, day) * 86_400 + hour * 3600 + minute * 60 + second;
  return BigInt(seconds) * NS_PER_SECOND + fraction;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/**
 * Formats epoch nanoseconds as RFC 3339 UTC with a `Z` suffix. The fraction
 * has its trailing zeros trimmed and is omitted entirely when zero, e.g.
 * `2026-03-29T00:59:59.1234Z`, `1970-01-01T00:00:00Z`.
 *
 * Throws RangeError outside [MIN_INSTANT_NS, MAX_INSTANT_NS], so that the
 * output is always accepted by {@link parseInstant}.
 */
export function formatInstant(ns: EpochNs): string {
  if (typeof ns !== 'bigint') throw new TypeError('formatInstant expects a bigint of epoch nanoseconds');
  if (ns < MIN_INSTANT_NS || ns > MAX_INSTANT_NS) {
    throw new RangeError(`Instant ${ns}ns is outside the supported range 0001-01-01T00:00:00Z..9999-12-31T23:59:59.999999999Z`);
  }
  // One bigint division; the rest in doubles (±3e11 seconds is far inside 2^53). This runs for
  // every instant in every response (a year's report formats ~35,000), so it avoids further bigint
  // arithmetic, regexes and padding calls, and remembers the date part of the last day it wrote.
  let seconds = ns / NS_PER_SECOND;
  let fraction = ns - seconds * NS_PER_SECOND;
  if (fraction < 0n) {
    seconds -= 1n;
    fraction += NS_PER_SECOND;
  }
  const totalSeconds = Number(seconds);
  const days = Math.floor(totalSeconds / 86_400);
  const secondOfDay = totalSeconds - days * 86_400;
  if (days !== lastDay) {
    const [year, month, day] = civilFromDays(days);
    lastDay = days;
    lastDate = `${pad(year, 4)}-${TWO_DIGITS[month]}-${TWO_DIGITS[day]}T`;
  }
  const hour = Math.floor(secondOfDay / 3600);
  const minute = Math.floor((secondOfDay % 3600) / 60);
  const text = `${lastDate}${TWO_DIGITS[hour]}:${TWO_DIGITS[minute]}:${TWO_DIGITS[secondOfDay % 60]}`;
  return fraction === 0n ? text + 'Z' : `${text}.${formatFraction(fraction)}Z`;
}

const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));
let lastDay = Number.NaN;
let lastDate = '';

/** 1..999_999_999 ns → up to 9 digits with trailing zeros trimmed (`500000000n` → `5`). */
export function formatFraction(fractionNs: bigint): string {
  let value = Number(fractionNs);
  let digits = 9;
  while (value % 10 === 0) {
    value /= 10;
    digits--;
  }
  return String(value).padStart(digits, '0');
}
