import { parseInstant } from '../common/time/instant';
import { toDailyReportResponse, toWeeklyReportResponse } from './report.mapper';
import { computePeriodReport } from './report-computation';

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
        total: 'PT1H0M0.5S',
        billable: 'PT0S',
        unpriced: 'PT0S',
        amounts: [],
        tasks: [{ taskId: null, total: 'PT1H0M0.5S', billable: 'PT0S', unpriced: 'PT0S', amounts: [] }],
      },
    ]);
    expect(body.tasks).toEqual([{ taskId: null, total: 'PT1H0M0.5S', billable: 'PT0S', unpriced: 'PT0S', amounts: [] }]);
  });
});
