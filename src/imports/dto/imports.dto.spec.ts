import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import fc from 'fast-check';
import { hasTransformerMetadata, instanceMaker } from '../../common/http/plain-instance';
import { BatchDecision, ImportEntry } from './imports.dto';

// JSON values as a request body holds them, odd shapes included (validation refuses those, the same either way).
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.string({ maxLength: 8 }),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 6 }), tie('value'), { maxKeys: 3 }),
  ),
})).value;

const entryLike = fc
  .record(
    {
      row: fc.oneof(fc.integer({ min: 1, max: 1000 }), json),
      sourceId: fc.oneof(fc.constant(null), fc.string({ maxLength: 10 }), json),
      start: fc.oneof(fc.constant('2026-03-29T09:00:00'), json),
      end: fc.oneof(fc.constant('2026-03-29T10:30:00'), json),
      client: fc.oneof(fc.constant(null), fc.string({ maxLength: 10 })),
      project: fc.oneof(fc.constant(null), fc.string({ maxLength: 10 })),
      task: fc.oneof(fc.constant(null), json),
      description: fc.oneof(fc.constant(null), fc.string({ maxLength: 10 })),
      tags: fc.oneof(fc.array(fc.string({ maxLength: 6 }), { maxLength: 3 }), json),
      occurrence: fc.integer({ min: 1, max: 5 }),
      billable: fc.oneof(fc.boolean(), fc.constant(null)),
      unknownKey: json,
    },
    { requiredKeys: [] },
    // As the JSON body parser makes them: ordinary objects.
  )
  .map((v) => JSON.parse(JSON.stringify(v)) as Record<string, unknown>);

describe('import entries as instances', () => {
  it('copies an import entry, which class-transformer has no metadata for, into what plainToInstance makes of it', () => {
    expect(hasTransformerMetadata(ImportEntry)).toBe(false);
    const make = instanceMaker(ImportEntry);
    fc.assert(
      fc.property(entryLike, (plain) => {
        const fast = make(plain);
        const reference = plainToInstance(ImportEntry, plain);
        expect(fast).toBeInstanceOf(ImportEntry);
        expect(Object.keys(fast)).toEqual(Object.keys(reference));
        expect(fast).toStrictEqual(reference);
      }),
      { numRuns: 300 },
    );
  });

  it('leaves a class with a transform to class-transformer (a decision lowercases its activity ID)', () => {
    expect(hasTransformerMetadata(BatchDecision)).toBe(true);
    const decision = instanceMaker(BatchDecision)({
      row: 2,
      action: 'reuse',
      activityId: '0196A4C2-7C1E-7D2A-9F10-3B5C2E8D4A15',
      version: 1,
    });
    expect(decision).toBeInstanceOf(BatchDecision);
    expect(decision.activityId).toBe('0196a4c2-7c1e-7d2a-9f10-3b5c2e8d4a15');
  });
});
