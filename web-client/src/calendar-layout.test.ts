import { describe, expect, it } from 'vitest';
import {
  cellKey,
  durationNs,
  firstFreeStart,
  instantAt,
  keepLength,
  overlapColumns,
  parseDuration,
  segmentsByDay,
  sheetSums,
  shiftInstant,
} from './calendar-layout';

const week = ['2026-10-19', '2026-10-20', '2026-10-21', '2026-10-22', '2026-10-23', '2026-10-24', '2026-10-25'];

describe('calendar layout', () => {
  it('cuts a block across midnight into two pieces, one on each local day', () => {
    const [a, b] = segmentsByDay(
      [{ id: 'x', start: '2026-10-20T20:30:00Z', end: '2026-10-21T00:15:00Z' }],
      week,
      'Europe/Berlin',
      '2026-11-01T00:00:00Z',
    );
    // 22:30–02:15 in Berlin (CEST, UTC+2)
    expect(a).toMatchObject({
      date: '2026-10-20',
      startMin: 22 * 60 + 30,
      endMin: 1440,
      continuesBefore: false,
      continuesAfter: true,
      end: '2026-10-20T22:00:00Z',
    });
    expect(b).toMatchObject({
      date: '2026-10-21',
      startMin: 0,
      endMin: 2 * 60 + 15,
      continuesBefore: true,
      continuesAfter: false,
      start: '2026-10-20T22:00:00Z',
    });
  });

  it('positions by the wall clock on DST days: a 25-hour day keeps the real length in the repeated hour', () => {
    // 2026-10-25: Berlin falls back at 03:00 CEST to 02:00 CET.
    const [fall] = segmentsByDay(
      [{ id: 'x', start: '2026-10-25T00:30:00Z', end: '2026-10-25T01:15:00Z' }],
      week,
      'Europe/Berlin',
      '2026-11-01T00:00:00Z',
    );
    // 02:30 CEST to 02:15 CET: 45 real minutes drawn from 02:30.
    expect(fall).toMatchObject({ date: '2026-10-25', startMin: 150, endMin: 195 });
    const [morning] = segmentsByDay(
      [{ id: 'y', start: '2026-10-25T08:00:00Z', end: '2026-10-25T09:00:00Z' }],
      week,
      'Europe/Berlin',
      '2026-11-01T00:00:00Z',
    );
    expect(morning).toMatchObject({ startMin: 9 * 60, endMin: 10 * 60 });
    // Spring forward (2026-03-29, 02:00 → 03:00): 01:30 to 03:30 wall time is one real hour.
    const [spring] = segmentsByDay(
      [{ id: 'z', start: '2026-03-29T00:30:00Z', end: '2026-03-29T01:30:00Z' }],
      ['2026-03-29'],
      'Europe/Berlin',
      '2026-11-01T00:00:00Z',
    );
    expect(spring).toMatchObject({ startMin: 90, endMin: 210 });
  });

  it('draws a running block up to now, and one that has just started', () => {
    const [running] = segmentsByDay([{ id: 'r', start: '2026-10-22T07:00:00Z', end: null }], week, 'UTC', '2026-10-22T08:30:00Z');
    expect(running).toMatchObject({ startMin: 420, endMin: 510, end: '2026-10-22T08:30:00Z' });
    expect(segmentsByDay([{ id: 'r', start: '2026-10-22T07:00:00Z', end: null }], week, 'UTC', '2026-10-22T07:00:00Z')).toHaveLength(1);
    expect(
      segmentsByDay([{ id: 'c', start: '2026-10-22T07:00:00Z', end: '2026-10-22T07:00:00Z' }], week, 'UTC', '2026-10-22T08:00:00Z'),
    ).toHaveLength(0);
  });

  it('puts overlapping blocks side by side, per cluster', () => {
    const blocks = [
      { id: 'a', startMin: 540, endMin: 660 },
      { id: 'b', startMin: 600, endMin: 630 },
      { id: 'c', startMin: 630, endMin: 700 },
      { id: 'd', startMin: 800, endMin: 860 },
    ];
    const placed = Object.fromEntries(overlapColumns(blocks).map((p) => [p.item.id, [p.column, p.columns]]));
    expect(placed).toEqual({ a: [0, 2], b: [1, 2], c: [1, 2], d: [0, 1] });
    // Touching blocks do not overlap; a zero-length block still takes its minimum height.
    expect(
      overlapColumns([
        { startMin: 0, endMin: 60 },
        { startMin: 60, endMin: 120 },
      ]).map((p) => p.columns),
    ).toEqual([1, 1]);
    expect(
      overlapColumns(
        [
          { startMin: 60, endMin: 60 },
          { startMin: 70, endMin: 80 },
        ],
        15,
      ).map((p) => [p.column, p.columns]),
    ).toEqual([
      [0, 2],
      [1, 2],
    ]);
  });

  it('moves by local days and exact minutes, and keeps the exact length', () => {
    // Across the fall-back night: 09:00 local stays 09:00 local the next day.
    expect(shiftInstant('2026-10-24T07:00:00Z', 'Europe/Berlin', 1, 0)).toBe('2026-10-25T08:00:00Z');
    expect(shiftInstant('2026-10-24T07:00:00.000000001Z', 'Europe/Berlin', 0, -15)).toBe('2026-10-24T06:45:00.000000001Z');
    expect(keepLength('2026-10-25T08:00:00Z', '2026-10-24T07:00:00Z', '2026-10-24T08:30:00.5Z')).toBe('2026-10-25T09:30:00.5Z');
    expect(instantAt('2026-10-25', 9 * 60, 'Europe/Berlin')).toBe('2026-10-25T08:00:00Z');
    expect(instantAt('2026-10-25', 1440, 'Europe/Berlin')).toBe('2026-10-25T23:00:00Z');
    expect(instantAt('2026-03-29', 150, 'Europe/Berlin')).toBe('2026-03-29T01:30:00Z');
  });

  it('reads typed durations', () => {
    expect(parseDuration('1:30')).toBe(5400);
    expect(parseDuration('1:30:15')).toBe(5415);
    expect(parseDuration('1.5h')).toBe(5400);
    expect(parseDuration('1,5 h')).toBe(5400);
    expect(parseDuration('90m')).toBe(5400);
    expect(parseDuration('90 min')).toBe(5400);
    expect(parseDuration('1h 30m')).toBe(5400);
    expect(parseDuration('1h30m15s')).toBe(5415);
    expect(parseDuration('2')).toBe(7200);
    expect(parseDuration('0.1')).toBe(360);
    expect(parseDuration('1.333h')).toBe(4799);
    expect(parseDuration('.25h')).toBe(900);
    expect(parseDuration('')).toBeNull();
    expect(parseDuration('abc')).toBeNull();
    expect(parseDuration('1:75')).toBeNull();
    expect(parseDuration('1x')).toBeNull();
    expect(parseDuration('1h junk')).toBeNull();
  });

  it('reads API durations to the nanosecond', () => {
    expect(durationNs('PT0S')).toBe(0n);
    expect(durationNs('PT1H2M3.000000001S')).toBe(3_723_000_000_001n);
    expect(durationNs('P1DT1H')).toBe(90_000_000_000_000n);
    expect(durationNs('PT0.5S')).toBe(500_000_000n);
  });

  it('finds the first free hour from 09:00, then earlier, never overlapping, never in the future, never past midnight', () => {
    const now = '2026-10-30T00:00:00Z';
    expect(firstFreeStart('2026-10-20', 'UTC', [], 3600, now)).toBe('2026-10-20T09:00:00Z');
    const busy = [
      { start: '2026-10-20T09:30:00Z', end: '2026-10-20T10:00:00Z' },
      { start: '2026-10-20T10:00:00Z', end: '2026-10-20T11:15:00Z' },
    ];
    expect(firstFreeStart('2026-10-20', 'UTC', busy, 3600, now)).toBe('2026-10-20T12:00:00Z');
    expect(firstFreeStart('2026-10-20', 'UTC', [{ start: '2026-10-20T09:00:00Z', end: '2026-10-21T00:00:00Z' }], 3600, now)).toBe(
      '2026-10-20T00:00:00Z',
    );
    expect(firstFreeStart('2026-10-20', 'UTC', [], 20 * 3600, now)).toBe('2026-10-20T00:00:00Z');
    expect(firstFreeStart('2026-10-20', 'UTC', [], 3600, '2026-10-20T08:10:00Z')).toBe('2026-10-20T00:00:00Z');
    expect(firstFreeStart('2026-10-20', 'UTC', [{ start: '2026-10-20T00:00:00Z', end: null }], 3600, '2026-10-20T08:10:00Z')).toBeNull();
    expect(firstFreeStart('2026-10-20', 'Europe/Berlin', [], 3600, now)).toBe('2026-10-20T07:00:00Z');
  });

  it('sums a sheet exactly by row and local day', () => {
    const sheet = sheetSums(
      [
        { row: 't1', start: '2026-10-20T09:00:00Z', end: '2026-10-20T10:00:00.000000001Z' },
        { row: 't1', start: '2026-10-20T21:30:00Z', end: '2026-10-20T22:30:00Z' },
        { row: 't2', start: '2026-10-21T08:00:00Z', end: '2026-10-21T08:45:00Z' },
      ],
      week,
      'Europe/Berlin',
    );
    expect(sheet.cells.get(cellKey('t1', '2026-10-20'))).toBe(3_600_000_000_001n + 1_800_000_000_000n);
    expect(sheet.cells.get(cellKey('t1', '2026-10-21'))).toBe(1_800_000_000_000n);
    expect(sheet.rows.get('t1')).toBe(3_600_000_000_001n + 3_600_000_000_000n);
    expect(sheet.days.get('2026-10-21')).toBe(1_800_000_000_000n + 2_700_000_000_000n);
    expect(sheet.total).toBe(3_600_000_000_001n + 3_600_000_000_000n + 2_700_000_000_000n);
    expect(sheet.days.get('2026-10-25')).toBe(0n);
  });
});
