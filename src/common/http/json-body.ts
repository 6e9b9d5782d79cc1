import secureJsonParse from 'secure-json-parse';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ProblemError, Problem } from './problem';

/**
 * The one JSON body parser of every route. Beyond Fastify's default (prototype-poisoning guard) it
 * refuses, before anything else sees the body:
 * - a charset other than UTF-8 (415): reading UTF-16 or Latin-1 as UTF-8 silently changes the text;
 * - bytes that are not UTF-8 (400): the decoder would otherwise store U+FFFD instead;
 * - nesting deeper than {@link MAX_JSON_DEPTH} (400): every recursive walker after the parser
 *   (validation, request fingerprints, serializers) is then safe from stack exhaustion;
 * - a key repeated within one object (400): a proxy may read the other value than we do;
 * - a lone UTF-16 surrogate escape in any string or key (422): it cannot be stored as UTF-8 text.
 * (A body with a content coding never gets here: see contentCodingProblem.)
 */
export const MAX_JSON_DEPTH = 64;

const UTF8 = new TextDecoder('utf-8', { fatal: true });

export function installJsonBodyParser(fastify: FastifyInstance): void {
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request: FastifyRequest, body: Buffer, done) => {
    try {
      done(null, parseJsonBody(request.headers['content-type'], body));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}

/** Parses a request body declared as JSON, or throws the ProblemError it deserves. */
export function parseJsonBody(contentType: string | undefined, body: Buffer): unknown {
  const charset = charsetOf(contentType ?? '');
  if (charset !== null && charset !== 'utf-8' && charset !== 'utf8') {
    throw new ProblemError(415, 'UNSUPPORTED_MEDIA_TYPE', 'JSON bodies must be UTF-8 (charset=utf-8 or no charset)');
  }
  if (body.length === 0) throw Problem.badRequest('The body is empty but declared as JSON', 'INVALID_JSON');
  let text: string;
  try {
    text = UTF8.decode(body);
  } catch {
    throw Problem.badRequest('The body is not valid UTF-8', 'INVALID_JSON');
  }
  const scan = scanJson(text);
  if (scan.kind === 'tooDeep') {
    throw Problem.badRequest(`The body nests objects and arrays deeper than ${MAX_JSON_DEPTH} levels`, 'JSON_TOO_DEEP');
  }
  let value: unknown;
  try {
    value = secureJsonParse.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    throw Problem.badRequest('The body is not valid JSON', 'INVALID_JSON');
  }
  if (scan.kind === 'duplicateKey') {
    throw Problem.badRequest(`The body repeats the key "${scan.key}" within one object`, 'DUPLICATE_JSON_KEY');
  }
  if (scan.kind === 'loneSurrogate') {
    const field = pathOfLoneSurrogate(value, '') ?? '(body)';
    throw Problem.validation(`${field} must be well-formed Unicode text (it contains an unpaired surrogate)`, [
      { field, message: 'must not contain an unpaired UTF-16 surrogate' },
    ]);
  }
  return value;
}

function charsetOf(contentType: string): string | null {
  for (const part of contentType.split(';').slice(1)) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim().toLowerCase() !== 'charset') continue;
    return part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .toLowerCase();
  }
  return null;
}

type Scan = { kind: 'ok' } | { kind: 'tooDeep' } | { kind: 'duplicateKey'; key: string } | { kind: 'loneSurrogate' };

const QUOTE = 0x22;

/**
 * One linear pass over the text, iterative (no recursion, whatever the input). It does not validate
 * JSON (JSON.parse does); on invalid input its answer only decides which 400 is given.
 */
export function scanJson(text: string): Scan {
  // One entry per open container: a Set of the keys seen for an object, null for an array.
  const stack: Array<Set<string> | null> = [];
  let duplicate: string | null = null;
  let loneSurrogate = false;
  const length = text.length;
  let i = 0;
  while (i < length) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const start = i;
      let escaped = false;
      i++;
      for (;;) {
        const next = text.indexOf('"', i);
        if (next < 0) return { kind: 'ok' }; // unterminated: JSON.parse will say so
        const slash = text.indexOf('\\', i);
        if (slash >= 0 && slash < next) {
          escaped = true;
          i = slash + 2;
          continue;
        }
        i = next + 1;
        break;
      }
      const raw = text.slice(start, i);
      if (escaped && !loneSurrogate && hasLoneSurrogateEscape(raw)) loneSurrogate = true;
      const top = stack.length > 0 ? stack[stack.length - 1] : null;
      if (top && duplicate === null && followedByColon(text, i)) {
        let key: string;
        try {
          key = escaped ? (JSON.parse(raw) as string) : raw.slice(1, -1);
        } catch {
          return { kind: 'ok' };
        }
        if (top.has(key)) duplicate = key;
        else top.add(key);
      }
      continue;
    }
    if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (stack.length >= MAX_JSON_DEPTH) return { kind: 'tooDeep' };
      stack.push(c === 0x7b ? new Set<string>() : null);
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      stack.pop();
    }
    i++;
  }
  if (duplicate !== null) return { kind: 'duplicateKey', key: duplicate };
  if (loneSurrogate) return { kind: 'loneSurrogate' };
  return { kind: 'ok' };
}

function followedByColon(text: string, from: number): boolean {
  let i = from;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) {
      i++;
      continue;
    }
    return c === 0x3a;
  }
  return false;
}

/** A `\uD800`..`\uDBFF` escape not followed by a `\uDC00`..`\uDFFF` escape, or a low one alone. */
function hasLoneSurrogateEscape(raw: string): boolean {
  const re = /\\(\\|u([0-9A-Fa-f]{4}))/g;
  let pendingHighEnd = -1;
  for (let m = re.exec(raw); m !== null; m = re.exec(raw)) {
    if (m[2] === undefined) {
      // An escaped backslash: whatever follows is literal text.
      if (pendingHighEnd >= 0) return true;
      continue;
    }
    const unit = parseInt(m[2], 16);
    const isHigh = unit >= 0xd800 && unit <= 0xdbff;
    const isLow = unit >= 0xdc00 && unit <= 0xdfff;
    if (pendingHighEnd >= 0) {
      if (!(isLow && m.index === pendingHighEnd)) return true;
      pendingHighEnd = -1;
      continue;
    }
    if (isLow) return true;
    if (isHigh) pendingHighEnd = m.index + m[0].length;
  }
  return pendingHighEnd >= 0;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The dotted path of the first string (or key) holding a lone surrogate; depth is already bounded. */
function pathOfLoneSurrogate(value: unknown, path: string): string | null {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? path || '(body)' : null;
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = pathOfLoneSurrogate(value[i], `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const at = path ? `${path}.${key}` : key;
    if (LONE_SURROGATE.test(key)) return at;
    const found = pathOfLoneSurrogate(item, at);
    if (found) return found;
  }
  return null;
}
