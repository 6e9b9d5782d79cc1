import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { formatDuration } from './duration';

const S = 1_000_000_000n;
const M = 60n * S;
const H = 60n * M;

describe('formatDuration', () => {
  it.each([
    [0n, 'PT0S'],
    [1n, 'PT0.000000001S'],
    [S, 'PT1S'],
    [S + S / 2n, 'PT1.5S'],
    [59n * S + 999_999_999n, 'PT59.999999999S'],
    [M, 'PT1M'],
    [M + S, 'PT1M1S'],
    [M + 250_000_000n, 'PT1M0.25S'],
    [H, 'PT1H'],
    [H + S, 'PT1H1S'],
    [H + 1n, 'PT1H0.000000001S'],
    [H + 30n * M, 'PT1H30M'],
    [32n * H, 'PT32H'],
    [7n * H + 30n * M + 1n, 'PT7H30M0.000000001S'],
    [100_000n * H + 59n * M + 59n * S, 'PT100000H59M59S'],
  ])('formats %p as %s', (ns, expected) => {
    expect(formatDuration(ns)).toBe(expected);
  });

  it('throws RangeError for negative durations', () => {
    expect(() => formatDuration(-1n)).toThrow(RangeError);
  });

  it('produces ISO 8601 that Temporal parses back to the same total', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10_000n * H }), (ns) => {
        const text = formatDuration(ns);
        const d = Temporal.Duration.from(text);
        const total =
          BigInt(d.hours) * H +
          BigInt(d.minutes) * M +
          BigInt(d.seconds) * S +
          BigInt(d.milliseconds) * 1_000_000n +
          BigInt(d.microseconds) * 1_000n +
          BigInt(d.nanoseconds);
        return total === ns && d.days === 0;
      }),
      { numRuns: 200 },
    );
  });

  it('follows the component presence rules', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 1_000n * H }), (ns) => {
        const text = formatDuration(ns);
        const h = ns / H;
        const m = (ns % H) / M;
        const s = ns % M;
        const hasH = /\d+H/.test(text);
        const hasM = /\d+M/.test(text);
        const hasS = /[\d.]+S$/.test(text);
        return /^PT(\d+H)?(\d+M)?(\d+(\.\d*[1-9])?S)?$/.test(text) && hasH === h > 0n && hasM === m > 0n && hasS === (s > 0n || ns === 0n);
      }),
      { numRuns: 200 },
    );
  });
});
