import fc from 'fast-check';
import { addDays, localDateOf, localDaysInRange } from '../common/time/local-days';
import { ROUNDING_MODES, Rounding, decimalHours, localDateRange, localDaysBetween, monthOf, roundDuration } from './report-time';

const MIN = 60_000_000_000n;
const HOUR = 60n * MIN;
const ZONES = [
  'Europe/Berlin',
  'America/New_York',
  'America/Santiago',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'Pacific/Chatham',
  'UTC',
] as const;

/** A date between 2000 and 2039, as YYYY-MM-DD. */
const dateArb = fc.integer({ min: 0, max: 40 * 366 }).map((n) => addDays('2000-01-01', n));

describe('localDateRange', () => {
  it('covers exactly the local dates fromDate..toDate, however long DST makes them', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: 0, max: 40 }), fc.constantFrom(...ZONES), (fromDate, extra, zone) => {
        const toDate = addDays(fromDate, extra);
        const { fromNs, toNs } = localDateRange(fromDate, toDate, zone);
        const days = localDaysInRange(fromNs, toNs, zone);
        expect(days.map((d) => d.date)).toEqual(Array.from({ length: extra + 1 }, (_, i) => addDays(fromDate, i)));
        expect(days[0].start).toBe(fromNs);
        expect(days[days.length - 1].end).toBe(toNs);
        expect(localDateOf(fromNs, zone)).toBe(fromDate);
        expect(localDateOf(toNs - 1n, zone)).toBe(toDate);
      }),
      { numRuns: 300 },
    );
  });

  it('has 23- and 25-hour days on DST changes, and starts a day without midnight at its first instant', () => {
    const length = (date: string, zone: string) => {
      const r = localDateRange(date, date, zone);
      return (r.toNs - r.fromNs) / MIN;
    };
    expect(length('2026-03-29', 'Europe/Berlin')).toBe(23n * 60n);
    expect(length('2026-10-25', 'Europe/Berlin')).toBe(25n * 60n);
    expect(length('2026-04-05', 'Australia/Lord_Howe')).toBe(24n * 60n + 30n);
    expect(length('2026-09-06', 'America/Santiago')).toBe(23n * 60n);
    expect(localDateRange('2026-09-06', '2026-09-06', 'America/Santiago').fromNs).toBe(
      BigInt(Date.parse('2026-09-06T04:00:00Z')) * 1_000_000n,
    );
    // a whole week in Berlin across the spring change: 7 x 24 - 1 hours
    const week = localDateRange('2026-03-23', '2026-03-29', 'Europe/Berlin');
    expect(week.toNs - week.fromNs).toBe(167n * HOUR);
  });

  it('counts inclusive dates', () => {
    expect(localDaysBetween('2026-11-16', '2026-11-16')).toBe(1);
    expect(localDaysBetween('2026-11-16', '2026-11-22')).toBe(7);
    expect(localDaysBetween('2026-11-17', '2026-11-16')).toBe(0);
    expect(localDaysBetween('2024-02-28', '2024-03-01')).toBe(3);
    expect(localDaysBetween('0099-12-31', '0100-01-01')).toBe(2);
    expect(localDaysBetween('0050-01-01', '1950-01-01')).toBe(693_961);
    fc.assert(fc.property(dateArb, fc.integer({ min: -400, max: 400 }), (d, n) => localDaysBetween(d, addDays(d, n)) === n + 1));
  });
});

describe('roundDuration', () => {
  const roundingArb = fc.record({
    mode: fc.constantFrom(...ROUNDING_MODES),
    stepNs: fc.integer({ min: 1, max: 1440 }).map((m) => BigInt(m) * MIN),
  }) as fc.Arbitrary<Rounding>;
  const durationArb = fc.bigInt({ min: 0n, max: 48n * HOUR });

  it("gives a multiple of the step within one step of the exact value, in the mode's direction", () => {
    fc.assert(
      fc.property(durationArb, roundingArb, (ns, rounding) => {
        const r = roundDuration(ns, rounding);
        if (rounding.mode === 'none') return r === ns;
        const { stepNs } = rounding;
        expect(r % stepNs).toBe(0n);
        if (rounding.mode === 'up') expect(r >= ns && r - ns < stepNs).toBe(true);
        if (rounding.mode === 'down') expect(r <= ns && ns - r < stepNs).toBe(true);
        if (rounding.mode === 'nearest') expect(2n * (r > ns ? r - ns : ns - r) <= stepNs).toBe(true);
        return true;
      }),
    );
  });

  it('is idempotent and keeps exact multiples', () => {
    fc.assert(
      fc.property(
        durationArb,
        roundingArb,
        (ns, rounding) => roundDuration(roundDuration(ns, rounding), rounding) === roundDuration(ns, rounding),
      ),
    );
  });

  it('rounds half up; 1 ns counts a whole step up; zero stays zero', () => {
    const q = (mode: Rounding['mode']) => ({ mode, stepNs: 15n * MIN });
    expect(roundDuration(7n * MIN + 30_000_000_000n, q('nearest'))).toBe(15n * MIN);
    expect(roundDuration(7n * MIN + 29_999_999_999n, q('nearest'))).toBe(0n);
    expect(roundDuration(1n, q('up'))).toBe(15n * MIN);
    expect(roundDuration(14n * MIN, q('down'))).toBe(0n);
    expect(roundDuration(0n, q('up'))).toBe(0n);
    expect(() => roundDuration(-1n, q('up'))).toThrow(RangeError);
  });
});

describe('decimalHours and monthOf', () => {
  it('writes decimal hours to 6 places, trailing zeros trimmed', () => {
    expect(decimalHours(0n)).toBe('0');
    expect(decimalHours(90n * MIN)).toBe('1.5');
    expect(decimalHours(15n * MIN)).toBe('0.25');
    expect(decimalHours(20n * MIN + 1n)).toBe('0.333333');
    expect(decimalHours(7n * MIN)).toBe('0.116667');
    expect(decimalHours(32n * HOUR)).toBe('32');
    expect(decimalHours(1_800_000n)).toBe('0.000001'); // 1.8 ms is half of 1e-6 h: rounds up
    expect(decimalHours(1_799_999n)).toBe('0');
  });

  it('agrees with the exact value to 6 places', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10_000n * HOUR }),
        (ns) => Math.abs(Number(decimalHours(ns)) - Number(ns) / Number(HOUR)) <= 5e-7 + 1e-9 * Number(ns / HOUR),
      ),
    );
  });

  it('takes the month of a date', () => {
    expect(monthOf('2026-11-23')).toBe('2026-11');
  });
});
