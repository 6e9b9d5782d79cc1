import { createHmac, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { CURSOR_MAX_LENGTH, CursorCodec } from './cursor';

const secret = Buffer.from('0123456789abcdef0123456789abcdef', 'utf8');
const codec = new CursorCodec(secret);

const owner = '5f0c8a1e-2b7d-4c3e-9a61-0d2f4b6c8e10';
const filters = { from: '2024-01-01T00:00:00Z', to: '2024-02-01T00:00:00Z', projectId: 'p-1', tags: ['a', 'b'] };
const sample = { ownerId: owner, filters, lastKey: ['2024-01-15T09:30:00Z', 'e-123'], revision: '4711' };

const malformed = { ok: false, reason: 'malformed' };

/**
 * Builds a cursor body by hand and authenticates it with the same key derivation as the codec,
 * to check that decode parses even authentic payloads defensively.
 */
function forge(body: Buffer): string {
  const macKey = createHmac('sha256', secret).update('pagination-cursor/v1 mac').digest();
  const mac = createHmac('sha256', macKey).update(body).digest().subarray(0, 16);
  return Buffer.concat([body, mac]).toString('base64url');
}

function u16(n: number): Buffer {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
}

function flipBitsInBase64(text: string, index: number): string {
  const raw = Buffer.from(text, 'base64url');
  raw[index % raw.length] ^= 0x01;
  return raw.toString('base64url');
}

describe('CursorCodec', () => {
  it('round-trips lastKey and revision', () => {
    const text = codec.encode(sample);
    expect(codec.decode(text, { ownerId: owner, filters })).toEqual({ ok: true, lastKey: sample.lastKey, revision: '4711' });
  });

  it('produces compact, unpadded base64url without the owner ID in clear', () => {
    const text = codec.encode(sample);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(text.length).toBeLessThan(140);
    const raw = Buffer.from(text, 'base64url');
    expect(raw.includes(Buffer.from(owner))).toBe(false);
    expect(raw.includes(Buffer.from('p-1'))).toBe(false);
  });

  it('is deterministic and ignores filter key order', () => {
    const reordered = { tags: ['a', 'b'], projectId: 'p-1', to: filters.to, from: filters.from };
    expect(codec.encode({ ...sample, filters: reordered })).toBe(codec.encode(sample));
    expect(codec.decode(codec.encode(sample), { ownerId: owner, filters: reordered }).ok).toBe(true);
  });

  it('reports foreign for another owner', () => {
    const text = codec.encode(sample);
    expect(codec.decode(text, { ownerId: 'someone-else', filters })).toEqual({ ok: false, reason: 'foreign' });
  });

  it('reports foreign before filters when both differ', () => {
    const text = codec.encode(sample);
    expect(codec.decode(text, { ownerId: 'someone-else', filters: {} })).toEqual({ ok: false, reason: 'foreign' });
  });

  it('reports filters when the normalized filters differ', () => {
    const text = codec.encode(sample);
    for (const f of [{}, { ...filters, projectId: 'p-2' }, { ...filters, tags: ['b', 'a'] }, { ...filters, extra: null }]) {
      expect(codec.decode(text, { ownerId: owner, filters: f })).toEqual({ ok: false, reason: 'filters' });
    }
  });

  it('treats undefined filter members like absent ones', () => {
    const text = codec.encode({ ...sample, filters: { ...filters, status: undefined } });
    expect(codec.decode(text, { ownerId: owner, filters }).ok).toBe(true);
  });

  it('rejects cursors made with another secret as malformed', () => {
    const other = new CursorCodec(Buffer.from('another secret, also 32 bytes!!!'));
    expect(codec.decode(other.encode(sample), { ownerId: owner, filters })).toEqual(malformed);
  });

  it.each([
    ['empty', ''],
    ['garbage', 'not a cursor'],
    ['padding', 'AAAA='],
    ['standard base64 chars', 'ab+/cd'],
    ['short', 'AQ'],
    ['length ≡ 1 mod 4', 'AAAAA'],
    ['too long', 'A'.repeat(CURSOR_MAX_LENGTH + 1)],
    ['long but within limit', 'A'.repeat(CURSOR_MAX_LENGTH)],
  ])('reports malformed for %s', (_name, text) => {
    expect(codec.decode(text, { ownerId: owner, filters })).toEqual(malformed);
  });

  it('reports malformed for a non-canonical encoding of a valid cursor', () => {
    const text = codec.encode(sample);
    const withPadding = text + '='.repeat((4 - (text.length % 4)) % 4);
    if (withPadding !== text) expect(codec.decode(withPadding, { ownerId: owner, filters })).toEqual(malformed);
    expect(codec.decode(text + 'A', { ownerId: owner, filters })).toEqual(malformed);
    expect(codec.decode(text.slice(0, -1), { ownerId: owner, filters })).toEqual(malformed);
  });

  describe('authentic but ill-shaped payloads', () => {
    // Header (version + owner tag + filters tag) is taken from a genuine cursor for `sample`.
    const genuine = Buffer.from(codec.encode(sample), 'base64url');
    const header = genuine.subarray(0, 17);
    const rev = (r: string) => Buffer.concat([Buffer.of(r.length), Buffer.from(r, 'latin1')]);
    const keys = (...parts: Buffer[]) => Buffer.concat([Buffer.of(parts.length), ...parts.flatMap((p) => [u16(p.length), p])]);
    const expectFor = { ownerId: owner, filters };

    it('accepts a well-formed forged body (the forging helper matches the codec)', () => {
      expect(forge(genuine.subarray(0, genuine.length - 16))).toBe(codec.encode(sample));
      expect(codec.decode(forge(Buffer.concat([header, rev('7'), keys(Buffer.from('k'))])), expectFor)).toEqual({
        ok: true,
        lastKey: ['k'],
        revision: '7',
      });
    });

    it.each<[string, () => Buffer]>([
      ['unknown format version', () => Buffer.concat([Buffer.of(2), header.subarray(1), rev('7'), keys(Buffer.from('k'))])],
      ['trailing bytes', () => Buffer.concat([header, rev('7'), keys(Buffer.from('k')), Buffer.of(0)])],
      ['zero key parts', () => Buffer.concat([header, rev('7'), Buffer.of(0), Buffer.alloc(2)])],
      ['too many key parts', () => Buffer.concat([header, rev('7'), keys(...Array.from({ length: 17 }, () => Buffer.from('k')))])],
      ['key length past the end', () => Buffer.concat([header, rev('7'), Buffer.of(1), u16(50), Buffer.from('k')])],
      ['missing key count', () => Buffer.concat([header, rev('7')])],
      ['empty revision', () => Buffer.concat([header, rev(''), keys(Buffer.from('k'), Buffer.from('k'))])],
      ['non-canonical revision', () => Buffer.concat([header, rev('07'), keys(Buffer.from('k'))])],
      ['non-digit revision', () => Buffer.concat([header, rev('7a'), keys(Buffer.from('k'))])],
      ['revision length past the end', () => Buffer.concat([header, Buffer.of(200), Buffer.from('7'), keys(Buffer.from('k'))])],
      ['invalid UTF-8 in a key part', () => Buffer.concat([header, rev('7'), keys(Buffer.of(0xc3, 0x28))])],
      ['over-long cursor', () => Buffer.concat([header, rev('7'), keys(Buffer.alloc(1600, 0x61))])],
    ])('reports malformed for %s', (_name, build) => {
      expect(codec.decode(forge(build()), expectFor)).toEqual(malformed);
    });

    it('accepts a forged cursor right at the length limit', () => {
      // 17 header + 2 rev + 1 count + 2 len + n + 16 MAC = 1536 bytes = 2048 chars
      const text = forge(Buffer.concat([header, rev('7'), keys(Buffer.alloc(1536 - 38, 0x61))]));
      expect(text.length).toBe(CURSOR_MAX_LENGTH);
      expect(codec.decode(text, expectFor).ok).toBe(true);
    });
  });

  it('never throws, even for odd inputs', () => {
    const odd: unknown[] = [undefined, null, 42, {}, ['a']];
    for (const t of odd) {
      expect(codec.decode(t as string, { ownerId: owner, filters })).toEqual(malformed);
    }
    const text = codec.encode(sample);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => codec.decode(text, { ownerId: owner, filters: cyclic })).not.toThrow();
    expect(() => codec.decode(text, { ownerId: undefined as unknown as string, filters })).not.toThrow();
  });

  it('keeps unusual key parts intact', () => {
    const lastKey = ['', '\uFEFFbom', 'é\u{1F600}', 'x'.repeat(300), '\u0000'];
    const text = codec.encode({ ...sample, lastKey, revision: '0' });
    expect(codec.decode(text, { ownerId: owner, filters })).toEqual({ ok: true, lastKey, revision: '0' });
  });

  it('carries revisions beyond Number precision', () => {
    const revision = '18446744073709551615123';
    const text = codec.encode({ ...sample, revision });
    expect(codec.decode(text, { ownerId: owner, filters })).toEqual({ ok: true, lastKey: sample.lastKey, revision });
  });

  it('rejects inputs it could not round-trip', () => {
    for (const revision of ['', '01', '-1', '1.0', ' 1', 'abc', '1'.repeat(65)]) {
      expect(() => codec.encode({ ...sample, revision })).toThrow(TypeError);
    }
    expect(() => codec.encode({ ...sample, lastKey: [] })).toThrow(RangeError);
    expect(() => codec.encode({ ...sample, lastKey: Array(17).fill('k') })).toThrow(RangeError);
    expect(() => codec.encode({ ...sample, lastKey: ['a\uD800'] })).toThrow(TypeError);
    expect(() => codec.encode({ ...sample, lastKey: ['x'.repeat(2000)] })).toThrow(RangeError);
  });

  it('requires a secret of at least 16 bytes', () => {
    expect(() => new CursorCodec(Buffer.alloc(15))).toThrow(RangeError);
    expect(() => new CursorCodec('0123456789abcdef' as unknown as Buffer)).toThrow(RangeError);
    expect(() => new CursorCodec(randomBytes(16))).not.toThrow();
    const plain = new CursorCodec(new Uint8Array(secret) as Buffer);
    expect(plain.decode(codec.encode(sample), { ownerId: owner, filters }).ok).toBe(true);
  });

  const keyPart = fc.string({ unit: 'grapheme', maxLength: 40 });
  const cursorArb = fc.record({
    ownerId: fc.string({ minLength: 1, maxLength: 40 }),
    filters: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
    lastKey: fc.array(keyPart, { minLength: 1, maxLength: 4 }),
    revision: fc.bigInt({ min: 0n, max: 2n ** 64n }).map(String),
  });

  it('round-trips any cursor (property)', () => {
    fc.assert(
      fc.property(cursorArb, (c) => {
        const text = codec.encode(c);
        expect(text.length).toBeLessThanOrEqual(CURSOR_MAX_LENGTH);
        expect(codec.decode(text, { ownerId: c.ownerId, filters: c.filters })).toEqual({
          ok: true,
          lastKey: c.lastKey,
          revision: c.revision,
        });
      }),
    );
  });

  it('detects any single-bit tampering (property)', () => {
    fc.assert(
      fc.property(cursorArb, fc.nat(), (c, index) => {
        const tampered = flipBitsInBase64(codec.encode(c), index);
        expect(codec.decode(tampered, { ownerId: c.ownerId, filters: c.filters })).toEqual(malformed);
      }),
    );
  });

  it('detects truncation and extension (property)', () => {
    fc.assert(
      fc.property(cursorArb, fc.nat(), fc.uint8Array({ minLength: 1, maxLength: 4 }), (c, cut, extra) => {
        const raw = Buffer.from(codec.encode(c), 'base64url');
        const truncated = raw.subarray(0, cut % raw.length).toString('base64url');
        const extended = Buffer.concat([raw, extra]).toString('base64url');
        expect(codec.decode(truncated, { ownerId: c.ownerId, filters: c.filters })).toEqual(malformed);
        expect(codec.decode(extended, { ownerId: c.ownerId, filters: c.filters })).toEqual(malformed);
      }),
    );
  });

  it('rejects non-canonical trailing bits in the last character (property)', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    fc.assert(
      fc.property(cursorArb, (c) => {
        const text = codec.encode(c);
        fc.pre(text.length % 4 !== 0);
        const last = alphabet.indexOf(text[text.length - 1]);
        const altered = text.slice(0, -1) + alphabet[last + 1]; // sets an unused bit; same decoded bytes
        expect(Buffer.from(altered, 'base64url').equals(Buffer.from(text, 'base64url'))).toBe(true);
        expect(codec.decode(altered, { ownerId: c.ownerId, filters: c.filters })).toEqual(malformed);
      }),
    );
  });

  it('never throws on arbitrary text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        expect(codec.decode(text, { ownerId: owner, filters }).ok).toBe(false);
      }),
    );
  });

  it('binds owner and filters (property)', () => {
    fc.assert(
      fc.property(cursorArb, fc.string({ minLength: 1, maxLength: 40 }), fc.jsonValue({ maxDepth: 1 }), (c, otherOwner, v) => {
        const text = codec.encode(c);
        fc.pre(otherOwner !== c.ownerId);
        expect(codec.decode(text, { ownerId: otherOwner, filters: c.filters })).toEqual({ ok: false, reason: 'foreign' });
        const otherFilters = { ...c.filters, ['\u0000changed!']: v };
        expect(codec.decode(text, { ownerId: c.ownerId, filters: otherFilters })).toEqual({ ok: false, reason: 'filters' });
      }),
    );
  });
});
