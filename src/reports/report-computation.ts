import { type EpochNs } from '../common/time/instant';
import { localDaysInRange, localWeeksInRange } from '../common/time/local-days';

/**
 * The report computation, pure: from the owner's activities overlapping [from, to) (as read by one
 * indexed overlap query), the report zone's local days or weeks, and the server clock, to exact
 * nanosecond totals. No I/O, no formatting; one pass over the activities with bigint arithmetic.
 *
 * Rules (see docs of the report routes):
 * - Each activity is clipped to [from, to). An open activity (end null) is counted up to `now`
 *   (the report's generatedAt), then clipped. An activity whose clipped extent is empty (an open
 *   activity starting at or after `now`, or one that `now` has not reached `from` yet) is left out,
 *   exactly like a zero-length record, which never overlaps anything.
 * - Every clipped interval is split at the real local midnights (or Monday midnights) of the
 *   report zone; its parts are added to the buckets (days or weeks) they fall in. Records already
 *   split per day in the owner's zone are simply re-split in the report zone.
 * - Totals sum recorded durations: overlapping activities both count.
 * - Ordering: intervals by clipped start, then activity ID; buckets chronologically; task totals
 *   with the null task (no task) first, then by task ID ascending.
 */

export interface ActivitySlice {
  id: string;
  taskId: string | null;
  projectId: string | null;
  /** Absent: false. */
  billable?: boolean;
  startNs: EpochNs;
  /** null: open (running) activity. */
  endNs: EpochNs | null;
}

/** A day or week of the report zone: [start, end), with its label (`YYYY-MM-DD`). */
export interface Bucket {
  key: string;
  start: EpochNs;
  end: EpochNs;
}

export interface ClippedInterval {
  activityId: string;
  taskId: string | null;
  projectId: string | null;
  /** Absent: false. */
  billable?: boolean;
  startNs: EpochNs;
  endNs: EpochNs;
  durationNs: bigint;
}

export interface TaskTotal {
  taskId: string | null;
  totalNs: bigint;
}

export interface BucketTotal {
  key: string;
  totalNs: bigint;
  tasks: TaskTotal[];
}

export interface ComputedReport {
  totalNs: bigint;
  intervals: ClippedInterval[];
  buckets: BucketTotal[];
  tasks: TaskTotal[];
  /** True when an open activity was included (then counted up to `now`). */
  openIncluded: boolean;
}

export interface ReportInput {
  activities: readonly ActivitySlice[];
  fromNs: EpochNs;
  toNs: EpochNs;
  nowNs: EpochNs;
  /** Contiguous, chronological, covering [from, to) (e.g. localDaysInRange). */
  buckets: readonly Bucket[];
}

export type ReportPeriod = 'daily' | 'weekly';

/** Report range limits (elapsed time between from and to), per granularity. */
export const MAX_RANGE_DAYS: Record<ReportPeriod, number> = { daily: 2 * 366, weekly: 10 * 366 };
const NS_PER_DAY = 86_400_000_000_000n;

/** null when [from, to) is an acceptable report range, else the reason (422 VALIDATION). */
export function reportRangeProblem(fromNs: EpochNs, toNs: EpochNs, period: ReportPeriod): string | null {
  if (toNs <= fromNs) return 'to must be strictly after from';
  const maxDays = MAX_RANGE_DAYS[period];
  if (toNs - fromNs > BigInt(maxDays) * NS_PER_DAY)
    return `A ${period} report covers at most ${maxDays} days (to - from <= ${maxDays} x 24 hours)`;
  return null;
}

const max = (a: bigint, b: bigint) => (a > b ? a : b);
const min = (a: bigint, b: bigint) => (a < b ? a : b);

/** Null (no task) first, then task IDs ascending (lowercase UUID text: the same order as PostgreSQL's uuid). */
export function compareTaskIds(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a < b ? -1 : 1;
}

/** Task totals in report order (compareTaskIds). */
export function sortedTotals(totals: Map<string | null, bigint>): TaskTotal[] {
  return [...totals.keys()].sort(compareTaskIds).map((taskId) => ({ taskId, totalNs: totals.get(taskId)! }));
}

function add(totals: Map<string | null, bigint>, taskId: string | null, ns: bigint): void {
  totals.set(taskId, (totals.get(taskId) ?? 0n) + ns);
}

/** Index of the bucket containing `ns` (buckets are contiguous and sorted). */
export function bucketIndexOf(buckets: readonly Bucket[], ns: EpochNs): number {
  let lo = 0;
  let hi = buckets.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (buckets[mid].start <= ns) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Report order of intervals: by clipped start, then activity ID. */
export function compareIntervals(x: ClippedInterval, y: ClippedInterval): number {
  return x.startNs < y.startNs ? -1 : x.startNs > y.startNs ? 1 : x.activityId < y.activityId ? -1 : x.activityId > y.activityId ? 1 : 0;
}

/** Clips the activities to [from, to) (open ones to `now` first), in report order. */
export function clipActivities(
  activities: readonly ActivitySlice[],
  fromNs: EpochNs,
  toNs: EpochNs,
  nowNs: EpochNs,
): { intervals: ClippedInterval[]; openIncluded: boolean } {
  const intervals: ClippedInterval[] = [];
  let openIncluded = false;
  for (const a of activities) {
    const start = max(a.startNs, fromNs);
    const end = min(a.endNs ?? nowNs, toNs);
    if (end <= start) continue;
    if (a.endNs === null) openIncluded = true;
    intervals.push({
      activityId: a.id,
      taskId: a.taskId,
      projectId: a.projectId,
      billable: a.billable === true,
      startNs: start,
      endNs: end,
      durationNs: end - start,
    });
  }
  intervals.sort(compareIntervals);
  return { intervals, openIncluded };
}

export function computeReport(input: ReportInput): ComputedReport {
  const { fromNs, toNs, nowNs, buckets } = input;
  if (toNs <= fromNs) throw new RangeError('to must be after from');
  if (buckets.length === 0 || buckets[0].start > fromNs || buckets[buckets.length - 1].end < toNs) {
    throw new RangeError('The buckets must cover [from, to)');
  }
  const { intervals, openIncluded } = clipActivities(input.activities, fromNs, toNs, nowNs);
  const bucketTotals = buckets.map(() => 0n);
  const bucketTasks = buckets.map(() => new Map<string | null, bigint>());
  const taskTotals = new Map<string | null, bigint>();
  let totalNs = 0n;
  for (const interval of intervals) {
    totalNs += interval.durationNs;
    add(taskTotals, interval.taskId, interval.durationNs);
    // Walk the buckets the interval crosses, adding each part: exact, since the parts tile it.
    for (let i = bucketIndexOf(buckets, interval.startNs), cursor = interval.startNs; cursor < interval.endNs; i++) {
      const partEnd = min(buckets[i].end, interval.endNs);
      if (partEnd > cursor) {
        bucketTotals[i] += partEnd - cursor;
        add(bucketTasks[i], interval.taskId, partEnd - cursor);
        cursor = partEnd;
      }
    }
  }
  return {
    totalNs,
    intervals,
    buckets: buckets.map((b, i) => ({ key: b.key, totalNs: bucketTotals[i], tasks: sortedTotals(bucketTasks[i]) })),
    tasks: sortedTotals(taskTotals),
    openIncluded,
  };
}

/** The report zone's local days covering [from, to), as buckets. */
export function dayBuckets(fromNs: EpochNs, toNs: EpochNs, zoneId: string): Bucket[] {
  return localDaysInRange(fromNs, toNs, zoneId).map((d) => ({ key: d.date, start: d.start, end: d.end }));
}

/** The report zone's Monday-based weeks covering [from, to), as buckets. */
export function weekBuckets(fromNs: EpochNs, toNs: EpochNs, zoneId: string): Bucket[] {
  return localWeeksInRange(fromNs, toNs, zoneId).map((w) => ({ key: w.weekStart, start: w.start, end: w.end }));
}

export function computePeriodReport(
  period: ReportPeriod,
  activities: readonly ActivitySlice[],
  fromNs: EpochNs,
  toNs: EpochNs,
  zoneId: string,
  nowNs: EpochNs,
): ComputedReport {
  const buckets = period === 'daily' ? dayBuckets(fromNs, toNs, zoneId) : weekBuckets(fromNs, toNs, zoneId);
  return computeReport({ activities, fromNs, toNs, nowNs, buckets });
}
