import { formatDuration } from '../../common/time/duration';
import { Billing, billingFields } from '../billing';

/**
 * The format-neutral content of a report download: one table of named rows with exact durations,
 * the grand total, and (for daily and weekly reports) the per-week, per-day timesheet the PDF prints.
 * Built by the report services from the same snapshot and figures as the JSON.
 */

export interface TableRow {
  /** Label cells, one per column (null: none). */
  cells: Array<string | null>;
  ns: bigint;
  /** What the PDF prints for the row (its name, or "No project" and the like). */
  label: string;
  /** 0: a row of the table (a group); 1: a subgroup row under the group before it (PDF indents it). */
  level: 0 | 1;
  /** Its billable lines (null: none). */
  billing?: Billing | null;
}

export interface WeekSheetRow {
  /** Task name and its project (or null). */
  task: string;
  project: string | null;
  /** Per Monday..Sunday: the time, or null outside the range. */
  days: Array<bigint | null>;
  totalNs: bigint;
}

export interface WeekSheet {
  weekStart: string;
  /** Local dates Monday..Sunday; null for dates outside the report range. */
  dates: Array<string | null>;
  rows: WeekSheetRow[];
  dayTotals: Array<bigint | null>;
  totalNs: bigint;
}

export interface ReportTable {
  kind: 'daily' | 'weekly' | 'summary';
  title: string;
  /** Without extension. */
  fileBase: string;
  /** Label/value pairs describing the report (zone, range, revision, rounding...). */
  meta: Array<[string, string]>;
  columns: string[];
  /** Groups, each followed by its subgroups; CSV and XLSX write the deepest level only (csv.ts dataRows). */
  rows: TableRow[];
  totalNs: bigint;
  /** Billable lines of the whole report (null: none). */
  totalBilling?: Billing | null;
  weeks: WeekSheet[] | null;
}

/** The currencies with a priced line anywhere in the report, sorted: one amount column each. */
export function currenciesOf(table: ReportTable): string[] {
  return billingFields(table.totalBilling).amounts.map((a) => a.currency);
}

/** A row's amount in each of the currencies (empty text: none), with exactly the minor-unit digits. */
export function amountCells(billing: Billing | null | undefined, currencies: readonly string[]): string[] {
  const amounts = billingFields(billing).amounts;
  return currencies.map((c) => amounts.find((a) => a.currency === c)?.amount ?? '');
}

/** Duration as people read it: `7:30`, `0:00:01.5` when it is not whole minutes. */
export function clockDuration(ns: bigint): string {
  const minutes = ns / 60_000_000_000n;
  const rest = ns % 60_000_000_000n;
  const text = `${minutes / 60n}:${(minutes % 60n).toString().padStart(2, '0')}`;
  if (rest === 0n) return text;
  const seconds = rest / 1_000_000_000n;
  const fraction = (rest % 1_000_000_000n).toString().padStart(9, '0').replace(/0+$/, '');
  return `${text}:${seconds.toString().padStart(2, '0')}${fraction ? `.${fraction}` : ''}`;
}

export const isoDuration = formatDuration;
