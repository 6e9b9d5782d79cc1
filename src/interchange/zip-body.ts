import { createHash } from 'node:crypto';
import { FastifyInstance, FastifyRequest } from 'fastify';
import { ProblemError } from '../common/http/problem';

export const ZIP_MEDIA_TYPE = 'application/zip';
/** The only route that takes a ZIP body; everywhere else the service stays JSON-only (415). */
export const ZIP_ROUTE = '/api/v1/import';

/**
 * A ZIP request body. Its JSON form (what the idempotency fingerprint hashes) is the SHA-256 of the
 * bytes, not the bytes themselves: a 20 MiB archive would otherwise become an 80 MB JSON array.
 */
export class ZipBody {
  private digest: string | null = null;

  constructor(readonly bytes: Buffer) {}

  toJSON(): Record<string, string> {
    this.digest ??= createHash('sha256').update(this.bytes).digest('hex');
    return { [ZIP_MEDIA_TYPE]: this.digest };
  }
}

/** Registers the application/zip parser (raw bytes, same 20 MiB body limit) for POST /import only. */
export function registerZipBodyParser(fastify: FastifyInstance): void {
  fastify.addContentTypeParser(ZIP_MEDIA_TYPE, { parseAs: 'buffer' }, (request: FastifyRequest, body: Buffer | string, done) => {
    const path = request.url.split('?')[0].replace(/\/+$/, '');
    if (request.method !== 'POST' || path !== ZIP_ROUTE) {
      done(new ProblemError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send application/json'), undefined);
      return;
    }
    done(null, new ZipBody(Buffer.isBuffer(body) ? body : Buffer.from(body)));
  });
}
