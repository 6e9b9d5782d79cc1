import createClient from 'openapi-fetch';
import type { components, paths } from './schema';

export type Schemas = components['schemas'];
export type Activity = Schemas['ActivityResponse'];
export type Task = Schemas['TaskResponse'];
export type Project = Schemas['ProjectResponse'];
export type Client = Schemas['ClientResponse'];
export type Label = Schemas['LabelResponse'];
export type WorkSession = Schemas['WorkSessionResponse'];
export type Rate = Schemas['RateResponse'];
export type Problem = {
  status: number;
  code?: string;
  title?: string;
  detail?: string;
  requestId?: string;
  errors?: { field: string; message: string }[];
};

/** A problem+json answer (or a network failure, status 0) as an exception. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem,
  ) {
    super(problem.detail || problem.title || (status === 0 ? 'The server cannot be reached' : `HTTP ${status}`));
  }
  get code(): string | undefined {
    return this.problem.code;
  }
}

// The CSRF value lives only in this module's memory (decisions.md): a reload asks GET /auth/session again.
let csrfToken: string | null = null;
export function setCsrfToken(value: string | null): void {
  csrfToken = value;
}

type OfflineListener = (offline: boolean) => void;
const offlineListeners = new Set<OfflineListener>();
let offline = false;
function setOffline(value: boolean): void {
  if (offline === value) return;
  offline = value;
  offlineListeners.forEach((listener) => listener(value));
}
export function onOfflineChange(listener: OfflineListener): () => void {
  offlineListeners.add(listener);
  return () => offlineListeners.delete(listener);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A network failure (not an HTTP error) flips the offline banner. Commands that carry an
 * Idempotency-Key are retried with the same key until the server answers, so a start or stop
 * sent while the connection dropped happens exactly once.
 */
async function resilientFetch(input: Request, retry = true): Promise<Response> {
  const retried = retry && input.headers.has('Idempotency-Key');
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(input.clone());
      setOffline(false);
      return response;
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
      setOffline(true);
      if (!retried || attempt >= 200) throw new ApiError(0, { status: 0, code: 'OFFLINE' });
      await sleep(Math.min(500 * 2 ** attempt, 3000));
    }
  }
}

// Absolute same-origin URLs (a Request needs one outside a page, as in the unit tests).
const origin = (): string => globalThis.location?.origin ?? '';

export const api = createClient<paths>({ baseUrl: origin(), fetch: resilientFetch, credentials: 'same-origin' });
api.use({
  onRequest({ request }) {
    if (request.method !== 'GET' && request.method !== 'HEAD' && csrfToken) request.headers.set('X-CSRF-Token', csrfToken);
    return request;
  },
});

/** Unwraps an openapi-fetch answer: the data, or an ApiError built from the problem body. */
export async function ok<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<{ data: T; etag: string | null; response: Response }> {
  const { data, error, response } = await call;
  if (!response.ok) {
    const problem = (error && typeof error === 'object' ? error : { status: response.status }) as Problem;
    throw new ApiError(response.status, { ...problem, status: response.status });
  }
  return { data: data as T, etag: response.headers.get('ETag'), response };
}

export const newKey = (): string => crypto.randomUUID();

/** Every page of a list, in order (totals and views never stop at the first page). */
export async function allPages<T>(page: (cursor: string | undefined) => Promise<{ items: T[]; nextCursor: string | null }>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 1000; i++) {
    const result = await page(cursor);
    items.push(...result.items);
    if (!result.nextCursor) break;
    cursor = result.nextCursor;
  }
  return items;
}

const humanField = (field: string): string => {
  const name = field
    .replace(/^\/?(body\.)?/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return name ? name[0].toUpperCase() + name.slice(1) : '';
};

export function describeError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return 'The server cannot be reached. Check the connection and try again.';
    if (error.status === 409 && error.code === 'IN_USE')
      return `It is still in use, so it was not deleted. ${error.problem.detail ?? ''}`.trim();
    if (error.status === 429) return 'Too many attempts. Wait a minute and try again.';
    // One sentence per field, each said once, in words (not the validator's raw text).
    const fields = [
      ...new Set(
        (error.problem.errors ?? []).map((e) =>
          `${humanField(e.field)} ${e.message
            .replace(/^\S+ (must|should)/i, '$1')
            .replace(/longer than or equal to (\d+) characters/, 'at least $1 characters long')
            .replace(/shorter than or equal to (\d+) characters/, 'at most $1 characters long')}`.trim(),
        ),
      ),
    ];
    if (fields.length > 0) return `${fields.map((f) => (f.endsWith('.') ? f : `${f}.`)).join(' ')}`;
    // An unexpected server failure: plain words and the request's ID for whoever reads the logs.
    if (error.status === 500)
      return `The server ran into an unexpected error. Try again; if it keeps happening, tell your administrator${error.problem.requestId ? ` (request ${error.problem.requestId})` : ''}.`;
    return /[.!?]$/.test(error.message) ? error.message : `${error.message}.`;
  }
  return error instanceof Error ? error.message : String(error);
}

/** For routes addressed by a computed path (versioned writes): same CSRF, offline and error handling as `api`. */
export async function call<T = unknown>(
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; retry?: boolean } = {},
): Promise<{ data: T; etag: string | null; response: Response }> {
  const headers = new Headers(options.headers);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  if (method !== 'GET' && csrfToken) headers.set('X-CSRF-Token', csrfToken);
  const request = new Request(`${origin()}${path}`, {
    method,
    headers,
    credentials: 'same-origin',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const response = await resilientFetch(request, options.retry ?? true);
  const text = await response.text();
  const parsed = text && /json/.test(response.headers.get('Content-Type') ?? '') ? JSON.parse(text) : undefined;
  if (!response.ok) throw new ApiError(response.status, { ...(parsed ?? {}), status: response.status });
  return { data: parsed as T, etag: response.headers.get('ETag'), response };
}

/** Thrown when the record changed since the user began editing: the caller keeps the edit on screen. */
export class ConflictError extends ApiError {
  constructor(readonly current: unknown) {
    super(412, { status: 412, code: 'STALE_VERSION', detail: 'This was changed elsewhere since you started editing.' });
  }
}

/**
 * A PUT/DELETE guarded by If-Match. Lists carry no per-item ETag, so the record is read first for
 * its ETag; if its version is no longer the one the user edited, that is the same conflict as a 412.
 * `force` sends over whatever is current (the user chose "overwrite").
 */
export async function versionedWrite<T>(
  method: 'PUT' | 'DELETE',
  path: string,
  baseVersion: number,
  body?: unknown,
  options: { force?: boolean; headers?: Record<string, string> } = {},
): Promise<{ data: T; response: Response }> {
  const current = await call<{ version: number }>('GET', path);
  if (!options.force && current.data.version !== baseVersion) throw new ConflictError(current.data);
  try {
    return await call<T>(method, path, { body, headers: { ...options.headers, 'If-Match': current.etag ?? '' } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 412) throw new ConflictError(undefined);
    throw error;
  }
}

/** For raw uploads (a file body that openapi-fetch would JSON-encode). */
export const csrfHeader = (): Record<string, string> => (csrfToken ? { 'X-CSRF-Token': csrfToken } : {});
