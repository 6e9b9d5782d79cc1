import { ExecutionContext, createParamDecorator } from '@nestjs/common';
import { FastifyRequest } from 'fastify';
import { IfMatch, etagFor, parseIfMatch } from './etag';
import { Problem } from './problem';

/**
 * The If-Match header, parsed. A malformed one (weak, *, list, empty) is 400 at once; whether it is
 * required (428) or stale (412) is decided by the service after it found the record, because
 * authorization comes first: a stale write to another owner's record is 404.
 */
export const IfMatchHeader = createParamDecorator((_data: unknown, context: ExecutionContext): IfMatch => {
  const parsed = parseIfMatch(context.switchToHttp().getRequest<FastifyRequest>().headers['if-match']);
  if (parsed.kind === 'invalid') {
    throw Problem.badRequest('If-Match must be one strong ETag (no W/, *, lists or empty values)', 'BAD_IF_MATCH');
  }
  return parsed;
});

/** 428 without If-Match, 412 unless it names exactly the representation the client would GET now. */
export function assertCurrent(ifMatch: IfMatch, current: { version: number }): void {
  if (ifMatch.kind !== 'tag') throw Problem.preconditionRequired();
  if (ifMatch.tag !== etagFor(JSON.stringify(current), current.version)) throw Problem.stale();
}
