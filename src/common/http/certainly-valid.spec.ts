import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validate, ValidatorOptions } from 'class-validator';
import fc from 'fast-check';
import { certainlyValid } from './certainly-valid';
import { cacheValidationMetadata } from './validation-metadata-cache';

// Every DTO of the service: the files that declare request classes.
function dtoFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return dtoFiles(path);
    return /\.ts$/.test(name) && !/\.spec\.ts$/.test(name) && (/dto/.test(path) || /(page|export\.query)\.ts$/.test(name)) ? [path] : [];
  });
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- every DTO file, found at run time
for (const file of dtoFiles(join(__dirname, '..', '..'))) require(file);
cacheValidationMetadata();

type Dto = new () => object;
const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<unknown, Array<{ propertyName: string }>> };
const DTOS = [...storage.validationMetadatas.keys()].filter((k): k is Dto => typeof k === 'function');
const OPTIONS: ValidatorOptions = {
  whitelist: true,
  forbidNonWhitelisted: true,
  forbidUnknownValues: true,
  validationError: { target: false, value: false },
};

/** The swagger example of each property, where it has one: a body close to valid, to mutate. */
function exampleOf(cls: Dto, depth = 0): Record<string, unknown> {
  const example: Record<string, unknown> = {};
  const names = (Reflect.getMetadata('swagger/apiModelPropertiesArray', cls.prototype) as string[] | undefined) ?? [];
  for (const name of names.map((n) => n.replace(/^:/, ''))) {
    const meta = Reflect.getMetadata('swagger/apiModelProperties', cls.prototype, name) as
      { example?: unknown; type?: unknown } | undefined;
    if (meta?.example !== undefined) example[name] = meta.example;
    else if (depth < 3 && typeof meta?.type === 'function' && DTOS.includes(meta.type as Dto))
      example[name] = exampleOf(meta.type as Dto, depth + 1);
  }
  return example;
}

const propertyNames = (cls: Dto) => [...new Set((storage.validationMetadatas.get(cls) ?? []).map((m) => m.propertyName))];

const leaf = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom(
    '',
    ' ',
    '2026-03-29T09:00:00',
    '2026-03-29T09:00:00Z',
    '0196a4c2-7c1e-7d2a-9f10-3b5c2e8d4a15',
    'Europe/Berlin',
    'EUR',
    '12.50',
    '1',
    'true',
    'a\u0000b',
    'x'.repeat(1001),
  ),
  fc.integer({ min: -3, max: 3 }),
  fc.constantFrom(0, 1, 100, 101, 2147483647, 2147483648, 1.5, -0, Number.MAX_SAFE_INTEGER),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.oneof(
  leaf,
  fc.array(leaf, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('a', 'name', 'id', 'row'), leaf, { maxKeys: 2 }),
);

/** A mutation of a (near-)valid body: a property dropped, replaced, added, or one nested element replaced. */
function mutate(cls: Dto) {
  const names = propertyNames(cls);
  return fc
    .tuple(fc.constantFrom('drop', 'set', 'add', 'element', 'none'), fc.constantFrom(...names, 'unknown'), value)
    .map(([op, name, v]) => {
      const body: Record<string, unknown> = structuredClone(exampleOf(cls));
      if (op === 'drop') delete body[name];
      if (op === 'set' || op === 'add') body[name] = v;
      if (op === 'element') {
        const list = Object.values(body).find(Array.isArray) as unknown[] | undefined;
        if (list && list.length > 0)
          list[0] = typeof list[0] === 'object' && list[0] !== null && typeof v !== 'object' ? { ...list[0], [name]: v } : v;
      }
      return body;
    });
}

describe('certainlyValid', () => {
  it('finds the DTOs', () => {
    expect(DTOS.length).toBeGreaterThan(40);
  });

  it('never calls valid what class-validator refuses, for every DTO of the service', async () => {
    let certain = 0;
    let valid = 0;
    for (const cls of DTOS) {
      await fc.assert(
        fc.asyncProperty(mutate(cls), async (body) => {
          const instance = plainToInstance(cls, body);
          const fast = certainlyValid(instance, OPTIONS);
          const errors = await validate(instance, OPTIONS);
          if (fast) certain++;
          if (errors.length === 0) valid++;
          // Sure means right; unsure costs only the slow path.
          if (fast) expect(errors).toEqual([]);
        }),
        { numRuns: 60 },
      );
    }
    // Not vacuous: most bodies class-validator accepts are settled here.
    expect(valid).toBeGreaterThan(DTOS.length);
    expect(certain).toBeGreaterThan(valid * 0.9);
  });

  it('settles an import batch and refuses what class-validator refuses in it', async () => {
    const BatchCommitInput = DTOS.find((cls) => cls.name === 'BatchCommitInput')!;
    const entry = (row: number) => ({
      row,
      sourceId: null,
      start: '2026-03-10T09:00:00',
      end: '2026-03-10T10:30:00',
      client: 'Acme',
      project: 'Web',
      task: null,
      description: 'x',
      tags: ['a', 'b'],
    });
    const body = { previewToken: 't', entries: Array.from({ length: 100 }, (_, i) => entry(i + 1)) };
    expect(certainlyValid(plainToInstance(BatchCommitInput, body), OPTIONS)).toBe(true);
    for (const broken of [
      { ...body, extra: 1 },
      { ...body, entries: [...body.entries, { ...entry(5), tags: [1] }] },
      { ...body, entries: [...body.entries, null] },
      { ...body, entries: [{ ...entry(1), start: 'yesterday' }] },
      { ...body, entries: [{ ...entry(1), unknown: true }] },
      { entries: body.entries },
    ]) {
      const instance = plainToInstance(BatchCommitInput, broken);
      expect(certainlyValid(instance, OPTIONS)).toBe(false);
      expect((await validate(instance, OPTIONS)).length).toBeGreaterThan(0);
    }
  });

  it('leaves options it does not model to class-validator', () => {
    expect(certainlyValid({}, { ...OPTIONS, skipMissingProperties: true })).toBe(false);
    expect(certainlyValid({}, { ...OPTIONS, groups: ['x'] })).toBe(false);
    expect(certainlyValid({}, { whitelist: true })).toBe(false);
  });
});
