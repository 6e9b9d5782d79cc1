import { ClassConstructor, Transform, TransformationType, plainToInstance } from 'class-transformer';
import type { MetadataStorage } from 'class-transformer/types/MetadataStorage';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- class-transformer's metadata, which its index does not export
const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as { defaultMetadataStorage: MetadataStorage };

/** Whether class-transformer has anything to do for `cls` beyond copying properties: a strategy, @Expose, @Exclude, @Type or @Transform. */
export function hasTransformerMetadata(cls: ClassConstructor<unknown>): boolean {
  const storage = defaultMetadataStorage;
  if (storage.getStrategy(cls) !== 'none') return true;
  if (storage.getExposedMetadatas(cls).length > 0 || storage.getExcludedMetadatas(cls).length > 0) return true;
  for (const key of Object.keys(new cls() as object)) {
    if (storage.findTypeMetadata(cls, key) !== undefined) return true;
    if (storage.findTransformMetadatas(cls, key, TransformationType.PLAIN_TO_CLASS).length > 0) return true;
  }
  return false;
}

/**
 * How to make an instance of `cls` from a plain JSON object, as plainToInstance does. For a class
 * class-transformer has no metadata for, that is an instance holding the object's own properties
 * (its nested arrays and objects are copied by class-transformer, shared here: nothing changes
 * them). An import batch's 100 entries went through class-transformer's per-property machinery,
 * about 8 µs an entry, three times per imported row.
 */
export function instanceMaker<T>(cls: ClassConstructor<T>): (plain: object) => T {
  if (hasTransformerMetadata(cls)) return (plain) => plainToInstance(cls, plain);
  return (plain) => {
    const instance = new cls() as Record<string, unknown>;
    // Like class-transformer, never `__proto__` or `constructor` (JSON.parse makes them own properties).
    for (const key of Object.keys(plain))
      if (key !== '__proto__' && key !== 'constructor') instance[key] = (plain as Record<string, unknown>)[key];
    return instance as T;
  };
}

/**
 * The transform of a property holding an array of `cls` objects, for nested validation: elements
 * become instances of `cls` (see {@link instanceMaker}); anything that is not an array becomes null,
 * and a non-object element null, so both fail as values (422) instead of shapes.
 */
export function nestedArray<T>(cls: ClassConstructor<T>, key: string): PropertyDecorator {
  let instanceOf: ((plain: object) => T) | undefined;
  return Transform(({ obj }) => {
    const value = (obj as Record<string, unknown>)[key];
    if (value === undefined) return undefined;
    if (!Array.isArray(value)) return null;
    // Decided on first use, when every decorator of the class has been applied.
    instanceOf ??= instanceMaker(cls);
    return value.map((v) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? instanceOf!(v as object) : null));
  });
}
