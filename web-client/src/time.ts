import { Temporal } from 'temporal-polyfill';

/** ISO 8601 durations as the API writes them (PT1H2M3.5S, P1DT…) to seconds; days are 24 h (report totals). */
export function durationSeconds(text: string): number {
  const match = /^(-)?P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(text);
  if (!match) return 0;
  const seconds = Number(match[2] ?? 0) * 86400 + Number(match[3] ?? 0) * 3600 + Number(match[4] ?? 0) * 60 + Number(match[5] ?? 0);
  return match[1] ? -seconds : seconds;
}

/** 1:05:09 style, the way timers show time. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h}:${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** Milliseconds since the epoch of an RFC 3339 instant (nanoseconds beyond the millisecond are dropped for display). */
export const epochMs = (instant: string): number => Temporal.Instant.from(instant).epochMilliseconds;

export const todayIn = (zone: string): string => Temporal.Now.plainDateISO(zone).toString();

/** The instant a local date starts in a zone (handles days that do not start at 00:00). */
export function startOfDay(date: string, zone: string): string {
  return Temporal.PlainDate.from(date).toZonedDateTime({ timeZone: zone }).toInstant().toString();
}

export const addDays = (date: string, days: number): string => Temporal.PlainDate.from(date).add({ days }).toString();

export function mondayOf(date: string): string {
  const day = Temporal.PlainDate.from(date);
  return day.subtract({ days: day.dayOfWeek - 1 }).toString();
}

export const localDate = (instant: string, zone: string): string =>
  Temporal.Instant.from(instant).toZonedDateTimeISO(zone).toPlainDate().toString();

/** "HH:MM" of an instant in a zone. */
export const localTime = (instant: string, zone: string): string =>
  Temporal.Instant.from(instant).toZonedDateTimeISO(zone).toPlainTime().toString({ smallestUnit: 'minute' });

/** Value for <input type="datetime-local" step="1">. */
export const toLocalInput = (instant: string, zone: string): string =>
  Temporal.Instant.from(instant).toZonedDateTimeISO(zone).toPlainDateTime().toString({ smallestUnit: 'second' });

/** A local date-time typed by the user, read in the profile zone (earlier of two at a fall-back hour). */
export const fromLocalInput = (value: string, zone: string): string =>
  Temporal.PlainDateTime.from(value).toZonedDateTime(zone, { disambiguation: 'earlier' }).toInstant().toString();

export interface DayPart<T> {
  date: string;
  start: string;
  end: string;
  seconds: number;
  item: T;
}

/**
 * Places each interval on the local days it covers in the zone, clipped at local midnights. The
 * server already stores one record per local day; this also covers an open interval and a future
 * end that has not been split yet.
 */
export function splitByDay<T extends { start: string; end: string | null }>(
  items: T[],
  zone: string,
  now: string,
  from: string,
  to: string,
): DayPart<T>[] {
  const parts: DayPart<T>[] = [];
  const fromNs = Temporal.Instant.from(from).epochNanoseconds;
  const toNs = Temporal.Instant.from(to).epochNanoseconds;
  for (const item of items) {
    let start = Temporal.Instant.from(item.start);
    const end = Temporal.Instant.from(item.end ?? now);
    if (start.epochNanoseconds < fromNs) start = Temporal.Instant.fromEpochNanoseconds(fromNs);
    const last = end.epochNanoseconds > toNs ? Temporal.Instant.fromEpochNanoseconds(toNs) : end;
    while (Temporal.Instant.compare(start, last) < 0) {
      const zoned = start.toZonedDateTimeISO(zone);
      const next = zoned.toPlainDate().add({ days: 1 }).toZonedDateTime({ timeZone: zone }).toInstant();
      const partEnd = Temporal.Instant.compare(next, last) < 0 ? next : last;
      parts.push({
        date: zoned.toPlainDate().toString(),
        start: start.toString(),
        end: partEnd.toString(),
        seconds: Number(partEnd.epochNanoseconds - start.epochNanoseconds) / 1e9,
        item,
      });
      start = partEnd;
    }
  }
  return parts;
}

/** IDs of intervals that overlap another one (a warning in the views, never a block). */
export function overlapping<T extends { id: string; start: string; end: string | null }>(items: T[], now: string): Set<string> {
  const sorted = [...items].sort((a, b) => Temporal.Instant.compare(a.start, b.start));
  const flagged = new Set<string>();
  let latest: { id: string; end: Temporal.Instant } | null = null;
  for (const item of sorted) {
    const start = Temporal.Instant.from(item.start);
    const end = Temporal.Instant.from(item.end ?? now);
    if (latest && Temporal.Instant.compare(start, latest.end) < 0) {
      flagged.add(item.id);
      flagged.add(latest.id);
    }
    if (!latest || Temporal.Instant.compare(end, latest.end) > 0) latest = { id: item.id, end };
  }
  return flagged;
}

export function zones(): string[] {
  const supported = (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  const list = supported ? supported('timeZone') : [];
  return list.includes('UTC') ? list : ['UTC', ...list];
}

export const nowInstant = (): string => Temporal.Now.instant().toString();

export type RangePreset = 'today' | 'this-week' | 'last-week' | 'this-month' | 'last-month';

/** Inclusive local dates of a named range around `today` (weeks start on Monday, as the weekly report's do). */
export function presetRange(preset: RangePreset, today: string): { fromDate: string; toDate: string } {
  const day = Temporal.PlainDate.from(today);
  const monday = Temporal.PlainDate.from(mondayOf(today));
  const month = day.with({ day: 1 });
  switch (preset) {
    case 'today':
      return { fromDate: today, toDate: today };
    case 'this-week':
      return { fromDate: monday.toString(), toDate: monday.add({ days: 6 }).toString() };
    case 'last-week':
      return { fromDate: monday.subtract({ days: 7 }).toString(), toDate: monday.subtract({ days: 1 }).toString() };
    case 'this-month':
      return { fromDate: month.toString(), toDate: month.add({ months: 1 }).subtract({ days: 1 }).toString() };
    case 'last-month':
      return { fromDate: month.subtract({ months: 1 }).toString(), toDate: month.subtract({ days: 1 }).toString() };
  }
}

/** "HH:MM:SS" of an instant in a zone. */
export const localTimeSeconds = (instant: string, zone: string): string =>
  Temporal.Instant.from(instant).toZonedDateTimeISO(zone).toPlainTime().toString({ smallestUnit: 'second' });

/** Whole seconds from one instant to another, exact to the nanosecond before truncating. */
export const wholeSeconds = (start: string, end: string): number =>
  Number((Temporal.Instant.from(end).epochNanoseconds - Temporal.Instant.from(start).epochNanoseconds) / 1_000_000_000n);

/**
 * A local date (YYYY-MM-DD, already in the profile zone) as people read it in the browser's language
 * (or `locale`): the one way the pages write dates, never the ISO form. Noon UTC, formatted in UTC,
 * is that same calendar day whatever the browser's own zone.
 */
export const formatDate = (date: string, options: Intl.DateTimeFormatOptions, locale?: string): string =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, { ...options, timeZone: 'UTC' });

/** Short, with the weekday: "Thu, Nov 26" (en-US), "Do., 26. Nov." (de). */
export const shortDate = (date: string, locale?: string): string =>
  formatDate(date, { weekday: 'short', day: 'numeric', month: 'short' }, locale);

/** With the year: "Nov 26, 2026" (en-US), "26 Nov 2026" (en-GB). */
export const mediumDate = (date: string, locale?: string): string =>
  formatDate(date, { day: 'numeric', month: 'short', year: 'numeric' }, locale);

/** Inclusive local dates as one range, shared parts said once: "Nov 23 – 29, 2026" (en-US), "23.–29. Nov. 2026" (de). */
export const dateRange = (from: string, to: string, locale?: string): string =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).formatRange(
    new Date(`${from}T12:00:00Z`),
    new Date(`${to}T12:00:00Z`),
  );

/** An instant as its local date (with the year) and time in a zone: "Nov 26, 2026 16:22". */
export const dateTime = (instant: string, zone: string, locale?: string): string =>
  `${mediumDate(localDate(instant, zone), locale)} ${localTime(instant, zone)}`;

/** Where an entry ends on a later local day than it starts: "next day", else that day's short date. */
export const laterDay = (date: string, from: string): string => (addDays(from, 1) === date ? 'next day' : shortDate(date));
