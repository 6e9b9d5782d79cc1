import fc from 'fast-check';
import { addDays, localDateOf, nextLocalDayStart, parseInstant, splitAtLocalDays, startOfLocalDay } from '../common/time';
import { TooManyPartsError, planDailyParts, splitDueOf } from './daily-parts';

const SEC = 1_000_000_000n;
const HOUR = 3600n * SEC;
const DAY = 24n * HOUR;
const ZONES = ['Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Pacific/Apia', 'UTC'] as const;

function at(text: string): bigint {
  const ns = parseInstant(text);
  if (ns === null) throw new Error(`bad instant ${text}`);
  return ns;
}

describe('planDailyParts', () => {
  const berlin = 'Europe/Berlin';

  it('keeps an interval within one local day as one part with no split due', () => {
    const start = at('2026-03-28T08:00:00Z');
    const end = at('2026-03-28T09:00:00.000000001Z');
    expect(planDailyParts(start, end, berlin, at('2026-04-01T00:00:00Z'))).toEqual({ parts: [{ start, end }], splitDueNs: null });
  });

  it('splits a completed interval at passed Berlin midnights, including the 23-hour DST day', () => {
    // Berlin 2026-03-28 23:00+01:00 .. 2026-03-30 01:00+02:00; 2026-03-29 is 23 hours long.
    const start = at('2026-03-28T22:00:00Z');
    const end = at('2026-03-29T23:00:00Z');
    const plan = planDailyParts(start, end, berlin, end);
    expect(plan.parts).toEqual([
      { start, end: at('2026-03-28T23:00:00Z') },
      { start: at('2026-03-28T23:00:00Z'), end: at('2026-03-29T22:00:00Z') },
      { start: at('2026-03-29T22:00:00Z'), end },
    ]);
    expect(plan.parts[1].end! - plan.parts[1].start).toBe(23n * HOUR);
    expect(plan.splitDueNs).toBeNull();
  });

  it('handles the 25-hour autumn day', () => {
    const start = at('2026-10-24T22:00:00Z'); // Berlin 2026-10-25 00:00+02:00
    const end = at('2026-10-25T23:00:00Z'); // Berlin 2026-10-26 00:00+01:00
    const plan = planDailyParts(start, end, berlin, end);
    expect(plan.parts).toEqual([{ start, end }]);
    expect(end - start).toBe(25n * HOUR);
  });

  it('makes no empty record for an end exactly at local midnight', () => {
    const start = at('2026-01-01T20:00:00Z');
    const end = at('2026-01-01T23:00:00Z'); // Berlin midnight
    expect(planDailyParts(start, end, berlin, end + DAY).parts).toEqual([{ start, end }]);
  });

  it('splits only at boundaries that have passed; the first future one becomes the split due', () => {
    const start = at('2026-01-01T20:00:00Z');
    const now = at('2026-01-02T10:00:00Z');
    const plan = planDailyParts(start, null, berlin, now);
    expect(plan.parts).toEqual([
      { start, end: at('2026-01-01T23:00:00Z') },
      { start: at('2026-01-01T23:00:00Z'), end: null },
    ]);
    expect(plan.splitDueNs).toBe(at('2026-01-02T23:00:00Z'));
    // a future end: same split, due at the next midnight before the end
    const future = planDailyParts(start, at('2026-01-05T00:00:00Z'), berlin, now);
    expect(future.parts.map((p) => p.end)).toEqual([at('2026-01-01T23:00:00Z'), at('2026-01-05T00:00:00Z')]);
    expect(future.splitDueNs).toBe(at('2026-01-02T23:00:00Z'));
  });

  it('a boundary equal to now has passed', () => {
    const start = at('2026-01-01T20:00:00Z');
    const midnight = at('2026-01-01T23:00:00Z');
    expect(planDailyParts(start, null, berlin, midnight).parts).toEqual([
      { start, end: midnight },
      { start: midnight, end: null },
    ]);
    expect(planDailyParts(start, null, berlin, midnight - 1n).parts).toEqual([{ start, end: null }]);
  });

  it('a zero-length interval is one part', () => {
    const t = at('2026-01-01T23:00:00Z');
    expect(planDailyParts(t, t, berlin, t)).toEqual({ parts: [{ start: t, end: t }], splitDueNs: null });
  });

  it('refuses more parts than allowed', () => {
    const start = at('2026-01-01T00:00:00Z');
    expect(() => planDailyParts(start, start + 10n * DAY, 'UTC', start + 10n * DAY, 9)).toThrow(TooManyPartsError);
    expect(planDailyParts(start, start + 10n * DAY, 'UTC', start + 10n * DAY, 10).parts).toHaveLength(10);
    expect(() => planDailyParts(start, start + 10n * DAY + 1n, 'UTC', start + 10n * DAY, 10)).toThrow(TooManyPartsError);
  });

  it('rejects an end before the start', () => {
    expect(() => planDailyParts(2n, 1n, 'UTC', 5n)).toThrow(RangeError);
  });

  const zone = fc.constantFrom(...ZONES);
  const instant = fc.bigInt({ min: at('2000-01-01T00:00:00Z'), max: at('2040-01-01T00:00:00Z') });
  const length = fc.oneof(
    fc.bigInt({ min: 0n, max: 6n * DAY }),
    fc.integer({ min: 0, max: 144 }).map((h) => BigInt(h) * HOUR),
  );

  it('property: completed intervals whose end has passed split exactly like splitAtLocalDays', () => {
    fc.assert(
      fc.property(zone, instant, length, fc.bigInt({ min: 0n, max: 3n * DAY }), (z, start, len, after) => {
        const end = start + len;
        const plan = planDailyParts(start, end, z, end + after);
        expect(plan.parts).toEqual(splitAtLocalDays(start, end, z).map((p) => ({ start: p.start, end: p.end })));
        expect(plan.splitDueNs).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('property: parts tile the interval, inner boundaries are passed local midnights, the rest is due later', () => {
    fc.assert(
      fc.property(zone, instant, fc.option(length, { nil: null }), fc.bigInt({ min: 0n, max: 6n * DAY }), (z, start, len, nowOffset) => {
        const end = len === null ? null : start + len;
        const now = start + nowOffset;
        const { parts, splitDueNs } = planDailyParts(start, end, z, now);
        expect(parts[0].start).toBe(start);
        expect(parts[parts.length - 1].end).toBe(end);
        for (let i = 0; i < parts.length - 1; i++) {
          const boundary = parts[i].end!;
          expect(parts[i + 1].start).toBe(boundary);
          expect(boundary).toBeGreaterThan(parts[i].start);
          expect(boundary).toBeLessThanOrEqual(now);
          expect(boundary).toBe(nextLocalDayStart(parts[i].start, z));
          expect(boundary).toBe(startOfLocalDay(localDateOf(boundary, z), z));
        }
        const last = parts[parts.length - 1];
        const next = nextLocalDayStart(last.start, z);
        if (end === null || next < end) {
          expect(splitDueNs).toBe(next);
          expect(next).toBeGreaterThan(now);
        } else {
          expect(splitDueNs).toBeNull();
        }
        expect(splitDueOf(last.start, last.end, z)).toBe(splitDueNs);
      }),
      { numRuns: 300 },
    );
  });

  it('property: re-planning the last part later gives the same result as planning the whole interval then', () => {
    fc.assert(
      fc.property(
        zone,
        instant,
        fc.option(length, { nil: null }),
        fc.bigInt({ min: 0n, max: 3n * DAY }),
        fc.bigInt({ min: 0n, max: 3n * DAY }),
        (z, start, len, t1, t2) => {
          const end = len === null ? null : start + len;
          const first = planDailyParts(start, end, z, start + t1);
          const last = first.parts[first.parts.length - 1];
          const later = planDailyParts(last.start, last.end, z, start + t1 + t2);
          const whole = planDailyParts(start, end, z, start + t1 + t2);
          expect([...first.parts.slice(0, -1), ...later.parts]).toEqual(whole.parts);
          expect(later.splitDueNs).toBe(whole.splitDueNs);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('Pacific/Apia skipped 2011-12-30 entirely: no record for that date', () => {
    const start = at('2011-12-29T12:00:00Z'); // 02:00 local (UTC-10)
    const end = start + 2n * DAY;
    const dates = planDailyParts(start, end, 'Pacific/Apia', end).parts.map((p) => localDateOf(p.start, 'Pacific/Apia'));
    expect(dates).not.toContain('2011-12-30');
    expect(dates[0]).toBe('2011-12-29');
    expect(dates).toContain(addDays('2011-12-29', 2));
  });
});
