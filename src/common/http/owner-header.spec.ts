import fc from 'fast-check';
import { encodeOwnerHeader, parseOwnerHeader } from './owner-header';

const INVALID = { kind: 'invalid' };

describe('encodeOwnerHeader', () => {
  it('is unpadded base64url of the UTF-8 bytes', () => {
    expect(encodeOwnerHeader('a')).toBe('YQ');
    expect(encodeOwnerHeader('ab')).toBe('YWI');
    expect(encodeOwnerHeader('abc')).toBe('YWJj');
    expect(encodeOwnerHeader('é')).toBe('w6k');
    // bytes ef af bf → '76+/' in standard base64, '76-_' in base64url
    expect(encodeOwnerHeader('\u{fbff}')).toBe('76-_');
    expect(encodeOwnerHeader('~~~?')).toBe('fn5-Pw');
  });

  it('rejects empty and ill-formed owner IDs', () => {
    expect(() => encodeOwnerHeader('')).toThrow(TypeError);
    expect(() => encodeOwnerHeader('a\uD800')).toThrow(TypeError);
    expect(() => encodeOwnerHeader('\uDC00a')).toThrow(TypeError);
    expect(encodeOwnerHeader('\u{1F600}')).toBe('8J-YgA');
  });
});

describe('parseOwnerHeader', () => {
  it('is absent when missing', () => {
    expect(parseOwnerHeader(undefined)).toEqual({ kind: 'absent' });
  });

  it('decodes a canonical value', () => {
    expect(parseOwnerHeader('YQ')).toEqual({ kind: 'owner', ownerId: 'a' });
    expect(parseOwnerHeader('fn5-Pw')).toEqual({ kind: 'owner', ownerId: '~~~?' });
    expect(parseOwnerHeader('8J-YgA')).toEqual({ kind: 'owner', ownerId: '\u{1F600}' });
  });

  it('keeps a leading byte-order mark as part of the owner ID', () => {
    const id = '\uFEFFowner';
    expect(parseOwnerHeader(encodeOwnerHeader(id))).toEqual({ kind: 'owner', ownerId: id });
  });

  it.each<[string, string | string[]]>([
    ['duplicate header (array)', ['YQ', 'YQ']],
    ['single-element array', ['YQ']],
    ['empty', ''],
    ['Node-joined duplicates', 'YQ, YQ'],
    ['comma without space', 'YQ,YQ'],
    ['padding', 'YQ=='],
    ['single padding', 'YWI='],
    ['standard base64 alphabet +', 'fn5+Pw'],
    ['standard base64 alphabet /', 'fn5/Pw'],
    ['whitespace', ' YQ'],
    ['trailing whitespace', 'YQ '],
    ['non-zero unused bits (2 chars)', 'YR'],
    ['non-zero unused bits (3 chars)', 'YWJ'],
    ['length ≡ 1 mod 4', 'YWJjZ'],
    ['single character', 'Y'],
    ['invalid UTF-8 (lone continuation byte)', Buffer.from([0x80]).toString('base64url')],
    ['invalid UTF-8 (overlong)', Buffer.from([0xc0, 0xaf]).toString('base64url')],
    ['invalid UTF-8 (encoded surrogate)', Buffer.from([0xed, 0xa0, 0x80]).toString('base64url')],
    ['invalid UTF-8 (truncated)', Buffer.from([0x61, 0xe2, 0x82]).toString('base64url')],
    ['non-ascii', 'YQé'],
  ])('is invalid for %s', (_name, value) => {
    expect(parseOwnerHeader(value)).toEqual(INVALID);
  });

  it('round-trips every well-formed non-empty owner ID (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1 }), (id) => {
        const header = encodeOwnerHeader(id);
        expect(header).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(parseOwnerHeader(header)).toEqual({ kind: 'owner', ownerId: id });
      }),
    );
  });

  it('accepts a value only if it is the encoding of what it decodes to (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'AQYwz09_-=+/ ,'.split('')), maxLength: 12 }), (value) => {
        const r = parseOwnerHeader(value);
        if (r.kind === 'owner') {
          expect(encodeOwnerHeader(r.ownerId)).toBe(value);
        } else {
          expect(r).toEqual(INVALID);
        }
      }),
    );
  });

  it('rejects arbitrary byte strings that are not valid UTF-8 (property)', () => {
    const fatal = new TextDecoder('utf-8', { fatal: true });
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 24 }), (bytes) => {
        let valid = true;
        try {
          fatal.decode(bytes);
        } catch {
          valid = false;
        }
        const r = parseOwnerHeader(Buffer.from(bytes).toString('base64url'));
        expect(r.kind).toBe(valid ? 'owner' : 'invalid');
      }),
    );
  });
});
