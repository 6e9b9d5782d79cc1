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
  const local = parseLocalDateTime(text);
  if (local === null) return { kind: 'malformed' };
  return resolveLocal(local, zoneId);
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
