import { etagFor } from './common/http/etag';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import Negotiator from 'negotiator';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { documentInterchange } from './interchange/openapi';
import { refineForExplorer } from './openapi-explorer';
import { tightenDocument } from './openapi-strict';
import { createdOperations, documentResponseHeaders } from './openapi-headers';

export const OPENAPI_PATH = '/api/v1/openapi.json';
export const DOCS_PATH = '/api/v1/docs';

const EXPLORER_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Time-Tracking API explorer</title>
<link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css"></head>
<body><div id="ui"></div>
<script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${DOCS_PATH}/swagger-ui-standalone-preset.js"></script>
<script>window.ui = SwaggerUIBundle({ url: '${OPENAPI_PATH}', dom_id: '#ui', deepLinking: true, persistAuthorization: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset], layout: 'StandaloneLayout' });</script>
</body></html>`;

/**
 * @nestjs/swagger writes OpenAPI 3.0's `nullable: true` even in a 3.1 document; 3.1 spells it as a
 * type union (and `enum` must then admit null). Converted once, at start-up.
 */
export function toOpenApi31(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toOpenApi31);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) out[key] = toOpenApi31(value);
  if (out.nullable === true) {
    delete out.nullable;
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    else if (out.$ref || out.allOf || out.oneOf) {
      const { description, ...rest } = out;
      return { ...(description ? { description } : {}), oneOf: [rest.$ref ? { $ref: rest.$ref } : rest, { type: 'null' }] };
    }
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  } else if (out.nullable === false) {
    delete out.nullable;
  }
  return out;
}

export function buildOpenApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Time-Tracking Service API')
    .setDescription(
      'Owner-scoped time tracking over JSON/HTTP. Errors are RFC 9457 application/problem+json with a stable `code`.\n\n' +
        '**First steps in this explorer:** `POST /auth/signup` (Try it out → Execute), `POST /auth/session` with the same credentials ' +
        '(this sets the session cookie; copy `csrfToken`), **Authorize** → `csrf` with that value, `POST /auth/tokens`, then **Authorize** → `bearer` ' +
        'with the returned `token`. Now `POST /activities/start`, `GET /activities/active`, `POST /activities/{id}/stop`. ' +
        'Writes to existing records need `If-Match` (the `ETag` of your last read, quotes included); tracking commands need a fresh `Idempotency-Key` (a UUID).',
    )
    .setVersion('1.0.0')
    .addServer('/', 'This server')
    .addBearerAuth(
      // An opaque token, not a JWT (Nest's default bearerFormat): nothing in it is for the client to read.
      { type: 'http', scheme: 'bearer', bearerFormat: 'opaque', description: 'Personal API token (Authorization: Bearer ttp_…)' },
      'bearer',
    )
    .addCookieAuth(
      'tt_session',
      {
        type: 'apiKey',
        in: 'cookie',
        name: 'tt_session',
        description: 'Web session cookie (named __Host-tt_session when served over HTTPS); unsafe requests also send X-CSRF-Token',
      },
      'session',
    )
    // Both schemes are global alternatives; public routes override with an empty requirement.
    .addSecurityRequirements('bearer')
    .addSecurityRequirements('session')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controller, method) => `${controller.replace(/Controller$/, '')}_${method}`,
  });
  for (const path of Object.values(document.paths)) {
    for (const operation of Object.values(path) as Array<{ security?: unknown[] }>) {
      // @ApiSecurity({}) marks a public route; emit it as the explicit "no auth" requirement.
      if (Array.isArray(operation.security) && operation.security.some((s) => s && Object.keys(s as object).length === 0)) {
        operation.security = [{}];
      }
      documentRateLimit(operation as RateLimitedOperation);
    }
  }
  documentInterchange(document);
  const tightened = tightenDocument(refineForExplorer(toOpenApi31(document) as OpenAPIObject), OPENAPI_PATH);
  return documentResponseHeaders(tightened, createdOperations(app)) as OpenAPIObject;
}

type RateLimitedOperation = { security?: unknown[]; responses?: Record<string, unknown> };

/** Any authenticated route may meet the per-credential rate limit (`rateLimit` in /admin/settings). */
function documentRateLimit(operation: RateLimitedOperation): void {
  const isPublic =
    Array.isArray(operation.security) && operation.security.length === 1 && Object.keys(operation.security[0] as object).length === 0;
  if (isPublic || !operation.responses || operation.responses['429']) return;
  operation.responses['429'] = {
    description: 'TOO_MANY_REQUESTS: over the per-credential rate limit; retry after Retry-After seconds',
    headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
    content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemResponse' } } },
  };
}

/** Serves `document()` (the app's one build of it) at /openapi.json, and the explorer. */
export function setUpOpenApi(app: NestFastifyApplication, document: () => OpenAPIObject): void {
  const fastify = app.getHttpAdapter().getInstance();
  let cached: { body: string; etag: string } | null = null;
  const serialized = () => {
    if (cached === null) {
      const body = JSON.stringify(document());
      cached = { body, etag: etagFor(body) };
    }
    return cached;
  };
  fastify.get(OPENAPI_PATH, (_request, reply) => {
    const { body, etag } = serialized();
    reply.type('application/json').header('Cache-Control', 'no-cache').header('ETag', etag).send(body);
  });
  // The interactive explorer (Swagger UI): "Authorize" with a token and try any route.
  const assets: Record<string, [string, string]> = {
    'swagger-ui.css': ['text/css; charset=utf-8', 'swagger-ui.css'],
    'swagger-ui-bundle.js': ['application/javascript; charset=utf-8', 'swagger-ui-bundle.js'],
    'swagger-ui-standalone-preset.js': ['application/javascript; charset=utf-8', 'swagger-ui-standalone-preset.js'],
  };
  const dist = dirname(require.resolve('swagger-ui-dist/package.json'));
  // Read and compressed once, off the event loop (gzip and Brotli: about 2 MB of JavaScript becomes
  // about 0.5 MB), on the first request for each; sent in the encoding the client accepts.
  const loaded = new Map<string, Promise<EncodedAsset>>();
  fastify.get(`${DOCS_PATH}/:asset`, async (request, reply) => {
    const name = (request.params as { asset: string }).asset;
    const asset = assets[name];
    if (!asset) return reply.callNotFound();
    if (!loaded.has(name)) loaded.set(name, encodeAsset(readFileSync(join(dist, asset[1]))));
    const encoded = await loaded.get(name)!;
    const negotiator = new Negotiator({ headers: { 'accept-encoding': request.headers['accept-encoding'] ?? 'identity' } });
    // Among encodings the client weighs equally, ours in this order (negotiator's `preferred` option; its types lag behind).
    const choose = negotiator.encoding.bind(negotiator) as unknown as (
      available: string[],
      options: { preferred: string[] },
    ) => string | undefined;
    const encoding = choose(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip', 'identity'] });
    reply.type(asset[0]).header('Cache-Control', 'public, max-age=3600').header('Vary', 'Accept-Encoding');
    if (encoding === 'br' || encoding === 'gzip') return reply.header('Content-Encoding', encoding).send(encoded[encoding]);
    return reply.send(encoded.identity);
  });
  fastify.get(DOCS_PATH, (_request, reply) => {
    reply
      .type('text/html; charset=utf-8')
      .header(
        'Content-Security-Policy',
        "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; script-src 'self' 'unsafe-inline'",
      )
      .send(EXPLORER_HTML);
  });
}

interface EncodedAsset {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

async function encodeAsset(bytes: Buffer): Promise<EncodedAsset> {
  const [gzipped, brotli] = await Promise.all([
    promisify(gzip)(bytes, { level: 9 }),
    promisify(brotliCompress)(bytes, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  ]);
  return { identity: bytes, gzip: gzipped, br: brotli };
}
