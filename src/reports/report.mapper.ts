import { formatDuration } from '../common/time/duration';
import { type EpochNs, formatInstant } from '../common/time/instant';
import { DailyReportResponse, ReportInterval, ReportTaskTotal, WeeklyReportResponse } from './dto/report.dto';
import { ClippedInterval, ComputedReport, TaskTotal } from './report-computation';

export interface ReportMeta {
  zoneId: string;
  fromNs: EpochNs;
  toNs: EpochNs;
  revision: number;
  nowNs: EpochNs;
}

const toTaskTotal = (t: TaskTotal): ReportTaskTotal => ({ taskId: t.taskId, total: formatDuration(t.totalNs) });

const toInterval = (i: ClippedInterval): ReportInterval => ({
  activityId: i.activityId,
  taskId: i.taskId,
  projectId: i.projectId,
  start: formatInstant(i.startNs),
  end: formatInstant(i.endNs),
  duration: formatDuration(i.durationNs),
});

/** The common head, in wire order; generatedAt only when an open activity was counted. */
function head(report: ComputedReport, meta: ReportMeta) {
  return {
    zoneId: meta.zoneId,
    from: formatInstant(meta.fromNs),
    to: formatInstant(meta.toNs),
    revision: meta.revision,
    ...(report.openIncluded ? { generatedAt: formatInstant(meta.nowNs) } : {}),
    total: formatDuration(report.totalNs),
    intervals: report.intervals.map(toInterval),
  };
}

export function toDailyReportResponse(report: ComputedReport, meta: ReportMeta): DailyReportResponse {
  return {
    ...head(report, meta),
    days: report.buckets.map((b) => ({ date: b.key, total: formatDuration(b.totalNs), tasks: b.tasks.map(toTaskTotal) })),
    tasks: report.tasks.map(toTaskTotal),
  };
}

export function toWeeklyReportResponse(report: ComputedReport, meta: ReportMeta): WeeklyReportResponse {
  return {
    ...head(report, meta),
    weeks: report.buckets.map((b) => ({ weekStart: b.key, total: formatDuration(b.totalNs), tasks: b.tasks.map(toTaskTotal) })),
    tasks: report.tasks.map(toTaskTotal),
  };
}
