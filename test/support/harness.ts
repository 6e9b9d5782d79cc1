import { randomUUID } from 'node:crypto';
import { DynamicModule, Type } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp, CreateAppOptions } from '../../src/app.setup';
import { Clock } from '../../src/common/time/clock';
import { loadConfig } from '../../src/config/app-config';
import { assertDocumented } from './contract-check';
import { withPoolerSettings } from './pooler';

export interface Reply<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  token?: string | null;
  body?: unknown;
  /** Sent as-is, not JSON-encoded. */
  raw?: string | Buffer;
  headers?: Record<string, string>;
  ifMatch?: string;
  idempotencyKey?: string;
}

export class Api {
  constructor(
    readonly base: string,
    readonly token: string | null = null,
  ) {}

  as(token: string | null): Api {
    return new Api(this.base, token);
  }

  async request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...options.headers };
    const token = options.token === undefined ? this.token : options.token;
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.ifMatch !== undefined) headers['if-match'] = options.ifMatch;
    if (options.idempotencyKey !== undefined) headers['idempotency-key'] = options.idempotencyKey;
    let body: string | Buffer | undefined;
    if (options.raw !== undefined) body = options.raw;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${this.base}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = undefined;
    if (text.length > 0 && /json/.test(response.headers.get('content-type') ?? '')) parsed = JSON.parse(text);
    // Every exchange of every spec is checked against the served OpenAPI document (test/support/contract-check.ts).
    await assertDocumented(
      method,
      `${this.base}${path}`,
      options.raw === undefined ? options.body : undefined,
      response.status,
      response.headers.get('content-type') ?? '',
      parsed,
      response.headers,
    );
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  get<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }
  post<T = any>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('POST', path, { ...options, body });
  }
  put<T = any>(path: string, body: unknown, options: RequestOptions = {}) {
    return this.request<T>('PUT', path, { ...options, body });
  }
  delete<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, options);
  }
}

export interface TestServer {
  app: NestFastifyApplication;
  base: string;
  api: Api;
  close(): Promise<void>;
}

export async function startServer(
  options: { clock?: Clock; env?: Record<string, string>; imports?: Array<Type | DynamicModule>; logger?: CreateAppOptions['logger'] } = {},
): Promise<TestServer> {
  // DAY_BOUNDARY_JOB off: test servers share one database but not one clock, so no server splits
  // activity records on its own (tests call DayBoundariesService.runDue for their owners).
  const config = loadConfig(
    withPoolerSettings({
      DATABASE_URL: process.env.TEST_DATABASE_URL!,
      LOG_LEVEL: 'silent',
      PORT: '0',
      DAY_BOUNDARY_JOB: 'off',
      ...options.env,
    }),
  );
  const app = await createApp(config, { clock: options.clock, imports: options.imports, logger: options.logger });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address() as { port: number };
  const base = `http://127.0.0.1:${address.port}`;
  return { app, base, api: new Api(`${base}/api/v1`), close: () => app.close() };
}

export interface Owner {
  email: string;
  password: string;
  ownerId: string;
  token: string;
  api: Api;
  cookie: string;
  csrf: string;
}

/** A fresh owner through the public flow: sign up, sign in, create a read+write token. */
export async function newOwner(server: TestServer, permissions: string[] = ['read', 'write']): Promise<Owner> {
  const email = `user-${randomUUID()}@example.com`;
  const password = 'correct horse battery';
  const signup = await server.api.post('/auth/signup', { email, password });
  if (signup.status !== 201) throw new Error(`signup failed: ${signup.status} ${signup.text}`);
  const session = await server.api.post('/auth/session', { email, password });
  if (session.status !== 201) throw new Error(`sign-in failed: ${session.status} ${session.text}`);
  const cookie = (session.headers.get('set-cookie') ?? '').split(';')[0];
  const csrf = session.body.csrfToken as string;
  const created = await server.api.post('/auth/tokens', { name: 'tests', permissions }, { headers: { cookie, 'x-csrf-token': csrf } });
  if (created.status !== 201) throw new Error(`token failed: ${created.status} ${created.text}`);
  return { email, password, ownerId: signup.body.ownerId, token: created.body.token, api: server.api.as(created.body.token), cookie, csrf };
}

export const ownerHeader = (ownerId: string) => Buffer.from(ownerId, 'utf8').toString('base64url');

export function expectProblem(reply: Reply, status: number, code?: string): void {
  expect({ status: reply.status, type: reply.headers.get('content-type') }).toEqual({
    status,
    type: expect.stringMatching(/^application\/problem\+json/),
  });
  expect(reply.body.status).toBe(status);
  if (code) expect(reply.body.code).toBe(code);
}

export const uuid = () => randomUUID();
