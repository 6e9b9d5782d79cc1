/**
 * Makes the served document as strict as the server, in one place, for every route (including ones
 * added later): whatever the server refuses, the document refuses too, so a client generated from
 * it, or a validating proxy, agrees with the server.
 *
 * - Every JSON request body schema is closed, nested objects included (`additionalProperties:
 *   false`): the server answers 400 to any unknown property.
 * - `{id}`-like path parameters (`id`, `…Id`) are `format: uuid` (400 MALFORMED_ID otherwise).
 * - Durations keep their pattern without `format: duration` (which RFC 3339 defines without
 *   fractional seconds, while the contract's durations have up to nine digits).
 * - Instants (`format: date-time`) carry the pattern the server parses: UTC `Z`, at most nine
 *   fraction digits.
 * - A single-`$ref` `allOf` wrapper becomes the `$ref` itself (OpenAPI 3.1 allows siblings).
 * - The document lists itself (`GET /api/v1/openapi.json`).
 * - Every operation documents the answers of rules that apply before any controller: the host
 *   policy's 421, the query policy's 400, 414 for an over-long path parameter, and on every method
 *   that takes a body, 413 for one over the limit and 415 for one that is not JSON.
 */

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

export const INSTANT_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?Z$';
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'];

export function tightenDocument(document: Json, openApiPath: string): Json {
  const schemas: Record<string, Json> = document.components?.schemas ?? {};
  walkSchemas(document, (schema) => {
    unwrapSingleAllOf(schema);
    if (schema.format === 'duration') delete schema.format;
    if (schema.format === 'date-time' && schema.pattern === undefined) schema.pattern = INSTANT_PATTERN;
  });

  const closed = new Set<Json>();
  const close = (schema: Json): void => {
    if (!schema || typeof schema !== 'object' || closed.has(schema)) return;
    closed.add(schema);
    if (typeof schema.$ref === 'string') {
      close(schemas[schema.$ref.split('/').pop()]);
      return;
    }
    const isObject =
      schema.type === 'object' || (Array.isArray(schema.type) && schema.type.includes('object')) || schema.properties !== undefined;
    if (isObject && schema.additionalProperties === undefined && schema.allOf === undefined) schema.additionalProperties = false;
    for (const property of Object.values(schema.properties ?? {})) close(property);
    if (schema.items) close(schema.items);
    for (const key of ['oneOf', 'anyOf']) for (const part of schema[key] ?? []) close(part);
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object') close(schema.additionalProperties);
  };

  for (const [path, item] of Object.entries<Json>(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const json = operation.requestBody?.content?.['application/json']?.schema;
      if (json) close(json);
      for (const parameter of [...(item.parameters ?? []), ...(operation.parameters ?? [])]) {
        if (parameter.in !== 'path' || !/^(id|.*Id)$/.test(parameter.name) || !path.includes(`{${parameter.name}}`)) continue;
        parameter.schema ??= { type: 'string' };
        if (parameter.schema.type === 'string' && parameter.schema.format === undefined) parameter.schema.format = 'uuid';
      }
    }
  }

  // The host policy answers 421 on every route, before anything else.
  for (const item of Object.values<Json>(document.paths ?? {})) {
    for (const method of METHODS) {
      const responses = item[method]?.responses;
      if (responses) responses['421'] ??= { ...MISDIRECTED };
    }
  }

  document.paths[openApiPath] ??= {
    get: {
      operationId: 'OpenApi_document',
      summary: 'This document (OpenAPI 3.1)',
      tags: ['operations'],
      security: [{}],
      responses: {
        '200': {
          description: 'The OpenAPI document describing every route',
          content: { 'application/json': { schema: { type: 'object' } } },
        },
        '421': { ...MISDIRECTED },
      },
    },
  };

  // Rules the server applies to every route, before any controller: an unknown or repeated query
  // parameter is 400 (the query policy), an over-long path parameter 414.
  for (const [path, item] of Object.entries<Json>(document.paths ?? {})) {
    for (const method of METHODS) {
      const responses = item[method]?.responses;
      // A method a route exists only to refuse (405) documents that answer alone (and the host policy's).
      if (!responses || Object.keys(responses).every((status) => status === '405' || status === '421')) continue;
      responses['400'] ??= { ...BAD_REQUEST };
      if (path.includes('{')) responses['414'] ??= { ...URI_TOO_LONG };
      // Every method that takes a body: one over the limit is 413 before anything reads it, and one
      // of another media type than the route reads (JSON; a ZIP archive on /import) 415.
      if (method !== 'get' && method !== 'head') {
        responses['413'] ??= { ...PAYLOAD_TOO_LARGE };
        responses['415'] ??= { ...UNSUPPORTED_MEDIA_TYPE };
      }
    }
  }
  return document;
}

/** A documented problem+json answer of the rules every route has (copied into each operation that gets it). */
function problemAnswer(description: string) {
  return { description, content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemResponse' } } } };
}

const BAD_REQUEST = problemAnswer('BAD_REQUEST: an unknown or repeated query parameter, or a malformed request');

const URI_TOO_LONG = problemAnswer('URI_TOO_LONG: a path parameter longer than 500 characters');

const PAYLOAD_TOO_LARGE = problemAnswer('PAYLOAD_TOO_LARGE: a request body over 20 MiB (refused before it is read)');

const UNSUPPORTED_MEDIA_TYPE = problemAnswer('UNSUPPORTED_MEDIA_TYPE: a body that is not JSON in UTF-8');

const MISDIRECTED = problemAnswer('MISDIRECTED_REQUEST: the Host is not one this server serves');

/** `allOf: [{$ref}]` (with or without sibling keywords) becomes `$ref` with those siblings. */
function unwrapSingleAllOf(schema: Json): void {
  if (!Array.isArray(schema.allOf) || schema.allOf.length !== 1) return;
  const [only] = schema.allOf;
  if (!only || typeof only.$ref !== 'string' || Object.keys(only).length !== 1) return;
  delete schema.allOf;
  schema.$ref = only.$ref;
}

/** Calls fn on every schema object of the document (components, parameters, bodies, responses). */
function walkSchemas(document: Json, fn: (schema: Json) => void): void {
  const seen = new Set<Json>();
  const visit = (schema: Json): void => {
    if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
    seen.add(schema);
    fn(schema);
    for (const property of Object.values(schema.properties ?? {})) visit(property);
    if (schema.items) visit(schema.items);
    for (const key of ['allOf', 'oneOf', 'anyOf']) for (const part of schema[key] ?? []) visit(part);
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object') visit(schema.additionalProperties);
  };
  for (const schema of Object.values(document.components?.schemas ?? {})) visit(schema);
  const content = (holder: Json) => {
    for (const media of Object.values<Json>(holder?.content ?? {})) visit(media.schema);
  };
  for (const item of Object.values<Json>(document.paths ?? {})) {
    for (const parameter of item.parameters ?? []) visit(parameter.schema);
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      for (const parameter of operation.parameters ?? []) visit(parameter.schema);
      content(operation.requestBody);
      for (const response of Object.values<Json>(operation.responses ?? {})) content(response);
    }
  }
  for (const parameter of Object.values<Json>(document.components?.parameters ?? {})) visit(parameter.schema);
}
