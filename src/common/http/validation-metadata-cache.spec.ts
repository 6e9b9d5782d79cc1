import { IsInt, IsString, validateSync } from 'class-validator';
import { cacheValidationMetadata } from './validation-metadata-cache';

describe('cacheValidationMetadata', () => {
  it('keeps validating by the rules, inherited ones included, and sees rules registered later', () => {
    cacheValidationMetadata();
    class Base {
      @IsString() name!: unknown;
    }
    class Derived extends Base {
      @IsInt() count!: unknown;
    }
    const bad = Object.assign(new Derived(), { name: 1, count: 'x' });
    expect(
      validateSync(bad)
        .map((e) => e.property)
        .sort(),
    ).toEqual(['count', 'name']);
    expect(validateSync(Object.assign(new Derived(), { name: 'a', count: 2 }))).toEqual([]);
    // A class decorated after the first lookups (the cache must not answer for it from before).
    class Later extends Base {
      @IsInt() size!: unknown;
    }
    expect(validateSync(Object.assign(new Later(), { name: 'a', size: 'big' })).map((e) => e.property)).toEqual(['size']);
    // Installing twice wraps once.
    cacheValidationMetadata();
    expect(validateSync(bad)).toHaveLength(2);
  });
});
