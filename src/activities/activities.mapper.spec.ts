import fc from 'fast-check';
import { ProblemError } from '../common/http/problem';
import { formatInstant, parseInstant } from '../common/time';
import { toActivityResponse } from './dto/activity.mapper';
import { ActivityInputs, normalizeLabelIds } from './activity-inputs';

describe('toActivityResponse', () => {
  const row = {
    id: '01a1fb7f-59bc-70e3-aba6-2ead0a01f367',
    owner_id: 'owner-1',
    task_id: null,
    project_id: '01a1fb7f-59bc-70e3-aba6-2ead0a01f368',
    summary: 'Review',
    manual: false,
    billable: false,
    start_ns: parseInstant('2026-03-29T00:59:59.123456789Z')!.toString(),
    end_ns: null,
    split_due_ns: '1774742400000000000',
    version: 3,
    time_entry_id: '01a1fb7f-59bc-70e3-aba6-2ead0a01f369',
    label_ids: ['a', 'b'],
  };

  it('whitelists the contract fields in a fixed order and formats instants with all significant digits', () => {
    const response = toActivityResponse(row);
    expect(JSON.stringify(response)).toBe(
      '{"id":"01a1fb7f-59bc-70e3-aba6-2ead0a01f367","ownerId":"owner-1","version":3,"start":"2026-03-29T00:59:59.123456789Z","end":null,' +
        '"taskId":null,"projectId":"01a1fb7f-59bc-70e3-aba6-2ead0a01f368","summary":"Review","labelIds":["a","b"],"manual":false,"billable":false,' +
        '"timeEntryId":"01a1fb7f-59bc-70e3-aba6-2ead0a01f369"}',
    );
    expect(toActivityResponse({ ...row, end_ns: parseInstant('2026-03-29T01:00:00.5Z')!.toString() }).end).toBe('2026-03-29T01:00:00.5Z');
  });

  it('property: stored nanoseconds round-trip through the wire form', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: parseInstant('0001-01-01T00:00:00Z')!, max: parseInstant('9999-12-31T23:59:59.999999999Z')! }), (ns) => {
        const text = toActivityResponse({ ...row, start_ns: ns.toString() }).start;
        expect(parseInstant(text)).toBe(ns);
        expect(formatInstant(parseInstant(text)!)).toBe(text);
      }),
    );
  });
});

describe('normalizeLabelIds', () => {
  it('is a sorted set of lowercase IDs', () => {
    expect(normalizeLabelIds(['B', 'a', 'b', 'A'])).toEqual(['a', 'b']);
    expect(normalizeLabelIds(undefined)).toEqual([]);
  });

  it('property: idempotent, sorted, duplicate-free, same members', () => {
    fc.assert(
      fc.property(fc.array(fc.uuid()), (ids) => {
        const normalized = normalizeLabelIds(ids);
        expect(normalizeLabelIds(normalized)).toEqual(normalized);
        expect([...normalized].sort()).toEqual(normalized);
        expect(new Set(normalized).size).toBe(normalized.length);
        expect(new Set(normalized)).toEqual(new Set(ids.map((id) => id.toLowerCase())));
      }),
    );
  });
});

describe('ActivityInputs.interval', () => {
  const inputs = new ActivityInputs(null as never);
  const now = parseInstant('2026-03-29T12:00:00Z')!;

  it('accepts a start equal to the clock, an open or future end, and an end equal to the start', () => {
    expect(inputs.interval('2026-03-29T12:00:00Z', null, now)).toEqual({ startNs: now, endNs: null });
    expect(inputs.interval('2026-03-29T11:00:00Z', '2026-04-02T00:00:00Z', now).endNs).toBe(parseInstant('2026-04-02T00:00:00Z'));
    expect(inputs.interval('2026-03-29T11:00:00Z', '2026-03-29T11:00:00Z', now).endNs).toBe(parseInstant('2026-03-29T11:00:00Z'));
  });

  it('refuses a start after the clock and an end before the start with 422 VALIDATION', () => {
    for (const [start, end] of [
      ['2026-03-29T12:00:00.000000001Z', null],
      ['2026-03-29T11:00:00Z', '2026-03-29T10:59:59.999999999Z'],
    ] as const) {
      try {
        inputs.interval(start, end, now);
        throw new Error('accepted');
      } catch (error) {
        expect(error).toBeInstanceOf(ProblemError);
        expect((error as ProblemError).status).toBe(422);
        expect((error as ProblemError).code).toBe('VALIDATION');
      }
    }
  });
});
