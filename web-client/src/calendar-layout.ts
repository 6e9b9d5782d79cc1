import { Temporal } from 'temporal-polyfill';

/**
 * Pure layout helpers of the week calendar and the timesheet. Every date and time is read in the
 * profile zone with Temporal (local midnights of 23- and 25-hour days included); durations are
 * exact (nanoseconds as bigint) until they are shown.
 */

export const DAY_MINUTES = 1440;

/** An interval to draw; `end` null while it runs (drawn up to `now`). */
export interface Span {
  id: string;
  start: string;
  end: string | null;
}

/** The piece of a span on one local day, as wall-clock minutes since that day's midnight. */
export interface DaySegment {
  id: string;
  date: string;
  /** Clipped instants of this piece. */
  start: string;
  end: string;
  startMin: number;
  endMin: number;
  /** The span began on an earlier day / goes on after this day (a block across midnight). */
  continuesBefore: boolean;
  continuesAfter: boolean;
}

const dayStart = (date: string, zone: string): Temporal.ZonedDateTime => Temporal.PlainDate.from(date).toZonedDateTime({ timeZone: zone });

const wallMinutes = (zoned: Temporal.ZonedDateTime): number =>
  zoned.hour * 60 + zoned.minute + zoned.second / 60 + zoned.millisecond / 60_000;

/**
 * Cuts each span at the local midnights of `dates` (consecutive local dates). Positions are
 * wall-clock minutes, so a block sits at the hour the clock showed; in a repeated (fall-back) hour
 * a piece whose end reads earlier than its start keeps its real length instead.
 */
export function segmentsByDay(spans: Span[], dates: string[], zone: string, now: string): DaySegment[] {
  const out: DaySegment[] = [];
  const nowNs = Temporal.Instant.from(now).epochNanoseconds;
  for (const date of dates) {
    const from = dayStart(date, zone);
    const to = dayStart(Temporal.PlainDate.from(date).add({ days: 1 }).toString(), zone);
    const fromNs = from.epochNanoseconds;
    const toNs = to.epochNanoseconds;
    for (const span of spans) {
      const startNs = Temporal.Instant.from(span.start).epochNanoseconds;
      let endNs = span.end === null ? nowNs : Temporal.Instant.from(span.end).epochNanoseconds;
      if (endNs < startNs) endNs = startNs;
      const s = startNs > fromNs ? startNs : fromNs;
      const e = endNs < toNs ? endNs : toNs;
      // An open span that has just started is still shown (zero length); closed empty pieces are not.
      if (e < s || (e === s && !(span.end === null && startNs >= fromNs && startNs < toNs))) continue;
      const sInstant = Temporal.Instant.fromEpochNanoseconds(s);
      const eInstant = Temporal.Instant.fromEpochNanoseconds(e);
      const startMin = s === fromNs ? wallMinutes(from) : wallMinutes(sInstant.toZonedDateTimeISO(zone));
      let endMin = e === toNs ? DAY_MINUTES : wallMinutes(eInstant.toZonedDateTimeISO(zone));
      const elapsed = Number((e - s) / 1_000_000n) / 60_000;
      if (endMin < startMin) endMin = Math.min(DAY_MINUTES, startMin + elapsed);
      out.push({
        id: span.id,
        date,
        start: sInstant.toString(),
        end: eInstant.toString(),
        startMin,
        endMin,
        continuesBefore: startNs < fromNs,
        continuesAfter: endNs > toNs,
      });
    }
  }
  return out;
}

export interface Placed<T> {
  item: T;
  column: number;
  columns: number;
}

/**
 * Side-by-side columns for overlapping blocks of one day: a cluster of transitively overlapping
 * blocks shares its width; each block takes the first column free at its start. `minLength` is
 * the shortest drawn height in minutes (a tiny block still occupies that much).
 */
export function overlapColumns<T extends { startMin: number; endMin: number }>(items: T[], minLength = 0): Placed<T>[] {
  const sorted = [...items].sort((a, b) => a.startMin - b.startMin || b.endMin - a.endMin);
  const placed: Placed<T>[] = [];
  let cluster: Placed<T>[] = [];
  let columnEnds: number[] = [];
  let clusterEnd = -Infinity;
  const close = () => {
    for (const p of cluster) p.columns = columnEnds.length;
    cluster = [];
    columnEnds = [];
  };
  for (const item of sorted) {
    const end = Math.max(item.endMin, item.startMin + minLength);
    if (item.startMin >= clusterEnd) close();
    let column = columnEnds.findIndex((columnEnd) => columnEnd <= item.startMin);
    if (column === -1) {
      column = columnEnds.length;
      columnEnds.push(end);
    } else columnEnds[column] = end;
    const p: Placed<T> = { item, column, columns: 1 };
    cluster.push(p);
    placed.push(p);
    clusterEnd = Math.max(clusterEnd === -Infinity ? end : clusterEnd, end);
  }
  close();
  return placed;
}

/** The instant a wall-clock minute of a local date shows (1440: the next local midnight; a skipped time moves forward). */
export function instantAt(date: string, minutes: number, zone: string): string {
  if (minutes >= DAY_MINUTES)
    return dayStart(Temporal.PlainDate.from(date).add({ days: 1 }).toString(), zone)
      .toInstant()
      .toString();
  const m = Math.max(0, Math.round(minutes));
  return Temporal.PlainDate.from(date)
    .toPlainDateTime({ hour: Math.floor(m / 60), minute: m % 60 })
    .toZonedDateTime(zone, { disambiguation: 'compatible' })
    .toInstant()
    .toString();
}

/** Moves an instant by whole local days (same wall-clock time) and exact minutes. */
export function shiftInstant(instant: string, zone: string, days: number, minutes: number): string {
  return Temporal.Instant.from(instant).toZonedDateTimeISO(zone).add({ days }).add({ minutes }).toInstant().toString();
}

/** `end` so that end - start keeps the exact length of [oldStart, oldEnd). */
export function keepLength(start: string, oldStart: string, oldEnd: string): string {
  const length = Temporal.Instant.from(oldEnd).epochNanoseconds - Temporal.Instant.from(oldStart).epochNanoseconds;
  return Temporal.Instant.fromEpochNanoseconds(Temporal.Instant.from(start).epochNanoseconds + length).toString();
}

export const addSeconds = (instant: string, seconds: number | bigint): string =>
  Temporal.Instant.fromEpochNanoseconds(Temporal.Instant.from(instant).epochNanoseconds + BigInt(seconds) * 1_000_000_000n).toString();

/** An instant moved by exact nanoseconds. */
export const addNs = (instant: string, ns: bigint): string =>
  Temporal.Instant.fromEpochNanoseconds(Temporal.Instant.from(instant).epochNanoseconds + ns).toString();

/** Wall-clock minutes of an instant in a zone (the now line). */
export const wallMinutesOf = (instant: string, zone: string): number =>
  wallMinutes(Temporal.Instant.from(instant).toZonedDateTimeISO(zone));

export const nsBetween = (start: string, end: string): bigint =>
  Temporal.Instant.from(end).epochNanoseconds - Temporal.Instant.from(start).epochNanoseconds;

export const compareInstants = (a: string, b: string): number => Temporal.Instant.compare(a, b);

/** Exact nanoseconds of an ISO 8601 duration as the API writes it (PT1H2M3.000000001S, P1DT…; a day is 24 h). */
export function durationNs(text: string): bigint {
  const match = /^(-)?P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)(?:\.(\d{1,9}))?S)?)?$/.exec(text);
  if (!match) throw new Error(`Not an ISO 8601 duration: ${text}`);
  const big = (value: string | undefined) => BigInt(value ?? 0);
  const ns =
    ((big(match[2]) * 24n + big(match[3])) * 60n + big(match[4])) * 60_000_000_000n +
    big(match[5]) * 1_000_000_000n +
    BigInt((match[6] ?? '').padEnd(9, '0') || 0);
  return match[1] ? -ns : ns;
}

/** Whole seconds of exact nanoseconds (what every figure on screen shows). */
export const wholeSecondsOf = (ns: bigint): number => Number(ns / 1_000_000_000n);

/**
 * A duration typed into a timesheet cell, in seconds: `1:30` (h:mm), `1:30:15`, `1.5h`, `1,5 h`,
 * `90m`, `90 min`, `1h 30m`, `45s`, or a bare number of hours (`2`, `0.25`). null: not a duration.
 * Decimal hours are read exactly (no binary floating point) and rounded to the second.
 */
export function parseDuration(input: string): number | null {
  const text = input.trim().toLowerCase().replace(/,/g, '.');
  if (text === '') return null;
  const clockMatch = /^(\d+):([0-5]?\d)(?::([0-5]?\d))?$/.exec(text);
  if (clockMatch) return Number(clockMatch[1]) * 3600 + Number(clockMatch[2]) * 60 + Number(clockMatch[3] ?? 0);
  const decimal = (value: string, unitSeconds: number): number => {
    const [whole, fraction = ''] = value.split('.');
    const scale = 10n ** BigInt(fraction.length);
    const scaled = (BigInt(whole || '0') * scale + BigInt(fraction || '0')) * BigInt(unitSeconds);
    return Number((scaled * 2n + scale) / (2n * scale));
  };
  const bare = /^(\d+(?:\.\d+)?|\.\d+)$/.exec(text);
  if (bare) return decimal(bare[1], 3600);
  const units: Record<string, number> = {
    h: 3600,
    hr: 3600,
    hrs: 3600,
    hour: 3600,
    hours: 3600,
    m: 60,
    min: 60,
    mins: 60,
    minute: 60,
    minutes: 60,
    s: 1,
    sec: 1,
    secs: 1,
    second: 1,
    seconds: 1,
  };
  const part = /(\d+(?:\.\d+)?|\.\d+)\s*([a-z]+)\s*/gy;
  let total = 0;
  let consumed = 0;
  let found = false;
  for (let m = part.exec(text); m; m = part.exec(text)) {
    const unit = units[m[2]];
    if (unit === undefined) return null;
    total += decimal(m[1], unit);
    consumed = part.lastIndex;
    found = true;
  }
  return found && consumed === text.length ? total : null;
}

/**
 * Where a new entry of `seconds` goes on a local date: the first whole local hour, from 09:00 to the
 * end of the day and then from 00:00, at which it overlaps no `busy` interval, ends by the next local
 * midnight, and does not start after `now`. null when there is no such hour.
 */
export function firstFreeStart(
  date: string,
  zone: string,
  busy: Array<{ start: string; end: string | null }>,
  seconds: number,
  now: string,
): string | null {
  const nowNs = Temporal.Instant.from(now).epochNanoseconds;
  const dayEnd = dayStart(Temporal.PlainDate.from(date).add({ days: 1 }).toString(), zone).epochNanoseconds;
  const taken = busy.map(
    (b) =>
      [Temporal.Instant.from(b.start).epochNanoseconds, b.end === null ? nowNs : Temporal.Instant.from(b.end).epochNanoseconds] as const,
  );
  const length = BigInt(seconds) * 1_000_000_000n;
  const seen = new Set<bigint>();
  for (const hour of [...Array.from({ length: 15 }, (_, i) => 9 + i), ...Array.from({ length: 9 }, (_, i) => i)]) {
    const zoned = Temporal.PlainDate.from(date).toPlainDateTime({ hour }).toZonedDateTime(zone, { disambiguation: 'compatible' });
    if (zoned.toPlainDate().toString() !== date) continue;
    const start = zoned.epochNanoseconds;
    if (seen.has(start)) continue;
    seen.add(start);
    const end = start + length;
    if (start > nowNs || end > dayEnd) continue;
    if (taken.some(([s, e]) => s < end && start < e)) continue;
    return zoned.toInstant().toString();
  }
  return null;
}

/** Exact sums of intervals by row and local day; every interval is cut at the zone's local midnights. */
export interface Sheet {
  cells: Map<string, bigint>;
  rows: Map<string, bigint>;
  days: Map<string, bigint>;
  total: bigint;
}

export const cellKey = (row: string, date: string): string => `${row}|${date}`;

export function sheetSums(intervals: Array<{ row: string; start: string; end: string }>, dates: string[], zone: string): Sheet {
  const sheet: Sheet = { cells: new Map(), rows: new Map(), days: new Map(), total: 0n };
  const add = (map: Map<string, bigint>, key: string, ns: bigint) => map.set(key, (map.get(key) ?? 0n) + ns);
  for (const date of dates) sheet.days.set(date, 0n);
  for (const interval of intervals) {
    for (const segment of segmentsByDay([{ id: interval.row, start: interval.start, end: interval.end }], dates, zone, interval.end)) {
      const ns = nsBetween(segment.start, segment.end);
      add(sheet.cells, cellKey(interval.row, segment.date), ns);
      add(sheet.rows, interval.row, ns);
      add(sheet.days, segment.date, ns);
      sheet.total += ns;
    }
  }
  return sheet;
}
