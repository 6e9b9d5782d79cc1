/* `X-Service-Owner` (the name is `OWNER_HEADER` in src/auth/auth.guard.ts): canonical, unpadded base64url of the owner ID's UTF-8 bytes. */

const BASE64URL_RE = /^[A-Za-z0-9_-]+$/;
/** A UTF-16 code unit that is not part of a surrogate pair (needs the `u` flag). */
const LONE_SURROGATE_RE = /[\uD800-\uDFFF]/u;

export type OwnerHeader = { kind: 'absent' } | { kind: 'invalid' } | { kind: 'owner'; ownerId: string };

const INVALID: OwnerHeader = Object.freeze({ kind: 'invalid' }) as OwnerHeader;
const ABSENT: OwnerHeader = Object.freeze({ kind: 'absent' }) as OwnerHeader;

/**
 * Encodes an owner ID for the header. Throws TypeError for an empty owner ID
 * or one that is not well-formed UTF-16 (lone surrogates), since neither
 * could be parsed back to the same value.
 */
export function encodeOwnerHeader(ownerId: string): string {
  if (typeof ownerId !== 'string' || ownerId.length === 0) {
    throw new TypeError('encodeOwnerHeader: owner ID must be a non-empty string');
  }
  if (LONE_SURROGATE_RE.test(ownerId)) {
    throw new TypeError('encodeOwnerHeader: owner ID is not well-formed Unicode');
  }
  return Buffer.from(ownerId, 'utf8').toString('base64url');
}

/**
 * Parses the header value. Never throws.
 * Invalid: arrays (duplicated header), empty, characters outside
 * `[A-Za-z0-9_-]` (so Node's `a, b` join of duplicates), `=` padding,
 * length ≡ 1 (mod 4), non-canonical trailing bits, bytes that are not valid
 * UTF-8, or an empty owner ID.
 */
export function parseOwnerHeader(value: string | string[] | undefined): OwnerHeader {
  if (value === undefined) return ABSENT;
  if (typeof value !== 'string') return INVALID;
  if (value.length === 0 || value.length % 4 === 1 || !BASE64URL_RE.test(value)) return INVALID;
  const bytes = Buffer.from(value, 'base64url');
  if (bytes.length === 0 || bytes.toString('base64url') !== value) return INVALID;
  let ownerId: string;
  try {
    // ignoreBOM: keep a leading U+FEFF as part of the ID instead of silently stripping it,
    // so that parse(encode(id)) === id for every well-formed id.
    ownerId = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return INVALID;
  }
  if (ownerId.length === 0) return INVALID;
  return { kind: 'owner', ownerId };
}
