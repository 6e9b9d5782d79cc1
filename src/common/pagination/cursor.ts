import { createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalJson } from '../http/fingerprint';

/**
 * Opaque, authenticated keyset-pagination cursors.
 *
 * Wire format: unpadded base64url of
 *
 *   u8   format version (1)
 *   [8]  owner tag    = HMAC(bindKey, "owner\0"   + ownerId)[0..8]
 *   [8]  filters tag  = HMAC(bindKey, "filters\0" + canonicalJson(filters))[0..8]
 *   u8   revision length, then that many ASCII digits (canonical decimal)
 *   u8   number of key parts (1..16), then for each: u16be byte length + UTF-8 bytes
 *   [16] MAC = HMAC-SHA256(macKey, all preceding bytes)[0..16]
 *
 * The owner ID is never stored; the tags are keyed so a cursor does not let
 * anyone test guesses of the owner ID or filters offline. Both keys are
 * derived from the constructor secret with distinct labels.
 */

export const CURSOR_MAX_LENGTH = 2048;
export const CURSOR_MAX_KEY_PARTS = 16;
export const CURSOR_MAX_REVISION_DIGITS = 64;

const FORMAT_VERSION = 1;
const TAG_BYTES = 8;
const MAC_BYTES = 16;
const MIN_SECRET_BYTES = 16;
const MAX_KEY_PART_BYTES = 0xffff;
/** version + two tags + revision length + ≥1 digit + key count + one u16 length + MAC */
const MIN_PAYLOAD_BYTES = 1 + 2 * TAG_BYTES + 1 + 1 + 1 + 2 + MAC_BYTES;

const BASE64URL_RE = /^[A-Za-z0-9_-]+$/;
const REVISION_RE = /^(0|[1-9][0-9]*)$/;
const LONE_SURROGATE_RE = /[\uD800-\uDFFF]/u;

export type CursorInput = {
  ownerId: string;
  filters: Record<string, unknown>;
  lastKey: string[];
  revision: string;
};

export type CursorExpectation = {
  ownerId: string;
  filters: Record<string, unknown>;
};

export type DecodedCursor = { ok: true; lastKey: string[]; revision: string } | { ok: false; reason: 'malformed' | 'foreign' | 'filters' };

const MALFORMED: DecodedCursor = Object.freeze({ ok: false, reason: 'malformed' }) as DecodedCursor;
const FOREIGN: DecodedCursor = Object.freeze({ ok: false, reason: 'foreign' }) as DecodedCursor;
const FILTERS: DecodedCursor = Object.freeze({ ok: false, reason: 'filters' }) as DecodedCursor;

export class CursorCodec {
  readonly #macKey: Buffer;
  readonly #bindKey: Buffer;

  /**
   * `secret` must hold at least 16 bytes (32 random bytes recommended). A plain Uint8Array is
   * accepted too (database drivers such as PGlite return bytea that way).
   */
  constructor(secret: Buffer) {
    if (!(Buffer.isBuffer(secret) || (secret as unknown) instanceof Uint8Array) || secret.length < MIN_SECRET_BYTES) {
      throw new RangeError(`CursorCodec: secret must be a Buffer of at least ${MIN_SECRET_BYTES} bytes`);
    }
    this.#macKey = createHmac('sha256', secret).update('pagination-cursor/v1 mac').digest();
    this.#bindKey = createHmac('sha256', secret).update('pagination-cursor/v1 bind').digest();
  }

  /**
   * Throws (TypeError / RangeError) on inputs that could not round-trip:
   * non-canonical revision, empty or oversized lastKey, key parts that are not
   * well-formed strings, filters canonicalJson rejects, or a result over
   * {@link CURSOR_MAX_LENGTH} characters.
   */
  encode(c: CursorInput): string {
    if (typeof c.revision !== 'string' || !REVISION_RE.test(c.revision) || c.revision.length > CURSOR_MAX_REVISION_DIGITS) {
      throw new TypeError('CursorCodec.encode: revision must be a canonical decimal string');
    }
    if (!Array.isArray(c.lastKey) || c.lastKey.length < 1 || c.lastKey.length > CURSOR_MAX_KEY_PARTS) {
      throw new RangeError(`CursorCodec.encode: lastKey must hold 1..${CURSOR_MAX_KEY_PARTS} strings`);
    }
    const parts: Buffer[] = [
      Buffer.of(FORMAT_VERSION),
      this.#ownerTag(c.ownerId),
      this.#filtersTag(c.filters),
      Buffer.of(c.revision.length),
      Buffer.from(c.revision, 'latin1'),
      Buffer.of(c.lastKey.length),
    ];
    for (const part of c.lastKey) {
      if (typeof part !== 'string' || LONE_SURROGATE_RE.test(part)) {
        throw new TypeError('CursorCodec.encode: lastKey parts must be well-formed strings');
      }
      const bytes = Buffer.from(part, 'utf8');
      if (bytes.length > MAX_KEY_PART_BYTES) throw new RangeError('CursorCodec.encode: lastKey part too long');
      const len = Buffer.alloc(2);
      len.writeUInt16BE(bytes.length);
      parts.push(len, bytes);
    }
    const body = Buffer.concat(parts);
    const text = Buffer.concat([body, this.#mac(body)]).toString('base64url');
    if (text.length > CURSOR_MAX_LENGTH) {
      throw new RangeError(`CursorCodec.encode: cursor would exceed ${CURSOR_MAX_LENGTH} characters`);
    }
    return text;
  }

  /** Never throws. Checks, in order: encoding and MAC, shape, owner, filters. */
  decode(text: string, expect: CursorExpectation): DecodedCursor {
    try {
      return this.#decode(text, expect);
    } catch {
      return MALFORMED;
    }
  }

  #decode(text: string, expect: CursorExpectation): DecodedCursor {
    if (typeof text !== 'string' || text.length === 0 || text.length > CURSOR_MAX_LENGTH) return MALFORMED;
    if (text.length % 4 === 1 || !BASE64URL_RE.test(text)) return MALFORMED;
    const raw = Buffer.from(text, 'base64url');
    if (raw.toString('base64url') !== text) return MALFORMED; // non-canonical trailing bits
    if (raw.length < MIN_PAYLOAD_BYTES) return MALFORMED;

    const body = raw.subarray(0, raw.length - MAC_BYTES);
    const mac = raw.subarray(raw.length - MAC_BYTES);
    if (!timingSafeEqual(mac, this.#mac(body))) return MALFORMED;

    // Authentic from here on, but still parse defensively.
    let off = 0;
    if (body[off++] !== FORMAT_VERSION) return MALFORMED;
    const ownerTag = body.subarray(off, off + TAG_BYTES);
    off += TAG_BYTES;
    const filtersTag = body.subarray(off, off + TAG_BYTES);
    off += TAG_BYTES;
    const revLen = body[off++];
    if (revLen === 0 || revLen > CURSOR_MAX_REVISION_DIGITS || off + revLen > body.length) return MALFORMED;
    const revision = body.subarray(off, off + revLen).toString('latin1');
    off += revLen;
    if (!REVISION_RE.test(revision)) return MALFORMED;
    if (off >= body.length) return MALFORMED;
    const count = body[off++];
    if (count < 1 || count > CURSOR_MAX_KEY_PARTS) return MALFORMED;
    const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    const lastKey: string[] = [];
    for (let i = 0; i < count; i++) {
      if (off + 2 > body.length) return MALFORMED;
      const len = body.readUInt16BE(off);
      off += 2;
      if (off + len > body.length) return MALFORMED;
      lastKey.push(decoder.decode(body.subarray(off, off + len))); // throws → malformed
      off += len;
    }
    if (off !== body.length) return MALFORMED;

    if (!ownerTag.equals(this.#ownerTag(expect.ownerId))) return FOREIGN;
    if (!filtersTag.equals(this.#filtersTag(expect.filters))) return FILTERS;
    return { ok: true, lastKey, revision };
  }

  #ownerTag(ownerId: string): Buffer {
    if (typeof ownerId !== 'string') throw new TypeError('CursorCodec: ownerId must be a string');
    return this.#tag('owner', ownerId);
  }

  #filtersTag(filters: Record<string, unknown>): Buffer {
    return this.#tag('filters', canonicalJson(filters));
  }

  #tag(label: string, value: string): Buffer {
    return createHmac('sha256', this.#bindKey).update(`${label}\0`, 'utf8').update(value, 'utf8').digest().subarray(0, TAG_BYTES);
  }

  #mac(body: Buffer): Buffer {
    return createHmac('sha256', this.#macKey).update(body).digest().subarray(0, MAC_BYTES);
  }
}
