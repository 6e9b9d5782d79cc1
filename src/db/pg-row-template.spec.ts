import { installFastRowTemplate } from './pg-row-template';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- pg's Result class is not in its typings
const Result = require('pg/lib/result') as new (
  rowMode?: string,
  types?: unknown,
) => {
  addFields(fields: Array<{ name: string; dataTypeID: number; format?: string }>): void;
  parseRow(values: Array<string | null>): unknown;
  fields: unknown[];
};

const INT4 = 23;
const TEXT = 25;
const BOOL = 16;
const INT8 = 20;
const TEXT_ARRAY = 1009;

/** Rows of one result set parsed the way a Result does it, with whatever addFields is installed. */
function parse(fields: Array<{ name: string; dataTypeID: number; format?: string }>, rows: Array<Array<string | null>>, rowMode?: string) {
  const result = new Result(rowMode);
  result.addFields(fields);
  return rows.map((values) => result.parseRow(values));
}

describe("pg's row template, built as a plain object", () => {
  const cases: Array<{ fields: Array<{ name: string; dataTypeID: number; format?: string }>; rows: Array<Array<string | null>> }> = [
    {
      fields: [
        { name: 'id', dataTypeID: TEXT },
        { name: 'version', dataTypeID: INT4 },
        { name: 'manual', dataTypeID: BOOL, format: 'text' },
        { name: 'start_ns', dataTypeID: INT8 },
        { name: 'label_ids', dataTypeID: TEXT_ARRAY },
      ],
      rows: [
        ['a', '3', 't', '1795838954895000540', '{x,"y z"}'],
        ['b', null, 'f', null, '{}'],
      ],
    },
    // A column name repeated: the later value wins, the key keeps its first place.
    {
      fields: [
        { name: 'n', dataTypeID: INT4 },
        { name: 'm', dataTypeID: TEXT },
        { name: 'n', dataTypeID: TEXT },
      ],
      rows: [['1', 'x', 'two']],
    },
    // Names an ordinary object inherits, and one that is not an identifier.
    {
      fields: [
        { name: 'constructor', dataTypeID: TEXT },
        { name: 'toString', dataTypeID: INT4 },
        { name: '?column?', dataTypeID: INT4 },
      ],
      rows: [['c', '1', '2']],
    },
    {
      fields: [
        { name: '__proto__', dataTypeID: TEXT },
        { name: 'x', dataTypeID: INT4 },
      ],
      rows: [['p', '5']],
    },
    { fields: [], rows: [[]] },
  ];

  const before = cases.map(({ fields, rows }) => ({ objects: parse(fields, rows), arrays: parse(fields, rows, 'array') }));
  installFastRowTemplate();
  installFastRowTemplate();

  it("replaces the installed pg version's addFields (an upgrade that changes it fails here)", () => {
    const addFields = Result.prototype.addFields as unknown as { fast?: boolean; original: { toString(): string } };
    expect(addFields.fast).toBe(true);
    // What it replaces: the null-prototype template spread into a plain object.
    expect(addFields.original.toString()).toContain('Object.create(null)');
    expect(addFields.original.toString()).toContain('this._prebuiltEmptyResultObject = { ...row }');
  });

  it.each(cases.map((c, i) => [i, c] as const))(
    'case %i: the same rows, keys in the same order, the same prototype',
    (i, { fields, rows }) => {
      const objects = parse(fields, rows);
      expect(objects).toStrictEqual(before[i].objects);
      objects.forEach((row, r) => {
        expect(Object.keys(row as object)).toEqual(Object.keys(before[i].objects[r] as object));
        expect(Object.getPrototypeOf(row)).toBe(Object.getPrototypeOf(before[i].objects[r]));
      });
      expect(parse(fields, rows, 'array')).toStrictEqual(before[i].arrays);
    },
  );

  it('keeps a row independent of the next one (each is a copy of the template)', () => {
    const [first, second] = parse([{ name: 'n', dataTypeID: INT4 }], [['1'], ['2']]) as Array<{ n: number }>;
    first.n = 10;
    expect(second.n).toBe(2);
  });
});
