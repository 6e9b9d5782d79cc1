import { Temporal } from 'temporal-polyfill';
import { civilFromDays, type EpochNs } from '../common/time/instant';

/** Floor division of BigInts (rounds toward −∞, as local dates and seconds need before 1970 too). */
export function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

/** Temporal.PlainDate's toString of days since 1970-01-01 (years outside 0..9999 signed, six digits). */
export function isoDate(epochDay: number): string {
  const [year, month, day] = civilFromDays(epochDay);
  const y = year >= 0 && year <= 9999 ? String(year).padStart(4, '0') : `${year < 0 ? '-' : '+'}${String(Math.abs(year)).padStart(6, '0')}`;
  return `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A zone's UTC offsets over a range, read once from Temporal (its transitions): between two
 * transitions the offset is constant, so the reports' local days and wall clocks are arithmetic
 * there instead of a Temporal zone computation per instant.
 */
export class ZoneOffsets {
  /** Offset segments: from `at[i]` on, the offset is `offset[i]` (ns), up to `to`. */
  private readonly at: bigint[] = [];
  private readonly offset: bigint[] = [];
  /** Each segment's offset in whole seconds (null: not whole, as some zones' local mean time was). */
  private readonly seconds: Array<number | null>;

  constructor(
    zone: string,
    readonly from: EpochNs,
    readonly to: EpochNs,
  ) {
    let zdt: Temporal.ZonedDateTime | null = new Temporal.ZonedDateTime(from, zone);
    this.at.push(from);
    this.offset.push(BigInt(zdt.offsetNanoseconds));
    for (;;) {
      zdt = zdt.getTimeZoneTransition('next');
      if (zdt === null || zdt.epochNanoseconds > to) break;
      this.at.push(zdt.epochNanoseconds);
      this.offset.push(BigInt(zdt.offsetNanoseconds));
    }
    this.seconds = this.offset.map((o) => (o % 1_000_000_000n === 0n ? Number(o / 1_000_000_000n) : null));
  }

  /** Whether `ns` lies in the range read. */
  covers(ns: EpochNs): boolean {
    return ns >= this.from && ns <= this.to;
  }

  /** The offset in effect at `ns` (within the range). */
  offsetAt(ns: EpochNs): bigint {
    return this.offset[this.segment(ns)];
  }

  /** The offset in effect at `ns` (within the range) in seconds, or null when it is not a whole number of them. */
  offsetSecondsAt(ns: EpochNs): number | null {
    return this.seconds[this.segment(ns)];
  }

  /** True when an offset change lies within `withinNs` of `ns` (or that reaches before the range). */
  changesNear(ns: EpochNs, withinNs: bigint): boolean {
    if (ns - withinNs < this.from) return true;
    const i = this.segment(ns - withinNs);
    return i + 1 < this.at.length && this.at[i + 1] <= ns + withinNs;
  }

  private segment(ns: bigint): number {
    let lo = 0;
    let hi = this.at.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.at[mid] <= ns) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
}
