import { FastifyAdapter } from '@nestjs/platform-fastify';
import { FastifyReply } from 'fastify';
import { createdCollectionOf } from './decorators';
import { DownloadResult, writeDownload } from './download';
import { LARGE_BODY, etagFor } from './etag';

export const API_PREFIX = '/api/v1';

/** A handler result whose status is decided at run time (start: 201 new or 200 unchanged). */
export class StatusResult<T> {
  constructor(
    readonly status: number,
    readonly body: T,
    readonly location: string | null = null,
  ) {}
}

/**
 * A JSON body a handler wrote itself as UTF-8 bytes (a large report, written directly instead of
 * as an object tree for JSON.stringify): sent like any other result, with the ETag of these bytes,
 * as application/json.
 */
export class JsonBytes {
  /** `etag`: the tag of these bytes when the handler has it already (a cached report); else it is hashed when sent. */
  constructor(
    readonly bytes: Buffer,
    readonly etag?: string,
  ) {}
}

/**
 * Builds a large JSON body as UTF-8 bytes from many small strings. Appending to one string makes a
 * rope that lives until the end and is promoted by the young-generation GC (a year's report: 50,000
 * pieces, most of its time in the GC); joining an array of the pieces was as slow. Here the pieces
 * gather in a short string that is copied out every few kilobytes, so they die young.
 */
export class JsonByteWriter {
  private buffer: Buffer;
  private length = 0;
  private chunk = '';

  /** `capacity`: the bytes expected, when the writer can tell (a buffer that grows is copied each time: 1, 2, then 4 MB for a year's report). */
  constructor(capacity = 1 << 20) {
    this.buffer = Buffer.allocUnsafe(capacity);
  }

  write(text: string): void {
    this.chunk += text;
    if (this.chunk.length >= 8192) this.flush();
  }

  /** The number of bytes written so far. */
  offset(): number {
    this.flush();
    return this.length;
  }

  bytes(): Buffer {
    this.flush();
    return this.buffer.subarray(0, this.length);
  }

  private flush(): void {
    const chunk = this.chunk;
    this.chunk = '';
    // At most 3 bytes per UTF-16 unit.
    if (this.length + chunk.length * 3 > this.buffer.length) {
      const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + chunk.length * 3));
      this.buffer.copy(grown, 0, 0, this.length);
      this.buffer = grown;
    }
    this.length += this.buffer.write(chunk, this.length, 'utf8');
  }
}

export interface SerializedResponse {
  status: number;
  body: string;
  /** A large body's UTF-8 bytes, encoded once: hashed for the ETag and sent as they are. */
  bytes?: Buffer;
  // (For a handler's JsonBytes, body is '' and bytes are the body: no text of it is ever made.)
  etag: string;
  location: string | null;
}

/** Serialises once; the ETag hashes exactly the bytes sent, so it changes with the wire representation. */
export function serializeResponse(value: unknown, status: number, createdCollection: string | undefined): SerializedResponse {
  let body = value;
  let location: string | null = null;
  if (value instanceof StatusResult) {
    status = value.status;
    body = value.body;
    location = value.location;
  }
  if (body instanceof JsonBytes) return { status, body: '', bytes: body.bytes, etag: body.etag ?? etagFor(body.bytes), location };
  const json = JSON.stringify(body);
  const bytes = json.length > LARGE_BODY ? Buffer.from(json, 'utf8') : undefined;
  const version = (body as { version?: unknown })?.version;
  const etag = etagFor(bytes ?? json, typeof version === 'number' ? version : undefined);
  const id = (body as { id?: unknown })?.id;
  if (location === null && status === 201 && createdCollection && typeof id === 'string') {
    location = `${API_PREFIX}/${createdCollection}/${id}`;
  }
  return { status, body: json, bytes, etag, location };
}

/**
 * Nest passes the route's declared status when it sends a handler's result; a status decided at run
 * time is kept here and wins over it in {@link ApiFastifyAdapter.reply}.
 */
export const STATUS_OVERRIDE = Symbol('tt:status-override');
type ReplyWithOverride = FastifyReply & { [STATUS_OVERRIDE]?: number };

export function statusOverride(reply: FastifyReply): number | undefined {
  return (reply as ReplyWithOverride)[STATUS_OVERRIDE];
}

/** A 204 decided at run time (nothing open, nothing running): the handler returns this. */
export function noContent(reply: FastifyReply): undefined {
  (reply as ReplyWithOverride)[STATUS_OVERRIDE] = 204;
  return undefined;
}

export function clearStatusOverride(reply: FastifyReply): void {
  delete (reply as ReplyWithOverride)[STATUS_OVERRIDE];
}

export function writeSerialized(reply: FastifyReply, response: SerializedResponse): string {
  reply.status(response.status);
  (reply as ReplyWithOverride)[STATUS_OVERRIDE] = response.status;
  reply.header('ETag', response.etag);
  if (response.location) reply.header('Location', response.location);
  reply.type('application/json');
  return response.body;
}

/**
 * What a handler's result becomes on the wire: serialized once, with a strong ETag of the bytes, the
 * Location of a created record and a status decided at run time. Already serialized (an idempotent
 * replay, a large body's bytes) and nothing to send (204) pass as they are.
 */
export function toWire(reply: FastifyReply, value: unknown): unknown {
  if (value === undefined || typeof value === 'string' || Buffer.isBuffer(value) || reply.sent) return value;
  if (value instanceof DownloadResult) return writeDownload(reply, value);
  const response = serializeResponse(value, reply.statusCode, createdCollectionOf(reply.request));
  const body = writeSerialized(reply, response);
  return response.bytes ?? body;
}

/**
 * Nest hands every handler's result to its HTTP adapter's `reply`: serializing there applies to every
 * route at once. (A global interceptor did this before; on Node 20, Nest's interceptor chain costs an
 * AsyncResource and two deprecation wrappers per interceptor and request, about 40 % of GET /me.)
 * Nest passes the route's declared status; a status decided at run time (StatusResult, a 204 chosen by
 * the handler, an idempotent replay) wins over it.
 */
export class ApiFastifyAdapter extends FastifyAdapter {
  override reply(response: Parameters<FastifyAdapter['reply']>[0], body: unknown, statusCode?: number): FastifyReply {
    // A raw Node response (middleware) has no Fastify reply to write on.
    if (!('request' in response)) return super.reply(response, body, statusCode);
    const payload = toWire(response, body);
    return super.reply(response, payload, statusOverride(response) ?? statusCode);
  }
}
