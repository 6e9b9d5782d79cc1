import { createHash } from 'node:crypto';
import { FastifyReply } from 'fastify';

/**
 * A handler result sent as a file (CSV, XLSX, PDF downloads) instead of JSON: the response writer
 * writes it as-is with its media type, `Content-Disposition: attachment` and a strong ETag of the bytes.
 */
export class DownloadResult {
  constructor(
    readonly body: Buffer,
    readonly contentType: string,
    readonly fileName: string,
  ) {}
}

/** An ASCII-only file name for the quoted Content-Disposition parameter. */
const safeFileName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_');

export function writeDownload(reply: FastifyReply, download: DownloadResult): Buffer {
  reply.status(200);
  reply.header('Content-Type', download.contentType);
  reply.header('Content-Disposition', `attachment; filename="${safeFileName(download.fileName)}"`);
  reply.header('ETag', `"h${createHash('sha256').update(download.body).digest('hex').slice(0, 32)}"`);
  return download.body;
}
