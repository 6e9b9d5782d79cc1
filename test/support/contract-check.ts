import Ajv2020, { ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/**
 * Every exchange a spec makes through the harness's `Api` is checked against the document the server
 * serves (`/api/v1/openapi.json`), with ajv in the document's own dialect (JSON Schema 2020-12, as
 * OpenAPI 3.1 says): the response's status and media type must be documented for the operation, and
 * its JSON body must match the documented schema; a JSON request body the server accepted (2xx)
 * must match the documented request schema; the service's own response headers (ETag, Location,
 * X-Service-Owner) are sent exactly where the document gives them. A route missing from the document fails too, so a new
 * route cannot go undocumented. The failure names the method, the route template and the status.
 *
 * Routes of test fixtures (`/api/v1/test-…`, mounted by a spec for itself) are not checked.
 * Requests a spec sends on purpose to what is no route (a 404 or 405 "No such route" from the
 * router) and answers of the host policy (421) are not an operation's to document.
 */

type Json = any;

interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  operation: Json;
}

class DocumentCheck {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  private readonly routes: Route[] = [];
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly document: Json) {
    addFormats(this.ajv);
    // Formats the document uses that ajv-formats does not know are free text for validation.
    for (const format of ['password', 'binary', 'int64', 'int32', 'double', 'float']) this.ajv.addFormat(format, true);
    // RFC 3987 IRIs (URLs that may hold non-ASCII characters): absolute (a scheme), no white space.
    this.ajv.addFormat('iri', (value: string) => /^[A-Za-z][A-Za-z0-9+.-]*:[^\s]*$/.test(value));
    this.ajv.addSchema({ ...document, $id: 'openapi.json' }, 'openapi.json');
    for (const [template, item] of Object.entries<Json>(document.paths ?? {})) {
      const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}|\{[^}]+\}/g, '[^/]+')}$`);
      for (const method of ['get', 'put', 'post', 'delete', 'patch']) {
        if (item[method]) this.routes.push({ method: method.toUpperCase(), template, pattern, operation: item[method] });
      }
    }
    // Literal segments before parameters: /imports/preview before /imports/{id}.
    this.routes.sort((a, b) => a.template.split('{').length - b.template.split('{').length);
  }

  private validator(pointer: string): ValidateFunction {
    let validate = this.compiled.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `openapi.json#${pointer}` });
      this.compiled.set(pointer, validate);
    }
    return validate;
  }

  check(
    method: string,
    url: URL,
    requestBody: unknown,
    status: number,
    contentType: string,
    body: unknown,
    headers?: Headers,
  ): string | null {
    if (!url.pathname.startsWith('/api/v1/') || url.pathname.startsWith('/api/v1/docs')) return null;
    const route = this.routes.find((r) => r.method === method && r.pattern.test(url.pathname));
    if (!route) {
      if (status === 404 || status === 405 || status === 421) return null;
      return `${method} ${url.pathname} answered ${status}, but the served document has no such operation`;
    }
    const where = `${method} ${route.template} → ${status}`;
    if (status === 421) return null;
    const responses = route.operation.responses ?? {};
    const key = responses[String(status)]
      ? String(status)
      : responses[`${String(status)[0]}XX`]
        ? `${String(status)[0]}XX`
        : responses.default
          ? 'default'
          : null;
    if (key === null) return `${where}: status not documented (documented: ${Object.keys(responses).join(', ')})`;
    const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
    const base = `/paths/${escape(route.template)}/${method.toLowerCase()}`;
    const content = responses[key].content;
    const media = contentType.split(';')[0].trim().toLowerCase();
    if (media && content && body !== undefined) {
      if (!content[media]) return `${where}: media type ${media} not documented (documented: ${Object.keys(content).join(', ')})`;
      if (content[media].schema && /json/.test(media)) {
        const validate = this.validator(`${base}/responses/${key}/content/${escape(media)}/schema`);
        if (!validate(body)) return `${where}: response body does not match the document: ${this.ajv.errorsText(validate.errors)}`;
      }
    }
    if (headers) {
      // The service's own headers are documented exactly: each one sent is documented for this
      // answer, and each one documented as required is sent.
      const documented = Object.fromEntries(Object.entries<Json>(responses[key].headers ?? {}).map(([name, h]) => [name.toLowerCase(), h]));
      for (const name of CHECKED_HEADERS) {
        if (headers.has(name) && !documented[name]) return `${where}: sends ${name}, which the document does not give for this answer`;
        if (!headers.has(name) && documented[name]?.required) return `${where}: the document requires ${name}, which was not sent`;
      }
    }
    if (status < 300 && requestBody !== undefined && route.operation.requestBody?.content?.['application/json']?.schema) {
      const validate = this.validator(`${base}/requestBody/content/application~1json/schema`);
      if (!validate(requestBody))
        return `${method} ${route.template}: the server accepted (${status}) a request body the document refuses: ${this.ajv.errorsText(validate.errors)}`;
    }
    return null;
  }
}

/** Response headers the service sets itself (names in lowercase). */
const CHECKED_HEADERS = ['etag', 'location', 'x-service-owner', 'www-authenticate'];

const checks = new Map<string, Promise<DocumentCheck | null>>();

/** The check for a server (by origin), built from its served document once. */
function checkFor(origin: string): Promise<DocumentCheck | null> {
  let check = checks.get(origin);
  if (!check) {
    check = fetch(`${origin}/api/v1/openapi.json`)
      .then(async (reply) => (reply.status === 200 ? new DocumentCheck(await reply.json()) : null))
      .catch(() => null);
    checks.set(origin, check);
  }
  return check;
}

/** Throws, naming the route and status, when the exchange is not what the served document says. */
export async function assertDocumented(
  method: string,
  url: string,
  requestBody: unknown,
  status: number,
  contentType: string,
  body: unknown,
  headers?: Headers,
): Promise<void> {
  const parsed = new URL(url);
  // Controllers a spec mounts for itself (test fixtures: `@Controller('test-…')`) are not the service's routes.
  if (/^\/api\/v1\/test-/.test(parsed.pathname)) return;
  const check = await checkFor(parsed.origin);
  const failure = check?.check(method, parsed, requestBody, status, contentType, body, headers);
  if (failure) throw new Error(`OpenAPI contract check: ${failure}`);
}
