import { Temporal } from 'temporal-polyfill';

/**
 * Shape of an IANA time zone name: `/`-separated segments of ASCII letters,
 * digits, `_`, `-` and `+`, the first starting with a letter. This excludes
 * offset strings (`+01:00`, `-0500`), ISO date-time strings and annotations
 * that Temporal would otherwise accept as a "time zone".
 */
const ZONE_ID_RE = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_][A-Za-z0-9_+-]*)*$/;
/** The longest IANA name is about 32 characters; anything much longer is junk. */
const MAX_ZONE_ID_LENGTH = 64;
/** The cache is cleared when it reaches this size, which bounds memory under junk input. */
const MAX_CACHE_ENTRIES = 2048;

const cache = new Map<string, string | null>();

function resolveZoneId(id: string): string | null {
  if (id.length === 0 || id.length > MAX_ZONE_ID_LENGTH || !ZONE_ID_RE.test(id)) return null;
  let resolved: string;
  try {
    resolved = new Temporal.ZonedDateTime(0n, id).timeZoneId;
  } catch {
    return null;
  }
  // Defensive: the runtime must hand back a named zone, the same name up to case.
  if (resolved.toLowerCase() !== id.toLowerCase() || !ZONE_ID_RE.test(resolved)) return null;
  return resolved;
}

/**
 * Validates an IANA time zone name against the zones known to the runtime
 * (Temporal backed by Intl/ICU) and returns it in canonical casing
 * (`europe/berlin` → `Europe/Berlin`, `utc` → `UTC`).
 *
 * Link (alias) names are kept, not resolved to their target:
 * `Asia/Calcutta` stays `Asia/Calcutta`, `Etc/UTC` stays `Etc/UTC`.
 * `Etc/GMT+1`-style names are IANA zones and are accepted; offset strings
 * (`+01:00`, `UTC+1`), surrounding whitespace, and unknown names give null.
 *
 * Results (including misses) are memoised, so repeated calls are a Map lookup.
 */
export function normalizeZoneId(id: string): string | null {
  if (typeof id !== 'string') return null;
  const hit = cache.get(id);
  if (hit !== undefined) return hit;
  const result = resolveZoneId(id);
  if (cache.size >= MAX_CACHE_ENTRIES) cache.clear();
  cache.set(id, result);
  return result;
}

/** Like {@link normalizeZoneId} but throws RangeError for unknown/invalid ids. */
export function requireZoneId(id: string): string {
  const zone = normalizeZoneId(id);
  if (zone === null) throw new RangeError(`Unknown or unsupported time zone: ${JSON.stringify(id)}`);
  return zone;
}
