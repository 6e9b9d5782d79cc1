import { type EpochNs } from '../common/time/instant';
import { mondayOf } from '../common/time/local-days';
import { Bucket, ClippedInterval, ComputedReport, bucketIndexOf, sortedTotals } from './report-computation';
import { fastDayBuckets } from './fast-local-days';
import { Rounding, monthOf, roundDuration } from './report-time';
import { Billing, Price, Pricer, priceLine } from './billing';

/**
 * Reports built from local-day parts, pure. Every clipped interval is cut at the report zone's local
 * midnights; each part is the unit of rounding, and every figure (interval durations, day, week,
 * month, task and group totals, the grand total) is a sum of rounded parts. So rounded rows always
 * add up to their totals, and the daily, weekly and summary reports of one range, zone and rounding
 * agree with each other. (An activity record lies within one local day of the owner's zone, so in
 * the profile zone a part is simply the record clipped to the range.)
 *
 * Without rounding the figures equal those of computeReport exactly (see the spec).
 */

const DAY_CACHE_LIMIT = 64;
const dayCache = new Map<string, readonly Bucket[]>();

/**
 * dayBuckets (computed by fastDayBuckets), memoized: reports ask for the same ranges again and
 * again (this week, this month). Pure, so the cache is only a cost saving; it is emptied when full,
 * which bounds its memory.
 */
export function cachedDayBuckets(fromNs: EpochNs, toNs: EpochNs, zoneId: string): readonly Bucket[] {
  const key = `${zoneId} ${fromNs} ${toNs}`;
  let days = dayCache.get(key);
  if (days === undefined) {
    if (dayCache.size >= DAY_CACHE_LIMIT) dayCache.clear();
    days = Object.freeze(fastDayBuckets(fromNs, toNs, zoneId));
    dayCache.set(key, days);
  }
  return days;
}

export interface DayPart {
  /** Index into the intervals. */
  interval: number;
  /** Index into the day buckets. */
  day: number;
  exactNs: bigint;
  /** exactNs rounded. */
  ns: bigint;
}

/** The intervals cut at the day buckets' bounds, each part rounded; in interval, then day order. */
export function dayParts(intervals: readonly ClippedInterval[], days: readonly Bucket[], rounding: Rounding): DayPart[] {
  const parts: DayPart[] = [];
  intervals.forEach((interval, index) => {
    let cursor = interval.startNs;
    let day = bucketIndexOf(days, cursor);
    while (cursor < interval.endNs) {
      const end = days[day].end < interval.endNs ? days[day].end : interval.endNs;
      if (end > cursor) {
        const exactNs = end - cursor;
        parts.push({ interval: index, day, exactNs, ns: roundDuration(exactNs, rounding) });
        cursor = end;
      }
      day++;
    }
  });
  return parts;
}

export interface RoundedReport extends ComputedReport {
  /** Per interval (same order), the unrounded clipped duration. */
  exactIntervalNs: bigint[];
  exactTotalNs: bigint;
}

function add<K>(totals: Map<K, bigint>, key: K, ns: bigint): void {
  totals.set(key, (totals.get(key) ?? 0n) + ns);
}

/**
 * The daily or weekly report from rounded day parts. `period` buckets are the report's days (then
 * identical to `days`) or Monday-based weeks keyed by their Monday.
 */
export function computeRoundedReport(
  intervals: readonly ClippedInterval[],
  openIncluded: boolean,
  days: readonly Bucket[],
  periodBuckets: readonly Bucket[],
  period: 'daily' | 'weekly',
  rounding: Rounding,
): RoundedReport {
  const parts = dayParts(intervals, days, rounding);
  const bucketIndex = new Map(periodBuckets.map((b, i) => [b.key, i]));
  const bucketOfDay = days.map((d) => bucketIndex.get(period === 'daily' ? d.key : mondayOf(d.key))!);
  const intervalNs = intervals.map(() => 0n);
  const exactIntervalNs = intervals.map(() => 0n);
  const bucketTotals = periodBuckets.map(() => 0n);
  const bucketTasks = periodBuckets.map(() => new Map<string | null, bigint>());
  const taskTotals = new Map<string | null, bigint>();
  let totalNs = 0n;
  let exactTotalNs = 0n;
  for (const part of parts) {
    const taskId = intervals[part.interval].taskId;
    const b = bucketOfDay[part.day];
    intervalNs[part.interval] += part.ns;
    exactIntervalNs[part.interval] += part.exactNs;
    bucketTotals[b] += part.ns;
    add(bucketTasks[b], taskId, part.ns);
    add(taskTotals, taskId, part.ns);
    totalNs += part.ns;
    exactTotalNs += part.exactNs;
  }
  return {
    totalNs,
    exactTotalNs,
    intervals: intervals.map((i, n) => ({ ...i, durationNs: intervalNs[n] })),
    exactIntervalNs,
    buckets: periodBuckets.map((b, i) => ({ key: b.key, totalNs: bucketTotals[i], tasks: sortedTotals(bucketTasks[i]) })),
    tasks: sortedTotals(taskTotals),
    openIncluded,
  };
}

// ---- the summary ----

export const GROUP_DIMENSIONS = ['client', 'project', 'task', 'label', 'day', 'week', 'month'] as const;
export type GroupDimension = (typeof GROUP_DIMENSIONS)[number];
export const TIME_DIMENSIONS: readonly GroupDimension[] = ['day', 'week', 'month'];

/** A clipped interval with what the summary groups by (no activity ID: the summary never names one). */
export interface SummaryInterval extends Omit<ClippedInterval, 'activityId' | 'durationNs'> {
  /** The activity's direct project, else its task's project. */
  effectiveProjectId: string | null;
  clientId: string | null;
  /** Sorted, possibly empty. */
  labelIds: readonly string[];
}

export interface SummaryGroup {
  /** Entity ID, or the local date / Monday / `YYYY-MM` of a time group; null: none. */
  key: string | null;
  totalNs: bigint;
  exactTotalNs: bigint;
  subgroups: SummaryGroup[] | null;
  /** False when a label level counts one part in several subgroups. */
  subgroupsAddUp: boolean | null;
  /** Its billable lines (null: none). */
  billing: Billing | null;
}

export interface ComputedSummary {
  totalNs: bigint;
  exactTotalNs: bigint;
  groups: SummaryGroup[];
  groupsAddUp: boolean;
  openIncluded: boolean;
  /** Billable lines of the whole (null: none). */
  billing: Billing | null;
}

/**
 * The group keys of one part at one level; `day` indexes the day buckets. The array answered is only
 * valid until the next call (one array per level is reused, so no array is allocated per part).
 */
type KeysOf = (interval: SummaryInterval, day: number) => ReadonlyArray<string | null>;

const NO_LABEL: ReadonlyArray<string | null> = Object.freeze([null]);

function keysFor(dim: GroupDimension, days: readonly Bucket[]): KeysOf {
  // Time keys are computed once per local day, not once per part.
  const perDay = (key: (date: string) => string) => {
    const keys = days.map((d) => [key(d.key)]);
    return (_i: SummaryInterval, day: number) => keys[day];
  };
  const one: [string | null] = [null];
  switch (dim) {
    case 'client':
      return (i) => {
        one[0] = i.clientId;
        return one;
      };
    case 'project':
      return (i) => {
        one[0] = i.effectiveProjectId;
        return one;
      };
    case 'task':
      return (i) => {
        one[0] = i.taskId;
        return one;
      };
    case 'label':
      return (i) => (i.labelIds.length > 0 ? i.labelIds : NO_LABEL);
    case 'day':
      return perDay((date) => date);
    case 'week':
      return perDay(mondayOf);
    case 'month':
      return perDay(monthOf);
  }
}

/**
 * An exact sum of part durations kept as a float while it is exactly representable: a part is at
 * most a local day plus a rounding step (< 2^48 ns), the float part is moved into the bigint before
 * it reaches 2^52, so every addition is an exact integer addition. Bigint arithmetic on every part
 * was the summary's main cost.
 */
class Sum {
  private small = 0;
  private big = 0n;

  add(ns: number): void {
    this.small += ns;
    if (this.small >= 4_503_599_627_370_496) {
      this.big += BigInt(this.small);
      this.small = 0;
    }
  }

  get value(): bigint {
    return this.big + BigInt(this.small);
  }
}

interface Acc {
  total: Sum;
  exact: Sum;
  sub: Map<string | null, Acc> | null;
  bill: Billing | null;
}

const newAcc = (withSub: boolean): Acc => ({ total: new Sum(), exact: new Sum(), sub: withSub ? new Map() : null, bill: null });

/**
 * Totals of rounded day parts grouped by one or two dimensions. A part counts in every group its
 * interval belongs to: once per level, except at a label level, where an interval with several
 * labels counts its full time under each of them (so label groups may add up to more than the
 * total; `groupsAddUp` / `subgroupsAddUp` say when that happened). Intervals without a client,
 * project, task or label fall in the group with key null.
 *
 * The intervals need not be sorted. Parts are folded in as they are cut (no part objects: this runs
 * over a year of intervals per request). Order of the groups is left to the caller (names are
 * needed); keys are returned unsorted.
 */
export function computeSummary(
  intervals: readonly SummaryInterval[],
  openIncluded: boolean,
  days: readonly Bucket[],
  groupBy: GroupDimension,
  subgroupBy: GroupDimension | null,
  rounding: Rounding,
  pricer: Pricer | null = null,
): ComputedSummary {
  const topKeys = keysFor(groupBy, days);
  const subKeys = subgroupBy === null ? null : keysFor(subgroupBy, days);
  const top = new Map<string | null, Acc>();
  const total = new Sum();
  const exactTotal = new Sum();
  const rounded = rounding.mode !== 'none';
  let billing: Billing | null = null;
  for (const interval of intervals) {
    const billable = interval.billable === true;
    let cursor = interval.startNs;
    for (let day = bucketIndexOf(days, cursor); cursor < interval.endNs; day++) {
      const end = days[day].end < interval.endNs ? days[day].end : interval.endNs;
      if (end <= cursor) continue;
      const exactBig = end - cursor;
      const exactNs = Number(exactBig);
      const ns = rounded ? Number(roundDuration(exactBig, rounding)) : exactNs;
      // A billable line is priced at its start; its rounded amount goes to every group it counts in.
      let price: Price | null = null;
      let minor = 0n;
      let lineNs = 0n;
      if (billable) {
        lineNs = BigInt(ns);
        price = pricer === null ? null : pricer(interval, cursor);
        minor = priceLine(lineNs, price);
        (billing ??= new Billing()).add(lineNs, price, minor);
      }
      cursor = end;
      total.add(ns);
      exactTotal.add(exactNs);
      const keys1 = topKeys(interval, day);
      for (let n1 = 0; n1 < keys1.length; n1++) {
        const k1 = keys1[n1];
        let acc = top.get(k1);
        if (!acc) top.set(k1, (acc = newAcc(subKeys !== null)));
        acc.total.add(ns);
        acc.exact.add(exactNs);
        if (billable) (acc.bill ??= new Billing()).add(lineNs, price, minor);
        if (subKeys === null) continue;
        const keys2 = subKeys(interval, day);
        for (let n2 = 0; n2 < keys2.length; n2++) {
          const k2 = keys2[n2];
          let sub = acc.sub!.get(k2);
          if (!sub) acc.sub!.set(k2, (sub = newAcc(false)));
          sub.total.add(ns);
          sub.exact.add(exactNs);
          if (billable) (sub.bill ??= new Billing()).add(lineNs, price, minor);
        }
      }
    }
  }
  const totalNs = total.value;
  const exactTotalNs = exactTotal.value;
  const groups: SummaryGroup[] = [...top.entries()].map(([key, acc]) => {
    const subgroups =
      acc.sub === null
        ? null
        : [...acc.sub.entries()].map(([k, s]) => ({
            key: k,
            totalNs: s.total.value,
            exactTotalNs: s.exact.value,
            subgroups: null,
            subgroupsAddUp: null,
            billing: s.bill,
          }));
    const groupTotal = acc.total.value;
    const groupExact = acc.exact.value;
    return {
      key,
      totalNs: groupTotal,
      exactTotalNs: groupExact,
      subgroups,
      subgroupsAddUp:
        subgroups === null
          ? null
          : subgroups.reduce((sum, s) => sum + s.totalNs, 0n) === groupTotal &&
            subgroups.reduce((sum, s) => sum + s.exactTotalNs, 0n) === groupExact,
      billing: acc.bill,
    };
  });
  const groupsAddUp =
    groups.reduce((sum, g) => sum + g.totalNs, 0n) === totalNs && groups.reduce((sum, g) => sum + g.exactTotalNs, 0n) === exactTotalNs;
  return { totalNs, exactTotalNs, groups, groupsAddUp, openIncluded, billing };
}

/**
 * The summary's intervals: each activity clipped to [from, to) (an open one counted up to now),
 * empty ones left out, in no particular order; one object per activity.
 */
export function clipForSummary(
  activities: ReadonlyArray<{
    taskId: string | null;
    projectId: string | null;
    billable?: boolean;
    effectiveProjectId: string | null;
    clientId: string | null;
    labelIds: readonly string[];
    startNs: EpochNs;
    endNs: EpochNs | null;
  }>,
  fromNs: EpochNs,
  toNs: EpochNs,
  nowNs: EpochNs,
): { intervals: SummaryInterval[]; openIncluded: boolean } {
  const intervals: SummaryInterval[] = [];
  let openIncluded = false;
  for (const a of activities) {
    const startNs = a.startNs > fromNs ? a.startNs : fromNs;
    const rawEnd = a.endNs ?? nowNs;
    const endNs = rawEnd < toNs ? rawEnd : toNs;
    if (endNs <= startNs) continue;
    if (a.endNs === null) openIncluded = true;
    intervals.push({
      taskId: a.taskId,
      projectId: a.projectId,
      billable: a.billable === true,
      startNs,
      endNs,
      effectiveProjectId: a.effectiveProjectId,
      clientId: a.clientId,
      labelIds: a.labelIds,
    });
  }
  return { intervals, openIncluded };
}
