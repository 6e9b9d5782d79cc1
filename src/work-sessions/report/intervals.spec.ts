import fc from 'fast-check';
import { Interval, ReportActivity, clip, measureSession, union, unionLength } from './intervals';

const iv = (start: number | bigint, end: number | bigint): Interval => ({ start: BigInt(start), end: BigInt(end) });

/** Brute force over small integer instants: the number of instants t with some interval containing t. */
function coveredCount(intervals: Interval[]): bigint {
  const covered = new Set<bigint>();
  for (const i of intervals) for (let t = i.start; t < i.end; t++) covered.add(t);
  return BigInt(covered.size);
}

const smallInterval = fc.tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 30 })).map(([s, len]) => iv(s, s + len));
const nanoInstant = fc.bigInt({ min: 1_700_000_000_000_000_000n, max: 1_700_000_100_000_000_000n });

describe('clip', () => {
  it('keeps the shared part', () => {
    expect(clip(iv(0, 10), iv(5, 20))).toEqual(iv(5, 10));
    expect(clip(iv(5, 20), iv(0, 10))).toEqual(iv(5, 10));
    expect(clip(iv(2, 3), iv(0, 10))).toEqual(iv(2, 3));
    expect(clip(iv(0, 30), iv(10, 20))).toEqual(iv(10, 20));
  });

  it('touching an endpoint is not overlapping', () => {
    expect(clip(iv(0, 10), iv(10, 20))).toBeNull();
    expect(clip(iv(20, 30), iv(10, 20))).toBeNull();
  });

  it('empty intervals never overlap', () => {
    expect(clip(iv(15, 15), iv(10, 20))).toBeNull();
    expect(clip(iv(0, 30), iv(10, 10))).toBeNull();
  });

  it('one nanosecond of overlap counts', () => {
    const s = 1_774_745_999_123_456_789n;
    expect(clip(iv(s - 5n, s + 1n), iv(s, s + 100n))).toEqual(iv(s, s + 1n));
  });

  it('property: the clipped part lies inside both and equals the brute-force intersection', () => {
    fc.assert(
      fc.property(smallInterval, smallInterval, (a, w) => {
        const part = clip(a, w);
        const both = [...Array(100).keys()].map(BigInt).filter((t) => t >= a.start && t < a.end && t >= w.start && t < w.end);
        if (part === null) return both.length === 0;
        return (
          part.start >= a.start &&
          part.end <= a.end &&
          part.start >= w.start &&
          part.end <= w.end &&
          part.start < part.end &&
          BigInt(both.length) === part.end - part.start
        );
      }),
    );
  });
});

describe('union', () => {
  it('merges overlapping and touching intervals, drops empty ones, sorts', () => {
    expect(union([iv(20, 30), iv(0, 10), iv(10, 15), iv(5, 12), iv(40, 40)])).toEqual([iv(0, 15), iv(20, 30)]);
    expect(unionLength([iv(0, 10), iv(10, 20)])).toBe(20n);
    expect(unionLength([iv(0, 10), iv(0, 10)])).toBe(10n);
    expect(unionLength([])).toBe(0n);
  });

  it('does not mutate its input', () => {
    const input = [iv(0, 10), iv(5, 20)];
    union(input);
    expect(input).toEqual([iv(0, 10), iv(5, 20)]);
  });

  it('property: the union length equals the brute-force covered count', () => {
    fc.assert(fc.property(fc.array(smallInterval, { maxLength: 12 }), (intervals) => unionLength(intervals) === coveredCount(intervals)));
  });

  it('property: the result is sorted, disjoint and non-touching', () => {
    fc.assert(
      fc.property(fc.array(smallInterval, { maxLength: 12 }), (intervals) => {
        const merged = union(intervals);
        return merged.every((m, k) => m.start < m.end && (k === 0 || merged[k - 1].end < m.start));
      }),
    );
  });

  it('property: order of the input does not matter', () => {
    fc.assert(
      fc.property(
        fc
          .array(smallInterval, { maxLength: 10 })
          .chain((a) => fc.tuple(fc.constant(a), fc.shuffledSubarray(a, { minLength: a.length, maxLength: a.length }))),
        ([a, b]) => {
          expect(union(b)).toEqual(union(a));
        },
      ),
    );
  });

  it('property: touching intervals chained end to start cover exactly first start to last end', () => {
    fc.assert(
      fc.property(
        nanoInstant,
        fc.array(fc.bigInt({ min: 1n, max: 10_000_000_000n }), { minLength: 1, maxLength: 10 }),
        (start, lengths) => {
          const parts: Interval[] = [];
          let t = start;
          for (const len of lengths) {
            parts.push(iv(t, t + len));
            t += len;
          }
          const merged = union(parts);
          return merged.length === 1 && merged[0].start === start && merged[0].end === t;
        },
      ),
    );
  });
});

describe('measureSession', () => {
  const act = (id: string, start: number | bigint, end: number | bigint | null, taskId: string | null = null): ReportActivity => ({
    id,
    taskId,
    start: BigInt(start),
    end: end === null ? null : BigInt(end),
  });

  it('sums tracked, unions allocated, flags boundary crossings, ignores touching activities', () => {
    const m = measureSession(
      iv(100, 200),
      [
        act('a', 50, 120), // crosses start
        act('b', 110, 130), // overlaps a
        act('c', 190, 260), // crosses end
        act('d', 0, 100), // touches start
        act('e', 200, 300), // touches end
        act('f', 140, 150),
      ],
      1000n,
    );
    expect(m.duration).toBe(100n);
    expect(m.tracked).toBe(20n + 20n + 10n + 10n);
    expect(m.allocated).toBe(30n + 10n + 10n);
    expect(m.unallocated).toBe(50n);
    expect(m.activities.map((a) => [a.id, a.start, a.end, a.tracked, a.crossesStart, a.crossesEnd])).toEqual([
      ['a', 100n, 120n, 20n, true, false],
      ['b', 110n, 130n, 20n, false, false],
      ['f', 140n, 150n, 10n, false, false],
      ['c', 190n, 200n, 10n, false, true],
    ]);
  });

  it('an activity covering the whole session crosses both ends', () => {
    const m = measureSession(iv(100, 200), [act('a', 0, 300)], 1000n);
    expect(m.activities[0]).toMatchObject({ start: 100n, end: 200n, crossesStart: true, crossesEnd: true });
    expect(m.unallocated).toBe(0n);
  });

  it('a running activity counts up to now; running past a completed session crosses its end', () => {
    expect(measureSession(iv(100, 200), [act('a', 150, null)], 180n).activities[0]).toMatchObject({
      end: 180n,
      tracked: 30n,
      crossesEnd: false,
    });
    expect(measureSession(iv(100, 200), [act('a', 150, null)], 500n).activities[0]).toMatchObject({
      end: 200n,
      tracked: 50n,
      crossesEnd: true,
    });
    // a running activity that starts at now has no length yet
    expect(measureSession(iv(100, 200), [act('a', 150, null)], 150n).activities).toEqual([]);
  });

  it('an empty session allocates nothing', () => {
    const m = measureSession(iv(100, 100), [act('a', 0, 300)], 1000n);
    expect(m).toMatchObject({ duration: 0n, tracked: 0n, allocated: 0n, unallocated: 0n, activities: [] });
  });

  it('keeps nanoseconds', () => {
    const s = 1_774_745_999_123_456_789n;
    const m = measureSession(iv(s, s + 10n), [act('a', s - 1n, s + 1n), act('b', s + 1n, s + 3n), act('c', s + 2n, s + 4n)], s + 100n);
    expect([m.tracked, m.allocated, m.unallocated]).toEqual([1n + 2n + 2n, 4n, 6n]);
  });

  const activities = fc
    .array(fc.tuple(fc.integer({ min: 0, max: 80 }), fc.integer({ min: 0, max: 40 }), fc.boolean()), { maxLength: 10 })
    .map((tuples) => tuples.map(([s, len, running], k) => act(`id-${k}`, s, running ? null : s + len)));

  it('property: allocated <= tracked, allocated <= duration, unallocated = duration - allocated >= 0', () => {
    fc.assert(
      fc.property(smallInterval, activities, fc.integer({ min: 0, max: 120 }), (window, acts, now) => {
        const m = measureSession(window, acts, BigInt(now));
        return (
          m.allocated <= m.tracked &&
          m.allocated <= m.duration &&
          m.unallocated >= 0n &&
          m.unallocated === m.duration - m.allocated &&
          m.duration === window.end - window.start
        );
      }),
    );
  });

  it('property: parts lie inside the session, tracked is their sum, allocated is their brute-force coverage', () => {
    fc.assert(
      fc.property(smallInterval, activities, fc.integer({ min: 0, max: 120 }), (window, acts, now) => {
        const m = measureSession(window, acts, BigInt(now));
        const inside = m.activities.every(
          (a) => a.start >= window.start && a.end <= window.end && a.start < a.end && a.tracked === a.end - a.start,
        );
        return inside && m.tracked === m.activities.reduce((s, a) => s + a.tracked, 0n) && m.allocated === coveredCount(m.activities);
      }),
    );
  });

  it('property: without overlapping activities, allocated equals tracked', () => {
    fc.assert(
      fc.property(
        smallInterval,
        fc.array(fc.integer({ min: 1, max: 15 }), { maxLength: 8 }),
        fc.integer({ min: 0, max: 60 }),
        (window, lengths, first) => {
          let t = first;
          const acts = lengths.map((len, k) => {
            const a = act(`x${k}`, t, t + len);
            t += len;
            return a;
          });
          const m = measureSession(window, acts, 0n);
          return m.allocated === m.tracked;
        },
      ),
    );
  });

  it('property: crossing flags agree with the original bounds', () => {
    fc.assert(
      fc.property(smallInterval, activities, fc.integer({ min: 0, max: 120 }), (window, acts, now) => {
        const m = measureSession(window, acts, BigInt(now));
        return m.activities.every((part) => {
          const original = acts.find((a) => a.id === part.id)!;
          const end = original.end ?? (BigInt(now) > original.start ? BigInt(now) : original.start);
          return part.crossesStart === original.start < window.start && part.crossesEnd === end > window.end;
        });
      }),
    );
  });
});
