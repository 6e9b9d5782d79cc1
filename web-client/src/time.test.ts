import { describe, expect, it } from 'vitest';
import {
  clock,
  dateRange,
  dateTime,
  durationSeconds,
  fromLocalInput,
  mediumDate,
  mondayOf,
  overlapping,
  presetRange,
  shortDate,
  splitByDay,
  startOfDay,
  toLocalInput,
} from './time';

describe('time helpers', () => {
  it('names report ranges as inclusive local dates (Monday weeks, calendar months, year ends)', () => {
    expect(presetRange('today', '2026-03-11')).toEqual({ fromDate: '2026-03-11', toDate: '2026-03-11' });
    expect(presetRange('this-week', '2026-03-15')).toEqual({ fromDate: '2026-03-09', toDate: '2026-03-15' });
    expect(presetRange('last-week', '2026-03-09')).toEqual({ fromDate: '2026-03-02', toDate: '2026-03-08' });
    expect(presetRange('this-month', '2028-02-10')).toEqual({ fromDate: '2028-02-01', toDate: '2028-02-29' });
    expect(presetRange('last-month', '2026-01-31')).toEqual({ fromDate: '2025-12-01', toDate: '2025-12-31' });
  });

  it('reads the API duration strings', () => {
    expect(durationSeconds('PT0S')).toBe(0);
    expect(durationSeconds('PT1H2M3.5S')).toBe(3723.5);
    expect(durationSeconds('P1DT1H')).toBe(90000);
    expect(clock(3723.9)).toBe('1:02:03');
  });

  it('splits an interval across midnight in Europe/Berlin, including a 25-hour day', () => {
    const parts = splitByDay(
      [{ start: '2026-03-09T21:00:00Z', end: '2026-03-10T01:00:00Z' }],
      'Europe/Berlin',
      '2026-03-11T00:00:00Z',
      '2026-03-09T00:00:00Z',
      '2026-03-11T00:00:00Z',
    );
    expect(parts.map((p) => [p.date, p.seconds])).toEqual([
      ['2026-03-09', 7200],
      ['2026-03-10', 7200],
    ]);
    expect(startOfDay('2026-10-25', 'Europe/Berlin')).toBe('2026-10-24T22:00:00Z');
    const long = splitByDay(
      [{ start: '2026-10-24T22:00:00Z', end: '2026-10-25T23:00:00Z' }],
      'Europe/Berlin',
      '2026-10-26T00:00:00Z',
      '2026-10-24T00:00:00Z',
      '2026-10-27T00:00:00Z',
    );
    expect(long.map((p) => [p.date, p.seconds])).toEqual([['2026-10-25', 25 * 3600]]);
  });

  it('converts local input in the profile zone, not the browser zone', () => {
    expect(fromLocalInput('2026-06-01T09:30', 'Europe/Berlin')).toBe('2026-06-01T07:30:00Z');
    expect(toLocalInput('2026-06-01T07:30:00Z', 'Asia/Tokyo')).toBe('2026-06-01T16:30:00');
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
  });

  it('flags overlapping intervals only', () => {
    const items = [
      { id: 'a', start: '2026-01-01T08:00:00Z', end: '2026-01-01T09:00:00Z' },
      { id: 'b', start: '2026-01-01T08:30:00Z', end: '2026-01-01T08:45:00Z' },
      { id: 'c', start: '2026-01-01T09:00:00Z', end: '2026-01-01T10:00:00Z' },
    ];
    expect([...overlapping(items, '2026-01-02T00:00:00Z')].sort()).toEqual(['a', 'b']);
  });

  it('writes local dates in the given language, on that calendar day whatever the process zone', () => {
    expect(shortDate('2026-11-27', 'en-US')).toBe('Fri, Nov 27');
    expect(mediumDate('2026-11-27', 'en-GB')).toBe('27 Nov 2026');
    expect(mediumDate('2026-01-01', 'en-US')).toBe('Jan 1, 2026');
    // Shared parts said once (the spacing around the dash depends on the ICU version).
    expect(dateRange('2026-11-23', '2026-11-29', 'en-GB')).toMatch(/^23\s?–\s?29 Nov 2026$/);
    expect(dateRange('2026-12-28', '2027-01-03', 'en-US')).toMatch(/^Dec 28, 2026\s?–\s?Jan 3, 2027$/);
    // The instant's date in the zone (already 27 November in Tokyo), not in UTC.
    expect(dateTime('2026-11-26T15:30:00Z', 'Asia/Tokyo', 'en-GB')).toBe('27 Nov 2026 00:30');
  });
});
