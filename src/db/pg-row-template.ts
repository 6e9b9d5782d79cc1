import { types } from 'pg';
// pg's Result class is not in its typings; `pg/lib/*` is in its package exports.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
const Result = require('pg/lib/result') as { prototype: PgResult };

interface FieldDescription {
  name: string;
  dataTypeID: number;
  format?: string;
}

interface PgResult {
  fields: FieldDescription[];
  _parsers: Array<(value: string) => unknown> | undefined;
  _types: { getTypeParser(oid: number, format: string): (value: string) => unknown } | undefined;
  _prebuiltEmptyResultObject: Record<string, null> | null;
  addFields(fields: FieldDescription[]): void;
}

/**
 * `pg` builds, for every result set (each statement of a multi-statement query too), the empty row
 * its object rows are copied from, as a null-prototype object filled key by key and then spread into
 * a plain one: ~2.5 µs for 15 columns, the largest self time of `pg` in a switch's profile (a switch
 * reads about eight result sets). Built as a plain object literal instead, the same template (same
 * keys in the same order, ordinary prototype, every value null) costs ~0.3 µs. A column named
 * `__proto__` keeps `pg`'s own way (assigning it to a plain object would set its prototype).
 * The fix belongs in `pg` itself; `pg-row-template.spec.ts` holds the two to the same rows, and fails
 * if an upgrade of `pg` changes what this replaces.
 */
export function installFastRowTemplate(): void {
  const prototype = Result.prototype;
  if ((prototype.addFields as { fast?: boolean }).fast) return;
  const original = prototype.addFields;
  const addFields = function (this: PgResult, fields: FieldDescription[]): void {
    if (fields.some((field) => field.name === '__proto__')) {
      original.call(this, fields);
      return;
    }
    this.fields = fields;
    const parsers = fields.length > 0 ? new Array<(value: string) => unknown>(fields.length) : this._parsers;
    const source = this._types ?? types;
    const row: Record<string, null> = {};
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i];
      row[field.name] = null;
      parsers![i] = source.getTypeParser(field.dataTypeID, (field.format || 'text') as 'text');
    }
    this._parsers = parsers;
    this._prebuiltEmptyResultObject = row;
  };
  prototype.addFields = Object.assign(addFields, { fast: true, original });
}
