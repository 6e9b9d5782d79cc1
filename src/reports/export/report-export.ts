import Negotiator from 'negotiator';
import { DownloadResult } from '../../common/http/download';
import { type EpochNs } from '../../common/time/instant';
import { addDays, localDateOf, mondayOf, startOfLocalDay } from '../../common/time/local-days';
import { ReportFormat } from '../dto/report-options';
import { Billing, Price, Pricer, ReportBilling, priceLine } from '../billing';
import { Bucket, BucketTotal, ComputedReport } from '../report-computation';
import { DayPart, dayParts } from '../report-parts';
import { ReportRequest } from '../report-request';
import { Rounding } from '../report-time';
import { CSV_MEDIA_TYPE, toCsv } from './csv';
import { PDF_MEDIA_TYPE, toPdf } from './pdf';
import { ReportTable, RowStream, TableRow, WeekSheet, localDateTime } from './report-table';
import { XLSX_MEDIA_TYPE, toXlsx } from './xlsx';
import { ZoneClock } from './zone-clock';

const MEDIA_TYPES: Record<ReportFormat, string> = {
  json: 'application/json',
  csv: 'text/csv',
  xlsx: XLSX_MEDIA_TYPE,
  pdf: PDF_MEDIA_TYPE,
};

/** The representation asked for: `format` first, else the Accept header, else JSON. */
export function chooseFormat(format: string | undefined, accept: string | undefined): ReportFormat {
  if (format !== undefined) return format as ReportFormat;
  if (!accept) return 'json';
  const chosen = new Negotiator({ headers: { accept } }).mediaType(Object.values(MEDIA_TYPES));
  const entry = Object.entries(MEDIA_TYPES).find(([, type]) => type === chosen);
  return (entry?.[0] as ReportFormat | undefined) ?? 'json';
}

/** What a download says about its report, and its file name. */
export interface ExportContext {
  kind: 'daily' | 'weekly' | 'summary';
  zoneId: string;
  fromNs: EpochNs;
  toNs: EpochNs;
  /** Set when an open activity was counted up to it. */
  generatedNs: EpochNs | null;
  nowNs: EpochNs;
  request: ReportRequest;
  /** The account's email (who the report is for), or null. */
  account: string | null;
  extra?: Array<[string, string]>;
}

const TITLES = { daily: 'Daily report', weekly: 'Weekly report', summary: 'Summary report' };

/**
 * The title, file name and what the report covers, as a person reads it: whose time, the dates (or
 * local start and end when the range is not whole local days), the zone, when it was generated
 * (local time of the report zone), rounding and filters. No UTC timestamps, no revision numbers.
 */
export function describeReport(ctx: ExportContext): Pick<ReportTable, 'kind' | 'title' | 'fileBase' | 'about'> {
  const firstDate = localDateOf(ctx.fromNs, ctx.zoneId);
  const lastDate = localDateOf(ctx.toNs - 1n, ctx.zoneId);
  const about: Array<[string, string]> = [];
  if (ctx.account !== null) about.push(['Account', ctx.account]);
  const wholeDays = startOfLocalDay(firstDate, ctx.zoneId) === ctx.fromNs && startOfLocalDay(addDays(lastDate, 1), ctx.zoneId) === ctx.toNs;
  if (wholeDays) about.push(['Dates', firstDate === lastDate ? firstDate : `${firstDate} to ${lastDate}`]);
  else about.push(['From', localDateTime(ctx.fromNs, ctx.zoneId)], ['To (exclusive)', localDateTime(ctx.toNs, ctx.zoneId)]);
  about.push(['Time zone', ctx.zoneId], ['Generated', localDateTime(ctx.nowNs, ctx.zoneId)]);
  if (ctx.generatedNs !== null) about.push(['Running activity', `counted up to ${localDateTime(ctx.generatedNs, ctx.zoneId)}`]);
  if (ctx.request.roundingEcho) about.push(['Rounding', `${ctx.request.roundingEcho.mode} to ${ctx.request.roundingEcho.minutes} min`]);
  if (ctx.request.billable !== null) about.push(['Billable', ctx.request.billable ? 'billable time only' : 'non-billable time only']);
  about.push(...(ctx.extra ?? []));
  return { kind: ctx.kind, title: TITLES[ctx.kind], fileBase: `time-report-${ctx.kind}_${firstDate}_${lastDate}`, about };
}

export async function download(table: ReportTable, format: Exclude<ReportFormat, 'json'>, nowNs: EpochNs): Promise<DownloadResult> {
  const generated = new Date(Number(nowNs / 1_000_000n));
  switch (format) {
    case 'csv':
      return new DownloadResult(toCsv(table), CSV_MEDIA_TYPE, `${table.fileBase}.csv`);
    case 'xlsx':
      return new DownloadResult(await toXlsx(table, generated), XLSX_MEDIA_TYPE, `${table.fileBase}.xlsx`);
    case 'pdf':
      return new DownloadResult(await toPdf(table, generated), PDF_MEDIA_TYPE, `${table.fileBase}.pdf`);
  }
}

/** Names of the tasks, projects and clients of a daily or weekly report (one snapshot). */
export interface TaskNames {
  task: Map<string, string>;
  placement: Map<string, { projectId: string | null; clientId: string | null }>;
  project: Map<string, string>;
  client: Map<string, string>;
  /** Each named project's client (the daily lines' own projects included). */
  projectClient: Map<string, string | null>;
  /** Daily downloads: each activity's summary (its description). */
  summary: Map<string, string | null>;
}

export const NO_TASK = 'No task';

/** What the lines of a daily download need beyond the report: the day buckets, the rounding, the prices and the billable total. */
export interface LineSource {
  days: readonly Bucket[];
  rounding: Rounding;
  pricer: Pricer;
  /** The report's billable lines added up (computeTotalBilling; null: none): the Total row, and which amount columns there are. */
  total: Billing | null;
}

/** [projectId, clientId] of an activity: its own project, else its task's. */
function placeOf(taskId: string | null, projectId: string | null, names: TaskNames): [string | null, string | null] {
  const project = projectId ?? (taskId === null ? null : (names.placement.get(taskId)?.projectId ?? null));
  return [project, project === null ? null : (names.projectClient.get(project) ?? names.placement.get(taskId ?? '')?.clientId ?? null)];
}

const nameOf = (map: Map<string, string>, id: string | null) => (id === null ? null : (map.get(id) ?? null));

/**
 * The weekly table: one row per week and task (the JSON's weeks[].tasks[]); or the daily table's
 * columns without rows (the PDF prints no daily lines: see dailyLinesTable). For the PDF, the week
 * sheets come from the day-level report of the same intervals (`days`, equal to `report` for a daily
 * report); the flat files have none (`days` null: `weeks` is null).
 */
export function periodTable(
  ctx: ExportContext,
  report: ComputedReport,
  days: ComputedReport | null,
  names: TaskNames,
  billing: ReportBilling | null,
): ReportTable {
  const base = {
    ...describeReport(ctx),
    totalNs: report.totalNs,
    totalBilling: billing?.total ?? null,
    weeks: days === null ? null : weekSheets(days.buckets, names, billingByWeek(report, billing)),
  };
  if (ctx.kind === 'daily') return { ...base, names: DAILY_NAMES, ids: DAILY_IDS, rows: [] };
  const rows: TableRow[] = report.buckets.flatMap((b, i) =>
    b.tasks.map((t) => {
      const place = t.taskId === null ? null : names.placement.get(t.taskId);
      const projectId = place?.projectId ?? null;
      const clientId = place?.clientId ?? null;
      const task = t.taskId === null ? NO_TASK : (names.task.get(t.taskId) ?? t.taskId);
      return {
        names: [b.key, nameOf(names.client, clientId), nameOf(names.project, projectId), task],
        ids: [t.taskId, projectId, clientId],
        ns: t.totalNs,
        label: task,
        level: 0 as const,
        billing: billing?.bucketTasks[i].get(t.taskId) ?? null,
      };
    }),
  );
  return { ...base, names: ['Week', 'Client', 'Project', 'Task'], ids: ['Task ID', 'Project ID', 'Client ID'], rows };
}

/**
 * The daily table of the flat files: one row per line (an activity's part within one local day of
 * the report zone, clipped to the range, rounded like the report), with its local date, start and
 * end, names, description, time and amounts; the lines add up to the report's totals. No week sheets.
 */
export function dailyLinesTable(
  ctx: ExportContext,
  report: ComputedReport,
  names: TaskNames,
  lines: LineSource,
  format: LinesFormat = 'both',
): ReportTable {
  return {
    ...describeReport(ctx),
    totalNs: report.totalNs,
    totalBilling: lines.total,
    weeks: null,
    names: DAILY_NAMES,
    ids: DAILY_IDS,
    rows: [],
    lines: lineRows(ctx, report, names, lines, format),
  };
}

/**
 * Which file the daily lines are made for, so that a line's local start and end are made only as
 * that file writes them: 'csv' as text (`names`, no `dateTimes`); 'xlsx' as date-times (`dateTimes`,
 * the `names` null there but where a workbook keeps the text: before March 1900); 'both' (the specs' tables).
 */
export type LinesFormat = 'csv' | 'xlsx' | 'both';

/**
 * The daily lines as a RowStream: the local-day parts are cut now (their number is the stream's
 * length, which a workbook writes before its rows), and each part's row is made only when the
 * writer reads it, so it dies young instead of being copied by the collector with the whole table.
 */
function lineRows(ctx: ExportContext, report: ComputedReport, names: TaskNames, lines: LineSource, format: LinesFormat): RowStream {
  const parts = dayParts(report.intervals, lines.days, lines.rounding);
  const clock = new ZoneClock(ctx.zoneId, ctx.fromNs, ctx.toNs);
  const texts = format !== 'xlsx';
  const dates = format !== 'csv';
  // A line's billing is one line's figures: lines of one length at one price share them (rows are only read).
  const billings = new Map<Price | null, Map<bigint, Billing>>();
  const billingOf = (ns: bigint, price: Price | null): Billing => {
    let byLength = billings.get(price);
    if (byLength === undefined) billings.set(price, (byLength = new Map()));
    let billing = byLength.get(ns);
    if (billing === undefined) {
      byLength.set(ns, (billing = new Billing()));
      billing.add(ns, price, priceLine(ns, price));
    }
    return billing;
  };
  const rowOf = (part: DayPart): TableRow => {
    const interval = report.intervals[part.interval];
    const day = lines.days[part.day];
    const start = interval.startNs > day.start ? interval.startNs : day.start;
    const end = interval.endNs < day.end ? interval.endNs : day.end;
    const billing = interval.billable ? billingOf(part.ns, lines.pricer(interval, start)) : null;
    const [projectId, clientId] = placeOf(interval.taskId, interval.projectId, names);
    const task = nameOf(names.task, interval.taskId);
    const description = names.summary.get(interval.activityId) ?? null;
    const fromDate = dates ? clock.dateTimeOf(start) : null;
    const toDate = dates ? clock.dateTimeOf(end) : null;
    const from = texts || fromDate === null ? clock.textOf(start) : null;
    const to = texts || toDate === null ? clock.textOf(end) : null;
    return {
      names: [day.key, from, to, nameOf(names.client, clientId), nameOf(names.project, projectId), task, description],
      dateTimes: dates ? [null, fromDate, toDate, null, null, null, null] : undefined,
      ids: [interval.activityId, interval.taskId, projectId, clientId],
      ns: part.ns,
      label: description ?? task ?? NO_TASK,
      level: 0,
      billing,
    };
  };
  return {
    length: parts.length,
    *[Symbol.iterator]() {
      for (const part of parts) yield rowOf(part);
    },
  };
}

const DAILY_NAMES = ['Date', 'Start', 'End', 'Client', 'Project', 'Task', 'Description'];
const DAILY_IDS = ['Activity ID', 'Task ID', 'Project ID', 'Client ID'];

/** The billable lines of a week and of each task in it. */
interface WeekBilling {
  total: Billing;
  tasks: Map<string | null, Billing>;
}

/** Each week's billing (by its Monday), from the report's period buckets (its days, or its weeks). */
function billingByWeek(report: ComputedReport, billing: ReportBilling | null): Map<string, WeekBilling> {
  const weeks = new Map<string, WeekBilling>();
  if (billing === null) return weeks;
  report.buckets.forEach((bucket, i) => {
    const monday = mondayOf(bucket.key);
    let week = weeks.get(monday);
    if (!week) weeks.set(monday, (week = { total: new Billing(), tasks: new Map() }));
    week.total.addAll(billing.buckets[i]);
    for (const [taskId, b] of billing.bucketTasks[i]) {
      let task = week.tasks.get(taskId);
      if (!task) week.tasks.set(taskId, (task = new Billing()));
      task.addAll(b);
    }
  });
  return weeks;
}

function weekSheets(days: readonly BucketTotal[], names: TaskNames, billing: Map<string, WeekBilling>): WeekSheet[] {
  const byWeek = new Map<string, BucketTotal[]>();
  for (const day of days) {
    const monday = mondayOf(day.key);
    byWeek.set(monday, [...(byWeek.get(monday) ?? []), day]);
  }
  return [...byWeek.entries()].map(([weekStart, weekDays]) => {
    const dates: Array<string | null> = Array(7).fill(null);
    const dayTotals: Array<bigint | null> = Array(7).fill(null);
    const rows = new Map<string | null, Array<bigint | null>>();
    for (const day of weekDays) {
      const i = (new Date(`${day.key}T00:00:00Z`).getUTCDay() + 6) % 7;
      dates[i] = day.key;
      dayTotals[i] = day.totalNs;
      for (const t of day.tasks) {
        if (!rows.has(t.taskId)) rows.set(t.taskId, Array(7).fill(null));
        rows.get(t.taskId)![i] = t.totalNs;
      }
    }
    const weekBilling = billing.get(weekStart);
    return {
      weekStart,
      dates,
      rows: [...rows.entries()].map(([taskId, perDay]) => {
        const projectId = taskId === null ? null : (names.placement.get(taskId)?.projectId ?? null);
        return {
          task: taskId === null ? NO_TASK : (names.task.get(taskId) ?? taskId),
          project: nameOf(names.project, projectId),
          days: perDay,
          totalNs: perDay.reduce<bigint>((s, v) => s + (v ?? 0n), 0n),
          billing: weekBilling?.tasks.get(taskId) ?? null,
        };
      }),
      dayTotals,
      totalNs: weekDays.reduce((s, d) => s + d.totalNs, 0n),
      billing: weekBilling?.total ?? null,
    };
  });
}
