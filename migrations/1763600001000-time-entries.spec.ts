import { StoredPart, joinDailyParts } from './1763600001000-time-entries';

/** Epoch nanoseconds of a whole-second UTC instant, as the backfill reads them (decimal strings). */
const ns = (instant: string): string => (BigInt(Date.parse(instant)) * 1_000_000n).toString();

const part = (id: string, start: string, end: string | null, content: Partial<StoredPart> = {}): StoredPart => ({
  id,
  start_ns: ns(start),
  end_ns: end === null ? null : ns(end),
  task_id: null,
  project_id: null,
  summary: null,
  billable: false,
  label_ids: [],
  ...content,
});

describe("the time-entries migration's joinDailyParts (its frozen copy)", () => {
  it("joins a chain of parts meeting at local midnights (a 23-hour day included) into the first part's entry", () => {
    const parts = [
      part('a', '2026-03-28T22:00:00Z', '2026-03-28T23:00:00Z'),
      part('b', '2026-03-28T23:00:00Z', '2026-03-29T22:00:00Z'),
      part('c', '2026-03-29T22:00:00Z', null),
    ];
    expect(joinDailyParts(parts, 'Europe/Berlin')).toEqual(
      new Map([
        ['b', 'a'],
        ['c', 'a'],
      ]),
    );
    // In UTC none of those instants is a midnight.
    expect(joinDailyParts(parts, 'UTC')).toEqual(new Map());
  });

  it('joins only identical content: task, project, summary, billable and labels', () => {
    for (const change of [{ task_id: 't' }, { project_id: 'p' }, { summary: 's' }, { billable: true }, { label_ids: ['l'] }]) {
      const parts = [
        part('a', '2026-05-01T20:00:00Z', '2026-05-02T00:00:00Z'),
        part('b', '2026-05-02T00:00:00Z', '2026-05-02T01:00:00Z', change),
      ];
      expect(joinDailyParts(parts, 'UTC').size).toBe(0);
    }
  });

  it('a part continues at most one other, and is continued at most once', () => {
    const parts = [
      part('a', '2026-05-01T20:00:00Z', '2026-05-02T00:00:00Z'),
      part('b', '2026-05-01T21:00:00Z', '2026-05-02T00:00:00Z'),
      part('c', '2026-05-02T00:00:00Z', '2026-05-02T01:00:00Z'),
      part('d', '2026-05-02T00:00:00Z', '2026-05-02T02:00:00Z'),
      part('e', '2026-05-02T00:00:00Z', '2026-05-02T03:00:00Z'),
    ];
    expect(joinDailyParts(parts, 'UTC')).toEqual(
      new Map([
        ['c', 'a'],
        ['d', 'b'],
      ]),
    );
  });

  it('a day that starts after a DST gap (America/Santiago 2026-09-06 starts 01:00) counts as a local day start', () => {
    const parts = [part('a', '2026-09-06T02:00:00Z', '2026-09-06T04:00:00Z'), part('b', '2026-09-06T04:00:00Z', '2026-09-06T05:00:00Z')];
    expect(joinDailyParts(parts, 'America/Santiago')).toEqual(new Map([['b', 'a']]));
  });

  it('an unknown stored zone joins nothing', () => {
    const parts = [part('a', '2026-05-01T20:00:00Z', '2026-05-02T00:00:00Z'), part('b', '2026-05-02T00:00:00Z', '2026-05-02T01:00:00Z')];
    expect(joinDailyParts(parts, 'Mars/Olympus').size).toBe(0);
  });
});
