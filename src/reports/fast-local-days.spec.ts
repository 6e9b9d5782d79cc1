import fc from 'fast-check';
import { dayBuckets } from './report-computation';
import { fastDayBuckets } from './fast-local-days';

const DAY = 86_400_000_000_000n;
// Zones with midnight transitions (Sao Paulo, Gaza, Havana, Santiago), skipped dates (Apia 2011),
// half-hour and 2-hour DST (Lord Howe, Troll), negative DST (Dublin), historical oddities (St Johns).
const ZONES = [
  'UTC',
  'Europe/Berlin',
  'America/New_York',
  'America/Sao_Paulo',
  'Asia/Gaza',
  'America/Havana',
  'America/Santiago',
  'Pacific/Apia',
  'Australia/Lord_Howe',
  'Antarctica/Troll',
  'Europe/Dublin',
  'America/St_Johns',
  'Asia/Kathmandu',
  'Africa/Casablanca',
  'Pacific/Kiritimati',
  'America/Godthab',
];
const START_1900 = BigInt(Date.parse('1900-01-01T00:00:00Z')) * 1_000_000n;
const END_2040 = BigInt(Date.parse('2040-01-01T00:00:00Z')) * 1_000_000n;

describe('fastDayBuckets', () => {
  it('equals dayBuckets on random ranges in zones with every kind of transition', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.bigInt({ min: START_1900, max: END_2040 }),
        fc.bigInt({ min: 0n, max: 120n * DAY }),
        (zone, fromNs, length) => {
          expect(fastDayBuckets(fromNs, fromNs + length, zone)).toEqual(dayBuckets(fromNs, fromNs + length, zone));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('equals dayBuckets over whole years, and at the known odd dates', () => {
    for (const zone of ZONES) {
      const from = BigInt(Date.parse('2011-01-01T00:00:00Z')) * 1_000_000n;
      expect(fastDayBuckets(from, from + 366n * DAY, zone)).toEqual(dayBuckets(from, from + 366n * DAY, zone));
    }
    const apia = BigInt(Date.parse('2011-12-28T00:00:00Z')) * 1_000_000n;
    const days = fastDayBuckets(apia, apia + 5n * DAY, 'Pacific/Apia');
    expect(days.map((d) => d.key)).not.toContain('2011-12-30');
    expect(days).toEqual(dayBuckets(apia, apia + 5n * DAY, 'Pacific/Apia'));
    expect(fastDayBuckets(5n, 5n, 'UTC')).toEqual([]);
    expect(() => fastDayBuckets(5n, 4n, 'UTC')).toThrow(RangeError);
  });

  it('handles years far from now, at the edges of the instant range', () => {
    const y1 = BigInt(Date.parse('0001-01-01T00:00:00Z')) * 1_000_000n;
    const y9999 = BigInt(Date.parse('9999-12-01T00:00:00Z')) * 1_000_000n;
    for (const zone of ['Europe/Berlin', 'America/New_York', 'UTC']) {
      expect(fastDayBuckets(y1, y1 + 40n * DAY, zone)).toEqual(dayBuckets(y1, y1 + 40n * DAY, zone));
      expect(fastDayBuckets(y9999, y9999 + 31n * DAY, zone)).toEqual(dayBuckets(y9999, y9999 + 31n * DAY, zone));
    }
  });
});
