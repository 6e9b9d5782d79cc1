import { MAX_JSON_DEPTH, parseJsonBody, scanJson } from './json-body';
import { ProblemError } from './problem';

const parse = (text: string | Buffer, contentType = 'application/json') =>
  parseJsonBody(contentType, Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8'));
const problemOf = (fn: () => unknown): ProblemError => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ProblemError) return error;
    throw error;
  }
  throw new Error('expected a problem');
};

describe('the JSON body parser', () => {
  it('parses ordinary bodies, including strings full of brackets, escapes and surrogate pairs', () => {
    expect(parse('{"a":"[{\\"}]","b":[1,{"a":2}],"c":"\\ud83d\\ude00"}')).toEqual({ a: '[{"}]', b: [1, { a: 2 }], c: '😀' });
    expect(parse(' {"a" : 1 , "b":{"a":1}} ', 'application/json; charset=UTF-8')).toEqual({ a: 1, b: { a: 1 } });
  });

  it(`limits nesting to ${MAX_JSON_DEPTH} levels, without recursion`, () => {
    const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    expect(() => parse(nested(MAX_JSON_DEPTH))).not.toThrow();
    expect(problemOf(() => parse(nested(MAX_JSON_DEPTH + 1))).code).toBe('JSON_TOO_DEEP');
    expect(scanJson(nested(5_000_000))).toEqual({ kind: 'tooDeep' });
  });

  it('refuses a key repeated in one object, also when spelled with escapes; siblings may share keys', () => {
    expect(problemOf(() => parse('{"a":1,"a":2}')).code).toBe('DUPLICATE_JSON_KEY');
    expect(problemOf(() => parse('{"x":{"a":1,"\\u0061":2}}')).code).toBe('DUPLICATE_JSON_KEY');
    expect(parse('[{"a":1},{"a":2}]')).toEqual([{ a: 1 }, { a: 2 }]);
    expect(parse('{"a":{"a":{"a":1}}}')).toEqual({ a: { a: { a: 1 } } });
  });

  it('answers 422 naming the field for a lone surrogate, 400 for bytes that are not UTF-8, 415 for another charset', () => {
    const lone = problemOf(() => parse('{"user":{"email":"a\\ud800@x.y"}}'));
    expect([lone.status, lone.code]).toEqual([422, 'VALIDATION']);
    expect(lone.extras).toEqual({ errors: [{ field: 'user.email', message: expect.any(String) }] });
    expect(problemOf(() => parse('["\\udc00"]')).status).toBe(422);
    expect(problemOf(() => parse('["\\ud800\\\\udc00"]')).status).toBe(422); // an escaped backslash, not a pair
    expect(parse('["\\\\ud800"]')).toEqual(['\\ud800']); // literal text, not an escape
    expect(problemOf(() => parse(Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]))).code).toBe('INVALID_JSON');
    expect(problemOf(() => parse('{}', 'application/json; charset=utf-16')).status).toBe(415);
    expect(problemOf(() => parse('{}', 'application/json; charset=latin1')).status).toBe(415);
  });

  it('answers 400 to empty, invalid and prototype-poisoning bodies', () => {
    for (const text of ['', '{', '{"a":}', '{"a":1}x', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}']) {
      expect(problemOf(() => parse(text)).status).toBe(400);
    }
  });
});
