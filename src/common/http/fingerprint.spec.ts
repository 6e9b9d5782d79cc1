import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { canonicalJson, canonicalPath, requestFingerprint } from './fingerprint';

/** Rebuilds every object in `v` with its keys inserted in a seed-dependent order. */
function reorderKeys(v: unknown, seed: number): unknown {
  if (Array.isArray(v)) return v.map((x, i) => reorderKeys(x, seed + i + 1));
  if (v !== null && typeof v === 'object') {
    const keys = Object.keys(v);
    let s = seed >>> 0 || 1;
    for (let i = keys.length - 1; i > 0; i--) {
      s = (Math.imul(s, 1103515245) + 12345) >>> 0;
      const j = s % (i + 1);
      [keys[i], keys[j]] = [keys[j], keys[i]];
    }
    const out: Record<string, unknown> = {};
    for (const k of keys) {
      Object.defineProperty(out, k, {
        value: reorderKeys((v as Record<string, unknown>)[k], seed * 31 + k.length),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  }
  return v;
}

describe('canonicalJson', () => {
  it('sorts keys recursively and drops whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}');
  });

  it('sorts integer-like keys as strings, not numerically', () => {
    expect(canonicalJson({ b: 1, a: 2, 10: 3, 9: 4, 1: 5 })).toBe('{"1":5,"10":3,"9":4,"a":2,"b":1}');
  });

  it('sorts by UTF-16 code units, not code points', () => {
    // U+10000 is "\uD800\uDC00", which sorts before U+FFFF by code unit.
    expect(canonicalJson({ '\uFFFF': 1, '\u{10000}': 2 })).toBe(`{"\u{10000}":2,"\uFFFF":1}`);
    expect(canonicalJson({ a: 1, B: 2, _: 3 })).toBe('{"B":2,"_":3,"a":1}');
  });

  it('keeps array order', () => {
    expect(canonicalJson([3, 1, 2])).toBe('[3,1,2]');
    expect(canonicalJson([3, 1, 2])).not.toBe(canonicalJson([1, 2, 3]));
  });

  it('writes scalars exactly as JSON.stringify', () => {
    for (const v of ['a"b\\c\n\u0001', '\uD800', 'é\u2028', 0, -0, 1e21, 1.5e-7, 0.1, -12, true, false, null, NaN, Infinity]) {
      expect(canonicalJson(v)).toBe(JSON.stringify(v));
    }
  });

  it('follows JSON.stringify for undefined, functions, symbols, toJSON and boxed values', () => {
    const date = new Date('2024-01-02T03:04:05.678Z');
    const value = {
      u: undefined,
      f: () => 1,
      s: Symbol('x'),
      arr: [undefined, () => 1, Symbol('y'), NaN],
      date,
      boxed: [new Number(1), new String('s'), new Boolean(false)],
      custom: { toJSON: (key: string) => ({ key, z: 1, a: 2 }) },
    };
    expect(canonicalJson(value)).toBe(
      '{"arr":[null,null,null,null],"boxed":[1,"s",false],"custom":{"a":2,"key":"custom","z":1},"date":"2024-01-02T03:04:05.678Z"}',
    );
  });

  it('throws like JSON.stringify on BigInt and cycles, and on a non-serializable top level', () => {
    expect(() => canonicalJson({ a: 1n })).toThrow(TypeError);
    const cyc: Record<string, unknown> = { a: 1 };
    cyc.self = { inner: cyc };
    expect(() => canonicalJson(cyc)).toThrow(TypeError);
    expect(() => canonicalJson(undefined)).toThrow(TypeError);
    expect(() => canonicalJson(() => 1)).toThrow(TypeError);
  });

  it('allows the same object twice when it is not a cycle', () => {
    const shared = { b: 1, a: 2 };
    expect(canonicalJson({ x: shared, y: [shared] })).toBe('{"x":{"a":2,"b":1},"y":[{"a":2,"b":1}]}');
  });

  it('means the same JSON as JSON.stringify (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(JSON.parse(canonicalJson(v))).toEqual(JSON.parse(JSON.stringify(v)));
      }),
    );
  });

  it('does not depend on key insertion order and is idempotent (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(), (v, seed) => {
        const c = canonicalJson(v);
        expect(canonicalJson(reorderKeys(v, seed))).toBe(c);
        expect(canonicalJson(JSON.parse(c))).toBe(c);
      }),
    );
  });

  it('emits keys in ascending code unit order (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ unit: 'binary', maxLength: 4 }), fc.integer()), (obj) => {
        const keys = Object.keys(obj);
        const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        const expected = `{${sorted.map((k) => `${JSON.stringify(k)}:${JSON.stringify(obj[k])}`).join(',')}}`;
        expect(canonicalJson(obj)).toBe(expected);
      }),
    );
  });
});

describe('canonicalPath', () => {
  it('normalizes percent-encoding only', () => {
    expect(canonicalPath('/a%2fb')).toBe('/a%2Fb');
    expect(canonicalPath('/%41%7e%2D%5f%2E')).toBe('/A~-_.');
    expect(canonicalPath('/a%20b?x=%3d')).toBe('/a%20b?x=%3D');
    expect(canonicalPath('')).toBe('/');
    expect(canonicalPath('/A/')).toBe('/A/');
    expect(canonicalPath('/A')).not.toBe(canonicalPath('/a'));
    expect(canonicalPath('/a/')).not.toBe(canonicalPath('/a'));
  });
});

describe('requestFingerprint', () => {
  const base = {
    method: 'PUT',
    path: '/v1/entries/42',
    body: { start: '2024-01-01T00:00:00Z', tags: ['a', 'b'], note: null },
    ifMatch: '"3-abc"',
  };

  it('is lowercase hex sha256', () => {
    expect(requestFingerprint(base)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is the sha256 of the domain label and the encoded request (receipts stored earlier keep matching)', () => {
    const encoded = JSON.stringify(['PUT', '/v1/entries/42', '{"note":null,"start":"2024-01-01T00:00:00Z","tags":["a","b"]}', '"3-abc"']);
    const expected = createHash('sha256').update('request-fingerprint/v1\n', 'utf8').update(encoded, 'utf8').digest('hex');
    expect(requestFingerprint(base)).toBe(expected);
    expect(requestFingerprint({ ...base, body: { note: 'ünï 🙂' } })).toBe(
      createHash('sha256')
        .update('request-fingerprint/v1\n')
        .update(JSON.stringify(['PUT', '/v1/entries/42', '{"note":"ünï 🙂"}', '"3-abc"']))
        .digest('hex'),
    );
  });

  it('ignores method case, key order, JSON whitespace and escape-equivalent paths', () => {
    const fp = requestFingerprint(base);
    expect(requestFingerprint({ ...base, method: 'put' })).toBe(fp);
    expect(requestFingerprint({ ...base, path: '/v1/entries/%34%32' })).toBe(fp);
    const pretty = JSON.stringify({ note: null, tags: ['a', 'b'], start: '2024-01-01T00:00:00Z' }, null, 2);
    expect(requestFingerprint({ ...base, body: JSON.parse(pretty) })).toBe(fp);
  });

  it('treats a missing body as null', () => {
    expect(requestFingerprint({ ...base, body: undefined })).toBe(requestFingerprint({ ...base, body: null }));
  });

  it('changes with every significant part', () => {
    const fp = requestFingerprint(base);
    const variants = [
      { ...base, method: 'PATCH' },
      { ...base, path: '/v1/entries/43' },
      { ...base, path: '/v1/entries/42/' },
      { ...base, body: { ...base.body, tags: ['b', 'a'] } },
      { ...base, body: { ...base.body, tags: ['a', 'b', 'c'] } },
      { ...base, body: { ...base.body, note: '' } },
      { ...base, body: { ...base.body, extra: 1 } },
      { ...base, body: null },
      { ...base, ifMatch: null },
      { ...base, ifMatch: '' },
      { ...base, ifMatch: '"3-abd"' },
      { ...base, ifMatch: ' "3-abc"' },
    ];
    const seen = new Set([fp]);
    for (const v of variants) seen.add(requestFingerprint(v));
    expect(seen.size).toBe(variants.length + 1);
  });

  it('distinguishes a number from a numeric string', () => {
    expect(requestFingerprint({ ...base, body: { n: 1 } })).not.toBe(requestFingerprint({ ...base, body: { n: '1' } }));
  });

  it('is unambiguous at field boundaries', () => {
    const a = requestFingerprint({ method: 'POST', path: '/x', body: null, ifMatch: null });
    const b = requestFingerprint({ method: 'POS', path: 'T/x', body: null, ifMatch: null });
    const c = requestFingerprint({ method: 'POST', path: '/x","null', body: null, ifMatch: null });
    const d = requestFingerprint({ method: 'POST', path: '/x', body: 'null', ifMatch: null });
    expect(new Set([a, b, c, d]).size).toBe(4);
    expect(requestFingerprint({ method: 'POST', path: '/x', body: null, ifMatch: 'null' })).not.toBe(a);
  });

  it('differs whenever canonical inputs differ (property)', () => {
    const req = fc.record({
      method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
      path: fc.constantFrom('/', '/a', '/a/', '/a/b', '/b'),
      body: fc.jsonValue({ maxDepth: 2 }),
      ifMatch: fc.option(fc.constantFrom('"1-ab"', '"2-ab"', ''), { nil: null }),
    });
    fc.assert(
      fc.property(req, req, (x, y) => {
        const same =
          x.method === y.method && x.path === y.path && x.ifMatch === y.ifMatch && canonicalJson(x.body) === canonicalJson(y.body);
        expect(requestFingerprint(x) === requestFingerprint(y)).toBe(same);
      }),
    );
  });

  it('is invariant under key reordering of the body (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(), (body, seed) => {
        const input = { method: 'post', path: '/v1/x', body, ifMatch: null };
        expect(requestFingerprint({ ...input, body: reorderKeys(body, seed) })).toBe(requestFingerprint(input));
      }),
    );
  });
});
