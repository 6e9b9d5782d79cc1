import { codePointLength, isAbsoluteUri, isStorableText } from './catalog-fields';

describe('catalog field rules', () => {
  it('counts code points, not UTF-16 units', () => {
    expect(codePointLength('')).toBe(0);
    expect(codePointLength('abc')).toBe(3);
    expect(codePointLength('\u{1F600}\u{1F600}')).toBe(2);
    expect(codePointLength('e\u0301')).toBe(2);
  });

  it('storable text has no U+0000 and no unpaired surrogate', () => {
    expect(isStorableText('plain \u{1F600} text')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\uD800')).toBe(false);
    expect(isStorableText('x\uDC00')).toBe(false);
    expect(isStorableText('\uDC00\uD800')).toBe(false);
  });

  it.each([
    'https://example.com',
    'http://example.com/a%2Fb?c=d#e',
    'mailto:a@example.com',
    'urn:isbn:0451450523',
    'file:///tmp/x',
    'https://例え.jp/パス',
    'git+ssh://git@example.com/repo.git',
  ])('%s is an absolute URI', (uri) => expect(isAbsoluteUri(uri)).toBe(true));

  it.each([
    '',
    'example.com',
    '/relative',
    '//host/x',
    'https://',
    'https://exa mple.com',
    ' https://example.com',
    'https://example.com ',
    'https://example.com/%zz',
    'https://example.com/100%',
    '1http://example.com',
    'https://example.com/\u0000',
    'https://example.com/<x>',
    'https:\\\\example.com',
  ])('%j is not an absolute URI', (uri) => expect(isAbsoluteUri(uri)).toBe(false));
});
