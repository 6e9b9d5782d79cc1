import { JsonByteWriter } from '../common/http/response-writer';
import { formatDuration } from '../common/time/duration';
import { type EpochNs, formatInstant } from '../common/time/instant';
import { Billing, ReportBilling, billingFields, sortedAmounts } from './billing';
import { DailyReportResponse, ReportInterval, ReportTaskTotal, WeeklyReportResponse } from './dto/report.dto';
import { Bucket, BucketTotal, ClippedInterval, ComputedReport, ReportPeriod, TaskTotal } from './report-computation';

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
  return writeReportJson(report, meta, billing, 'daily');
}

export function writeWeeklyReportJson(report: ComputedReport, meta: ReportMeta, billing: ReportBilling | null = null): Buffer {
  return writeReportJson(report, meta, billing, 'weekly');
}

/**
 * Where each bucket's pieces lie in a written report, as byte offsets: its intervals (those whose
 * clipped start falls in it, without a leading comma; empty when none) and its object in
 * `days`/`weeks`. A report patched after a change (PatchableReport) keeps the pieces of the
 * buckets the change did not touch.
 */
export interface ReportLayout {
  /** The report's buckets with their instants (in, filled by the writer: the rest). */
  bounds: readonly Bucket[];
  intervals: Array<[number, number]>;
  buckets: Array<[number, number]>;
}

/** The pieces a report's JSON is made of; the first write and a patch make them with the same text. */
export class ReportJsonPieces {
  // Many durations repeat (every 20-minute interval, a task's day): formatted once per writer.
  private readonly durations = new Map<bigint, string>();

  constructor(readonly period: ReportPeriod) {}

  duration(ns: bigint): string {
    let text = this.durations.get(ns);
    if (text === undefined) this.durations.set(ns, (text = formatDuration(ns)));
    return text;
  }

  billing(b: Billing | undefined | null): string {
    if (!b) return NO_BILLING_JSON;
    let amounts = '';
    for (const a of sortedAmounts(b))
      amounts += `${amounts === '' ? '' : ','}{"currency":${JSON.stringify(a.currency)},"amount":"${a.amount}"}`;
    return `"billable":"${this.duration(b.billableNs)}","unpriced":"${this.duration(b.unpricedNs)}","amounts":[${amounts}]`;
  }

  /** Everything before the first interval. */
  head(meta: ReportMeta, totalNs: bigint, billing: Billing | null | undefined, openIncluded: boolean): string {
    return (
      `{"zoneId":${JSON.stringify(meta.zoneId)},"from":"${formatInstant(meta.fromNs)}","to":"${formatInstant(meta.toNs)}",` +
      `"revision":${JSON.stringify(meta.revision)},` +
      (openIncluded ? `"generatedAt":"${formatInstant(meta.nowNs)}",` : '') +
      `"total":"${this.duration(totalNs)}",${this.billing(billing)},"intervals":[`
    );
  }

  interval(i: ClippedInterval): string {
    return (
      `{"activityId":"${i.activityId}","taskId":${id(i.taskId)},"projectId":${id(i.projectId)},` +
      `"start":"${formatInstant(i.startNs)}","end":"${formatInstant(i.endNs)}","duration":"${this.duration(i.durationNs)}","billable":${i.billable === true}}`
    );
  }

  /** Between the intervals and the first bucket. */
  get bucketsOpen(): string {
    return `],"${this.period === 'daily' ? 'days' : 'weeks'}":[`;
  }

  /** A bucket's object, written piece by piece to `write`: bucketHead(), its task totals, bucketEnd. */
  bucket(
    write: (text: string) => void,
    b: BucketTotal,
    billing: Billing | undefined,
    bills: Map<string | null, Billing> | undefined,
  ): void {
    write(this.bucketHead(b, billing));
    this.taskTotals(write, b.tasks, bills);
    write(this.bucketEnd);
  }

  /** A bucket's object up to its first task total. */
  bucketHead(b: BucketTotal, billing: Billing | undefined): string {
    return `{"${this.period === 'daily' ? 'date' : 'weekStart'}":"${b.key}","total":"${this.duration(b.totalNs)}",${this.billing(billing)},"tasks":[`;
  }

  readonly bucketEnd = ']}';

  /** Between the last bucket and the range's task totals. */
  readonly tasksOpen = '],"tasks":[';

  taskTotals(write: (text: string) => void, totals: readonly TaskTotal[], bills: Map<string | null, Billing> | undefined): void {
    let comma = '';
    for (const t of totals) {
      write(`${comma}${this.taskTotal(t, bills?.get(t.taskId))}`);
      comma = ',';
    }
  }

  /** One task total's object; it starts with TASK_TOTAL_START, then the task's ID as taskIdJson() writes it. */
  taskTotal(t: TaskTotal, billing: Billing | undefined): string {
    return `${TASK_TOTAL_START}${id(t.taskId)},"total":"${this.duration(t.totalNs)}",${this.billing(billing)}}`;
  }

  readonly end = ']}';
}

const id = (value: string | null): string => (value === null ? 'null' : `"${value}"`);

/** How a task total's object starts (nothing else in a bucket's object holds this text). */
export const TASK_TOTAL_START = '{"taskId":';

/** A task ID as the report's JSON writes it. */
export const taskIdJson = id;

/** The report's JSON; with `layout`, where each bucket's pieces went. */
export function writeReportJson(
  report: ComputedReport,
  meta: ReportMeta,
  billing: ReportBilling | null,
  period: ReportPeriod,
  layout?: ReportLayout,
): Buffer {
  const pieces = new ReportJsonPieces(period);
  const out = new JsonByteWriter(expectedBytes(report));
  const write = (text: string) => out.write(text);
  out.write(pieces.head(meta, report.totalNs, billing?.total, report.openIncluded));
  // The intervals in the order of their clipped starts, so those of one bucket are written together.
  const { intervals, buckets } = report;
  if (layout === undefined) {
    for (let i = 0; i < intervals.length; i++) out.write((i > 0 ? ',' : '') + pieces.interval(intervals[i]));
  } else {
    // The intervals are in the order of their clipped starts: those starting in one bucket are written together.
    let next = 0;
    for (let b = 0; b < buckets.length; b++) {
      const end = b + 1 < buckets.length ? layout.bounds[b + 1].start : null;
      let start = -1;
      for (; next < intervals.length && (end === null || intervals[next].startNs < end); next++) {
        if (next > 0) out.write(',');
        if (start < 0) start = out.offset();
        out.write(pieces.interval(intervals[next]));
      }
      const at = out.offset();
      layout.intervals.push([start < 0 ? at : start, at]);
    }
  }
  out.write(pieces.bucketsOpen);
  for (let i = 0; i < buckets.length; i++) {
    if (i > 0) out.write(',');
    const start = layout ? out.offset() : 0;
    pieces.bucket(write, buckets[i], billing?.buckets[i], billing?.bucketTasks[i]);
    if (layout) layout.buckets.push([start, out.offset()]);
  }
  out.write(pieces.tasksOpen);
  pieces.taskTotals(write, report.tasks, billing?.tasks);
  out.write(pieces.end);
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
