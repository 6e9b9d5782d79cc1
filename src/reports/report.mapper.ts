import { JsonByteWriter } from '../common/http/response-writer';
import { formatDuration } from '../common/time/duration';
import { type EpochNs, formatInstant } from '../common/time/instant';
import { Billing, ReportBilling, billingFields, sortedAmounts } from './billing';
import { DailyReportResponse, ReportInterval, ReportTaskTotal, WeeklyReportResponse } from './dto/report.dto';
import { ClippedInterval, ComputedReport, TaskTotal } from './report-computation';

export interface ReportMeta {
  zoneId: string;
  fromNs: EpochNs;
  toNs: EpochNs;
  revision: number;
  nowNs: EpochNs;
}

const toTaskTotal = (t: TaskTotal, billing: Map<string | null, Billing> | undefined): ReportTaskTotal => ({
  taskId: t.taskId,
  total: formatDuration(t.totalNs),
  ...billingFields(billing?.get(t.taskId)),
});

const toInterval = (i: ClippedInterval): ReportInterval => ({
  activityId: i.activityId,
  taskId: i.taskId,
  projectId: i.projectId,
  start: formatInstant(i.startNs),
  end: formatInstant(i.endNs),
  duration: formatDuration(i.durationNs),
  billable: i.billable === true,
});

/** The common head, in wire order; generatedAt only when an open activity was counted. */
function head(report: ComputedReport, meta: ReportMeta, billing: ReportBilling | null) {
  return {
    zoneId: meta.zoneId,
    from: formatInstant(meta.fromNs),
    to: formatInstant(meta.toNs),
    revision: meta.revision,
    ...(report.openIncluded ? { generatedAt: formatInstant(meta.nowNs) } : {}),
    total: formatDuration(report.totalNs),
    ...billingFields(billing?.total),
    intervals: report.intervals.map(toInterval),
  };
}

function buckets(report: ComputedReport, billing: ReportBilling | null) {
  return report.buckets.map((b, i) => ({
    total: formatDuration(b.totalNs),
    ...billingFields(billing?.buckets[i]),
    tasks: b.tasks.map((t) => toTaskTotal(t, billing?.bucketTasks[i])),
  }));
}

export function toDailyReportResponse(report: ComputedReport, meta: ReportMeta, billing: ReportBilling | null = null): DailyReportResponse {
  return {
    ...head(report, meta, billing),
    days: buckets(report, billing).map((b, i) => ({ date: report.buckets[i].key, ...b })),
    tasks: report.tasks.map((t) => toTaskTotal(t, billing?.tasks)),
  };
}

export function toWeeklyReportResponse(
  report: ComputedReport,
  meta: ReportMeta,
  billing: ReportBilling | null = null,
): WeeklyReportResponse {
  return {
    ...head(report, meta, billing),
    weeks: buckets(report, billing).map((b, i) => ({ weekStart: report.buckets[i].key, ...b })),
    tasks: report.tasks.map((t) => toTaskTotal(t, billing?.tasks)),
  };
}

/**
 * The same JSON as `JSON.stringify(toDailyReportResponse(…))` / `toWeeklyReportResponse`, as UTF-8
 * bytes, written directly: a year's daily report is ~10,000 intervals and ~365 days × ~25 tasks,
 * each with billing fields (3.8 MB), and building that object tree (object spreads, one array per
 * amount list) then stringifying and encoding it was most of the request. The bytes are the same
 * (report.mapper.spec compares both on the same reports). Every value written here is either a
 * string the service made (UUIDs read from PostgreSQL's uuid type, formatted instants, durations
 * and amounts, local dates: none needs escaping) or passes through JSON.stringify (the zone ID,
 * currencies).
 */
export function writeDailyReportJson(report: ComputedReport, meta: ReportMeta, billing: ReportBilling | null = null): Buffer {
  return writeReportJson(report, meta, billing, 'days', 'date');
}

export function writeWeeklyReportJson(report: ComputedReport, meta: ReportMeta, billing: ReportBilling | null = null): Buffer {
  return writeReportJson(report, meta, billing, 'weeks', 'weekStart');
}

function writeReportJson(
  report: ComputedReport,
  meta: ReportMeta,
  billing: ReportBilling | null,
  bucketsKey: 'days' | 'weeks',
  bucketKey: 'date' | 'weekStart',
): Buffer {
  // Many durations repeat (every 20-minute interval, a task's day): formatted once per request.
  const durations = new Map<bigint, string>();
  const duration = (ns: bigint): string => {
    let text = durations.get(ns);
    if (text === undefined) durations.set(ns, (text = formatDuration(ns)));
    return text;
  };
  const billingJson = (b: Billing | undefined | null): string => {
    if (!b) return NO_BILLING_JSON;
    let amounts = '';
    for (const a of sortedAmounts(b))
      amounts += `${amounts === '' ? '' : ','}{"currency":${JSON.stringify(a.currency)},"amount":"${a.amount}"}`;
    return `"billable":"${duration(b.billableNs)}","unpriced":"${duration(b.unpricedNs)}","amounts":[${amounts}]`;
  };
  const id = (value: string | null): string => (value === null ? 'null' : `"${value}"`);
  const out = new JsonByteWriter(expectedBytes(report));
  const taskTotals = (totals: readonly TaskTotal[], bills: Map<string | null, Billing> | undefined): void => {
    let comma = '';
    for (const t of totals) {
      out.write(`${comma}{"taskId":${id(t.taskId)},"total":"${duration(t.totalNs)}",${billingJson(bills?.get(t.taskId))}}`);
      comma = ',';
    }
  };
  out.write(
    `{"zoneId":${JSON.stringify(meta.zoneId)},"from":"${formatInstant(meta.fromNs)}","to":"${formatInstant(meta.toNs)}",` +
      `"revision":${JSON.stringify(meta.revision)},` +
      (report.openIncluded ? `"generatedAt":"${formatInstant(meta.nowNs)}",` : '') +
      `"total":"${duration(report.totalNs)}",${billingJson(billing?.total)},"intervals":[`,
  );
  let comma = '';
  for (const i of report.intervals) {
    out.write(
      `${comma}{"activityId":"${i.activityId}","taskId":${id(i.taskId)},"projectId":${id(i.projectId)},` +
        `"start":"${formatInstant(i.startNs)}","end":"${formatInstant(i.endNs)}","duration":"${duration(i.durationNs)}","billable":${i.billable === true}}`,
    );
    comma = ',';
  }
  out.write(`],"${bucketsKey}":[`);
  comma = '';
  for (let i = 0; i < report.buckets.length; i++) {
    const b = report.buckets[i];
    out.write(`${comma}{"${bucketKey}":"${b.key}","total":"${duration(b.totalNs)}",${billingJson(billing?.buckets[i])},"tasks":[`);
    taskTotals(b.tasks, billing?.bucketTasks[i]);
    out.write(']}');
    comma = ',';
  }
  out.write('],"tasks":[');
  taskTotals(report.tasks, billing?.tasks);
  out.write(']}');
  return out.bytes();
}

/**
 * A little more than a report's JSON takes (~220 bytes an interval, ~190 a bucket's task with its
 * amounts, ~250 a bucket: a year's daily report is 3.8 MB), so the writer seldom grows; it can.
 */
function expectedBytes(report: ComputedReport): number {
  let tasks = report.tasks.length;
  for (const b of report.buckets) tasks += b.tasks.length;
  return 1024 + 240 * report.intervals.length + 200 * tasks + 260 * report.buckets.length;
}

const NO_BILLING_JSON = '"billable":"PT0S","unpriced":"PT0S","amounts":[]';
