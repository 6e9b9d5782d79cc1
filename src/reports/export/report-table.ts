import { Temporal } from 'temporal-polyfill';
import { formatDuration } from '../../common/time/duration';
import { type EpochNs } from '../../common/time/instant';
import { requireZoneId } from '../../common/time/zone';
import { formatAmount } from '../../rates/money';
import { Billing, billingFields } from '../billing';

/**
 * The format-neutral content of a report download: one table of named rows with exact durations,
 * the grand total, and (for daily and weekly reports) the per-week, per-day timesheet the PDF prints.
 * Built by the report services from the same snapshot and figures as the JSON.
 *
 * The flat files (CSV, XLSX) lay a row out for a person: the name columns first, then the time
 * (`h:mm:ss` and decimal hours), the billable time, one amount column per currency, then the ID
 * columns and the exact ISO 8601 durations last; a Total row ends the table.
 */

export interface TableRow {
  /** Name cells, one per `names` column (null: none; or, in the daily lines made for a workbook, a text `dateTimes` holds). */
  names: Array<string | null>;
  /** ID cells, one per `ids` column (null: none). */
  ids: Array<string | null>;
  ns: bigint;
  /** What the PDF prints for the row (its name, or "No project" and the like). */
  label: string;
  /** 0: a row of the table (a group); 1: a subgroup row under the group before it (PDF indents it). */
  level: 0 | 1;
  /** Its billable lines (null: none). */
  billing?: Billing | null;
  /**
   * Per `names` column: the local date-time a workbook cell holds instead of the text (wallClockOf:
   * the text's wall clock as a Date in UTC), or null for a name that is not one. Absent: none is.
   */
  dateTimes?: Array<Date | null>;
}

export interface WeekSheetRow {
  /** Task name and its project (or null). */
  task: string;
  project: string | null;
  /** Per Monday..Sunday: the time, or null outside the range. */
  days: Array<bigint | null>;
  totalNs: bigint;
  /** The task's billable lines in this week (null: none). */
  billing: Billing | null;
}

export interface WeekSheet {
  weekStart: string;
  /** Local dates Monday..Sunday; null for dates outside the report range. */
  dates: Array<string | null>;
  rows: WeekSheetRow[];
  dayTotals: Array<bigint | null>;
  totalNs: bigint;
  /** The week's billable lines (null: none). */
  billing: Billing | null;
}

export interface ReportTable {
  kind: 'daily' | 'weekly' | 'summary';
  title: string;
  /** Without extension. */
  fileBase: string;
  /** What the report covers, as a person reads it (account, dates, zone, generated at, rounding...). */
  about: Array<[string, string]>;
  /** Headers of the leading name columns. */
  names: string[];
  /** Headers of the ID columns (after the figures). */
  ids: string[];
  /** Groups, each followed by its subgroups; CSV and XLSX write the deepest level only (dataRows). */
  rows: TableRow[];
  /**
   * A daily download's lines, made one at a time as the flat files write them (absent: `rows` hold
   * the table). A year holds ~10,000: kept as a table of rows, they were most of what the garbage
   * collector copied during a download.
   */
  lines?: RowStream;
  totalNs: bigint;
  /** Billable lines of the whole report (null: none). */
  totalBilling?: Billing | null;
  /** The PDF's week sheets of a daily or weekly report (null: none, or not asked for). */
  weeks: WeekSheet[] | null;
}

/**
 * Rows read once each, in order: how many there are, then each in turn. An array is one; so is a
 * source that makes each row only when it is asked for (each pass over it makes them afresh).
 */
export interface RowStream extends Iterable<TableRow> {
  readonly length: number;
}

/** The rows a flat file holds: the daily lines, else the deepest level (subgroups under their group's cells, or the groups). */
export function dataRows(table: ReportTable): RowStream {
  if (table.lines !== undefined) return table.lines;
  const deepest = table.rows.some((r) => r.level === 1) ? 1 : 0;
  return table.rows.filter((r) => r.level === deepest);
}

/** The currencies with a priced line anywhere in the report, sorted: one amount column each. */
export function currenciesOf(table: ReportTable): string[] {
  return billingFields(table.totalBilling).amounts.map((a) => a.currency);
}

/** A row's amount in each of the currencies (empty text: none), with exactly the minor-unit digits. */
export function amountCells(billing: Billing | null | undefined, currencies: readonly string[]): string[] {
  return currencies.map((c) => {
    const a = billing?.amounts.get(c);
    return a === undefined ? '' : formatAmount(a.minor, a.digits);
  });
}

/** One record of a flat file: a data row or the Total row, with its figures still exact. */
export interface FlatRecord {
  names: string[];
  ids: string[];
  ns: bigint;
  billableNs: bigint;
  /** Per currency column: the exact decimal text, or '' when the row has none. */
  amounts: string[];
  /** Per name: the date-time cell a workbook writes instead of the text (null: the text). */
  dateTimes: Array<Date | null>;
  total: boolean;
}

/** The header of a flat file. */
export function flatHeader(table: ReportTable): string[] {
  return [
    ...table.names,
    'Time',
    'Hours',
    'Billable time',
    'Billable hours',
    ...currenciesOf(table).map((c) => `Amount ${c}`),
    ...table.ids,
    'Duration (ISO 8601)',
    'Billable duration (ISO 8601)',
  ];
}

/**
 * The records of a flat file: the deepest rows, then a Total row carrying the report's own totals
 * (which the rows add up to, to the nanosecond and to the minor unit, except where one interval
 * counts under several label groups).
 */
export function flatRecords(table: ReportTable): FlatRecord[] {
  const currencies = currenciesOf(table);
  const record = (
    names: Array<string | null>,
    ids: Array<string | null>,
    ns: bigint,
    billing: Billing | null | undefined,
    dateTimes: Array<Date | null> | undefined,
    total: boolean,
  ): FlatRecord => ({
    names: names.map((n) => n ?? ''),
    ids: ids.map((n) => n ?? ''),
    ns,
    billableNs: billing?.billableNs ?? 0n,
    amounts: amountCells(billing, currencies),
    dateTimes: names.map((_, i) => dateTimes?.[i] ?? null),
    total,
  });
  const total = totalRow(table);
  return [
    ...Array.from(dataRows(table), (r) => record(r.names, r.ids, r.ns, r.billing, r.dateTimes, false)),
    record(total.names, total.ids, total.ns, total.billing, undefined, true),
  ];
}

/** The last row of a flat file: "Total" in the first name column, the report's own totals. */
export function totalRow(table: ReportTable): TableRow {
  return {
    names: ['Total', ...table.names.slice(1).map(() => null)],
    ids: table.ids.map(() => null),
    ns: table.totalNs,
    label: 'Total',
    level: 0,
    billing: table.totalBilling,
  };
}

const NS_PER_SECOND = 1_000_000_000n;

/**
 * A duration as `h:mm:ss` (hours unbounded: `32:00:00`), to the nearest second (half a second
 * rounds up). The exact value is the ISO 8601 column.
 */
export function hms(ns: bigint): string {
  if (ns < 0n) throw new RangeError('A duration cannot be negative');
  const seconds = (ns * 2n + NS_PER_SECOND) / (NS_PER_SECOND * 2n);
  const h = seconds / 3600n;
  const m = (seconds / 60n) % 60n;
  const s = seconds % 60n;
  return `${h}:${m.toString().padStart(2, '0')}:${s.toString().padStart(2, '0')}`;
}

export const isoDuration = formatDuration;

/** `make`, remembered per key for as long as the returned function lives (one download's repeated values). */
export function remembered<K, V>(make: (key: K) => V): (key: K) => V {
  const known = new Map<K, V>();
  return (key) => {
    let value = known.get(key);
    if (value === undefined) known.set(key, (value = make(key)));
    return value;
  };
}

/**
 * The wall-clock date and time of an instant in a zone, to the second (the fraction dropped):
 * `2026-11-16 09:00:00`. What a spreadsheet reads as a date-time; never a UTC timestamp.
 */
export function localDateTime(ns: EpochNs, zoneId: string): string {
  return wallClockOf(ns, zoneId).text;
}

/** An instant's local date and time as text, and as a workbook's date-time cell (null: the cell keeps the text). */
export interface WallClock {
  text: string;
  wallClock: Date | null;
}

/** Excel's 1900 date system counts a 1900-02-29 that never was: a date-time before March 1900 shows a day off. */
const FIRST_SPREADSHEET_MS = Date.UTC(1900, 2, 1);

/**
 * An instant's wall-clock date and time in a zone, to the second (the fraction dropped): the text
 * (localDateTime) and the same wall-clock fields as a Date in UTC, which a workbook cell shows as
 * that local time (a workbook has no zones). The Date is null before March 1900, which a
 * spreadsheet cannot show as the text says (the cell keeps the text then).
 */
export function wallClockOf(ns: EpochNs, zoneId: string): WallClock {
  const t = Temporal.Instant.fromEpochNanoseconds(ns).toZonedDateTimeISO(requireZoneId(zoneId));
  const two = (n: number) => n.toString().padStart(2, '0');
  // Whole fields: the nanoseconds never pass through a float. Years 1677 to 2262 here (Date.UTC reads 0 to 99 as 19xx).
  const ms = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  return {
    text: `${t.toPlainDate().toString()} ${two(t.hour)}:${two(t.minute)}:${two(t.second)}`,
    wallClock: ms < FIRST_SPREADSHEET_MS ? null : new Date(ms),
  };
}
