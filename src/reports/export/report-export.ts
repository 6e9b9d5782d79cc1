import Negotiator from 'negotiator';
import { DownloadResult } from '../../common/http/download';
import { type EpochNs, formatInstant } from '../../common/time/instant';
import { localDateOf, mondayOf } from '../../common/time/local-days';
import { ReportFormat } from '../dto/report-options';
import { BucketTotal, ComputedReport } from '../report-computation';
import { ReportRequest } from '../report-request';
import { ReportBilling } from '../billing';
import { CSV_MEDIA_TYPE, toCsv } from './csv';
import { PDF_MEDIA_TYPE, toPdf } from './pdf';
import { ReportTable, TableRow, WeekSheet } from './report-table';
import { XLSX_MEDIA_TYPE, toXlsx } from './xlsx';

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
  revision: number;
  generatedNs: EpochNs | null;
  nowNs: EpochNs;
  request: ReportRequest;
  extra?: Array<[string, string]>;
}

const TITLES = { daily: 'Daily report', weekly: 'Weekly report', summary: 'Summary report' };

export function describeReport(ctx: ExportContext): Pick<ReportTable, 'kind' | 'title' | 'fileBase' | 'meta'> {
  const firstDate = localDateOf(ctx.fromNs, ctx.zoneId);
  const lastDate = localDateOf(ctx.toNs - 1n, ctx.zoneId);
  const meta: Array<[string, string]> = [
    ['zone', ctx.zoneId],
    ['dates', firstDate === lastDate ? firstDate : `${firstDate} to ${lastDate}`],
    ['from', formatInstant(ctx.fromNs)],
    ['to', formatInstant(ctx.toNs)],
    ['revision', String(ctx.revision)],
  ];
  if (ctx.generatedNs !== null) meta.push(['generatedAt', formatInstant(ctx.generatedNs)]);
  if (ctx.request.roundingEcho) meta.push(['rounding', `${ctx.request.roundingEcho.mode} to ${ctx.request.roundingEcho.minutes} min`]);
  meta.push(...(ctx.extra ?? []));
  return { kind: ctx.kind, title: TITLES[ctx.kind], fileBase: `time-report-${ctx.kind}_${firstDate}_${lastDate}`, meta };
}

export async function download(table: ReportTable, format: Exclude<ReportFormat, 'json'>, nowNs: EpochNs): Promise<DownloadResult> {
  const generated = new Date(Number(nowNs / 1_000_000n));
  switch (format) {
    case 'csv': return new DownloadResult(toCsv(table), CSV_MEDIA_TYPE, `${table.fileBase}.csv`);
    case 'xlsx': return new DownloadResult(await toXlsx(table, generated), XLSX_MEDIA_TYPE, `${table.fileBase}.xlsx`);
    case 'pdf': return new DownloadResult(await toPdf(table, generated), PDF_MEDIA_TYPE, `${table.fileBase}.pdf`);
  }
}

/** Names of the tasks of a daily or weekly report, with their projects and clients (one snapshot). */
export interface TaskNames {
  task: Map<string, string>;
  placement: Map<string, { projectId: string | null; clientId: string | null }>;
  project: Map<string, string>;
  client: Map<string, string>;
}

export const NO_TASK = 'No task';

function taskCells(taskId: string | null, names: TaskNames): Array<string | null> {
  if (taskId === null) return [null, null, null, null, null, null];
  const place = names.placement.get(taskId);
  const projectId = place?.projectId ?? null;
  const clientId = place?.clientId ?? null;
  return [taskId, names.task.get(taskId) ?? null, projectId, projectId && (names.project.get(projectId) ?? null), clientId, clientId && (names.client.get(clientId) ?? null)];
}

/**
 * The daily or weekly table: one row per bucket and task with time (the JSON's days[].tasks[] or
 * weeks[].tasks[]), and, for the PDF, the week sheets built from the day-level report of the same
 * intervals (`days`, equal to `report` for a daily report).
 */
export function periodTable(ctx: ExportContext, report: ComputedReport, days: ComputedReport, names: TaskNames, billing: ReportBilling | null = null): ReportTable {
  const first = ctx.kind === 'daily' ? 'date' : 'weekStart';
  const rows: TableRow[] = report.buckets.flatMap((b, i) =>
    b.tasks.map((t) => {
      const cells = taskCells(t.taskId, names);
      return { cells: [b.key, ...cells], ns: t.totalNs, label: cells[1] ?? NO_TASK, level: 0 as const, billing: billing?.bucketTasks[i].get(t.taskId) ?? null };
    }));
  return {
    ...describeReport(ctx),
    columns: [first, 'taskId', 'task', 'projectId', 'project', 'clientId', 'client'],
    rows,
    totalNs: report.totalNs,
    totalBilling: billing?.total ?? null,
    weeks: weekSheets(days.buckets, names),
  };
}

function weekSheets(days: readonly BucketTotal[], names: TaskNames): WeekSheet[] {
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
    return {
      weekStart,
      dates,
      rows: [...rows.entries()].map(([taskId, perDay]) => {
        const cells = taskCells(taskId, names);
        return { task: taskId === null ? NO_TASK : (cells[1] ?? taskId), project: cells[3], days: perDay, totalNs: perDay.reduce<bigint>((s, v) => s + (v ?? 0n), 0n) };
      }),
      dayTotals,
      totalNs: weekDays.reduce((s, d) => s + d.totalNs, 0n),
    };
  });
}
