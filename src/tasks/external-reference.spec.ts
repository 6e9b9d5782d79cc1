import { compareReferences, identityHash } from './tasks.repository';
import { toTaskResponse } from './dto/task.mapper';

const ref = (providerId: string, repositoryId: string, externalId: string) => ({ providerId, repositoryId, externalId });

describe('identityHash', () => {
  it('is a sha256 digest, stable for equal identities', () => {
    expect(identityHash(ref('github', 'a/b', '1'))).toHaveLength(32);
    expect(identityHash(ref('github', 'a/b', '1')).equals(identityHash(ref('github', 'a/b', '1')))).toBe(true);
  });

  it('is unambiguous: moving characters between parts changes it', () => {
    const variants = [ref('ab', 'c', 'd'), ref('a', 'bc', 'd'), ref('a', 'b', 'cd'), ref('a', 'b\u0000c', 'd'), ref('a\u0000', 'b', 'cd')];
    const hashes = new Set(variants.map((v) => identityHash(v).toString('hex')));
    expect(hashes.size).toBe(variants.length);
  });

  it('does not trim or fold case', () => {
    const hashes = [ref('x', 'y', 'z'), ref('x', 'y', ' z'), ref('X', 'y', 'z')].map((v) => identityHash(v).toString('hex'));
    expect(new Set(hashes).size).toBe(3);
  });
});

describe('reference order', () => {
  it('sorts by providerId, repositoryId, externalId in UTF-16 code-unit order', () => {
    const refs = [
      ref('b', 'a', 'a'),
      ref('a', 'b', 'a'),
      ref('a', 'a', 'b'),
      ref('a', 'a', 'a'),
      ref('\uFB01', 'a', 'a'),
      ref('\u{1F600}', 'a', 'a'),
      ref('B', 'a', 'a'),
    ];
    expect([...refs].sort(compareReferences).map((r) => `${r.providerId}|${r.repositoryId}|${r.externalId}`)).toEqual([
      'B|a|a',
      'a|a|a',
      'a|a|b',
      'a|b|a',
      'b|a|a',
      '\u{1F600}|a|a',
      '\uFB01|a|a',
    ]);
  });

  it('the response mapper whitelists fields in a fixed order and sorts references', () => {
    const row = {
      id: 'i',
      ownerId: 'o',
      summary: 's',
      url: null,
      projectId: null,
      parentTaskId: null,
      version: 1,
      archived: false,
      secret: 'never',
      references: [ref('b', 'r', 'e'), ref('a', 'r', 'e')],
    };
    const response = toTaskResponse(row);
    expect(Object.keys(response)).toEqual([
      'id',
      'ownerId',
      'version',
      'summary',
      'url',
      'projectId',
      'parentTaskId',
      'externalReferences',
      'archived',
    ]);
    expect(response.externalReferences.map((r) => r.providerId)).toEqual(['a', 'b']);
  });
});
