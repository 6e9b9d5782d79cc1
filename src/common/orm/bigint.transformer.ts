import { ValueTransformer } from 'typeorm';

/**
 * `bigint` columns (epoch nanoseconds, sequences) as JavaScript BigInt: `pg` reads int8 as a string,
 * which no Number can hold exactly. Values that are not BigInt (NULL, a find operator) pass through.
 */
export const BIGINT: ValueTransformer = {
  to: (value: unknown) => (typeof value === 'bigint' ? value.toString() : value),
  from: (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? BigInt(value) : value),
};
