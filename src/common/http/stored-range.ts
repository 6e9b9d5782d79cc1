import { type EpochNs, STORED_RANGE_TEXT, isStorableInstant } from '../time/instant';
import { Problem } from './problem';

/**
 * The one check for instants a request reaches (given as instants, or as local dates resolved in a
 * zone) that storage cannot hold: outside the 64-bit nanosecond range they are 422 VALIDATION,
 * naming the field, before any statement would fail on them ("bigint out of range", a 500).
 */
export function requireStoredRange(bounds: Array<{ field: string; ns: EpochNs }>): void {
  const outside = bounds.filter((b) => !isStorableInstant(b.ns));
  if (outside.length === 0) return;
  const message = `must lie within the stored range, ${STORED_RANGE_TEXT}`;
  throw Problem.validation(
    `${outside.map((b) => b.field).join(' and ')} ${message}`,
    outside.map((b) => ({ field: b.field, message })),
  );
}
