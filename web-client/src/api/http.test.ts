import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ConflictError, api, call, ok, onOfflineChange, setCsrfToken, versionedWrite } from './http';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json', ...headers },
  });

afterEach(() => {
  vi.unstubAllGlobals();
  setCsrfToken(null);
});

describe('API client', () => {
  it('sends the in-memory CSRF value on unsafe requests only', async () => {
    const seen: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        seen.push(request);
        return json(200, { items: [], nextCursor: null, revision: 1 });
      }),
    );
    setCsrfToken('csrf-1');
    await ok(api.GET('/api/v1/labels'));
    await call('DELETE', '/api/v1/labels/x');
    expect(seen[0].headers.get('X-CSRF-Token')).toBeNull();
    expect(seen[1].headers.get('X-CSRF-Token')).toBe('csrf-1');
  });

  it('retries a command through a network failure with the same Idempotency-Key and reports offline meanwhile', async () => {
    const keys: Array<string | null> = [];
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        keys.push(request.headers.get('Idempotency-Key'));
        if (++calls < 3) throw new TypeError('Failed to fetch');
        return json(201, { id: 'a' });
      }),
    );
    const states: boolean[] = [];
    const off = onOfflineChange((offline) => states.push(offline));
    const { data } = await call('POST', '/api/v1/activities/start', { body: {}, headers: { 'Idempotency-Key': 'k-1' } });
    off();
    expect(data).toEqual({ id: 'a' });
    expect(keys).toEqual(['k-1', 'k-1', 'k-1']);
    expect(states).toEqual([true, false]);
  });

  it('does not retry a request without an Idempotency-Key', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(call('PUT', '/api/v1/labels/x', { body: {} })).rejects.toMatchObject({ status: 0 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('turns problem+json into ApiError with status and code', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(409, { status: 409, code: 'IN_USE', detail: 'Label is assigned' })),
    );
    const failure = await call('DELETE', '/api/v1/labels/x').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 409, code: 'IN_USE', message: 'Label is assigned' });
  });

  it('a versioned write whose record moved on is a conflict, and is not sent', async () => {
    const methods: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        methods.push(request.method);
        return json(200, { version: 3 }, { etag: '"v3"' });
      }),
    );
    await expect(versionedWrite('PUT', '/api/v1/labels/x', 2, { name: 'n', color: null })).rejects.toBeInstanceOf(ConflictError);
    expect(methods).toEqual(['GET']);
    methods.length = 0;
    await versionedWrite('PUT', '/api/v1/labels/x', 2, { name: 'n', color: null }, { force: true });
    expect(methods).toEqual(['GET', 'PUT']);
  });

  it('sends If-Match with the ETag just read, and a 412 on write is a conflict', async () => {
    const seen: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        seen.push(request);
        return request.method === 'GET' ? json(200, { version: 2 }, { etag: '"v2"' }) : json(412, { status: 412, code: 'STALE_VERSION' });
      }),
    );
    await expect(versionedWrite('DELETE', '/api/v1/labels/x', 2)).rejects.toBeInstanceOf(ConflictError);
    expect(seen[1].headers.get('If-Match')).toBe('"v2"');
  });
});
