import { STATUS_CODES, Server } from 'node:http';
import { Socket } from 'node:net';
import { Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLoopbackHost } from '../../config/app-config';
import { PROBLEM_CONTENT_TYPE, sendProblem } from './problem.filter';

/**
 * Limits that keep slow or hostile clients from holding the process (documented in the README):
 * the whole header section must arrive within HEADERS_TIMEOUT_MS of the connection's first byte
 * (or of the end of the previous request on a kept-alive connection), the whole request (headers
 * and a body of up to 20 MiB) within REQUEST_TIMEOUT_MS; an idle kept-alive connection is closed
 * after KEEP_ALIVE_TIMEOUT_MS; one non-loopback address holds at most MAX_CONNECTIONS_PER_ADDRESS
 * connections at once (further ones are closed at once).
 */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 120_000;
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;
/** How often Node looks for connections past those deadlines. */
export const CONNECTIONS_CHECKING_INTERVAL_MS = 1_000;
export const MAX_CONNECTIONS_PER_ADDRESS = 256;

/** Options for Node's `http(s).createServer` (through the Fastify adapter). */
export const NODE_SERVER_TIMEOUTS = {
  headersTimeout: HEADERS_TIMEOUT_MS,
  requestTimeout: REQUEST_TIMEOUT_MS,
  keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
  connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS,
};

/** Options for Fastify itself (it would otherwise reset Node's request timeout to none). */
export const FASTIFY_TIMEOUTS = {
  requestTimeout: REQUEST_TIMEOUT_MS,
  keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
};

const logger = new Logger('Http');

/**
 * Errors the router raises before any route or hook runs (a path parameter over the length limit,
 * a malformed URL): problem+json like every other error, instead of Fastify's own JSON.
 */
export function frameworkErrors(error: Error, request: FastifyRequest, reply: FastifyReply): void {
  sendProblem(error, request, reply, logger);
}

/**
 * Requests Node's HTTP parser rejects (malformed request line or headers, headers over the size
 * limit, a timeout) never reach Fastify: answer them as problem+json on the raw socket, then close.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let status = 400;
  let code = 'BAD_REQUEST';
  let detail = 'The request is not valid HTTP/1.1';
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
    code = 'REQUEST_TIMEOUT';
    detail = `The request was not received within the time limit (headers ${HEADERS_TIMEOUT_MS / 1000} s, whole request ${REQUEST_TIMEOUT_MS / 1000} s)`;
  } else if (error.code === 'HPE_HEADER_OVERFLOW') {
    status = 431;
    code = 'REQUEST_HEADER_FIELDS_TOO_LARGE';
    detail = 'The request line and headers are too large';
  }
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ type: 'about:blank', title: STATUS_CODES[status], status, code, detail });
  // end(), not write() + destroy(): the answer is flushed before the socket closes.
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: ${PROBLEM_CONTENT_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  // A client that never reads must not keep the socket open.
  setTimeout(() => socket.destroy(), 5_000).unref();
}

/**
 * Closes a connection whose first request's headers have not arrived within `ms` of its opening
 * (a plain close), loopback included. Node's own headers timeout starts only at the first byte on
 * some versions, so a client that connects and sends nothing would otherwise hold the socket (and
 * a slot of its address's cap) for ever. Over TLS the clock starts once the handshake is done (the
 * handshake has its own timeout, the same budget, set in app.setup.ts). After the first request,
 * Node's keep-alive and headers timeouts take over.
 */
export function closeSilentConnections(server: Server, ms = HEADERS_TIMEOUT_MS, tls = false): void {
  const timers = new WeakMap<Socket, NodeJS.Timeout>();
  server.on(tls ? 'secureConnection' : 'connection', (socket: Socket) => {
    // Bytes arrived but no whole header section: a slow client, answered 408 like Node's own timeout
    // would (whichever of the two fires first); nothing arrived: a plain close.
    const timer = setTimeout(() => {
      if (socket.bytesRead > 0)
        clientErrorHandler(Object.assign(new Error('Request headers timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }), socket);
      else socket.destroy();
    }, ms);
    timer.unref();
    timers.set(socket, timer);
    socket.once('close', () => clearTimeout(timer));
  });
  server.on('request', (request: { socket: Socket }) => {
    const timer = timers.get(request.socket);
    if (timer === undefined) return;
    clearTimeout(timer);
    timers.delete(request.socket);
  });
}

/** Counts open connections per remote address; loopback (the host itself, a local proxy) is exempt. */
export function capConnectionsPerAddress(
  server: Server,
  max = MAX_CONNECTIONS_PER_ADDRESS,
  exempt: (address: string) => boolean = isLoopbackAddress,
): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || exempt(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}

function isLoopbackAddress(address: string): boolean {
  return isLoopbackHost(address.startsWith('::ffff:') ? address.slice(7) : address);
}
