import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { etagFor, isValidEtag, parseIfMatch } from './etag';

const sha = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

const TAG_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._:-'.split('');
const ALNUM = TAG_CHARS.filter((c) => /[A-Za-z0-9]/.test(c));
const validTagArb = fc
  .tuple(fc.constantFrom(...ALNUM), fc.array(fc.constantFrom(...TAG_CHARS), { maxLength: 127 }))
  .map(([first, rest]) => `"${first}${rest.join('')}"`);
const owsArb = fc.array(fc.constantFrom(' ', '\t'), { maxLength: 3 }).map((a) => a.join(''));

describe('etagFor', () => {
  it('uses version and 24 hex chars of sha256 when a version is given', () => {
    expect(etagFor('{"a":1}', 7)).toBe(`"7-${sha('{"a":1}').slice(0, 24)}"`);
    expect(etagFor('', 0)).toBe(`"0-${sha('').slice(0, 24)}"`);
  });

  it('uses h + 32 hex chars of sha256 without a version', () => {
    expect(etagFor('{"a":1}')).toBe(`"h${sha('{"a":1}').slice(0, 32)}"`);
    expect(etagFor('x')).toMatch(/^"h[0-9a-f]{32}"$/);
  });

  it('changes when the body changes at the same version', () => {
    expect(etagFor('{"a":1}', 3)).not.toBe(etagFor('{"a":2}', 3));
    expect(etagFor('{"a":1}', 3)).not.toBe(etagFor('{"a":1}', 4));
  });

  it('hashes the UTF-8 bytes of the body', () => {
    expect(etagFor('é', 1)).toBe(
      `"1-${createHash('sha256')
        .update(Buffer.from([0xc3, 0xa9]))
        .digest('hex')
        .slice(0, 24)}"`,
    );
  });

  it.each([-1, 1.5, NaN, Infinity, Number.MAX_SAFE_INTEGER + 1])('rejects version %p', (v) => {
    expect(() => etagFor('x', v)).toThrow(RangeError);
  });

  it('always produces a valid tag that parses back with its version (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.option(fc.nat({ max: Number.MAX_SAFE_INTEGER }), { nil: undefined }),
        (body, version) => {
          const tag = etagFor(body, version);
          expect(isValidEtag(tag)).toBe(true);
          expect(parseIfMatch(tag)).toEqual({ kind: 'tag', tag, version: version ?? null });
        },
      ),
    );
  });
});

describe('isValidEtag', () => {
  it.each(['"a"', '"0"', '"1-abc"', '"Z.b_c:d-e"', `"a${'b'.repeat(127)}"`])('accepts %s', (t) => {
    expect(isValidEtag(t)).toBe(true);
  });

  it.each([
    '""',
    'a',
    '"a',
    'a"',
    '"-a"',
    '".a"',
    '"a b"',
    '"a,b"',
    '"a/b"',
    '"é"',
    'W/"a"',
    '*',
    ' "a"',
    '"a"\n',
    `"a${'b'.repeat(128)}"`,
  ])('rejects %j', (t) => {
    expect(isValidEtag(t)).toBe(false);
  });
});

describe('parseIfMatch', () => {
  it('is absent when the header is missing', () => {
    expect(parseIfMatch(undefined)).toEqual({ kind: 'absent' });
  });

  it('extracts the version from "<int>-<hex>" tags', () => {
    expect(parseIfMatch('"12-abcdef"')).toEqual({ kind: 'tag', tag: '"12-abcdef"', version: 12 });
    expect(parseIfMatch('"0-ABC0"')).toEqual({ kind: 'tag', tag: '"0-ABC0"', version: 0 });
  });

  it('gives version null for other valid tags', () => {
    for (const t of [
      '"habc"',
      '"12"',
      '"12-"',
      '"12-xyz"',
      '"12-ab-cd"',
      '"012-abc"',
      '"a12-abc"',
      '"12:abc"',
      '"99999999999999999999-ab"',
    ]) {
      expect(parseIfMatch(t)).toEqual({ kind: 'tag', tag: t, version: null });
    }
  });

  it('allows optional whitespace around a single tag and returns the tag without it', () => {
    expect(parseIfMatch('  "3-ab"\t')).toEqual({ kind: 'tag', tag: '"3-ab"', version: 3 });
  });

  it.each<[string, string | string[]]>([
    ['duplicate header (array)', ['"1-ab"', '"1-ab"']],
    ['single-element array', ['"1-ab"']],
    ['empty', ''],
    ['whitespace only', ' \t '],
    ['star', '*'],
    ['star with whitespace', ' * '],
    ['weak tag', 'W/"1-ab"'],
    ['list of valid tags', '"1-ab", "2-cd"'],
    ['list without space', '"1-ab","2-cd"'],
    ['joined duplicates', '"1-ab", "1-ab"'],
    ['list with star', '"1-ab", *'],
    ['unquoted', '1-ab'],
    ['half quoted', '"1-ab'],
    ['empty quoted', '""'],
    ['bad first char', '"-1-ab"'],
    ['space inside', '"1 ab"'],
    ['non-ascii', '"1-ä"'],
    ['newline around', '\n"1-ab"'],
    ['too long', `"${'a'.repeat(129)}"`],
  ])('is invalid for %s', (_name, header) => {
    expect(parseIfMatch(header)).toEqual({ kind: 'invalid' });
  });

  it('accepts every grammar-valid tag with any OWS around it (property)', () => {
    fc.assert(
      fc.property(validTagArb, owsArb, owsArb, (tag, pre, post) => {
        const r = parseIfMatch(pre + tag + post);
        expect(r.kind).toBe('tag');
        if (r.kind === 'tag') expect(r.tag).toBe(tag);
      }),
    );
  });

  it('rejects any comma-separated list of valid tags (property)', () => {
    fc.assert(
      fc.property(fc.array(validTagArb, { minLength: 2, maxLength: 4 }), fc.constantFrom(',', ', ', ' , '), (tags, sep) => {
        expect(parseIfMatch(tags.join(sep))).toEqual({ kind: 'invalid' });
      }),
    );
  });

  it('agrees with isValidEtag and never throws on arbitrary strings (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 140 }), (s) => {
        const r = parseIfMatch(s);
        const trimmed = s.replace(/^[ \t]+|[ \t]+$/g, '');
        expect(r.kind).toBe(isValidEtag(trimmed) ? 'tag' : 'invalid');
      }),
    );
  });
});
