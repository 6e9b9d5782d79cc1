import { type EpochNs } from '../../common/time/instant';
import { requireZoneId } from '../../common/time/zone';
import { ZoneOffsets, floorDiv, isoDate } from '../zone-offsets';
import { type WallClock, wallClockOf } from './report-table';

const NS_PER_SECOND = 1_000_000_000n;
const DAY_NS = 86_400n * NS_PER_SECOND;
/** Excel's 1900 date system counts a 1900-02-29 that never was: see wallClockOf. */
const FIRST_SPREADSHEET_MS = Date.UTC(1900, 2, 1);

const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/**
 * The wall clock of many instants in one zone (a year's daily download: 20,000 starts and ends),
 * without a Temporal zone computation per instant: the zone's offsets over the range are read once
 * (its transitions from Temporal), and an instant's wall clock is then the instant plus the offset
 * in effect at it, which is what Temporal computes. Each local date's text and each time of day's
 * text are made once. Instants outside the range asked for go to wallClockOf itself. Same results
 * as wallClockOf (the spec compares them over many zones and instants, DST changes included).
 */
export class ZoneClock {
  private readonly offsets: ZoneOffsets;
  private readonly zone: string;
  private readonly dates = new Map<number, string>();
  /** `hh:mm:ss` by the second of the day. */
  private readonly times = new Map<number, string>();

  constructor(zoneId: string, fromNs: EpochNs, toNs: EpochNs) {
    this.zone = requireZoneId(zoneId);
    this.offsets = new ZoneOffsets(this.zone, fromNs - DAY_NS, toNs + DAY_NS);
  }

  /** The wall clock of an instant, to the second (the fraction dropped): as wallClockOf(ns, zone). */
  of(ns: EpochNs): WallClock {
    return { text: this.textOf(ns), wallClock: this.dateTimeOf(ns) };
  }

  /** The wall clock's text: as wallClockOf(ns, zone).text. */
  textOf(ns: EpochNs): string {
    return this.offsets.covers(ns) ? this.text(this.localSeconds(ns)) : wallClockOf(ns, this.zone).text;
  }

  /** The wall clock as a workbook's date-time: as wallClockOf(ns, zone).wallClock. */
  dateTimeOf(ns: EpochNs): Date | null {
    if (!this.offsets.covers(ns)) return wallClockOf(ns, this.zone).wallClock;
    const ms = this.localSeconds(ns) * 1000;
    return ms < FIRST_SPREADSHEET_MS ? null : new Date(ms);
  }

  /** The local wall clock of an instant in the range, in seconds since 1970-01-01 00:00:00 (the fraction dropped). */
  private localSeconds(ns: EpochNs): number {
    const offsetSeconds = this.offsets.offsetSecondsAt(ns);
    // A whole-second offset (every zone's since the 1970s) and an instant since 1970: one division, whose truncation is the floor.
    if (offsetSeconds !== null && ns >= 0n) return Number(ns / NS_PER_SECOND) + offsetSeconds;
    return Number(floorDiv(ns + this.offsets.offsetAt(ns), NS_PER_SECOND));
  }

  private text(seconds: number): string {
    const epochDay = Math.floor(seconds / 86_400);
    const inDay = seconds - epochDay * 86_400;
    let date = this.dates.get(epochDay);
    if (date === undefined) this.dates.set(epochDay, (date = isoDate(epochDay)));
    let time = this.times.get(inDay);
    if (time === undefined)
      this.times.set(inDay, (time = `${two(Math.floor(inDay / 3600))}:${two(Math.floor(inDay / 60) % 60)}:${two(inDay % 60)}`));
    return `${date} ${time}`;
  }
}
