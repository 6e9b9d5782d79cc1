import { formatDuration } from '../common/time/duration';
import { type EpochNs, formatInstant } from '../common/time/instant';
import { Billing, ReportBilling, billingFields } from './billing';
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
