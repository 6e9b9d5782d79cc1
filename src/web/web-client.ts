import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FastifyReply, FastifyRequest } from 'fastify';

export const WEB_PATH = '/web';

/**
 * Scripts and styles only from this origin, never inline; the API is the only thing the page talks to.
 * (React sets element styles through the CSSOM, which CSP does not restrict.)
 */
export const WEB_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.webmanifest']);
/** Vite names every bundled asset `assets/<name>-<content hash>.<ext>`. */
const HASHED = /^assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

interface Asset {
  type: string;
  body: Buffer;
  compressible: boolean;
  /** Compressed on first demand, so start-up stays fast. */
  gzip?: Buffer;
  etag: string;
  immutable: boolean;
}

const PLACEHOLDER =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Time tracking</title></head>' +
  '<body><h1>Time tracking</h1><p>The web client has not been built (run <code>npm run build</code>). ' +
  'The API is at <a href="/api/v1/docs">/api/v1/docs</a>.</p></body></html>';

/** The built client: `web-client/dist` next to the package root, found from here or from `dist/src/web`. */
export function findWebClientDist(start = __dirname): string | null {
  let dir = start;
  for (;;) {
    const candidate = join(dir, 'web-client', 'dist');
    if (existsSync(join(candidate, 'index.html'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

function asset(relativePath: string, body: Buffer): Asset {
  const ext = extname(relativePath).toLowerCase();
  return {
    type: TYPES[ext] ?? 'application/octet-stream',
    body,
    compressible: COMPRESSIBLE.has(ext) && body.length > 1024,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    immutable: HASHED.test(relativePath),
  };
}

/** Every built file, read once at start-up: lookups are by exact name, so no path can escape the folder. */
function loadAssets(root: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name.startsWith('.')) continue;
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else {
        const path = relative(root, full).split(sep).join('/');
        assets.set(path, asset(path, readFileSync(full)));
      }
    }
  };
  walk(root);
  return assets;
}

function send(request: FastifyRequest, reply: FastifyReply, file: Asset, page: boolean): FastifyReply {
  reply.header('Content-Type', file.type).header('ETag', file.etag);
  reply.header('Cache-Control', file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (page) reply.header('Content-Security-Policy', WEB_CSP);
  if (file.compressible) reply.header('Vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  if (file.compressible && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    file.gzip ??= gzipSync(file.body, { level: 9 });
    return reply.header('Content-Encoding', 'gzip').send(file.gzip);
  }
  return reply.send(file.body);
}

/**
 * Serves the single-page client under /web/ (decisions.md "Web client"): `/web` redirects to `/web/`,
 * a path without an extension is the app's index.html (client-side routes), a missing file is 404.
 */
export function setUpWebClient(app: NestFastifyApplication, root: string | null = findWebClientDist()): void {
  const fastify = app.getHttpAdapter().getInstance();
  const assets = root ? loadAssets(root) : new Map<string, Asset>();
  const index = assets.get('index.html') ?? asset('index.html', Buffer.from(PLACEHOLDER));

  fastify.addHook('onSend', (request, reply, payload, done) => {
    const path = request.url.split('?')[0];
    if (path === WEB_PATH || path.startsWith(`${WEB_PATH}/`)) {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Referrer-Policy', 'same-origin');
    }
    done(null, payload);
  });

  fastify.get('/', (request, reply) => {
    // ignoreTrailingSlash makes "" and "/" one route; only the root itself moves.
    reply.redirect(`${WEB_PATH}/`, 302);
  });

  const serve = (request: FastifyRequest, reply: FastifyReply) => {
    const [path, query] = splitUrl(request.url);
    if (path === WEB_PATH) return reply.redirect(`${WEB_PATH}/${query}`, 301);
    let name: string;
    try {
      name = decodeURIComponent(path.slice(WEB_PATH.length + 1));
    } catch {
      return reply.callNotFound();
    }
    const last = name.split('/').pop() ?? '';
    if (name === '' || !last.includes('.')) return send(request, reply, index, true);
    const file = assets.get(name);
    if (!file || name === 'index.html') return name === 'index.html' ? send(request, reply, index, true) : reply.callNotFound();
    return send(request, reply, file, file.type.startsWith('text/html'));
  };
  fastify.get(WEB_PATH, serve);
  fastify.get(`${WEB_PATH}/*`, serve);
}

function splitUrl(url: string): [string, string] {
  const at = url.indexOf('?');
  return at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at)];
}
