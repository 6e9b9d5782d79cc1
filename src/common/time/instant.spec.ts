import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { MAX_INSTANT_NS, MIN_INSTANT_NS, civilFromDays, daysFromCivil, formatInstant, parseInstant } from './instant';

const RUNS = { numRuns: 200 };

describe('parseInstant', () => {
  it.each([
    ['2026-03-29T00:59:59.123456789Z', 1774745999123456789n],
    ['1970-01-01T00:00:00Z', 0n],
    ['1970-01-01T00:00:00.000000001Z', 1n],
    ['1969-12-31T23:59:59.999999999Z', -1n],
    ['1970-01-01T00:00:00.5Z', 500_000_000n],
    ['1970-01-01T00:00:00.500Z', 500_000_000n],
    ['2000-02-29T12:00:00Z', 951_825_600_000_000_000n],
    ['2024-02-29T23:59:59Z', 1_709_251_199_000_000_000n],
    ['0001-01-01T00:00:00Z', MIN_INSTANT_NS],
    ['9999-12-31T23:59:59.999999999Z', MAX_INSTANT_NS],
  ])('parses %s', (text, expected) => {
    expect(parseInstant(text)).toBe(expected);
  });

  it.each([
    ['missing Z', '2026-03-29T00:59:59'],
    ['offset +01:00', '2026-03-29T00:59:59+01:00'],
    ['offset +00:00', '2026-03-29T00:59:59+00:00'],
    ['offset -00:00', '2026-03-29T00:59:59-00:00'],
    ['Z followed by offset', '2026-03-29T00:59:59Z+01:00'],
    ['10 fractional digits', '2026-03-29T00:59:59.1234567890Z'],
    ['empty fraction', '2026-03-29T00:59:59.Z'],
    ['comma fraction', '2026-03-29T00:59:59,5Z'],
    ['Feb 30', '2026-02-30T00:00:00Z'],
    ['Feb 29 in a non-leap year', '2026-02-29T00:00:00Z'],
    ['Feb 29 in 1900', '1900-02-29T00:00:00Z'],
    ['Apr 31', '2026-04-31T00:00:00Z'],
    ['month 13', '2026-13-01T00:00:00Z'],
    ['month 00', '2026-00-01T00:00:00Z'],
    ['day 00', '2026-01-00T00:00:00Z'],
    ['day 32', '2026-01-32T00:00:00Z'],
    ['hour 24', '2026-03-29T24:00:00Z'],
    ['minute 60', '2026-03-29T00:60:00Z'],
    ['leap second 60', '2016-12-31T23:59:60Z'],
    ['lowercase z', '2026-03-29T00:59:59z'],
    ['lowercase t', '2026-03-29t00:59:59Z'],
    ['space instead of T', '2026-03-29 00:59:59Z'],
    ['leading space', ' 2026-03-29T00:59:59Z'],
    ['trailing space', '2026-03-29T00:59:59Z '],
    ['trailing newline', '2026-03-29T00:59:59Z\n'],
    ['missing seconds', '2026-03-29T00:59Z'],
    ['date only', '2026-03-29'],
    ['basic format', '20260329T005959Z'],
    ['year 0000', '0000-01-01T00:00:00Z'],
    ['5-digit year', '10000-01-01T00:00:00Z'],
    ['expanded year', '+002026-03-29T00:59:59Z'],
    ['negative year', '-0001-01-01T00:00:00Z'],
    ['single-digit month', '2026-3-29T00:59:59Z'],
    ['non-ASCII digits', '２026-03-29T00:59:59Z'],
    ['bracket annotation', '2026-03-29T00:59:59Z[UTC]'],
    ['empty string', ''],
  ])('rejects %s', (_label, text) => {
    expect(parseInstant(text)).toBeNull();
  });

  it('returns null for non-string input instead of throwing', () => {
    expect(parseInstant(undefined as unknown as string)).toBeNull();
    expect(parseInstant(123 as unknown as string)).toBeNull();
  });

  it('agrees with Temporal on generated (valid and invalid) component combinations', () => {
    const digits = (n: number, width: number) => String(n).padStart(width, '0');
    const arb = fc.record({
      year: fc.integer({ min: 0, max: 9999 }),
      month: fc.integer({ min: 0, max: 13 }),
      day: fc.integer({ min: 0, max: 32 }),
      hour: fc.integer({ min: 0, max: 25 }),
      minute: fc.integer({ min: 0, max: 60 }),
      second: fc.integer({ min: 0, max: 61 }),
      fraction: fc.option(fc.stringMatching(/^[0-9]{1,10}$/), { nil: undefined }),
    });
    fc.assert(
      fc.property(arb, ({ year, month, day, hour, minute, second, fraction }) => {
        const text =
          `${digits(year, 4)}-${digits(month, 2)}-${digits(day, 2)}T` +
          `${digits(hour, 2)}:${digits(minute, 2)}:${digits(second, 2)}${fraction === undefined ? '' : '.' + fraction}Z`;
        let calendarValid = true;
        try {
          Temporal.PlainDate.from({ year, month, day }, { overflow: 'reject' });
        } catch {
          calendarValid = false;
        }
        const valid =
          year >= 1 && calendarValid && hour <= 23 && minute <= 59 && second <= 59 && (fraction === undefined || fraction.length <= 9);
        const parsed = parseInstant(text);
        if (!valid) return parsed === null;
        return parsed === Temporal.Instant.from(text).epochNanoseconds;
      }),
      { numRuns: 1000 },
    );
  });
});

describe('formatInstant', () => {
  it.each([
    [0n, '1970-01-01T00:00:00Z'],
    [1n, '1970-01-01T00:00:00.000000001Z'],
    [-1n, '1969-12-31T23:59:59.999999999Z'],
    [500_000_000n, '1970-01-01T00:00:00.5Z'],
    [1774745999123456789n, '2026-03-29T00:59:59.123456789Z'],
    [1774745999120000000n, '2026-03-29T00:59:59.12Z'],
    [1774745999000000000n, '2026-03-29T00:59:59Z'],
    [MIN_INSTANT_NS, '0001-01-01T00:00:00Z'],
    [MAX_INSTANT_NS, '9999-12-31T23:59:59.999999999Z'],
  ])('formats %p as %s', (ns, expected) => {
    expect(formatInstant(ns)).toBe(expected);
  });

  it('throws RangeError outside the supported range', () => {
    expect(() => formatInstant(MIN_INSTANT_NS - 1n)).toThrow(RangeError);
    expect(() => formatInstant(MAX_INSTANT_NS + 1n)).toThrow(RangeError);
  });

  const anyInstant = fc.bigInt({ min: MIN_INSTANT_NS, max: MAX_INSTANT_NS });

  it('round-trips: parseInstant(formatInstant(ns)) === ns for every ns in range', () => {
    fc.assert(
      fc.property(anyInstant, (ns) => parseInstant(formatInstant(ns)) === ns),
      RUNS,
    );
  });

  it('round-trips around second/day boundaries', () => {
    const nearBoundary = fc
      .tuple(fc.integer({ min: -719_162, max: 2_932_896 }), fc.bigInt({ min: -2n, max: 2n }))
      .map(([days, delta]) => BigInt(days) * 86_400_000_000_000n + delta)
      .filter((ns) => ns >= MIN_INSTANT_NS && ns <= MAX_INSTANT_NS);
    fc.assert(
      fc.property(nearBoundary, (ns) => parseInstant(formatInstant(ns)) === ns),
      RUNS,
    );
  });

  it('matches Temporal.Instant#toString', () => {
    fc.assert(
      fc.property(anyInstant, (ns) => formatInstant(ns) === Temporal.Instant.fromEpochNanoseconds(ns).toString()),
      RUNS,
    );
  });

  it('round-trips text whose fraction has no trailing zeros', () => {
    fc.assert(
      fc.property(anyInstant, (ns) => {
        const text = Temporal.Instant.fromEpochNanoseconds(ns).toString();
        return formatInstant(parseInstant(text)!) === text;
      }),
      RUNS,
    );
  });
});

describe('civil date arithmetic', () => {
  it('daysFromCivil and civilFromDays are inverse and match Temporal', () => {
    fc.assert(
      fc.property(fc.integer({ min: -719_162, max: 2_932_896 }), (days) => {
        const [y, m, d] = civilFromDays(days);
        const viaTemporal = Temporal.PlainDate.from('1970-01-01').add({ days });
        return daysFromCivil(y, m, d) === days && viaTemporal.year === y && viaTemporal.month === m && viaTemporal.day === d;
      }),
      RUNS,
    );
  });
});
