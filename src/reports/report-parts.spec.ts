import fc from 'fast-check';
import { mondayOf, startOfLocalDay } from '../common/time/local-days';
import { ActivitySlice, clipActivities, computeReport, dayBuckets, weekBuckets } from './report-computation';
import { SummaryInterval, computeRoundedReport, computeSummary, dayParts, GROUP_DIMENSIONS, GroupDimension } from './report-parts';
import { NO_ROUNDING, ROUNDING_MODES, Rounding } from './report-time';

const MIN = 60_000_000_000n;
const HOUR = 60n * MIN;
const ZONES = ['Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'UTC'] as const;
const TASKS = [null, '00000000-0000-7000-8000-000000000001', '00000000-0000-7000-8000-000000000002'];
const PROJECTS = [null, '00000000-0000-7000-8000-0000000000a1', '00000000-0000-7000-8000-0000000000a2'];
const LABELS = ['00000000-0000-7000-8000-0000000000b1', '00000000-0000-7000-8000-0000000000b2', '00000000-0000-7000-8000-0000000000b3'];

/** A month around the Berlin fall-back change, and activities in and around it (some open). */
const FROM_DATE = '2026-10-12';
const TO_DATE = '2026-11-09';

const scenario = fc.record({
  zone: fc.constantFrom(...ZONES),
  rounding: fc.record({
    mode: fc.constantFrom(...ROUNDING_MODES),
    stepNs: fc.integer({ min: 1, max: 120 }).map((m) => BigInt(m) * MIN),
  }) as fc.Arbitrary<Rounding>,
  activities: fc.array(
    fc.record({
      startOffset: fc.bigInt({ min: -2n * 24n * HOUR, max: 30n * 24n * HOUR }),
      length: fc.bigInt({ min: 1n, max: 50n * HOUR }),
      open: fc.boolean(),
      task: fc.constantFrom(...TASKS),
      project: fc.constantFrom(...PROJECTS),
      client: fc.constantFrom(null, 'c1', 'c2'),
      labels: fc.subarray(LABELS),
    }),
    { maxLength: 25 },
  ),
});

function build(s: {
  zone: string;
  activities: Array<{
    startOffset: bigint;
    length: bigint;
    open: boolean;
    task: string | null;
    project: string | null;
    client: string | null;
    labels: string[];
  }>;
}) {
  const fromNs = startOfLocalDay(FROM_DATE, s.zone);
  const toNs = startOfLocalDay(TO_DATE, s.zone);
  const nowNs = fromNs + 20n * 24n * HOUR;
  const details = new Map<string, { project: string | null; client: string | null; labels: string[] }>();
  const activities: ActivitySlice[] = s.activities.map((a, i) => {
    const id = `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`;
    details.set(id, { project: a.project, client: a.client, labels: [...a.labels].sort() });
    const startNs = fromNs + a.startOffset;
    return { id, taskId: a.task, projectId: a.project, startNs, endNs: a.open ? null : startNs + a.length };
  });
  // at most one open activity, as in the service
  let seenOpen = false;
  for (const a of activities) {
    if (a.endNs === null && (seenOpen || a.startNs > nowNs)) a.endNs = a.startNs + HOUR;
    if (a.endNs === null) seenOpen = true;
  }
  return { fromNs, toNs, nowNs, activities, details };
}

const total = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

describe('dayParts', () => {
  it('tiles each clipped interval exactly at the local midnights', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { fromNs, toNs, nowNs, activities } = build(s);
        const { intervals } = clipActivities(activities, fromNs, toNs, nowNs);
        const days = dayBuckets(fromNs, toNs, s.zone);
        const parts = dayParts(intervals, days, NO_ROUNDING);
        intervals.forEach((interval, i) => {
          const mine = parts.filter((p) => p.interval === i);
          expect(total(mine.map((p) => p.exactNs))).toBe(interval.durationNs);
          for (const p of mine) expect(p.ns).toBe(p.exactNs);
          // consecutive days, each part within its day
          mine.forEach((p, n) => n > 0 && expect(p.day).toBe(mine[n - 1].day + 1));
        });
      }),
    );
  });
});

describe('computeRoundedReport', () => {
  it('without rounding equals computeReport (daily and weekly)', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { fromNs, toNs, nowNs, activities } = build(s);
        const { intervals, openIncluded } = clipActivities(activities, fromNs, toNs, nowNs);
        const days = dayBuckets(fromNs, toNs, s.zone);
        const weeks = weekBuckets(fromNs, toNs, s.zone);
        for (const [period, buckets] of [
          ['daily', days],
          ['weekly', weeks],
        ] as const) {
          const expected = computeReport({ activities, fromNs, toNs, nowNs, buckets });
          const { exactIntervalNs, exactTotalNs, ...actual } = computeRoundedReport(
            intervals,
            openIncluded,
            days,
            buckets,
            period,
            NO_ROUNDING,
          );
          expect(actual).toEqual(expected);
          expect(exactTotalNs).toBe(expected.totalNs);
          expect(exactIntervalNs).toEqual(expected.intervals.map((i) => i.durationNs));
        }
      }),
    );
  });

  it("with any rounding, the rows add up: intervals, days or weeks, tasks and each bucket's tasks all sum to the total", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { fromNs, toNs, nowNs, activities } = build(s);
        const { intervals, openIncluded } = clipActivities(activities, fromNs, toNs, nowNs);
        const days = dayBuckets(fromNs, toNs, s.zone);
        const daily = computeRoundedReport(intervals, openIncluded, days, days, 'daily', s.rounding);
        const weekly = computeRoundedReport(intervals, openIncluded, days, weekBuckets(fromNs, toNs, s.zone), 'weekly', s.rounding);
        for (const r of [daily, weekly]) {
          expect(total(r.intervals.map((i) => i.durationNs))).toBe(r.totalNs);
          expect(total(r.buckets.map((b) => b.totalNs))).toBe(r.totalNs);
          expect(total(r.tasks.map((t) => t.totalNs))).toBe(r.totalNs);
          for (const b of r.buckets) expect(total(b.tasks.map((t) => t.totalNs))).toBe(b.totalNs);
          if (s.rounding.mode !== 'none') for (const b of r.buckets) expect(b.totalNs % s.rounding.stepNs).toBe(0n);
        }
        // the weekly and daily reports agree: each week is the sum of its days
        expect(weekly.totalNs).toBe(daily.totalNs);
        expect(weekly.tasks).toEqual(daily.tasks);
        for (const w of weekly.buckets)
          expect(w.totalNs).toBe(total(daily.buckets.filter((d) => mondayOf(d.key) === w.key).map((d) => d.totalNs)));
      }),
    );
  });

  it('rounds each local-day part: an interval across midnight is two parts', () => {
    const zone = 'UTC';
    const fromNs = startOfLocalDay('2026-11-16', zone);
    const toNs = startOfLocalDay('2026-11-18', zone);
    const a: ActivitySlice = {
      id: 'a',
      taskId: null,
      projectId: null,
      startNs: fromNs + 23n * HOUR + 50n * MIN,
      endNs: fromNs + 24n * HOUR + 10n * MIN,
    };
    const { intervals } = clipActivities([a], fromNs, toNs, toNs);
    const days = dayBuckets(fromNs, toNs, zone);
    const r = computeRoundedReport(intervals, false, days, days, 'daily', { mode: 'up', stepNs: 15n * MIN });
    expect(r.buckets.map((b) => b.totalNs)).toEqual([15n * MIN, 15n * MIN]);
    expect(r.intervals[0].durationNs).toBe(30n * MIN);
    expect(r.exactIntervalNs[0]).toBe(20n * MIN);
  });
});

describe('computeSummary', () => {
  const dims = fc.constantFrom(...GROUP_DIMENSIONS);

  it('groups add up to the total except when a label level counts an interval under several labels', () => {
    fc.assert(
      fc.property(scenario, dims, fc.option(dims, { nil: null }), (s, groupBy, sub) => {
        const subgroupBy: GroupDimension | null = sub === groupBy ? null : sub;
        const { fromNs, toNs, nowNs, activities, details } = build(s);
        const { intervals, openIncluded } = clipActivities(activities, fromNs, toNs, nowNs);
        const detailed: SummaryInterval[] = intervals.map((i) => {
          const d = details.get(i.activityId)!;
          return { ...i, effectiveProjectId: d.project, clientId: d.client, labelIds: d.labels };
        });
        const days = dayBuckets(fromNs, toNs, s.zone);
        const summary = computeSummary(detailed, openIncluded, days, groupBy, subgroupBy, s.rounding);
        const daily = computeRoundedReport(intervals, openIncluded, days, days, 'daily', s.rounding);
        expect(summary.totalNs).toBe(daily.totalNs);
        const multiLabel = detailed.some((i) => i.labelIds.length > 1);
        const groupSum = total(summary.groups.map((g) => g.totalNs));
        if (groupBy === 'label' && multiLabel) expect(groupSum >= summary.totalNs).toBe(true);
        else expect(groupSum).toBe(summary.totalNs);
        expect(summary.groupsAddUp).toBe(!(groupBy === 'label' && multiLabel));
        for (const g of summary.groups) {
          if (subgroupBy === null) {
            expect(g.subgroups).toBeNull();
            continue;
          }
          const subSum = total(g.subgroups!.map((x) => x.totalNs));
          if (subgroupBy === 'label') expect(subSum >= g.totalNs).toBe(true);
          else expect(subSum).toBe(g.totalNs);
          if (subgroupBy !== 'label') expect(g.subgroupsAddUp).toBe(true);
        }
        // the group keys are the intervals' values
        if (groupBy === 'task') expect(new Set(summary.groups.map((g) => g.key))).toEqual(new Set(detailed.map((i) => i.taskId)));
        if (groupBy === 'week') for (const g of summary.groups) expect(mondayOf(g.key!)).toBe(g.key);
      }),
      { numRuns: 150 },
    );
  });

  it('puts intervals without a label in the null group and counts a two-label interval in both', () => {
    const zone = 'UTC';
    const fromNs = startOfLocalDay('2026-11-16', zone);
    const toNs = startOfLocalDay('2026-11-17', zone);
    const mk = (start: bigint, minutes: bigint, labelIds: string[]): SummaryInterval => ({
      taskId: null,
      projectId: null,
      startNs: fromNs + start,
      endNs: fromNs + start + minutes * MIN,
      effectiveProjectId: null,
      clientId: null,
      labelIds,
    });
    const s = computeSummary(
      [mk(0n, 30n, [LABELS[0], LABELS[1]]), mk(HOUR, 10n, [])],
      false,
      dayBuckets(fromNs, toNs, zone),
      'label',
      null,
      NO_ROUNDING,
    );
    expect(s.totalNs).toBe(40n * MIN);
    expect(new Map(s.groups.map((g) => [g.key, g.totalNs]))).toEqual(
      new Map([
        [LABELS[0], 30n * MIN],
        [LABELS[1], 30n * MIN],
        [null, 10n * MIN],
      ]),
    );
    expect(s.groupsAddUp).toBe(false);
  });

  it('stays exact over years of time (sums beyond 2^53 ns), with odd nanoseconds', () => {
    const zone = 'Europe/Berlin';
    const fromNs = startOfLocalDay('2020-01-01', zone);
    const toNs = startOfLocalDay('2030-01-01', zone);
    const intervals: SummaryInterval[] = [];
    let expected = 0n;
    for (let i = 0n, start = fromNs; i < 3000n; i++, start += 29n * HOUR + 7n) {
      const end = start + 27n * HOUR + 1n + i;
      intervals.push({ taskId: null, projectId: null, startNs: start, endNs: end, effectiveProjectId: null, clientId: null, labelIds: [] });
      expected += end - start;
    }
    const s = computeSummary(intervals, false, dayBuckets(fromNs, toNs, zone), 'month', 'task', NO_ROUNDING);
    expect(expected > 2n ** 53n).toBe(true);
    expect(s.totalNs).toBe(expected);
    expect(s.groups.reduce((sum, g) => sum + g.totalNs, 0n)).toBe(expected);
    expect(s.groups.every((g) => g.subgroups![0].totalNs === g.totalNs)).toBe(true);
  });
});
