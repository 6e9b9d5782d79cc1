import { Temporal } from 'temporal-polyfill';

/**
 * Source times → instants, never guessing: a local date-time (no offset) is read in the source zone
 * the user chose and must name exactly one instant; a DST gap (no such local time) or fold (two of
 * them) is reported, not resolved. A time with `Z` or an offset is taken as the instant it names.
 * Pure (Temporal only), shared by the server, the command line and the web client.
 */
export type ResolvedTime = { kind: 'instant'; epochNs: bigint } | { kind: 'nonexistent' } | { kind: 'ambiguous' } | { kind: 'malformed' };

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?$/;
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:[Zz]|[+-]\d{2}:\d{2})$/;
/**
 * Temporal reads a leap second (`:60`) as `:59` of the same minute, whatever the overflow option:
 * that would be a guess, and the service's time scale has no leap seconds, so such a time is malformed.
 */
const LEAP_SECOND = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:60/;

export function isEntryTimeText(text: unknown): text is string {
  return typeof text === 'string' && (LOCAL.test(text) || WITH_OFFSET.test(text));
}

export function parseLocalDateTime(text: string): Temporal.PlainDateTime | null {
  if (!LOCAL.test(text) || LEAP_SECOND.test(text)) return null;
  try {
    return Temporal.PlainDateTime.from(text, { overflow: 'reject' });
  } catch {
    return null;
  }
}

export function resolveEntryTime(text: string, zoneId: string): ResolvedTime {
  if (WITH_OFFSET.test(text)) {
    if (LEAP_SECOND.test(text)) return { kind: 'malformed' };
    try {
      return { kind: 'instant', epochNs: Temporal.Instant.from(text).epochNanoseconds };
    } catch {
      return { kind: 'malformed' };
    }
  }
  const fast = resolveInQuietDay(text, zoneId);
  if (fast !== null) return fast;
  const local = parseLocalDateTime(text);
  if (local === null) return { kind: 'malformed' };
  return resolveLocal(local, zoneId);
}

const NS_PER_SECOND = 1_000_000_000n;
const DAY_MS = 86_400_000;

/**
 * A local time of a day on which the zone's offset is constant (no transition from two days before it
 * to two days after it, far more than any offset), read without Temporal's parser: the local time less
 * that offset is its one instant. Temporal takes some 10 µs per time (parsing, then two resolutions to
 * find gaps and folds); the day's offset is found once per zone and date. Anything else (a day near a
 * transition, a field out of range, a leap second) returns null: Temporal's way decides it.
 */
function resolveInQuietDay(text: string, zoneId: string): ResolvedTime | null {
  const m = LOCAL.exec(text);
  if (m === null) return null;
  const [year, month, day, hour, minute, second] = [+m[1], +m[2], +m[3], +m[4], +m[5], +(m[6] ?? 0)];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour > 23 || minute > 59 || second > 59) return null;
  const days = daysFromCivil(year, month, day);
  const offsetNs = quietDayOffset(zoneId, days, `${m[1]}-${m[2]}-${m[3]}`);
  if (offsetNs === null) return null;
  const fraction = m[7] === undefined ? 0n : BigInt(m[7].padEnd(9, '0'));
  const localNs = BigInt(days * 86_400 + hour * 3600 + minute * 60 + second) * NS_PER_SECOND + fraction;
  return { kind: 'instant', epochNs: localNs - offsetNs };
}

/** Each zone's offset on a quiet day (null: a transition is near), by zone and date; cleared when full. */
const quietDays = new Map<string, bigint | null>();
const QUIET_DAYS_KEPT = 50_000;
/** Per zone, the spans between transitions found so far (from an instant to the next transition, in ms). */
const quietSpans = new Map<string, Array<{ from: number; to: number; offsetNs: bigint }>>();
const SPANS_KEPT = 16;

function quietDayOffset(zoneId: string, days: number, date: string): bigint | null {
  const key = `${zoneId}\u0000${date}`;
  let offset = quietDays.get(key);
  if (offset === undefined) {
    offset = null;
    const from = (days - 2) * DAY_MS;
    const to = (days + 3) * DAY_MS;
    let spans = quietSpans.get(zoneId);
    if (!spans) quietSpans.set(zoneId, (spans = []));
    let span = spans.find((s) => s.from <= from && to < s.to);
    if (!span) {
      try {
        const probe = Temporal.Instant.fromEpochMilliseconds(from).toZonedDateTimeISO(zoneId);
        const next = probe.getTimeZoneTransition('next');
        span = { from, to: next === null ? Infinity : next.epochMilliseconds, offsetNs: BigInt(probe.offsetNanoseconds) };
        if (spans.length >= SPANS_KEPT) spans.shift();
        spans.push(span);
      } catch {
        // An unknown zone or a date Temporal cannot hold: Temporal's way answers.
      }
    }
    if (span && to < span.to) offset = span.offsetNs;
    if (quietDays.size >= QUIET_DAYS_KEPT) quietDays.clear();
    quietDays.set(key, offset);
  }
  return offset;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Days from 1970-01-01 to a date of the proleptic Gregorian calendar (Howard Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

export function resolveLocal(local: Temporal.PlainDateTime, zoneId: string): ResolvedTime {
  const earlier = local.toZonedDateTime(zoneId, { disambiguation: 'earlier' });
  const later = local.toZonedDateTime(zoneId, { disambiguation: 'later' });
  if (earlier.epochNanoseconds === later.epochNanoseconds) return { kind: 'instant', epochNs: earlier.epochNanoseconds };
  // Both candidates show the requested wall time only in a fold; in a gap they are shifted.
  return earlier.toPlainDateTime().equals(local) ? { kind: 'ambiguous' } : { kind: 'nonexistent' };
}

/** The wall time of an instant in a zone, as `YYYY-MM-DDTHH:MM:SS[.fraction]`. */
export function localDateTimeOf(epochNs: bigint, zoneId: string): string {
  return Temporal.Instant.fromEpochNanoseconds(epochNs).toZonedDateTimeISO(zoneId).toPlainDateTime().toString();
}

/**
 * The shape of an IANA zone name, as the service accepts it: Temporal also takes offsets (`+05:00`)
 * and date-time strings as time zones, which the service refuses (422), so a source zone checked
 * here would only fail later, at the service.
 */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_][A-Za-z0-9_+-]*)*$/;

/** An IANA zone name the runtime knows (any case), as the service accepts for a source zone. */
export function isKnownZone(zoneId: string): boolean {
  if (!ZONE_NAME.test(zoneId)) return false;
  try {
    Temporal.Now.instant().toZonedDateTimeISO(zoneId);
    return true;
  } catch {
    return false;
  }
}
