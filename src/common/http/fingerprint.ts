import { hash } from 'node:crypto';

/**
 * Canonical JSON: object keys sorted recursively by UTF-16 code unit order,
 * no insignificant whitespace, arrays in their given order, and every value
 * otherwise exactly as JSON.stringify writes it (toJSON is honoured, boxed
 * primitives unwrapped, non-finite numbers become null, undefined / function /
 * symbol members are dropped from objects and become null in arrays).
 *
 * Throws TypeError where JSON.stringify would (BigInt, cycles) and also when
 * the top-level value itself is not serializable (undefined, function,
 * symbol), because the result must always be a JSON text.
 */
export function canonicalJson(value: unknown): string {
  const out = serialize(value, '', new Set<object>());
  if (out === undefined) throw new TypeError('canonicalJson: value is not JSON-serializable');
  return out;
}

function serialize(input: unknown, key: string, stack: Set<object>): string | undefined {
  let value = input;
  if ((typeof value === 'object' && value !== null) || typeof value === 'bigint') {
    const toJSON = (value as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === 'function') value = (toJSON as (k: string) => unknown).call(value, key);
  }
  if (typeof value === 'object' && value !== null) {
    if (value instanceof Number) value = Number(value);
    else if (value instanceof String) value = String(value);
    else if (value instanceof Boolean) value = value.valueOf();
    else if (value instanceof BigInt) value = value.valueOf();
  }
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? JSON.stringify(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'bigint':
      throw new TypeError('canonicalJson: BigInt is not JSON-serializable');
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined;
  }
  if (value === null) return 'null';
  const obj = value as object;
  if (stack.has(obj)) throw new TypeError('canonicalJson: cyclic structure');
  stack.add(obj);
  try {
    if (Array.isArray(obj)) {
      const parts: string[] = [];
      for (let i = 0; i < obj.length; i++) {
        parts.push(serialize(obj[i], String(i), stack) ?? 'null');
      }
      return `[${parts.join(',')}]`;
    }
    const record = obj as Record<string, unknown>;
    const keys = Object.keys(record).sort(); // default sort = UTF-16 code unit order
    const parts: string[] = [];
    for (const k of keys) {
      const s = serialize(record[k], k, stack);
      if (s !== undefined) parts.push(`${JSON.stringify(k)}:${s}`);
    }
    return `{${parts.join(',')}}`;
  } finally {
    stack.delete(obj);
  }
}

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * Canonical request path (RFC 3986 §6.2.2 percent-encoding normalization only):
 * escapes of unreserved characters are decoded, all other escapes get uppercase
 * hex. An empty path becomes `/`. Nothing else is changed (no case folding,
 * no trailing-slash or dot-segment rewriting, query string kept verbatim),
 * so two different resources never share a canonical path.
 */
export function canonicalPath(path: string): string {
  const p = path === '' ? '/' : path;
  return p.replace(/%([0-9A-Fa-f]{2})/g, (_m, hex: string) => {
    const ch = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(ch) ? ch : `%${hex.toUpperCase()}`;
  });
}

/**
 * Hex SHA-256 fingerprint of a request, for idempotent-replay comparison.
 * The encoding is a JSON array of strings (plus null for a missing If-Match),
 * prefixed with a domain label, so field boundaries are unambiguous.
 */
export function requestFingerprint(input: { method: string; path: string; body: unknown; ifMatch: string | null }): string {
  const encoded = JSON.stringify([
    input.method.replace(/[a-z]+/g, (m) => m.toUpperCase()), // ASCII-only upper-casing
    canonicalPath(input.path),
    canonicalJson(input.body ?? null),
    input.ifMatch,
  ]);
  return hash('sha256', `request-fingerprint/v1\n${encoded}`, 'hex');
}
