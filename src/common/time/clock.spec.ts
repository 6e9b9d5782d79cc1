import { Clock, FixedClock, SystemClock } from './clock';
import { parseInstant } from './instant';

describe('SystemClock', () => {
  it('is close to Date.now()', () => {
    const clock = new SystemClock();
    const before = BigInt(Date.now()) * 1_000_000n;
    const now = clock.nowNs();
    const after = BigInt(Date.now()) * 1_000_000n;
    // Allow for the ms truncation of the anchor and some scheduling slack.
    expect(now).toBeGreaterThanOrEqual(before - 50_000_000n);
    expect(now).toBeLessThanOrEqual(after + 50_000_000n);
  });

  it('never goes backwards, across calls and instances', () => {
    const a = new SystemClock();
    const b = new SystemClock();
    let last = a.nowNs();
    let backwards = 0;
    for (let i = 0; i < 10_000; i++) {
      const next = i % 2 === 0 ? b.nowNs() : a.nowNs();
      if (next < last) backwards++;
      last = next;
    }
    expect(backwards).toBe(0);
  });

  it('has sub-millisecond resolution', () => {
    const clock = new SystemClock();
    const samples = Array.from({ length: 50 }, () => clock.nowNs());
    expect(samples.some((ns) => ns % 1_000_000n !== 0n)).toBe(true);
  });

  it('adds elapsed monotonic time to the wall-clock anchor', () => {
    let mono = 5_000n;
    let wallMs = 1_700_000_000_000;
    const clock = new SystemClock({ wallMs: () => wallMs, monotonicNs: () => mono });
    expect(clock.nowNs()).toBe(1_700_000_000_000_000_000n);
    mono += 1_234n;
    wallMs -= 60_000; // a wall-clock step back is ignored
    expect(clock.nowNs()).toBe(1_700_000_000_000_001_234n);
  });

  it('is a Clock', () => {
    expect(new SystemClock()).toBeInstanceOf(Clock);
  });
});

describe('FixedClock', () => {
  it('returns the set time and advances by the given amount', () => {
    const clock = new FixedClock(10n);
    expect(clock.nowNs()).toBe(10n);
    expect(clock.nowNs()).toBe(10n);
    expect(clock.advance(5n)).toBe(15n);
    expect(clock.nowNs()).toBe(15n);
    clock.set(-3n);
    expect(clock.nowNs()).toBe(-3n);
    expect(clock).toBeInstanceOf(Clock);
  });

  it('defaults to the epoch and can start from an RFC 3339 instant', () => {
    expect(new FixedClock().nowNs()).toBe(0n);
    expect(FixedClock.at('2026-03-29T00:59:59.123456789Z').nowNs()).toBe(parseInstant('2026-03-29T00:59:59.123456789Z'));
    expect(() => FixedClock.at('2026-03-29T00:59:59+01:00')).toThrow(RangeError);
  });
});
