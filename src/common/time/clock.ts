import { type EpochNs, parseInstant } from './instant';

/**
 * Source of the current time as epoch nanoseconds. Abstract class (not an
 * interface) so it can serve as a dependency-injection token.
 */
export abstract class Clock {
  abstract nowNs(): EpochNs;
}

/** Time sources for {@link SystemClock}; injectable for tests. */
export interface SystemClockSources {
  /** Wall-clock milliseconds since the epoch (default `Date.now`). */
  wallMs(): number;
  /** Monotonic nanoseconds from an arbitrary origin (default `process.hrtime.bigint`). */
  monotonicNs(): bigint;
}

interface Anchor {
  wallNs: bigint;
  monotonicNs: bigint;
}

function takeAnchor(sources: SystemClockSources): Anchor {
  const monotonicNs = sources.monotonicNs();
  const wallNs = BigInt(sources.wallMs()) * 1_000_000n;
  return { wallNs, monotonicNs };
}

const processSources: SystemClockSources = {
  wallMs: () => Date.now(),
  monotonicNs: () => process.hrtime.bigint(),
};

/** One anchor per process, so all default SystemClocks agree with each other. */
let processAnchor: Anchor | undefined;

/**
 * The real clock with sub-millisecond resolution: the wall clock is read once
 * (Date.now(), anchored to process.hrtime.bigint()) and the elapsed monotonic
 * time is added on every call. It therefore never goes backwards within a
 * process (all default instances share one anchor), and it does not follow
 * wall-clock adjustments (NTP steps) made after the anchor was taken.
 */
export class SystemClock extends Clock {
  private readonly anchor: Anchor;
  private readonly monotonicNs: () => bigint;

  constructor(sources?: SystemClockSources) {
    super();
    if (sources === undefined) {
      processAnchor ??= takeAnchor(processSources);
      this.anchor = processAnchor;
      this.monotonicNs = processSources.monotonicNs;
    } else {
      this.anchor = takeAnchor(sources);
      this.monotonicNs = () => sources.monotonicNs();
    }
  }

  override nowNs(): EpochNs {
    return this.anchor.wallNs + (this.monotonicNs() - this.anchor.monotonicNs);
  }
}

/** A manually driven clock for tests. */
export class FixedClock extends Clock {
  private current: EpochNs;

  constructor(initialNs: EpochNs = 0n) {
    super();
    this.current = initialNs;
  }

  /** A FixedClock set to an RFC 3339 UTC instant; throws RangeError if invalid. */
  static at(text: string): FixedClock {
    const ns = parseInstant(text);
    if (ns === null) throw new RangeError(`Invalid instant ${JSON.stringify(text)}`);
    return new FixedClock(ns);
  }

  override nowNs(): EpochNs {
    return this.current;
  }

  set(ns: EpochNs): void {
    this.current = ns;
  }

  /** Moves the clock by `ns` (may be negative) and returns the new time. */
  advance(ns: EpochNs): EpochNs {
    this.current += ns;
    return this.current;
  }
}
