import fc from 'fast-check';
import { startOfLocalDay } from '../common/time/local-days';
import { divideHalfEven, formatAmount, formatRate, isCurrency, lineAmount, minorDigits, parseRate } from '../rates/money';
import {
  Billing,
  Pricer,
  PricingData,
  StoredRate,
  billingFields,
  computeReportBilling,
  computeTotalBilling,
  makePriceSteps,
  makePricer,
} from './billing';
import { ActivitySlice, clipActivities, dayBuckets, weekBuckets } from './report-computation';
import { GROUP_DIMENSIONS, GroupDimension, SummaryInterval, computeSummary } from './report-parts';
import { NO_ROUNDING, ROUNDING_MODES, Rounding } from './report-time';

const MIN = 60_000_000_000n;
const HOUR = 60n * MIN;
const DAY = 24n * HOUR;
const TASKS = [null, 't1', 't2', 't3'];
const PROJECTS = [null, 'p1', 'p2'];
const CURRENCIES = ['EUR', 'JPY', 'BHD'];

describe('money', () => {
  it('parses hourly rates exactly and writes them canonically', () => {
    expect(parseRate('80')).toBe(800000n);
    expect(parseRate('80.5000')).toBe(805000n);
    expect(formatRate(parseRate('80.5000')!)).toBe('80.5');
    expect(formatRate(parseRate('0080.00')!)).toBe('80');
    expect(formatRate(parseRate('0.0001')!)).toBe('0.0001');
    expect(formatRate(parseRate('999999999.9999')!)).toBe('999999999.9999');
    for (const bad of ['1e3', '-1', '+1', '1.', '.5', '1.23456', '1000000000', '', ' 1', '1 ', '١', 80, null])
      expect(parseRate(bad)).toBeNull();
  });

  it('knows currencies and their minor units as Intl does', () => {
    expect([minorDigits('EUR'), minorDigits('JPY'), minorDigits('BHD')]).toEqual([2, 0, 3]);
    expect(isCurrency('EUR')).toBe(true);
    expect(isCurrency('eur')).toBe(false);
    expect(isCurrency('XYZ')).toBe(false);
  });

  it('rounds half to even, once', () => {
    expect([5n, 15n, 25n, 35n, 14n, 16n].map((n) => divideHalfEven(n, 10n))).toEqual([0n, 2n, 2n, 4n, 1n, 2n]);
    // 30 minutes at 0.03 EUR = 0.015 → 0.02; at 0.01 EUR = 0.005 → 0.00
    expect(lineAmount(30n * MIN, parseRate('0.03')!, 2)).toBe(2n);
    expect(lineAmount(30n * MIN, parseRate('0.01')!, 2)).toBe(0n);
    expect(lineAmount(30n * MIN, parseRate('3')!, 0)).toBe(2n);
    expect(lineAmount(30n * MIN, parseRate('1')!, 0)).toBe(0n);
    expect(lineAmount(30n * MIN, parseRate('0.003')!, 3)).toBe(2n);
    // one nanosecond over a half rounds up
    expect(lineAmount(30n * MIN + 1n, parseRate('0.01')!, 2)).toBe(1n);
    expect([formatAmount(123450n, 2), formatAmount(5n, 3), formatAmount(7n, 0), formatAmount(0n, 2)]).toEqual([
      '1234.50',
      '0.005',
      '7',
      '0.00',
    ]);
  });

  it('property: a Billing sums lines of interleaved currencies per currency, unpriced time apart', () => {
    const line = fc.record({
      ns: fc.bigInt({ min: 0n, max: DAY }),
      currency: fc.constantFrom(null, ...CURRENCIES),
      minor: fc.bigInt({ min: 0n, max: 10n ** 12n }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), (lines) => {
        const b = new Billing();
        const expected = new Map<string, bigint>();
        for (const { ns, currency, minor } of lines) {
          b.add(ns, currency === null ? null : { currency, rate: 1n, digits: minorDigits(currency), factor: 1n }, minor);
          if (currency !== null) expected.set(currency, (expected.get(currency) ?? 0n) + minor);
        }
        expect(new Map([...b.amounts].map(([c, a]) => [c, a.minor]))).toEqual(expected);
        expect(b.billableNs).toBe(lines.reduce((sum, l) => sum + l.ns, 0n));
        expect(b.unpricedNs).toBe(lines.reduce((sum, l) => sum + (l.currency === null ? l.ns : 0n), 0n));
      }),
    );
  });

  it('property: the amount is the exact product rounded to the nearest minor unit', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 400n * DAY }),
        fc.bigInt({ min: 0n, max: 9_999_999_999_999n }),
        fc.constantFrom(0, 2, 3),
        (ns, rate, digits) => {
          const amount = lineAmount(ns, rate, digits);
          // |amount - exact| <= 1/2 minor unit, compared in integers: 2 * |amount * D - N| <= D
          const n = ns * rate * 10n ** BigInt(digits);
          const d = HOUR * 10_000n;
          const diff = amount * d - n;
          expect(2n * (diff < 0n ? -diff : diff) <= d).toBe(true);
        },
      ),
    );
  });
});

const scenario = fc.record({
  zone: fc.constantFrom('Europe/Berlin', 'America/New_York', 'UTC'),
  rounding: fc.oneof(
    fc.constant(NO_ROUNDING),
    fc.record({
      mode: fc.constantFrom(...ROUNDING_MODES.filter((m) => m !== 'none')),
      stepNs: fc.integer({ min: 1, max: 90 }).map((m) => BigInt(m) * MIN),
    }) as fc.Arbitrary<Rounding>,
  ),
  activities: fc.array(
    fc.record({
      startOffset: fc.bigInt({ min: -2n * DAY, max: 30n * DAY }),
      length: fc.bigInt({ min: 1n, max: 40n * HOUR }),
      task: fc.constantFrom(...TASKS),
      project: fc.constantFrom(...PROJECTS),
      billable: fc.boolean(),
      labels: fc.subarray(['l1', 'l2']),
    }),
    { maxLength: 20 },
  ),
  rates: fc.uniqueArray(
    fc.record({
      scope: fc.constantFrom('default', 'c1', 'p1', 'p2', 't1', 't2', 't3'),
      from: fc.option(fc.bigInt({ min: -3n * DAY, max: 31n * DAY }), { nil: null }),
      rate: fc.bigInt({ min: 0n, max: 5_000_000n }),
      currency: fc.constantFrom(...CURRENCIES),
    }),
    { maxLength: 8, selector: (r) => `${r.scope} ${r.from}` },
  ),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

const FROM_DATE = '2026-10-12';
const TO_DATE = '2026-11-09';

/** t3 is a subtask of t1; t1 is in p1, t2 in p2; p1 belongs to c1. */
const PLACES: PricingData['tasks'] = new Map([
  ['t1', { parentTaskId: null, projectId: 'p1' }],
  ['t2', { parentTaskId: null, projectId: 'p2' }],
  ['t3', { parentTaskId: 't1', projectId: 'p1' }],
]);
const CLIENTS = new Map([
  ['p1', 'c1'],
  ['p2', null],
]);

function setUp(s: Scenario) {
  const fromNs = startOfLocalDay(FROM_DATE, s.zone);
  const toNs = startOfLocalDay(TO_DATE, s.zone);
  const nowNs = fromNs + 40n * DAY;
  const activities: Array<ActivitySlice & { labelIds: string[] }> = s.activities.map((a, i) => ({
    id: `a${String(i).padStart(3, '0')}`,
    taskId: a.task,
    projectId: a.project,
    billable: a.billable,
    labelIds: a.labels,
    startNs: fromNs + a.startOffset,
    endNs: fromNs + a.startOffset + a.length,
  }));
  const rates: StoredRate[] = s.rates.map((r) => ({
    clientId: r.scope === 'c1' ? 'c1' : null,
    projectId: r.scope.startsWith('p') ? r.scope : null,
    taskId: r.scope.startsWith('t') ? r.scope : null,
    hourlyRate: formatRate(r.rate),
    currency: r.currency,
    effectiveFromNs: r.from === null ? null : fromNs + r.from,
  }));
  return { fromNs, toNs, nowNs, activities, rates };
}

const wire = (b: Billing | null | undefined) => billingFields(b);

/** Adds billing figures as the wire shows them: durations as ns, amounts per currency as minor units. */
function plus(a: Map<string, bigint>, b: Billing | null | undefined): Map<string, bigint> {
  const out = new Map(a);
  if (!b) return out;
  // Durations only when non-zero (an empty figure and a missing one read the same on the wire).
  if (b.billableNs !== 0n) out.set('billable', (out.get('billable') ?? 0n) + b.billableNs);
  if (b.unpricedNs !== 0n) out.set('unpriced', (out.get('unpriced') ?? 0n) + b.unpricedNs);
  for (const [currency, { minor }] of b.amounts) out.set(currency, (out.get(currency) ?? 0n) + minor);
  return out;
}
const asMap = (b: Billing | null | undefined) => plus(new Map(), b);
const total = (bs: Array<Billing | null | undefined>) => bs.reduce((acc, b) => plus(acc, b), new Map<string, bigint>());

describe('report billing', () => {
  it('property: the rows of every grouping add up to the total, per currency, and every figure has exactly the minor digits', () => {
    fc.assert(
      fc.property(
        scenario,
        fc.constantFrom(...GROUP_DIMENSIONS.filter((d) => d !== 'label')),
        fc.constantFrom<GroupDimension | null>(null, 'project', 'task', 'day', 'week', 'client'),
        (s, groupBy, subgroupBy) => {
          const { fromNs, toNs, nowNs, activities, rates } = setUp(s);
          const pricer = makePricer({ rates, tasks: PLACES, projectClients: CLIENTS });
          const days = dayBuckets(fromNs, toNs, s.zone);
          const weeks = weekBuckets(fromNs, toNs, s.zone);
          const { intervals } = clipActivities(activities, fromNs, toNs, nowNs);
          const daily = computeReportBilling(intervals, days, days, 'daily', s.rounding, pricer);
          const weekly = computeReportBilling(intervals, days, weeks, 'weekly', s.rounding, pricer);
          expect(total(daily.buckets)).toEqual(asMap(daily.total));
          expect(total([...daily.tasks.values()])).toEqual(asMap(daily.total));
          daily.buckets.forEach((b, i) => expect(total([...daily.bucketTasks[i].values()])).toEqual(asMap(b)));
          expect(total(weekly.buckets)).toEqual(asMap(daily.total));
          expect(asMap(weekly.total)).toEqual(asMap(daily.total));
          // the total alone (a daily download's lines) is the same object, figure for figure
          expect(computeTotalBilling(intervals, days, s.rounding, pricer)).toEqual(daily.total);
          // a week's days added up (addAll, what the PDF's week sheets do with a daily report) are the weekly report's week, per task too
          weeks.forEach((week, w) => {
            const merged = new Billing();
            const tasks = new Map<string | null, Billing>();
            days.forEach((day, d) => {
              if (day.start < week.start || day.start >= week.end) return;
              merged.addAll(daily.buckets[d]);
              for (const [taskId, b] of daily.bucketTasks[d]) {
                if (!tasks.has(taskId)) tasks.set(taskId, new Billing());
                tasks.get(taskId)!.addAll(b);
              }
            });
            expect(asMap(merged)).toEqual(asMap(weekly.buckets[w]));
            expect(new Map([...tasks].map(([t, b]) => [t, asMap(b)]))).toEqual(
              new Map([...weekly.bucketTasks[w]].map(([t, b]) => [t, asMap(b)])),
            );
          });

          const summaryIntervals: SummaryInterval[] = intervals.map((i) => {
            const a = activities.find((x) => x.id === i.activityId)!;
            const effectiveProjectId = a.projectId ?? (a.taskId === null ? null : PLACES.get(a.taskId)!.projectId);
            return {
              ...i,
              effectiveProjectId,
              clientId: effectiveProjectId === null ? null : (CLIENTS.get(effectiveProjectId) ?? null),
              labelIds: a.labelIds,
            };
          });
          const sub = subgroupBy === groupBy ? null : subgroupBy;
          const summary = computeSummary(summaryIntervals, false, days, groupBy, sub, s.rounding, pricer);
          expect(asMap(summary.billing)).toEqual(asMap(daily.total));
          expect(total(summary.groups.map((g) => g.billing))).toEqual(asMap(summary.billing));
          for (const g of summary.groups) if (g.subgroups) expect(total(g.subgroups.map((x) => x.billing))).toEqual(asMap(g.billing));

          for (const fields of [wire(daily.total), ...daily.buckets.map(wire)]) {
            for (const a of fields.amounts) {
              const digits = minorDigits(a.currency);
              expect(a.amount).toMatch(digits === 0 ? /^\d+$/ : new RegExp(`^\\d+\\.\\d{${digits}}$`));
            }
            expect(fields.amounts.map((a) => a.currency)).toEqual([...fields.amounts.map((a) => a.currency)].sort());
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('property: a rate added with a later effectiveFrom changes no line that starts earlier', () => {
    fc.assert(
      fc.property(
        scenario,
        fc.record({
          scope: fc.constantFrom('default', 'c1', 'p1', 'p2', 't1', 't2', 't3'),
          at: fc.bigInt({ min: 0n, max: 28n * DAY }),
          rate: fc.bigInt({ min: 0n, max: 5_000_000n }),
          currency: fc.constantFrom(...CURRENCIES),
        }),
        (s, added) => {
          const { fromNs, toNs, nowNs, activities, rates } = setUp(s);
          const atNs = fromNs + added.at;
          // Every existing rate of that scope is earlier (or since always), so the new one is the later one.
          const earlier = rates.filter((r) => {
            const scope = r.taskId ?? r.projectId ?? r.clientId ?? 'default';
            return scope !== added.scope || (r.effectiveFromNs !== null && r.effectiveFromNs < atNs);
          });
          const later: StoredRate = {
            clientId: added.scope === 'c1' ? 'c1' : null,
            projectId: added.scope.startsWith('p') ? added.scope : null,
            taskId: added.scope.startsWith('t') ? added.scope : null,
            hourlyRate: formatRate(added.rate),
            currency: added.currency,
            effectiveFromNs: atNs,
          };
          const before = makePricer({ rates: earlier, tasks: PLACES, projectClients: CLIENTS });
          const after = makePricer({ rates: [...earlier, later], tasks: PLACES, projectClients: CLIENTS });
          const days = dayBuckets(fromNs, toNs, s.zone);
          const { intervals } = clipActivities(activities, fromNs, toNs, nowNs);
          const a = computeReportBilling(intervals, days, days, 'daily', s.rounding, before);
          const b = computeReportBilling(intervals, days, days, 'daily', s.rounding, after);
          // Days that end by the new rate's instant hold only lines that start before it.
          days.forEach((day, i) => {
            if (day.end <= atNs) expect(asMap(b.buckets[i])).toEqual(asMap(a.buckets[i]));
          });
          for (const i of intervals) {
            for (let t = i.startNs; t < i.endNs && t < atNs; t += 7n * HOUR) expect(after(i, t)).toEqual(before(i, t));
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('price steps (makePriceSteps)', () => {
  it('property: each step holds what the pricer answers at every instant until the next step', () => {
    const sameAs = (a: ReturnType<Pricer>, b: ReturnType<Pricer>) =>
      a === null || b === null ? a === b : a.currency === b.currency && a.rate === b.rate;
    fc.assert(
      fc.property(scenario, fc.array(fc.bigInt({ min: -4n * DAY, max: 32n * DAY }), { maxLength: 30 }), (s, probes) => {
        const { fromNs, toNs, rates } = setUp(s);
        const data: PricingData = { rates, tasks: PLACES, projectClients: CLIENTS };
        const pricer = makePricer(data);
        const { steps: stepsOf, pricer: samePricer } = makePriceSteps(data, fromNs, toNs);
        for (const taskId of TASKS)
          for (const projectId of PROJECTS) {
            const pair = { taskId, projectId };
            const steps = stepsOf(pair);
            expect(steps[0][0]).toBe(fromNs);
            for (let k = 0; k < steps.length; k++) {
              const end = k + 1 < steps.length ? steps[k + 1][0] : toNs;
              expect(steps[k][0] < end).toBe(true);
              // At its start and its last instant, and at the probes within it.
              for (const t of [steps[k][0], end - 1n, ...probes.map((p) => fromNs + p).filter((t) => t >= steps[k][0] && t < end)])
                expect([sameAs(steps[k][1], pricer(pair, t)), samePricer(pair, t)]).toEqual([true, pricer(pair, t)]);
            }
          }
      }),
      { numRuns: 300 },
    );
  });
});
