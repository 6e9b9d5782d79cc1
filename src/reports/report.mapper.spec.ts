import fc from 'fast-check';
import { parseInstant } from '../common/time/instant';
import { StoredRate, computeReportBilling, makePricer } from './billing';
import { toDailyReportResponse, toWeeklyReportResponse, writeDailyReportJson, writeWeeklyReportJson } from './report.mapper';
import { computePeriodReport, computeReport, dayBuckets, weekBuckets } from './report-computation';
import { NO_ROUNDING } from './report-time';

const at = (text: string) => parseInstant(text)!;
const T1 = '00000000-0000-7000-8000-000000000001';
const P1 = '00000000-0000-7000-8000-0000000000ff';
const ID = '00000000-0000-7000-8000-000000000101';

describe('report mappers', () => {
  const from = at('2026-05-04T00:00:00Z');
  const to = at('2026-05-06T00:00:00Z');

  it('formats instants and ISO durations with nanoseconds, in a fixed property order, without generatedAt when closed', () => {
    const closed = [
      { id: ID, taskId: T1, projectId: P1, startNs: at('2026-05-04T01:00:00Z'), endNs: at('2026-05-05T08:30:00.000000001Z') },
    ];
    const report = computePeriodReport('daily', closed, from, to, 'UTC', at('2026-06-01T00:00:00Z'));
    const body = toDailyReportResponse(report, { zoneId: 'UTC', fromNs: from, toNs: to, revision: 7, nowNs: at('2026-06-01T00:00:00Z') });
    expect(Object.keys(body)).toEqual([
      'zoneId',
      'from',
      'to',
      'revision',
      'total',
      'billable',
      'unpriced',
      'amounts',
      'intervals',
      'days',
      'tasks',
    ]);
    expect('generatedAt' in body).toBe(false);
    expect(body).toEqual({
      zoneId: 'UTC',
      from: '2026-05-04T00:00:00Z',
      to: '2026-05-06T00:00:00Z',
      revision: 7,
      total: 'PT31H30M0.000000001S',
      billable: 'PT0S',
      unpriced: 'PT0S',
      amounts: [],
      intervals: [
        {
          activityId: ID,
          taskId: T1,
          projectId: P1,
          start: '2026-05-04T01:00:00Z',
          end: '2026-05-05T08:30:00.000000001Z',
          duration: 'PT31H30M0.000000001S',
          billable: false,
        },
      ],
      days: [
        {
          date: '2026-05-04',
          total: 'PT23H',
          billable: 'PT0S',
          unpriced: 'PT0S',
          amounts: [],
          tasks: [{ taskId: T1, total: 'PT23H', billable: 'PT0S', unpriced: 'PT0S', amounts: [] }],
        },
        {
          date: '2026-05-05',
          total: 'PT8H30M0.000000001S',
          billable: 'PT0S',
          unpriced: 'PT0S',
          amounts: [],
          tasks: [{ taskId: T1, total: 'PT8H30M0.000000001S', billable: 'PT0S', unpriced: 'PT0S', amounts: [] }],
        },
      ],
      tasks: [{ taskId: T1, total: 'PT31H30M0.000000001S', billable: 'PT0S', unpriced: 'PT0S', amounts: [] }],
    });
  });

  it('adds generatedAt right after revision when an open activity is counted; weekly has weeks', () => {
    const now = at('2026-05-04T02:00:00.5Z');
    const open = [{ id: ID, taskId: null, projectId: null, startNs: at('2026-05-04T01:00:00Z'), endNs: null }];
    const body = toWeeklyReportResponse(computePeriodReport('weekly', open, from, to, 'UTC', now), {
      zoneId: 'UTC',
      fromNs: from,
      toNs: to,
      revision: 0,
      nowNs: now,
    });
    expect(Object.keys(body)).toEqual([
      'zoneId',
      'from',
      'to',
      'revision',
      'generatedAt',
      'total',
      'billable',
      'unpriced',
      'amounts',
      'intervals',
      'weeks',
      'tasks',
    ]);
    expect(body.generatedAt).toBe('2026-05-04T02:00:00.5Z');
    expect(body.intervals[0].end).toBe('2026-05-04T02:00:00.5Z');
    expect(body.weeks).toEqual([
      {
        weekStart: '2026-05-04',
        total: 'PT1H0.5S',
        billable: 'PT0S',
        unpriced: 'PT0S',
        amounts: [],
        tasks: [{ taskId: null, total: 'PT1H0.5S', billable: 'PT0S', unpriced: 'PT0S', amounts: [] }],
      },
    ]);
    expect(body.tasks).toEqual([{ taskId: null, total: 'PT1H0.5S', billable: 'PT0S', unpriced: 'PT0S', amounts: [] }]);
  });
});

describe('report JSON written directly', () => {
  const MIN = 60_000_000_000n;
  const TASKS = [null, '00000000-0000-7000-8000-000000000001', '00000000-0000-7000-8000-000000000002'];
  const PROJECTS = [null, '00000000-0000-7000-8000-0000000000ff'];
  const rates: StoredRate[] = [
    { clientId: null, projectId: null, taskId: null, hourlyRate: '80', currency: 'EUR', effectiveFromNs: null },
    { clientId: null, projectId: null, taskId: TASKS[1], hourlyRate: '0.125', currency: 'BHD', effectiveFromNs: null },
    {
      clientId: null,
      projectId: PROJECTS[1],
      taskId: null,
      hourlyRate: '12000',
      currency: 'JPY',
      effectiveFromNs: at('2026-03-29T01:30:00Z'),
    },
  ];
  const activity = fc.record({
    startMin: fc.integer({ min: 0, max: 40 * 24 * 60 }),
    lengthNs: fc.bigInt({ min: 0n, max: 3n * 24n * 60n * MIN }),
    open: fc.boolean(),
    task: fc.integer({ min: 0, max: 2 }),
    project: fc.integer({ min: 0, max: 1 }),
    billable: fc.boolean(),
    n: fc.integer({ min: 1, max: 0xffff }),
  });

  it('is the text JSON.stringify makes of the mapped report, byte for byte (daily and weekly, with and without billing, open or not)', () => {
    fc.assert(
      fc.property(
        fc.array(activity, { maxLength: 25 }),
        fc.constantFrom('UTC', 'Europe/Berlin', 'America/St_Johns', 'Asia/Kolkata'),
        fc.boolean(),
        fc.integer({ min: 0, max: 2 ** 40 }),
        (specs, zoneId, priced, revision) => {
          const from = at('2026-03-20T00:00:00Z');
          const to = at('2026-04-20T00:00:00.5Z');
          const now = at('2026-04-10T12:00:00.000000001Z');
          const activities = specs.map((a, i) => {
            const startNs = from - 2n * 24n * 60n * MIN + BigInt(a.startMin) * MIN + BigInt(a.n);
            return {
              id: `00000000-0000-7000-8000-${(i * 0x10000 + a.n).toString(16).padStart(12, '0')}`,
              taskId: TASKS[a.task],
              projectId: PROJECTS[a.project],
              billable: a.billable,
              startNs,
              endNs: a.open && startNs < now ? null : startNs + a.lengthNs,
            };
          });
          const days = dayBuckets(from, to, zoneId);
          const weeks = weekBuckets(from, to, zoneId);
          const meta = { zoneId, fromNs: from, toNs: to, revision, nowNs: now };
          const pricer = makePricer({ rates, tasks: new Map(), projectClients: new Map() });
          for (const [period, buckets] of [
            ['daily', days],
            ['weekly', weeks],
          ] as const) {
            const report = computeReport({ activities, fromNs: from, toNs: to, nowNs: now, buckets });
            const billing = priced ? computeReportBilling(report.intervals, days, buckets, period, NO_ROUNDING, pricer) : null;
            const written = period === 'daily' ? writeDailyReportJson(report, meta, billing) : writeWeeklyReportJson(report, meta, billing);
            const mapped =
              period === 'daily' ? toDailyReportResponse(report, meta, billing) : toWeeklyReportResponse(report, meta, billing);
            expect(written.toString('utf8')).toBe(JSON.stringify(mapped));
            expect(written.equals(Buffer.from(JSON.stringify(mapped), 'utf8'))).toBe(true);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('escapes the zone ID as JSON.stringify does and writes it as UTF-8', () => {
    const from = at('2026-05-04T00:00:00Z');
    const to = at('2026-05-05T00:00:00Z');
    const report = computePeriodReport('daily', [], from, to, 'UTC', to);
    const meta = { zoneId: 'Etc/"odd"\\zone\u00e9\u2028', fromNs: from, toNs: to, revision: 1, nowNs: to };
    expect(writeDailyReportJson(report, meta).toString('utf8')).toBe(JSON.stringify(toDailyReportResponse(report, meta)));
  });
});
