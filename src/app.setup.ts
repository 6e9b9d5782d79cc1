import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import { ConsoleLogger, Logger, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { FastifyReply, FastifyRequest } from 'fastify';
import { AppModule, AppOptions } from './app.module';
import { isLoopbackHost, AppConfig } from './config/app-config';
import { sendProblem } from './common/http/problem.filter';
import { Problem } from './common/http/problem';
import { statusOverride } from './common/http/response.interceptor';
import { RequestContext, RequestState } from './common/request-context';
import { setUpOpenApi } from './openapi';
import { setUpWebClient } from './web/web-client';

export const BODY_LIMIT_BYTES = 20 * 1024 * 1024;
/**
 * Node counts the request line against its header limit (16 KiB by default). Provider lookups must accept
 * the percent-encoded forms of the identifier bounds in the query string: 200 + 4096 + 1000 characters,
 * up to 12 encoded bytes each (about 64 KiB), plus the usual headers.
 */
export const MAX_HEADER_BYTES = 128 * 1024;
type StatefulRequest = FastifyRequest & { ttState: RequestState };
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

function nestLogLevels(level: string): LogLevel[] | false {
  if (level === 'silent') return false;
  const order: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];
  const index = { fatal: 0, error: 1, warn: 2, info: 3, log: 3, debug: 4, trace: 5, verbose: 5 }[level] ?? 3;
  return order.slice(0, index + 1);
}

/** Builds the whole application; main.ts and the e2e specs both come through here. */
export async function createApp(config: AppConfig, options: AppOptions = {}): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: false,
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    genReqId: (request: { headers: Record<string, string | string[] | undefined> }) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    disableRequestLogging: true,
    logger: config.logLevel === 'silent' ? false : {
      level: config.logLevel,
      // Credentials never reach the logs: no headers, and paths without their query strings.
      serializers: { req: (request: { method: string; url: string }) => ({ method: request.method, path: request.url.split('?')[0] }) },
    },
    ...(config.tlsCertFile && config.tlsKeyFile
      ? { https: { cert: readFileSync(config.tlsCertFile), key: readFileSync(config.tlsKeyFile), maxHeaderSize: MAX_HEADER_BYTES } }
      : {}),
  });
  const levels = nestLogLevels(config.logLevel);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, options), adapter, {
    bodyParser: false,
    logger: levels === false ? false : new ConsoleLogger({ json: true, logLevels: levels }),
  });
  await configureApp(app, config);
  await app.init();
  return app;
}

export async function configureApp(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  const logger = new Logger('Http');
  await app.register(fastifyCookie as never);

  // JSON only: text/plain and forms are 415 (import adds application/zip on its own route).
  fastify.removeContentTypeParser(['text/plain']);

  const allowedHost = config.publicOrigin?.hostname.toLowerCase() ?? null;
  fastify.decorateRequest('ttState', null);
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    (request as StatefulRequest).ttState = { requestId: request.id };
    // Host policy: the exact public host and loopback only, for every route; forwarded hosts are ignored.
    const host = hostName(request.headers.host);
    if (host === null || !(isLoopbackHost(host) || host === allowedHost)) {
      return sendProblem(Problem.misdirected(), request, reply, logger);
    }
    // A credential in a URL leaks into logs and histories: refused outright, whatever the route.
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
    if (/(^|&)access_token=/i.test(query)) {
      return sendProblem(Problem.badRequest('Tokens are not accepted in URLs; use the Authorization header', 'TOKEN_IN_URL'), request, reply, logger);
    }
    done();
  });
  // Entered right before the handler: body parsing resumes on the socket's async context, so a
  // context entered in onRequest would be lost by now.
  fastify.addHook('preHandler', (request, _reply, done) => {
    RequestContext.run((request as StatefulRequest).ttState, done);
  });
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    const status = statusOverride(reply);
    if (status !== undefined) reply.code(status);
    done(null, payload);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    request.log.info({ reqId: request.id, method: request.method, path: request.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
    done();
  });
  fastify.setErrorHandler((error, request, reply) => sendProblem(error, request, reply, logger));

  app.setGlobalPrefix('api/v1', { exclude: ['q/health/live', 'q/health/ready'] });
  setUpOpenApi(app);
  setUpWebClient(app);
}

function hostName(header: string | undefined): string | null {
  if (!header) return null;
  const text = header.trim().toLowerCase();
  if (text.startsWith('[')) {
    const end = text.indexOf(']');
    return end > 0 ? text.slice(1, end) : null;
  }
  return text.split(':')[0] || null;
}
