import { formatFraction } from './instant';

const NS_PER_SECOND = 1_000_000_000n;
const NS_PER_MINUTE = 60n * NS_PER_SECOND;
const NS_PER_HOUR = 60n * NS_PER_MINUTE;

/**
 * Formats a non-negative duration in nanoseconds as an ISO 8601 duration
 * whose largest unit is hours (never days, so it is unambiguous across DST):
 *
 * - `H` is present when hours > 0;
 * - `M` is present when minutes > 0 (a zero component is left out, as Java's
 *   `Duration`, Temporal and most ISO 8601 writers do: `PT1H1S`, not `PT1H0M1S`);
 * - `S` is present when seconds (including the fraction) > 0, or when the
 *   whole duration is zero (`PT0S`);
 * - the seconds fraction has trailing zeros trimmed (at most 9 digits).
 *
 * Examples: 0 → `PT0S`, 32 h → `PT32H`, 1 min → `PT1M`, 1.5 s → `PT1.5S`,
 * 1 h 1 s → `PT1H1S`, 7 h 30 min 1 ns → `PT7H30M0.000000001S`.
 *
 * Throws RangeError for negative input.
 */
export function formatDuration(ns: bigint): string {
  if (typeof ns !== 'bigint') throw new TypeError('formatDuration expects a bigint of nanoseconds');
  if (ns < 0n) throw new RangeError(`Duration must not be negative, got ${ns}ns`);
  if (ns === 0n) return 'PT0S';

  const hours = ns / NS_PER_HOUR;
  const minutes = (ns % NS_PER_HOUR) / NS_PER_MINUTE;
  const secondsNs = ns % NS_PER_MINUTE;

  let text = 'PT';
  if (hours > 0n) text += `${hours}H`;
  if (minutes > 0n) text += `${minutes}M`;
  if (secondsNs > 0n) {
    const whole = secondsNs / NS_PER_SECOND;
    const fraction = secondsNs % NS_PER_SECOND;
    text += fraction === 0n ? `${whole}S` : `${whole}.${formatFraction(fraction)}S`;
  }
  return text;
}
