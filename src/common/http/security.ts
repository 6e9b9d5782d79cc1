import { IncomingMessage, Server, ServerResponse } from 'node:http';
import { FastifyReply, FastifyRequest } from 'fastify';
import { renderProblem } from './problem.render';
import { ProblemError } from './problem';
import { RequestState } from '../request-context';

/** Headers every response carries; routes that need other values (web pages) set their own later. */
export function setBaselineHeaders(reply: FastifyReply): void {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'no-referrer');
}

/** Authenticated JSON is per-user: no shared or private cache may keep it, unless a route said otherwise. */
export function markAuthenticatedJson(request: FastifyRequest, reply: FastifyReply, state: RequestState | undefined): void {
  if (reply.hasHeader('cache-control')) return;
  const authenticated =
    state?.principal !== undefined || request.headers.authorization !== undefined || request.headers.cookie !== undefined;
  if (authenticated && /json/.test(String(reply.getHeader('content-type') ?? ''))) reply.header('Cache-Control', 'no-store');
}

/**
 * A request body with a content coding (`Content-Encoding` other than `identity`): 415 with
 * `Accept-Encoding: identity` (RFC 9110 §15.5.16), before any body parser runs. No coding is
 * decoded, so a body declared as gzip would otherwise be read as if it were not, and a write would
 * act on bytes the client described as something else.
 */
export function contentCodingProblem(request: FastifyRequest): ProblemError | undefined {
  const coding = request.headers['content-encoding'];
  if (coding === undefined || !hasBody(request)) return undefined;
  const codings = coding
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== '');
  if (codings.every((part) => part === 'identity')) return undefined;
  return new ProblemError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'Request bodies are accepted without a content coding only (no Content-Encoding, or identity)',
    {},
    { 'Accept-Encoding': 'identity' },
  );
}

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || (request.headers['content-length'] ?? '0') !== '0';

/** How long a refused upload may keep sending before the socket is closed (so the 413 is read). */
const DRAIN_MS = 2000;

/**
 * A response sent before its request's body was read (413 over the limit, 415, 401…) closes the
 * connection, and Node closes it with destroySoon(), which resets a socket that still has unread
 * input: a client still uploading (fetch, Node's http) then often fails with EPIPE or ECONNRESET
 * instead of reading the answer. Half-close instead, and read and discard what the client still
 * sends until it stops or the time is up.
 */
export function drainUnreadBody(request: IncomingMessage): void {
  if (request.complete) return;
  const socket = request.socket;
  socket.destroySoon = () => {
    socket.end();
    setTimeout(() => socket.destroy(), DRAIN_MS).unref();
  };
  request.resume();
}

/**
 * `Expect: 100-continue` with a declared body over the limit: 413 at once, without 100 Continue, so
 * the client does not upload for nothing. The socket then drains whatever the client still sends for
 * a moment before it closes: closing with unread data would reset the connection, and a client
 * still uploading would often lose the 413 with it. Other requests continue as Node would.
 */
export function answerOversizedContinue(server: Server, bodyLimit: number): void {
  server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
    const declared = Number(request.headers['content-length']);
    if (!(Number.isFinite(declared) && declared > bodyLimit)) {
      response.writeContinue();
      server.emit('request', request, response);
      return;
    }
    const problem = renderProblem(new ProblemError(413, 'PAYLOAD_TOO_LARGE', 'The request body is larger than 20 MiB'), undefined);
    const body = JSON.stringify(problem.body);
    drainUnreadBody(request);
    response.writeHead(413, {
      'Content-Type': 'application/problem+json',
      'Content-Length': Buffer.byteLength(body),
      'X-Content-Type-Options': 'nosniff',
      Connection: 'close',
    });
    response.end(body);
  });
}

/**
 * An `Expect` other than `100-continue`: 417 as problem+json (Node's own answer has no body). The
 * request is not read; the connection closes after the answer.
 */
export function answerUnmetExpectations(server: Server): void {
  server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) => {
    const problem = renderProblem(
      new ProblemError(417, 'EXPECTATION_FAILED', 'The only expectation this server meets is Expect: 100-continue'),
      undefined,
    );
    const body = JSON.stringify(problem.body);
    request.resume();
    response.writeHead(417, {
      'Content-Type': 'application/problem+json',
      'Content-Length': Buffer.byteLength(body),
      'X-Content-Type-Options': 'nosniff',
      Connection: 'close',
    });
    response.end(body);
  });
}
