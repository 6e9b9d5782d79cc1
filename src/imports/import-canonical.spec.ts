import fc from 'fast-check';
import { canonicalJson } from '../common/http/fingerprint';
import { BatchDecision, ImportEntry, PreviewRow } from './dto/imports.dto';
import { boundInput, inputText, tokenText } from './import-canonical';

// What the input hash and the token were taken of before: canonicalJson over these objects.
const plainEntries = (entries: ImportEntry[]) =>
  entries.map((e) => ({
    row: e.row,
    sourceId: e.sourceId,
    start: e.start,
    end: e.end,
    client: e.client,
    project: e.project,
    task: e.task,
    description: e.description,
    tags: e.tags,
    occurrence: e.occurrence ?? 1,
  }));
const plainDecisions = (decisions: BatchDecision[]) =>
  decisions.map((d) => ({ row: d.row, action: d.action, activityId: d.activityId ?? null, version: d.version ?? null }));

const text = fc.string({ unit: 'binary', maxLength: 12 });
const name = fc.option(text, { nil: null });
const entry: fc.Arbitrary<ImportEntry> = fc
  .record(
    {
      row: fc.integer({ min: 1, max: 2147483647 }),
      sourceId: name,
      start: text,
      end: text,
      client: name,
      project: name,
      task: name,
      description: name,
      tags: fc.array(text, { maxLength: 4 }),
      occurrence: fc.integer({ min: 1, max: 1000 }),
      billable: fc.option(fc.boolean(), { nil: null }),
    },
    { requiredKeys: ['row', 'sourceId', 'start', 'end', 'client', 'project', 'task', 'description', 'tags'] },
  )
  .map((e) => Object.assign(new ImportEntry(), e));
const decision: fc.Arbitrary<BatchDecision> = fc
  .record(
    {
      row: fc.integer({ min: 1, max: 2147483647 }),
      action: fc.constantFrom('distinctCreate' as const, 'reuse' as const),
      activityId: fc.uuid(),
      version: fc.integer({ min: 1, max: 2147483647 }),
    },
    { requiredKeys: ['row', 'action'] },
  )
  .map((d) => Object.assign(new BatchDecision(), d));
const row: fc.Arbitrary<PreviewRow> = fc.record({
  row: fc.integer({ min: 1, max: 2147483647 }),
  fingerprint: fc.option(fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 }), { nil: null }),
  start: fc.option(text, { nil: null }),
  end: fc.option(text, { nil: null }),
  dayParts: fc.nat(1001),
  status: fc.constantFrom('new' as const, 'imported' as const, 'exactMatch' as const, 'invalid' as const),
  matches: fc.array(fc.record({ activityId: fc.uuid(), version: fc.integer({ min: 1, max: 2147483647 }) }), { maxLength: 3 }),
  problems: fc.array(fc.record({ code: fc.constantFrom('START_IN_FUTURE' as const, 'NAME_TOO_LONG' as const), detail: text }), {
    maxLength: 2,
  }),
});

describe('the canonical JSON a batch binds', () => {
  it('is canonicalJson of the entries and decisions (the input hash) and of the job, index, input and rows (the token)', () => {
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 5 }),
        fc.array(decision, { maxLength: 3 }),
        fc.array(row, { maxLength: 5 }),
        fc.uuid(),
        fc.nat(1000),
        (entries, decisions, rows, jobId, index) => {
          const bound = boundInput(entries, decisions);
          expect(inputText(bound)).toBe(canonicalJson({ entries: plainEntries(entries), decisions: plainDecisions(decisions) }));
          expect(tokenText(jobId, index, bound, rows)).toBe(
            canonicalJson({ jobId, index, entries: plainEntries(entries), decisions: plainDecisions(decisions), rows }),
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('leaves a missing sourceId out, as canonicalJson does, and fills in occurrence 1', () => {
    const entry = Object.assign(new ImportEntry(), {
      row: 2,
      start: 'a',
      end: 'b',
      client: null,
      project: null,
      task: null,
      description: null,
      tags: [],
    });
    const bound = boundInput([entry], []);
    expect(bound.entries).toBe(
      '[{"client":null,"description":null,"end":"b","occurrence":1,"project":null,"row":2,"start":"a","tags":[],"task":null}]',
    );
    expect(inputText(bound)).toBe(canonicalJson({ entries: plainEntries([entry]), decisions: [] }));
  });
});
