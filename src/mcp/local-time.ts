import { Temporal } from 'temporal-polyfill';
import { STORED_RANGE_TEXT, daysInMonth, formatInstant, isStorableInstant } from '../common/time';

/** `YYYY-MM-DDTHH:MM`, optional `:SS` and up to nine fraction digits, no offset. */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?$/;

/** A date-time without offset (the form read in the profile zone), as opposed to an instant. */
export function isLocalDateTime(text: string): boolean {
  return LOCAL_DATE_TIME.test(text);
}

export type LocalTimeOutcome = { kind: 'instant'; text: string } | { kind: 'invalid'; detail: string };

/**
 * `log_time` reads `start` and `end` either as instants (passed to the API as they are, so it alone
 * judges them) or as local date-times without an offset in the profile zone. A local time the zone
 * skips (a DST gap) or repeats (a DST overlap) has no single instant: refused, naming the gap or the
 * candidate instants, so the caller can say which one it meant.
 */
export function resolveLocalTime(argument: string, text: string, zoneId: string): LocalTimeOutcome {
  const m = LOCAL_DATE_TIME.exec(text);
  if (m === null) return { kind: 'instant', text };
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((part) => Number(part ?? 0));
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour > 23 || minute > 59 || second > 59) {
    return { kind: 'invalid', detail: `${argument}: ${text} is not a calendar date and time` };
  }
  const fraction = (m[7] ?? '').padEnd(9, '0');
  const local = new Temporal.PlainDateTime(
    year,
    month,
    day,
    hour,
    minute,
    second,
    Number(fraction.slice(0, 3)),
    Number(fraction.slice(3, 6)),
    Number(fraction.slice(6, 9)),
  );
  const earlier = local.toZonedDateTime(zoneId, { disambiguation: 'earlier' });
  const later = local.toZonedDateTime(zoneId, { disambiguation: 'later' });
  // Checked before any instant is written: near year 1 or 9999 the zone's offset can carry it past what formatInstant writes.
  if (!isStorableInstant(BigInt(earlier.epochNanoseconds)) || !isStorableInstant(BigInt(later.epochNanoseconds))) {
    return { kind: 'invalid', detail: `${argument}: ${text} in ${zoneId} lies outside the supported range ${STORED_RANGE_TEXT}` };
  }
  if (!earlier.toPlainDateTime().equals(local)) {
    // Skipped: `earlier` is the time before the jump pushed back by its length, `later` after it.
    const transition = earlier.getTimeZoneTransition('next');
    const at = transition ?? later;
    const before = at.subtract({ nanoseconds: 1 });
    // The wall clock reads `from` just before the jump and `to` right after it.
    const from = at.toPlainDateTime().subtract({ nanoseconds: at.offsetNanoseconds - before.offsetNanoseconds });
    return {
      kind: 'invalid',
      detail:
        `${argument}: ${text} does not exist in ${zoneId}: at ${formatInstant(BigInt(at.epochNanoseconds))} the clocks jump from ` +
        `${minuteText(from)} (${before.offset}) to ${minuteText(at.toPlainDateTime())} (${at.offset}), skipping the local times in between; ` +
        `give a local time outside the gap or an instant with Z`,
    };
  }
  if (earlier.epochNanoseconds !== later.epochNanoseconds) {
    const firstAt = formatInstant(BigInt(earlier.epochNanoseconds));
    const secondAt = formatInstant(BigInt(later.epochNanoseconds));
    return {
      kind: 'invalid',
      detail:
        `${argument}: ${text} is ambiguous in ${zoneId}: the clocks go back and it happens twice, at ${firstAt} (${earlier.offset}) ` +
        `and at ${secondAt} (${later.offset}); give the instant you mean with Z`,
    };
  }
  return { kind: 'instant', text: formatInstant(BigInt(earlier.epochNanoseconds)) };
}

/** Minutes when the seconds are zero (every modern transition); historical ones keep their seconds. */
function minuteText(local: Temporal.PlainDateTime): string {
  const full = local.toString();
  return full.endsWith(':00') ? local.toString({ smallestUnit: 'minute' }) : full;
}
