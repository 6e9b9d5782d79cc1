import type { FastifyRequest } from 'fastify';
import { Problem, ProblemError } from './problem';

/** The query parameters one operation declares: name → may it be repeated. */
type Declared = Map<string, boolean>;

interface OperationLike {
  parameters?: Array<{ name?: string; in?: string; schema?: { type?: unknown } }>;
}
/** The part of an OpenAPI document read here (typed loosely: the builder's types are not indexable). */
export interface OpenApiLike {
  paths?: object;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'];

/**
 * "Unknown query parameters are 400", on every route, by one rule read from the served OpenAPI
 * document: an operation accepts exactly the query parameters it documents (none when it documents
 * none), each once unless its schema is an array. Routes outside the document under /api/ and /q/
 * (the document itself, the explorer's assets) accept none. Other paths (the web client's static
 * files, whose single-page app may carry its own query strings) are left to their handlers.
 */
export class QueryPolicy {
  private table: Map<string, Declared> | null = null;

  /**
   * `document` gives the served OpenAPI document; it is called on first use, when every route is
   * registered (the composition root hands it over: `common` never imports the document's builder).
   */
  constructor(private readonly document: () => OpenApiLike) {}

  problemFor(request: FastifyRequest): ProblemError | null {
    const url = request.raw.url ?? '';
    if (!url.includes('?')) return null;
    const route = request.routeOptions.url;
    if (route === undefined) return null; // no such route: 404 says more
    if (!route.startsWith('/api/') && !route.startsWith('/q/')) return null;
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const declared = this.declared().get(`${method} ${route}`) ?? new Map<string, boolean>();
    const query = request.query as Record<string, unknown> | null;
    if (query === null || typeof query !== 'object') return null;
    for (const [name, value] of Object.entries(query)) {
      const repeatable = declared.get(name);
      if (repeatable === undefined) {
        return Problem.badRequest(`Unknown query parameter: ${name}`, 'BAD_REQUEST', [
          { field: name, message: 'is not a query parameter of this operation' },
        ]);
      }
      if (Array.isArray(value) && !repeatable) {
        return Problem.badRequest(`Query parameter ${name} may be given only once`, 'BAD_REQUEST', [
          { field: name, message: 'may be given only once' },
        ]);
      }
    }
    return null;
  }

  private declared(): Map<string, Declared> {
    if (this.table !== null) return this.table;
    const table = new Map<string, Declared>();
    for (const [path, item] of Object.entries((this.document().paths ?? {}) as Record<string, Record<string, OperationLike | undefined>>)) {
      // OpenAPI's `{id}` is Fastify's `:id`.
      const route = path.replace(/\{([^}]+)\}/g, ':$1');
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        const names: Declared = new Map();
        for (const parameter of operation.parameters ?? []) {
          if (parameter.in !== 'query' || typeof parameter.name !== 'string') continue;
          const type = parameter.schema?.type;
          names.set(parameter.name, type === 'array' || (Array.isArray(type) && type.includes('array')));
        }
        table.set(`${method.toUpperCase()} ${route}`, names);
      }
    }
    this.table = table;
    return table;
  }
}
