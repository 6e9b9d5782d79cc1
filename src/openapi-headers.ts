import { ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants';
import { CREATED_PATH } from './common/http/decorators';

/**
 * The response headers the service sets on every route, documented where it sets them (one place,
 * like the rules in openapi-strict.ts):
 *
 * - `ETag` on every successful answer with a body (the response writer hashes what it sends);
 * - `Location` on the 201 of a route that creates a record at a URL of its own (`@CreatedAt`);
 * - `X-Service-Owner` on every answer of an authenticated route once the credential is accepted:
 *   always on success; on an error only when the request got past authentication, so optional there.
 *
 * The e2e harness checks every exchange against this (test/support/contract-check.ts).
 */

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Answers sent as they come from elsewhere, not through the response writer: no ETag. */
const WITHOUT_ETAG = new Set(['Mcp_handle']);

const ETAG = {
  description: 'Strong ETag of this representation (the If-Match of a later write to it)',
  required: true,
  schema: { type: 'string' },
};
const LOCATION = { description: 'The URL of the created record', required: true, schema: { type: 'string' } };
const OWNER = (required: boolean) => ({
  description: "The authenticated owner: the canonical unpadded base64url of the owner ID's UTF-8 bytes",
  required,
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]+$' },
});

/** Operation IDs (`<Controller>_<method>`, as buildOpenApiDocument names them) of the `@CreatedAt` routes. */
export function createdOperations(app: NestFastifyApplication): Set<string> {
  const ids = new Set<string>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (typeof handler !== 'function') continue;
        const config = Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler) as Record<string, unknown> | undefined;
        if (config?.[CREATED_PATH] !== undefined) ids.add(`${controller.name.replace(/Controller$/, '')}_${name}`);
      }
    }
  }
  return ids;
}

export function documentResponseHeaders(document: Json, created: Set<string>): Json {
  for (const item of Object.values<Json>(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const isPublic =
        Array.isArray(operation.security) && operation.security.length === 1 && Object.keys(operation.security[0]).length === 0;
      for (const [status, response] of Object.entries<Json>(operation.responses ?? {})) {
        const code = Number(status);
        if (!Number.isInteger(code) || typeof response !== 'object' || response.$ref) continue;
        const headers: Record<string, Json> = { ...(response.headers ?? {}) };
        const success = code >= 200 && code < 300;
        if (success && response.content && Object.keys(response.content).length > 0 && !WITHOUT_ETAG.has(operation.operationId)) {
          headers.ETag ??= ETAG;
        }
        if (code === 201 && created.has(operation.operationId)) headers.Location ??= LOCATION;
        if (!isPublic) headers['X-Service-Owner'] ??= OWNER(success);
        // A copy: one response object may be shared by several operations (the 421 of the host policy).
        if (Object.keys(headers).length > 0) operation.responses[status] = { ...response, headers };
      }
    }
  }
  return document;
}
