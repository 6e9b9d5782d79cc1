import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FastifyRequest, LogController } from 'fastify';
import { installJsonBodyParser } from './common/http/json-body';
import { hostPolicyProblem } from './common/http/host-policy';
import { QueryPolicy } from './common/http/query-policy';
import {
  FASTIFY_TIMEOUTS,
  HEADERS_TIMEOUT_MS,
  NODE_SERVER_TIMEOUTS,
  capConnectionsPerAddress,
  clientErrorHandler,
  closeSilentConnections,
  frameworkErrors,
} from './common/http/server-limits';
import { AppModule, AppOptions } from './app.module';
import { AppConfig } from './config/app-config';
import { refusalBeforeBody } from './common/http/decorators';
import { problemCodeOf, sendProblem } from './common/http/problem.filter';
import { AppLogger, createRootLogger, isQuietPath, loggablePath } from './common/logging';
import { Problem } from './common/http/problem';
import {
  answerOversizedContinue,
  answerUnmetExpectations,
  contentCodingProblem,
  drainUnreadBody,
  markAuthenticatedJson,
  setBaselineHeaders,
} from './common/http/security';
import { ApiFastifyAdapter, serializeResponse } from './common/http/response-writer';
import { LIVE_PATH, LIVE_RESPONSE } from './ops/ops.controller';
import { RequestContext, RequestState } from './common/request-context';
import { buildOpenApiDocument, setUpOpenApi } from './openapi';
import type { OpenAPIObject } from '@nestjs/swagger';
import { registerZipBodyParser } from './interchange/zip-body';
import type { Logger as PinoInstance } from 'pino';
import { setUpWebClient } from './web/web-client';
import { installLeanAsyncResourceBind } from './platform/async-resource-bind';

export const BODY_LIMIT_BYTES = 20 * 1024 * 1024;
/**
 * Node counts the request line against its header limit (16 KiB by default). Provider lookups must accept
 * the percent-encoded forms of the identifier bounds in the query string: 200 + 4096 + 1000 characters,
 * up to 12 encoded bytes each (about 64 KiB), plus the usual headers.
 */
export const MAX_HEADER_BYTES = 128 * 1024;
type StatefulRequest = FastifyRequest & { ttState: RequestState };
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export interface CreateAppOptions extends AppOptions {
  /** The process's pino instance (main.ts logs its start-up summary through the same one). */
  logger?: PinoInstance;
}

/** Builds the whole application; main.ts and the e2e specs both come through here. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  // Before Fastify and Nest bind anything per request (see the function).
  installLeanAsyncResourceBind();
  const logger = options.logger ?? createRootLogger(config.logLevel);
  const adapter = new ApiFastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: false,
    // A request without Host reaches the host policy (400 problem+json) instead of Node's bodiless 400.
    http: { maxHeaderSize: MAX_HEADER_BYTES, requireHostHeader: false, ...NODE_SERVER_TIMEOUTS },
    ...FASTIFY_TIMEOUTS,
    frameworkErrors,
    clientErrorHandler,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    genReqId: (request: { headers: Record<string, string | string[] | undefined> }) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // One request line per request, written in onResponse below (with the problem code).
    logController: new LogController({ disableRequestLogging: true }),
    loggerInstance: logger,
    ...(config.tlsCertFile && config.tlsKeyFile
      ? {
          https: {
            cert: readFileSync(config.tlsCertFile),
            key: readFileSync(config.tlsKeyFile),
            maxHeaderSize: MAX_HEADER_BYTES,
            requireHostHeader: false,
            handshakeTimeout: HEADERS_TIMEOUT_MS /* a TLS client must finish its handshake within the headers timeout too */,
            ...NODE_SERVER_TIMEOUTS,
          },
        }
      : {}),
  });
  capConnectionsPerAddress(adapter.getInstance().server);
  closeSilentConnections(adapter.getInstance().server, HEADERS_TIMEOUT_MS, Boolean(config.tlsCertFile && config.tlsKeyFile));
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, { clock: options.clock, imports: options.imports }),
    adapter,
    {
      bodyParser: false,
      logger: new AppLogger(logger),
    },
  );
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
  registerZipBodyParser(fastify);
  answerOversizedContinue(fastify.server, BODY_LIMIT_BYTES);
  answerUnmetExpectations(fastify.server);

  const allowedHost = config.publicOrigin?.hostname.toLowerCase() ?? null;
  fastify.decorateRequest('ttState', null);
  // Every route's JSON bodies and query strings pass the same checks (json-body.ts, query-policy.ts).
  installJsonBodyParser(fastify);
  // The served document is built once, on first use (every route is registered by then), and both
  // the query policy and GET /openapi.json read that one build.
  let document: OpenAPIObject | null = null;
  const servedDocument = () => (document ??= buildOpenApiDocument(app));
  const queryPolicy = new QueryPolicy(servedDocument);
  // Liveness probes come often and must stay cheap: a bodiless GET/HEAD is answered here, after the
  // host and query policies, with exactly the bytes and ETag the documented Nest route would send.
  // (A request with a body still goes through the whole pipeline, and its body checks.)
  const live = serializeResponse(LIVE_RESPONSE, 200, undefined);
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    setBaselineHeaders(reply);
    (request as StatefulRequest).ttState = { requestId: request.id };
    const misdirected = hostPolicyProblem(request.raw, allowedHost);
    if (misdirected) return sendProblem(misdirected, request, reply, logger);
    // A credential in a URL leaks into logs and histories: refused outright, whatever the route.
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
    if (/(^|&)access_token=/i.test(query)) {
      return sendProblem(
        Problem.badRequest('Tokens are not accepted in URLs; use the Authorization header', 'TOKEN_IN_URL'),
        request,
        reply,
        logger,
      );
    }
    const unknownQuery = queryPolicy.problemFor(request);
    if (unknownQuery) return sendProblem(unknownQuery, request, reply, logger);
    const refused = refusalBeforeBody(request) ?? contentCodingProblem(request);
    if (refused) return sendProblem(refused, request, reply, logger);
    if (
      request.routeOptions.url === LIVE_PATH &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      request.headers['content-length'] === undefined &&
      request.headers['transfer-encoding'] === undefined
    ) {
      reply.header('ETag', live.etag).type('application/json').send(live.body);
      return;
    }
    done();
  });
  // Entered right before the handler: body parsing resumes on the socket's async context, so a
  // context entered in onRequest would be lost by now.
  fastify.addHook('preHandler', (request, _reply, done) => {
    // The request's child logger rides in the request context, so Nest log lines carry its reqId.
    const state = (request as StatefulRequest).ttState;
    state.logger = request.log as unknown as PinoInstance;
    RequestContext.run(state, done);
  });
  fastify.addHook('onSend', (request, reply, payload, done) => {
    markAuthenticatedJson(request, reply, (request as StatefulRequest).ttState);
    drainUnreadBody(request.raw);
    done(null, payload);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    // The child logger already carries reqId; the path never includes the query string or a credential.
    const path = loggablePath(request.url);
    const code = problemCodeOf(reply);
    const line = { method: request.method, path, status: reply.statusCode, ms: Math.round(reply.elapsedTime), ...(code ? { code } : {}) };
    if (reply.statusCode >= 500) request.log.error(line, 'request');
    else if (isQuietPath(path) && reply.statusCode < 400) request.log.debug(line, 'request');
    else request.log.info(line, 'request');
    done();
  });
  // Errors thrown in hooks and by Fastify itself reach Nest's error handler (set in app.init), which
  // hands them to the ProblemFilter; a second handler here would only be overridden (FSTWRN004).

  app.setGlobalPrefix('api/v1', { exclude: ['q/health/live', 'q/health/ready'] });
  setUpOpenApi(app, servedDocument);
  setUpWebClient(app);
}
