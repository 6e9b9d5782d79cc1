import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { formatInstant, parseInstant } from './instant';
import {
  type LocalDaySpan,
  addDays,
  isLocalDate,
  localDateOf,
  localDaysInRange,
  localWeeksInRange,
  mondayOf,
  nextLocalDayStart,
  splitAtLocalDays,
  startOfLocalDay,
} from './local-days';

const RUNS = { numRuns: 200 };
const SEC = 1_000_000_000n;
const MIN = 60n * SEC;
const HOUR = 60n * MIN;
const DAY = 24n * HOUR;

const ZONES = ['Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'UTC'] as const;

function at(text: string): bigint {
  const ns = parseInstant(text);
  if (ns === null) throw new Error(`bad test instant ${text}`);
  return ns;
}

function dayLength(date: string, zone: string): bigint {
  return startOfLocalDay(addDays(date, 1), zone) - startOfLocalDay(date, zone);
}

const START_2000 = at('2000-01-01T00:00:00Z');
const START_2040 = at('2040-01-01T00:00:00Z');

/** Uniform instants in 2000..2040, plus instants close to local midnights (where the interesting cases are). */
function instantNearDayBoundaries(zone: string): fc.Arbitrary<bigint> {
  const uniform = fc.bigInt({ min: START_2000, max: START_2040 });
  const nearMidnight = fc
    .tuple(fc.integer({ min: 0, max: 40 * 366 }), fc.bigInt({ min: -3n * HOUR, max: 3n * HOUR }), fc.constantFrom(0n, 0n, 1n, -1n))
    .map(([dayIndex, offset, nudge]) => {
      const date = addDays('2000-01-01', dayIndex);
      return startOfLocalDay(date, zone) + (nudge === 0n ? offset : nudge);
    });
  return fc.oneof(uniform, nearMidnight);
}

/** Interval lengths up to 10 days at ns granularity, plus whole-day/hour lengths that end on boundaries. */
const intervalLength = fc.oneof(
  fc.bigInt({ min: 0n, max: 10n * DAY }),
  fc.integer({ min: 0, max: 240 }).map((h) => BigInt(h) * HOUR),
  fc.integer({ min: 0, max: 480 }).map((h) => BigInt(h) * 30n * MIN),
);

function checkSplit(parts: LocalDaySpan[], start: bigint, end: bigint, zone: string): void {
  expect(parts.length).toBeGreaterThanOrEqual(1);
  expect(parts[0].start).toBe(start);
  expect(parts[parts.length - 1].end).toBe(end);
  let total = 0n;
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    total += p.end - p.start;
    if (start === end) {
      expect(p.end).toBe(p.start);
    } else {
      expect(p.end).toBeGreaterThan(p.start);
    }
    expect(localDateOf(p.start, zone)).toBe(p.date);
    if (p.end > p.start) expect(localDateOf(p.end - 1n, zone)).toBe(p.date);
    if (i > 0) {
      expect(p.start).toBe(parts[i - 1].end);
      expect(p.date).toBe(addDays(parts[i - 1].date, 1));
      // inner boundaries are exactly local day starts
      expect(p.start).toBe(startOfLocalDay(p.date, zone));
    }
  }
  expect(total).toBe(end - start);
}

describe('localDateOf', () => {
  it.each([
    ['2026-03-28T23:30:00Z', 'Europe/Berlin', '2026-03-29'],
    ['2026-03-28T22:59:59.999999999Z', 'Europe/Berlin', '2026-03-28'],
    ['2026-03-28T23:00:00Z', 'Europe/Berlin', '2026-03-29'],
    ['2026-07-01T03:59:59Z', 'America/New_York', '2026-06-30'],
    ['2026-07-01T04:00:00Z', 'America/New_York', '2026-07-01'],
    ['2026-01-01T18:14:59Z', 'Asia/Kathmandu', '2026-01-01'],
    ['2026-01-01T18:15:00Z', 'Asia/Kathmandu', '2026-01-02'],
    ['2026-01-01T23:59:59.999999999Z', 'UTC', '2026-01-01'],
  ])('%s in %s is %s', (instant, zone, date) => {
    expect(localDateOf(at(instant), zone)).toBe(date);
  });

  it('accepts any casing of the zone and rejects unknown zones and offsets', () => {
    expect(localDateOf(at('2026-03-28T23:30:00Z'), 'europe/berlin')).toBe('2026-03-29');
    expect(() => localDateOf(0n, 'Nowhere/Zone')).toThrow(RangeError);
    expect(() => localDateOf(0n, '+01:00')).toThrow(RangeError);
  });
});

describe('startOfLocalDay', () => {
  it('Berlin 2026-03-29 is a 23-hour day and 2026-10-25 a 25-hour day', () => {
    expect(formatInstant(startOfLocalDay('2026-03-29', 'Europe/Berlin'))).toBe('2026-03-28T23:00:00Z');
    expect(formatInstant(startOfLocalDay('2026-03-30', 'Europe/Berlin'))).toBe('2026-03-29T22:00:00Z');
    expect(dayLength('2026-03-29', 'Europe/Berlin')).toBe(23n * HOUR);
    expect(dayLength('2026-10-25', 'Europe/Berlin')).toBe(25n * HOUR);
    expect(dayLength('2026-10-24', 'Europe/Berlin')).toBe(24n * HOUR);
  });

  it('New York 2026-03-08 is 23 hours and 2026-11-01 is 25 hours', () => {
    expect(dayLength('2026-03-08', 'America/New_York')).toBe(23n * HOUR);
    expect(dayLength('2026-11-01', 'America/New_York')).toBe(25n * HOUR);
  });

  it("Lord Howe's 30-minute shifts: 2026-04-05 is 24.5 hours, 2026-10-04 is 23.5 hours", () => {
    expect(formatInstant(startOfLocalDay('2026-04-05', 'Australia/Lord_Howe'))).toBe('2026-04-04T13:00:00Z'); // +11:00
    expect(formatInstant(startOfLocalDay('2026-04-06', 'Australia/Lord_Howe'))).toBe('2026-04-05T13:30:00Z'); // +10:30
    expect(dayLength('2026-04-05', 'Australia/Lord_Howe')).toBe(24n * HOUR + 30n * MIN);
    expect(dayLength('2026-10-04', 'Australia/Lord_Howe')).toBe(23n * HOUR + 30n * MIN);
  });

  it('Kathmandu (+05:45) days start at 18:15Z', () => {
    expect(formatInstant(startOfLocalDay('2026-01-02', 'Asia/Kathmandu'))).toBe('2026-01-01T18:15:00Z');
  });

  it('uses the first existing instant when local midnight does not exist (Santiago DST at 24:00)', () => {
    // 2026-09-06 00:00 does not exist in America/Santiago: clocks jump to 01:00 (-03:00).
    expect(formatInstant(startOfLocalDay('2026-09-06', 'America/Santiago'))).toBe('2026-09-06T04:00:00Z');
    expect(dayLength('2026-09-06', 'America/Santiago')).toBe(23n * HOUR);
  });

  it.each(['2026-02-30', '2026-13-01', '2026-3-1', '2026-03-01T00:00', '20260301', ' 2026-03-01', '2026-03-01[u-ca=iso8601]', ''])(
    'rejects invalid date %p',
    (date) => {
      expect(() => startOfLocalDay(date, 'UTC')).toThrow(RangeError);
    },
  );

  it('is the instant whose local time is the first of that date (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.integer({ min: 0, max: 40 * 366 }), (zone, dayIndex) => {
        const date = addDays('2000-01-01', dayIndex);
        const start = startOfLocalDay(date, zone);
        return localDateOf(start, zone) === date && localDateOf(start - 1n, zone) === addDays(date, -1);
      }),
      RUNS,
    );
  });
});

describe('nextLocalDayStart', () => {
  it('returns the next local midnight', () => {
    expect(formatInstant(nextLocalDayStart(at('2026-03-29T12:00:00Z'), 'Europe/Berlin'))).toBe('2026-03-29T22:00:00Z');
    expect(formatInstant(nextLocalDayStart(at('2026-03-28T23:00:00Z'), 'Europe/Berlin'))).toBe('2026-03-29T22:00:00Z');
    expect(formatInstant(nextLocalDayStart(at('2026-03-28T22:59:59.999999999Z'), 'Europe/Berlin'))).toBe('2026-03-28T23:00:00Z');
  });

  it('equals startOfLocalDay(addDays(localDateOf(ns), 1)) and is strictly later (property)', () => {
    for (const zone of ZONES) {
      fc.assert(
        fc.property(instantNearDayBoundaries(zone), (ns) => {
          const next = nextLocalDayStart(ns, zone);
          return next > ns && next === startOfLocalDay(addDays(localDateOf(ns, zone), 1), zone);
        }),
        { numRuns: 100 },
      );
    }
  });
  it('answers repeated questions about one day from memory exactly as a fresh computation (property)', () => {
    for (const zone of ZONES) {
      fc.assert(
        fc.property(
          instantNearDayBoundaries(zone),
          fc.array(fc.bigInt({ min: -2n * DAY, max: 2n * DAY }), { minLength: 1, maxLength: 6 }),
          (ns, offsets) =>
            [ns, ...offsets.map((o) => ns + o)].every(
              (t) => nextLocalDayStart(t, zone) === startOfLocalDay(addDays(localDateOf(t, zone), 1), zone),
            ),
        ),
        { numRuns: 60 },
      );
    }
  });
  it('answers from the days it remembers by hour exactly as a fresh computation, also where a day begins mid-hour (property)', () => {
    for (const zone of ZONES) {
      fc.assert(
        fc.property(
          fc.array(instantNearDayBoundaries(zone), { minLength: 1, maxLength: 8 }),
          fc.array(fc.bigInt({ min: -90n * MIN, max: 90n * MIN }), { minLength: 1, maxLength: 6 }),
          (instants, offsets) => {
            const asked = instants.flatMap((ns) => [ns, ...offsets.map((o) => ns + o)]);
            // Asked once in order, then again backwards: the second pass is answered from memory.
            return [...asked, ...asked.reverse()].every(
              (t) => nextLocalDayStart(t, zone) === startOfLocalDay(addDays(localDateOf(t, zone), 1), zone),
            );
          },
        ),
        { numRuns: 60 },
      );
    }
  });
});

describe('splitAtLocalDays', () => {
  it('splits across the Berlin spring-forward day', () => {
    const parts = splitAtLocalDays(at('2026-03-28T20:00:00Z'), at('2026-03-30T01:00:00Z'), 'Europe/Berlin');
    expect(parts.map((p) => [p.date, formatInstant(p.start), formatInstant(p.end)])).toEqual([
      ['2026-03-28', '2026-03-28T20:00:00Z', '2026-03-28T23:00:00Z'],
      ['2026-03-29', '2026-03-28T23:00:00Z', '2026-03-29T22:00:00Z'],
      ['2026-03-30', '2026-03-29T22:00:00Z', '2026-03-30T01:00:00Z'],
    ]);
    expect(parts[1].end - parts[1].start).toBe(23n * HOUR);
  });

  it('an interval ending exactly at local midnight has one part', () => {
    const start = at('2026-10-25T08:00:00Z');
    const end = startOfLocalDay('2026-10-26', 'Europe/Berlin');
    expect(splitAtLocalDays(start, end, 'Europe/Berlin')).toEqual([{ date: '2026-10-25', start, end }]);
    const wholeDay = splitAtLocalDays(startOfLocalDay('2026-10-25', 'Europe/Berlin'), end, 'Europe/Berlin');
    expect(wholeDay).toHaveLength(1);
    expect(wholeDay[0].end - wholeDay[0].start).toBe(25n * HOUR);
  });

  it('an interval starting exactly at local midnight starts its first part on that date', () => {
    const start = startOfLocalDay('2026-04-05', 'Australia/Lord_Howe');
    const parts = splitAtLocalDays(start, start + 30n * HOUR, 'Australia/Lord_Howe');
    expect(parts.map((p) => p.date)).toEqual(['2026-04-05', '2026-04-06']);
    expect(parts[0].end - parts[0].start).toBe(24n * HOUR + 30n * MIN);
  });

  it('start === end gives a single zero-length part for that date', () => {
    const t = startOfLocalDay('2026-03-29', 'Europe/Berlin');
    expect(splitAtLocalDays(t, t, 'Europe/Berlin')).toEqual([{ date: '2026-03-29', start: t, end: t }]);
    expect(splitAtLocalDays(t - 1n, t - 1n, 'Europe/Berlin')).toEqual([{ date: '2026-03-28', start: t - 1n, end: t - 1n }]);
  });

  it('a 1 ns interval before midnight stays on the earlier date', () => {
    const t = startOfLocalDay('2026-03-29', 'Asia/Kathmandu');
    expect(splitAtLocalDays(t - 1n, t, 'Asia/Kathmandu')).toEqual([{ date: '2026-03-28', start: t - 1n, end: t }]);
  });

  it('skips a date the zone jumped over (Pacific/Apia 2011-12-30)', () => {
    const zone = 'Pacific/Apia';
    const parts = splitAtLocalDays(at('2011-12-29T22:00:00Z'), at('2011-12-31T12:00:00Z'), zone); // 12:00 -10:00 .. 02:00 +14:00
    expect(parts.map((p) => p.date)).toEqual(['2011-12-29', '2011-12-31', '2012-01-01']);
    checkSplitStructure(parts, at('2011-12-29T22:00:00Z'), at('2011-12-31T12:00:00Z'));
    expect(localDaysInRange(at('2011-12-29T22:00:00Z'), at('2011-12-30T11:00:00Z'), zone).map((d) => d.date)).toEqual([
      '2011-12-29',
      '2011-12-31',
    ]);
  });

  it('throws RangeError when end is before start', () => {
    expect(() => splitAtLocalDays(2n, 1n, 'UTC')).toThrow(RangeError);
  });

  describe.each(ZONES)('properties in %s', (zone) => {
    it('parts are contiguous, within one local day each, consecutive dates, duration preserved', () => {
      fc.assert(
        fc.property(instantNearDayBoundaries(zone), intervalLength, (start, length) => {
          const end = start + length;
          checkSplit(splitAtLocalDays(start, end, zone), start, end, zone);
        }),
        RUNS,
      );
    });
  });

  it('keeps its structural invariants in every zone the runtime knows, 1900..2100', () => {
    const zones = Intl.supportedValuesOf('timeZone');
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.bigInt({ min: at('1900-01-01T00:00:00Z'), max: at('2100-01-01T00:00:00Z') }),
        intervalLength,
        (zone, start, length) => {
          const end = start + length;
          const parts = splitAtLocalDays(start, end, zone);
          checkSplitStructure(parts, start, end);
        },
      ),
      { numRuns: 300 },
    );
  });
});

/** Zone-independent invariants that hold even around exotic historical transitions. */
function checkSplitStructure(parts: LocalDaySpan[], start: bigint, end: bigint): void {
  expect(parts[0].start).toBe(start);
  expect(parts[parts.length - 1].end).toBe(end);
  for (let i = 0; i < parts.length; i++) {
    if (start !== end) expect(parts[i].end).toBeGreaterThan(parts[i].start);
    if (i > 0) {
      expect(parts[i].start).toBe(parts[i - 1].end);
      expect(Temporal.PlainDate.compare(parts[i - 1].date, parts[i].date)).toBe(-1);
    }
  }
}

describe('localDaysInRange', () => {
  it('returns full (unclipped) day bounds', () => {
    const days = localDaysInRange(at('2026-10-25T12:00:00Z'), at('2026-10-26T00:00:00Z'), 'Europe/Berlin');
    expect(days.map((d) => [d.date, formatInstant(d.start), formatInstant(d.end)])).toEqual([
      ['2026-10-25', '2026-10-24T22:00:00Z', '2026-10-25T23:00:00Z'],
      ['2026-10-26', '2026-10-25T23:00:00Z', '2026-10-26T23:00:00Z'],
    ]);
  });

  it('does not include the day starting exactly at the range end', () => {
    const from = startOfLocalDay('2026-03-29', 'Europe/Berlin');
    const to = startOfLocalDay('2026-03-30', 'Europe/Berlin');
    expect(localDaysInRange(from, to, 'Europe/Berlin')).toEqual([{ date: '2026-03-29', start: from, end: to }]);
  });

  it('an empty range overlaps no day; a reversed one throws', () => {
    expect(localDaysInRange(5n, 5n, 'UTC')).toEqual([]);
    expect(() => localDaysInRange(5n, 4n, 'UTC')).toThrow(RangeError);
  });

  describe.each(ZONES)('properties in %s', (zone) => {
    it('covers the range with contiguous full days matching splitAtLocalDays dates', () => {
      fc.assert(
        fc.property(instantNearDayBoundaries(zone), intervalLength, (from, length) => {
          const to = from + length;
          const days = localDaysInRange(from, to, zone);
          if (from === to) {
            expect(days).toEqual([]);
            return;
          }
          expect(days[0].start).toBeLessThanOrEqual(from);
          expect(days[0].end).toBeGreaterThan(from);
          expect(days[days.length - 1].start).toBeLessThan(to);
          expect(days[days.length - 1].end).toBeGreaterThanOrEqual(to);
          for (let i = 0; i < days.length; i++) {
            expect(days[i].start).toBe(startOfLocalDay(days[i].date, zone));
            expect(days[i].end).toBe(startOfLocalDay(addDays(days[i].date, 1), zone));
            if (i > 0) expect(days[i].start).toBe(days[i - 1].end);
          }
          expect(days.map((d) => d.date)).toEqual(splitAtLocalDays(from, to, zone).map((p) => p.date));
        }),
        { numRuns: 100 },
      );
    });
  });
});

describe('mondayOf / addDays / isLocalDate', () => {
  it.each([
    ['2026-03-23', '2026-03-23'],
    ['2026-03-29', '2026-03-23'],
    ['2026-03-30', '2026-03-30'],
    ['2026-01-01', '2025-12-29'],
    ['2024-03-03', '2024-02-26'],
  ])('mondayOf(%s) is %s', (date, monday) => {
    expect(mondayOf(date)).toBe(monday);
  });

  it('mondayOf is a Monday at most 6 days earlier', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (n) => {
        const date = addDays('2000-01-01', n);
        const monday = mondayOf(date);
        const diff = Temporal.PlainDate.from(monday).until(date).days;
        return Temporal.PlainDate.from(monday).dayOfWeek === 1 && diff >= 0 && diff <= 6;
      }),
      RUNS,
    );
  });

  it('addDays crosses months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-03-29', 0)).toBe('2026-03-29');
    expect(() => addDays('2026-03-29', 1.5)).toThrow(RangeError);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('addDays(addDays(d, n), -n) === d', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_000_000 }), fc.integer({ min: -10_000, max: 10_000 }), (base, n) => {
        const date = addDays('0100-01-01', base);
        return addDays(addDays(date, n), -n) === date;
      }),
      RUNS,
    );
  });

  it('isLocalDate validates strict YYYY-MM-DD in 0001..9999', () => {
    expect(isLocalDate('2024-02-29')).toBe(true);
    expect(isLocalDate('0001-01-01')).toBe(true);
    expect(isLocalDate('9999-12-31')).toBe(true);
    for (const bad of ['2025-02-29', '0000-01-01', '+010000-01-01', '2026-1-01', '2026-01-01T00:00', ' 2026-01-01', '2026-01-01 ', '']) {
      expect(isLocalDate(bad)).toBe(false);
    }
  });
});

describe('localWeeksInRange', () => {
  it('returns Monday-to-Monday local weeks with full bounds', () => {
    const weeks = localWeeksInRange(at('2026-03-27T12:00:00Z'), at('2026-04-01T00:00:00Z'), 'Europe/Berlin');
    expect(weeks.map((w) => [w.weekStart, formatInstant(w.start), formatInstant(w.end)])).toEqual([
      ['2026-03-23', '2026-03-22T23:00:00Z', '2026-03-29T22:00:00Z'],
      ['2026-03-30', '2026-03-29T22:00:00Z', '2026-04-05T22:00:00Z'],
    ]);
    expect(weeks[0].end - weeks[0].start).toBe(7n * DAY - HOUR);
  });

  it('an empty range overlaps no week; a reversed one throws', () => {
    expect(localWeeksInRange(5n, 5n, 'UTC')).toEqual([]);
    expect(() => localWeeksInRange(5n, 4n, 'UTC')).toThrow(RangeError);
  });

  describe.each(ZONES)('properties in %s', (zone) => {
    it('covers the range with contiguous Monday-started weeks', () => {
      const length = fc.oneof(intervalLength, fc.bigInt({ min: 0n, max: 120n * DAY }));
      fc.assert(
        fc.property(instantNearDayBoundaries(zone), length, (from, len) => {
          const to = from + len;
          const weeks = localWeeksInRange(from, to, zone);
          if (from === to) {
            expect(weeks).toEqual([]);
            return;
          }
          expect(weeks[0].start).toBeLessThanOrEqual(from);
          expect(weeks[0].end).toBeGreaterThan(from);
          expect(weeks[weeks.length - 1].start).toBeLessThan(to);
          expect(weeks[weeks.length - 1].end).toBeGreaterThanOrEqual(to);
          expect(weeks[0].weekStart).toBe(mondayOf(localDateOf(from, zone)));
          for (let i = 0; i < weeks.length; i++) {
            const w = weeks[i];
            expect(Temporal.PlainDate.from(w.weekStart).dayOfWeek).toBe(1);
            expect(w.start).toBe(startOfLocalDay(w.weekStart, zone));
            expect(w.end).toBe(startOfLocalDay(addDays(w.weekStart, 7), zone));
            const len = w.end - w.start;
            expect(len >= 7n * DAY - HOUR && len <= 7n * DAY + HOUR).toBe(true);
            if (i > 0) {
              expect(w.start).toBe(weeks[i - 1].end);
              expect(w.weekStart).toBe(addDays(weeks[i - 1].weekStart, 7));
            }
          }
        }),
        { numRuns: 100 },
      );
    });
  });
});
