import { Temporal } from 'temporal-polyfill';
import { civilFromDays, type EpochNs } from '../../common/time/instant';
import { requireZoneId } from '../../common/time/zone';
import { type WallClock, wallClockOf } from './report-table';

const NS_PER_SECOND = 1_000_000_000n;
const DAY_NS = 86_400n * NS_PER_SECOND;
/** Excel's 1900 date system counts a 1900-02-29 that never was: see wallClockOf. */
const FIRST_SPREADSHEET_MS = Date.UTC(1900, 2, 1);

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** Temporal.PlainDate's toString of days since 1970-01-01 (years outside 0..9999 signed, six digits). */
function isoDate(epochDay: number): string {
  const [year, month, day] = civilFromDays(epochDay);
  const y = year >= 0 && year <= 9999 ? String(year).padStart(4, '0') : `${year < 0 ? '-' : '+'}${String(Math.abs(year)).padStart(6, '0')}`;
  return `${y}-${two(month)}-${two(day)}`;
}

/**
 * The wall clock of many instants in one zone (a year's daily download: 20,000 starts and ends),
 * without a Temporal zone computation per instant: the zone's offsets over the range are read once
 * (its transitions from Temporal), and an instant's wall clock is then the instant plus the offset
 * in effect at it, which is what Temporal computes. Each local date's text is made once. Instants
 * outside the range asked for go to wallClockOf itself. Same results as wallClockOf (the spec
 * compares them over many zones and instants, DST changes included).
 */
export class ZoneClock {
  /** Offset segments: from `at[i]` on, the offset is `offset[i]` (ns), up to `until`. */
  private readonly at: bigint[] = [];
  private readonly offset: bigint[] = [];
  private readonly until: bigint;
  private readonly zone: string;
  private readonly dates = new Map<number, string>();

  constructor(zoneId: string, fromNs: EpochNs, toNs: EpochNs) {
    this.zone = requireZoneId(zoneId);
    const lo = fromNs - DAY_NS;
    this.until = toNs + DAY_NS;
    let zdt: Temporal.ZonedDateTime | null = new Temporal.ZonedDateTime(lo, this.zone);
    this.at.push(lo);
    this.offset.push(BigInt(zdt.offsetNanoseconds));
    for (;;) {
      zdt = zdt.getTimeZoneTransition('next');
      if (zdt === null || zdt.epochNanoseconds > this.until) break;
      this.at.push(zdt.epochNanoseconds);
      this.offset.push(BigInt(zdt.offsetNanoseconds));
    }
  }

  /** The wall clock of an instant, to the second (the fraction dropped): as wallClockOf(ns, zone). */
  of(ns: EpochNs): WallClock {
    if (ns < this.at[0] || ns > this.until) return wallClockOf(ns, this.zone);
    let lo = 0;
    let hi = this.at.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.at[mid] <= ns) lo = mid;
      else hi = mid - 1;
    }
    const seconds = Number(floorDiv(ns + this.offset[lo], NS_PER_SECOND));
    const epochDay = Math.floor(seconds / 86_400);
    const inDay = seconds - epochDay * 86_400;
    let date = this.dates.get(epochDay);
    if (date === undefined) this.dates.set(epochDay, (date = isoDate(epochDay)));
    const ms = seconds * 1000;
    return {
      text: `${date} ${two(Math.floor(inDay / 3600))}:${two(Math.floor(inDay / 60) % 60)}:${two(inDay % 60)}`,
      wallClock: ms < FIRST_SPREADSHEET_MS ? null : new Date(ms),
    };
  }
}
