import fc from 'fast-check';
import { parseInstant } from '../common/time/instant';
import { addDays, localDateOf, mondayOf, splitAtLocalDays, startOfLocalDay } from '../common/time/local-days';
import {
  ActivitySlice,
  ComputedReport,
  MAX_RANGE_DAYS,
  compareTaskIds,
  computePeriodReport,
  computeReport,
  dayBuckets,
  reportRangeProblem,
  weekBuckets,
} from './report-computation';

const SEC = 1_000_000_000n;
const MIN = 60n * SEC;
const HOUR = 60n * MIN;
const DAY = 24n * HOUR;
const ZONES = ['Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu'] as const;

const at = (text: string): bigint => {
  const ns = parseInstant(text);
  if (ns === null) throw new Error(`bad test instant ${text}`);
  return ns;
};

const T1 = '00000000-0000-7000-8000-000000000001';
const T2 = '00000000-0000-7000-8000-000000000002';
const A = (n: number) => `00000000-0000-7000-8000-0000000001${String(n).padStart(2, '0')}`;

function act(id: string, start: bigint, end: bigint | null, taskId: string | null = null, projectId: string | null = null): ActivitySlice {
  return { id, taskId, projectId, startNs: start, endNs: end };
}

const FAR_FUTURE = at('2030-01-01T00:00:00Z');

describe('computeReport (daily)', () => {
  const zone = 'Europe/Berlin';

  it('counts the real 23-hour spring-forward day and the 25-hour fall-back day', () => {
    const spring = computePeriodReport(
      'daily',
      [act(A(1), at('2026-03-28T12:00:00Z'), at('2026-03-30T12:00:00Z'), T1)],
      startOfLocalDay('2026-03-28', zone),
      startOfLocalDay('2026-03-31', zone),
      zone,
      FAR_FUTURE,
    );
    expect(spring.buckets.map((b) => [b.key, b.totalNs])).toEqual([
      ['2026-03-28', 11n * HOUR], // 13:00 .. 24:00 local (+01:00)
      ['2026-03-29', 23n * HOUR],
      ['2026-03-30', 14n * HOUR], // 00:00 .. 14:00 local (+02:00)
    ]);
    expect(spring.totalNs).toBe(48n * HOUR);

    const fall = computePeriodReport(
      'daily',
      [act(A(2), startOfLocalDay('2026-10-25', zone), startOfLocalDay('2026-10-26', zone))],
      startOfLocalDay('2026-10-24', zone),
      startOfLocalDay('2026-10-27', zone),
      zone,
      FAR_FUTURE,
    );
    expect(fall.buckets.map((b) => [b.key, b.totalNs, b.tasks])).toEqual([
      ['2026-10-24', 0n, []],
      ['2026-10-25', 25n * HOUR, [{ taskId: null, totalNs: 25n * HOUR }]],
      ['2026-10-26', 0n, []],
    ]);
  });

  it('clips to [from, to), keeps nanoseconds, and lists every day including empty ones', () => {
    const from = at('2026-05-04T10:00:00.000000001Z');
    const to = at('2026-05-07T00:00:00Z');
    const r = computePeriodReport(
      'daily',
      [
        act(A(1), at('2026-05-01T00:00:00Z'), at('2026-05-04T12:00:00Z'), T1), // clipped at from
        act(A(2), at('2026-05-06T20:00:00Z'), at('2026-05-08T00:00:00Z'), T2), // clipped at to
      ],
      from,
      to,
      'UTC',
      FAR_FUTURE,
    );
    expect(r.intervals).toEqual([
      {
        activityId: A(1),
        taskId: T1,
        projectId: null,
        billable: false,
        startNs: from,
        endNs: at('2026-05-04T12:00:00Z'),
        durationNs: 2n * HOUR - 1n,
      },
      {
        activityId: A(2),
        taskId: T2,
        projectId: null,
        billable: false,
        startNs: at('2026-05-06T20:00:00Z'),
        endNs: to,
        durationNs: 4n * HOUR,
      },
    ]);
    expect(r.buckets.map((b) => [b.key, b.totalNs])).toEqual([
      ['2026-05-04', 2n * HOUR - 1n],
      ['2026-05-05', 0n],
      ['2026-05-06', 4n * HOUR],
    ]);
    expect(r.totalNs).toBe(6n * HOUR - 1n);
    expect(r.openIncluded).toBe(false);
  });

  it('counts overlapping activities both (recorded durations, not the union)', () => {
    const r = computePeriodReport(
      'daily',
      [
        act(A(1), at('2026-05-04T08:00:00Z'), at('2026-05-04T10:00:00Z'), T1),
        act(A(2), at('2026-05-04T09:00:00Z'), at('2026-05-04T11:00:00Z'), T1),
      ],
      at('2026-05-04T00:00:00Z'),
      at('2026-05-05T00:00:00Z'),
      'UTC',
      FAR_FUTURE,
    );
    expect(r.totalNs).toBe(4n * HOUR);
    expect(r.tasks).toEqual([{ taskId: T1, totalNs: 4n * HOUR }]);
  });

  it('orders intervals by clipped start then activity ID, and task totals null first then by ID', () => {
    const from = at('2026-05-04T00:00:00Z');
    const r = computePeriodReport(
      'daily',
      [
        act(A(9), at('2026-05-04T05:00:00Z'), at('2026-05-04T06:00:00Z'), T2),
        act(A(3), at('2026-05-03T05:00:00Z'), at('2026-05-04T01:00:00Z'), T1), // clipped to from
        act(A(2), at('2026-05-03T23:00:00Z'), at('2026-05-04T01:00:00Z'), null), // clipped to from
        act(A(1), at('2026-05-04T05:00:00Z'), at('2026-05-04T07:00:00Z'), T1),
      ],
      from,
      at('2026-05-05T00:00:00Z'),
      'UTC',
      FAR_FUTURE,
    );
    expect(r.intervals.map((i) => i.activityId)).toEqual([A(2), A(3), A(1), A(9)]);
    expect(r.tasks.map((t) => t.taskId)).toEqual([null, T1, T2]);
    expect(r.buckets[0].tasks.map((t) => [t.taskId, t.totalNs])).toEqual([
      [null, HOUR],
      [T1, 3n * HOUR],
      [T2, HOUR],
    ]);
  });

  it('counts an open activity up to now, clipped to to; leaves out open activities with nothing to count', () => {
    const from = at('2026-05-04T00:00:00Z');
    const to = at('2026-05-05T00:00:00Z');
    const open = act(A(1), at('2026-05-04T08:00:00Z'), null, T1);
    const running = computePeriodReport('daily', [open], from, to, 'UTC', at('2026-05-04T09:30:00.000000007Z'));
    expect(running.openIncluded).toBe(true);
    expect(running.intervals[0].endNs).toBe(at('2026-05-04T09:30:00.000000007Z'));
    expect(running.totalNs).toBe(90n * MIN + 7n);

    const pastTo = computePeriodReport('daily', [open], from, to, 'UTC', at('2026-05-06T00:00:00Z'));
    expect(pastTo.openIncluded).toBe(true);
    expect(pastTo.intervals[0].endNs).toBe(to);
    expect(pastTo.totalNs).toBe(16n * HOUR);

    // now has not reached from: the open activity has no time in the range
    const future = computePeriodReport('daily', [act(A(2), at('2026-05-03T08:00:00Z'), null)], from, to, 'UTC', at('2026-05-03T09:00:00Z'));
    expect(future.openIncluded).toBe(false);
    expect(future.intervals).toEqual([]);
    expect(future.totalNs).toBe(0n);
    // started exactly now: zero length so far
    const justStarted = computePeriodReport('daily', [open], from, to, 'UTC', open.startNs);
    expect(justStarted.openIncluded).toBe(false);
    expect(justStarted.intervals).toEqual([]);
  });

  it('an empty range of activities gives PT0S everywhere', () => {
    const r = computePeriodReport('daily', [], at('2026-05-04T00:00:00Z'), at('2026-05-06T00:00:00Z'), 'UTC', FAR_FUTURE);
    expect(r).toEqual({
      totalNs: 0n,
      intervals: [],
      tasks: [],
      openIncluded: false,
      buckets: [
        { key: '2026-05-04', totalNs: 0n, tasks: [] },
        { key: '2026-05-05', totalNs: 0n, tasks: [] },
      ],
    });
  });

  it('refuses an inverted range and buckets that do not cover the range', () => {
    const from = at('2026-05-04T00:00:00Z');
    expect(() =>
      computeReport({ activities: [], fromNs: from, toNs: from, nowNs: 0n, buckets: dayBuckets(from, from + DAY, 'UTC') }),
    ).toThrow(RangeError);
    expect(() =>
      computeReport({ activities: [], fromNs: from, toNs: from + 2n * DAY, nowNs: 0n, buckets: dayBuckets(from, from + DAY, 'UTC') }),
    ).toThrow(RangeError);
  });
});

describe('computeReport (weekly)', () => {
  it('weeks start Monday 00:00 local; the DST week in Berlin is 167 hours', () => {
    const zone = 'Europe/Berlin';
    const from = startOfLocalDay('2026-03-25', zone); // a Wednesday
    const to = startOfLocalDay('2026-04-01', zone);
    const r = computePeriodReport(
      'weekly',
      [act(A(1), startOfLocalDay('2026-03-23', zone), startOfLocalDay('2026-03-30', zone), T1)],
      from,
      to,
      zone,
      FAR_FUTURE,
    );
    expect(r.buckets.map((b) => b.key)).toEqual(['2026-03-23', '2026-03-30']);
    // clipped at from (Wednesday 00:00): Wed..Sun with the 23-hour Sunday
    expect(r.buckets[0].totalNs).toBe(4n * DAY + 23n * HOUR);
    expect(r.buckets[1].totalNs).toBe(0n);
    expect(weekBuckets(startOfLocalDay('2026-03-23', zone), startOfLocalDay('2026-03-30', zone), zone).map((w) => w.end - w.start)).toEqual(
      [167n * HOUR],
    );
  });
});

describe('reportRangeProblem', () => {
  const from = at('2026-01-01T00:00:00Z');
  it('requires to strictly after from', () => {
    expect(reportRangeProblem(from, from, 'daily')).toMatch(/strictly after/);
    expect(reportRangeProblem(from, from - 1n, 'weekly')).toMatch(/strictly after/);
    expect(reportRangeProblem(from, from + 1n, 'daily')).toBeNull();
  });
  it('limits daily reports to 732 days and weekly ones to 3660 days of elapsed time', () => {
    expect(MAX_RANGE_DAYS).toEqual({ daily: 732, weekly: 3660 });
    expect(reportRangeProblem(from, from + 732n * DAY, 'daily')).toBeNull();
    expect(reportRangeProblem(from, from + 732n * DAY + 1n, 'daily')).toMatch(/at most 732 days/);
    expect(reportRangeProblem(from, from + 3660n * DAY, 'weekly')).toBeNull();
    expect(reportRangeProblem(from, from + 3660n * DAY + 1n, 'weekly')).toMatch(/at most 3660 days/);
  });
});

describe('compareTaskIds', () => {
  it('puts null first, then IDs ascending', () => {
    expect([T2, null, T1].sort(compareTaskIds)).toEqual([null, T1, T2]);
    expect(compareTaskIds(null, null)).toBe(0);
  });
});

// ---------------------------------------------------------------- properties

const BASE = at('2026-01-01T00:00:00Z');
const SPAN = 400n * DAY; // 2026 and early 2027: both DST changes of every zone

/** Instants uniform over the span, or close to a local midnight of the zone (the interesting places). */
function instant(zone: string): fc.Arbitrary<bigint> {
  const uniform = fc.bigInt({ min: BASE, max: BASE + SPAN });
  const nearMidnight = fc
    .tuple(fc.integer({ min: 0, max: 400 }), fc.bigInt({ min: -2n * HOUR, max: 2n * HOUR }), fc.constantFrom(0n, 1n, -1n))
    .map(([day, offset, nudge]) => startOfLocalDay(addDays('2026-01-01', day), zone) + (nudge === 0n ? offset : nudge));
  return fc.oneof(uniform, nearMidnight);
}

const taskId = fc.constantFrom<string | null>(null, T1, T2, '00000000-0000-7000-8000-00000000000a');

interface Scenario {
  zone: string;
  from: bigint;
  to: bigint;
  now: bigint;
  activities: ActivitySlice[];
}

function scenario(zone: string): fc.Arbitrary<Scenario> {
  const length = fc.oneof(
    fc.bigInt({ min: 1n, max: 40n * DAY }),
    fc.integer({ min: 1, max: 40 }).map((d) => BigInt(d) * DAY),
  );
  const activity = fc.record({
    start: instant(zone),
    length: fc.oneof(
      fc.bigInt({ min: 0n, max: 3n * DAY }),
      fc.integer({ min: 1, max: 72 }).map((h) => BigInt(h) * HOUR),
    ),
    open: fc.boolean(),
    task: taskId,
    project: fc.constantFrom<string | null>(null, '00000000-0000-7000-8000-0000000000ff'),
  });
  return fc
    .record({ from: instant(zone), length, now: instant(zone), activities: fc.array(activity, { maxLength: 25 }) })
    .map(({ from, length, now, activities }) => ({
      zone,
      from,
      to: from + length,
      now,
      activities: activities.map((a, i) => act(A(i), a.start, a.open ? null : a.start + a.length, a.task, a.project)),
    }));
}

function sum(values: bigint[]): bigint {
  return values.reduce((a, b) => a + b, 0n);
}

/** Independent oracle: each clipped interval split with splitAtLocalDays, summed per local date. */
function oracleDays(s: Scenario): Map<string, bigint> {
  const byDate = new Map<string, bigint>();
  for (const a of s.activities) {
    const start = a.startNs > s.from ? a.startNs : s.from;
    const endRaw = a.endNs ?? s.now;
    const end = endRaw < s.to ? endRaw : s.to;
    if (end <= start) continue;
    for (const part of splitAtLocalDays(start, end, s.zone)) byDate.set(part.date, (byDate.get(part.date) ?? 0n) + (part.end - part.start));
  }
  return byDate;
}

function checkSums(r: ComputedReport): void {
  const intervalSum = sum(r.intervals.map((i) => i.durationNs));
  expect(sum(r.buckets.map((b) => b.totalNs))).toBe(r.totalNs);
  expect(sum(r.tasks.map((t) => t.totalNs))).toBe(r.totalNs);
  expect(intervalSum).toBe(r.totalNs);
  for (const b of r.buckets) expect(sum(b.tasks.map((t) => t.totalNs))).toBe(b.totalNs);
  for (const i of r.intervals) {
    expect(i.endNs - i.startNs).toBe(i.durationNs);
    expect(i.durationNs > 0n).toBe(true);
  }
  for (let k = 1; k < r.intervals.length; k++) {
    const [p, q] = [r.intervals[k - 1], r.intervals[k]];
    expect(p.startNs < q.startNs || (p.startNs === q.startNs && p.activityId < q.activityId)).toBe(true);
  }
  const ids = r.tasks.map((t) => t.taskId);
  expect([...ids].sort(compareTaskIds)).toEqual(ids);
}

describe.each(ZONES)('report properties in %s', (zone) => {
  it('days: sum of days = total = sum of tasks = sum of intervals, to the nanosecond; per day as splitAtLocalDays says', () => {
    fc.assert(
      fc.property(scenario(zone), (s) => {
        const r = computePeriodReport('daily', s.activities, s.from, s.to, zone, s.now);
        checkSums(r);
        // every local date of the range, in order, each once
        expect(r.buckets[0].key).toBe(localDateOf(s.from, zone));
        expect(r.buckets[r.buckets.length - 1].key).toBe(localDateOf(s.to - 1n, zone));
        for (let k = 1; k < r.buckets.length; k++) expect(r.buckets[k].key).toBe(addDays(r.buckets[k - 1].key, 1));
        const oracle = oracleDays(s);
        for (const b of r.buckets) expect(b.totalNs).toBe(oracle.get(b.key) ?? 0n);
        expect(sum([...oracle.values()])).toBe(r.totalNs);
        expect(r.openIncluded).toBe(r.intervals.some((i) => s.activities.find((a) => a.id === i.activityId)!.endNs === null));
      }),
      { numRuns: 150 },
    );
  });

  it('weeks: the same sums, and each week is the sum of its days (Monday-based)', () => {
    fc.assert(
      fc.property(scenario(zone), (s) => {
        const weekly = computePeriodReport('weekly', s.activities, s.from, s.to, zone, s.now);
        const daily = computePeriodReport('daily', s.activities, s.from, s.to, zone, s.now);
        checkSums(weekly);
        expect(weekly.totalNs).toBe(daily.totalNs);
        expect(weekly.tasks).toEqual(daily.tasks);
        expect(weekly.intervals).toEqual(daily.intervals);
        const byWeek = new Map<string, bigint>();
        for (const d of daily.buckets) byWeek.set(mondayOf(d.key), (byWeek.get(mondayOf(d.key)) ?? 0n) + d.totalNs);
        expect(weekly.buckets.map((w) => [w.key, w.totalNs])).toEqual([...byWeek.entries()]);
      }),
      { numRuns: 100 },
    );
  });

  it('an activity covering whole local days counts each day at its real length (23 h / 25 h / 23.5 h / 24.5 h)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 390 }), fc.integer({ min: 1, max: 10 }), (first, count) => {
        const firstDate = addDays('2026-01-01', first);
        const start = startOfLocalDay(firstDate, zone);
        const end = startOfLocalDay(addDays(firstDate, count), zone);
        const r = computePeriodReport('daily', [act(A(1), start, end, T1)], start, end, zone, FAR_FUTURE);
        expect(r.buckets.length).toBe(count);
        for (const b of r.buckets) expect(b.totalNs).toBe(startOfLocalDay(addDays(b.key, 1), zone) - startOfLocalDay(b.key, zone));
        expect(r.totalNs).toBe(end - start);
      }),
      { numRuns: 100 },
    );
  });
});

describe('real DST days per zone', () => {
  it.each([
    ['Europe/Berlin', '2026-03-29', 23n * HOUR],
    ['Europe/Berlin', '2026-10-25', 25n * HOUR],
    ['America/New_York', '2026-03-08', 23n * HOUR],
    ['America/New_York', '2026-11-01', 25n * HOUR],
    ['Australia/Lord_Howe', '2026-04-05', 24n * HOUR + 30n * MIN],
    ['Australia/Lord_Howe', '2026-10-04', 23n * HOUR + 30n * MIN],
    ['Asia/Kathmandu', '2026-03-29', 24n * HOUR],
  ])('%s %s is counted as its real length', (zone, date, length) => {
    const start = startOfLocalDay(addDays(date, -1), zone) + HOUR;
    const end = startOfLocalDay(addDays(date, 2), zone) - HOUR;
    const r = computePeriodReport(
      'daily',
      [act(A(1), start, end)],
      startOfLocalDay(addDays(date, -1), zone),
      startOfLocalDay(addDays(date, 2), zone),
      zone,
      FAR_FUTURE,
    );
    expect(r.buckets.find((b) => b.key === date)!.totalNs).toBe(length);
    expect(r.totalNs).toBe(end - start);
  });
});
