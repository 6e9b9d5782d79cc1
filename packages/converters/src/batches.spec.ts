import { BATCH_ENTRIES, BATCH_PARTS, batchesOf, markUnbatchable, settleExactMatches } from './batches';
import type { NormalizedEntry } from './trackers';

const entry = (row: number): NormalizedEntry => ({
  row,
  sourceId: null,
  start: '2026-03-10T09:00:00',
  end: '2026-03-10T10:00:00',
  client: null,
  project: null,
  task: null,
  description: null,
  tags: [],
  occurrence: 1,
});

describe('import batches', () => {
  it('cut at the entry limit, in file order', () => {
    const entries = Array.from({ length: 2 * BATCH_ENTRIES + 1 }, (_, i) => entry(i + 2));
    const batches = batchesOf(entries, new Map());
    expect(batches.map((b) => b.length)).toEqual([BATCH_ENTRIES, BATCH_ENTRIES, 1]);
    expect(batches.flat().map((e) => e.row)).toEqual(entries.map((e) => e.row));
  });

  it('cut before the day-part limit would be passed, and keep an oversized row alone', () => {
    const entries = [entry(2), entry(3), entry(4), entry(5)];
    const parts = new Map([
      [2, 600],
      [3, 400],
      [4, 1],
      [5, BATCH_PARTS + 5],
    ]);
    expect(batchesOf(entries, parts).map((b) => b.map((e) => e.row))).toEqual([[2, 3], [4], [5]]);
  });

  it('settle exact matches reusing each activity once: later rows take another match or are created', () => {
    const match = (activityId: string) => ({ activityId, version: 3 });
    const rows = [
      { row: 2, status: 'exactMatch', matches: [match('a')] },
      { row: 3, status: 'new', matches: [] },
      { row: 4, status: 'exactMatch', matches: [match('a')] },
      { row: 5, status: 'exactMatch', matches: [match('a'), match('b')] },
    ];
    expect(settleExactMatches(rows, true)).toEqual([
      { row: 2, action: 'reuse', activityId: 'a', version: 3 },
      { row: 4, action: 'distinctCreate' },
      { row: 5, action: 'reuse', activityId: 'b', version: 3 },
    ]);
    expect(settleExactMatches(rows, false).map((d) => d.action)).toEqual(['distinctCreate', 'distinctCreate', 'distinctCreate']);
  });

  it('mark rows over the day-part limit invalid, with a problem, and leave the others as they are', () => {
    const row = (n: number, status: string, dayParts: number) => ({ row: n, status, dayParts, start: null, problems: [] });
    const marked = markUnbatchable([
      row(2, 'new', BATCH_PARTS),
      row(3, 'new', BATCH_PARTS + 1),
      row(4, 'exactMatch', 5000),
      row(5, 'invalid', 0),
    ]);
    expect(marked.map((r) => [r.row, r.status, r.problems.map((p) => p.code)])).toEqual([
      [2, 'new', []],
      [3, 'invalid', ['TOO_MANY_DAY_PARTS']],
      [4, 'invalid', ['TOO_MANY_DAY_PARTS']],
      [5, 'invalid', []],
    ]);
  });
});
