import { resolveLocalTime } from './local-time';

describe('resolveLocalTime', () => {
  it('reads a local date-time in the zone, to the nanosecond', () => {
    expect(resolveLocalTime('start', '2026-03-28T09:00', 'Europe/Berlin')).toEqual({ kind: 'instant', text: '2026-03-28T08:00:00Z' });
    expect(resolveLocalTime('start', '2026-03-30T09:00:05.123456789', 'Europe/Berlin')).toEqual({
      kind: 'instant',
      text: '2026-03-30T07:00:05.123456789Z',
    });
    expect(resolveLocalTime('end', '2026-07-01T23:59:59.5', 'America/New_York')).toEqual({
      kind: 'instant',
      text: '2026-07-02T03:59:59.5Z',
    });
  });

  it('passes anything else to the API unchanged (instants with Z, offsets, garbage)', () => {
    for (const text of [
      '2026-03-28T09:00:00Z',
      '2026-03-28T09:00:00+01:00',
      'yesterday',
      '2026-03-28 09:00',
      '2026-03-28T09:00:00.1234567891',
    ]) {
      expect(resolveLocalTime('start', text, 'Europe/Berlin')).toEqual({ kind: 'instant', text });
    }
  });

  it('refuses a date that is not in the calendar', () => {
    expect(resolveLocalTime('start', '2026-02-30T09:00', 'UTC')).toEqual({
      kind: 'invalid',
      detail: 'start: 2026-02-30T09:00 is not a calendar date and time',
    });
    expect(resolveLocalTime('end', '2026-02-10T24:00', 'UTC').kind).toBe('invalid');
  });

  it('refuses a local time whose instant storage cannot hold, also where the offset carries it past year 1 or 9999', () => {
    expect(resolveLocalTime('start', '0001-01-01T00:00', 'Asia/Kathmandu')).toEqual({
      kind: 'invalid',
      detail:
        'start: 0001-01-01T00:00 in Asia/Kathmandu lies outside the supported range 1677-09-21T00:12:43.145224192Z to 2262-04-11T23:47:16.854775807Z',
    });
    expect(resolveLocalTime('end', '9999-12-31T20:00', 'Etc/GMT+12').kind).toBe('invalid');
    expect(resolveLocalTime('end', '2262-04-11T23:47:16.854775808', 'UTC').kind).toBe('invalid');
    expect(resolveLocalTime('end', '2262-04-11T23:47:16.854775807', 'UTC')).toEqual({
      kind: 'instant',
      text: '2262-04-11T23:47:16.854775807Z',
    });
  });

  it('names the gap of a local time the zone skips', () => {
    const outcome = resolveLocalTime('start', '2026-03-29T02:30', 'Europe/Berlin');
    expect(outcome).toEqual({
      kind: 'invalid',
      detail:
        'start: 2026-03-29T02:30 does not exist in Europe/Berlin: at 2026-03-29T01:00:00Z the clocks jump from 2026-03-29T02:00 (+01:00) ' +
        'to 2026-03-29T03:00 (+02:00), skipping the local times in between; give a local time outside the gap or an instant with Z',
    });
  });

  it('names both candidate instants of a local time the zone repeats', () => {
    const outcome = resolveLocalTime('end', '2026-10-25T02:30', 'Europe/Berlin');
    expect(outcome).toEqual({
      kind: 'invalid',
      detail:
        'end: 2026-10-25T02:30 is ambiguous in Europe/Berlin: the clocks go back and it happens twice, at 2026-10-25T00:30:00Z (+02:00) ' +
        'and at 2026-10-25T01:30:00Z (+01:00); give the instant you mean with Z',
    });
  });
});
