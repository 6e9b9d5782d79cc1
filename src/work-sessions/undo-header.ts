import { ExecutionContext, createParamDecorator } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { FastifyReply, FastifyRequest } from 'fastify';
import { Problem } from '../common/http/problem';
import { UndoOffer } from './work-sessions.service';

export const UNDO_REQUEST_HEADER = 'X-Service-Undo';
export const UNDO_ID_HEADER = 'X-Service-Undo-Id';
export const UNDO_SECONDS_HEADER = 'X-Service-Undo-Seconds';

/** `X-Service-Undo: true` opts in (case-insensitive); `false` or absent does not; anything else is 400. */
export const UndoRequested = createParamDecorator((_data: unknown, context: ExecutionContext): boolean => {
  const value = context.switchToHttp().getRequest<FastifyRequest>().headers['x-service-undo'];
  if (value === undefined) return false;
  const text = typeof value === 'string' ? value.trim().toLowerCase() : null;
  if (text === 'true') return true;
  if (text === 'false') return false;
  throw Problem.badRequest(`${UNDO_REQUEST_HEADER} must be true or false`, 'BAD_UNDO_HEADER');
});

export const ApiUndoRequestHeader = () =>
  ApiHeader({
    name: UNDO_REQUEST_HEADER,
    required: false,
    description:
      'true: also create an undo offer (valid 600 seconds by the server clock; use it with POST /undo/{id}). The answer then carries ' +
      'X-Service-Undo-Id and X-Service-Undo-Seconds (also on a PUT that changes nothing). At most 50 offers are kept per account: each ' +
      'opt-in request first prunes expired offers, then drops the oldest beyond 49 (a dropped offer is 404). false or absent: no offer; other values 400.',
    schema: { type: 'string', enum: ['true', 'false'] },
  });

/** OpenAPI response headers of an opt-in undo mutation. */
export const UNDO_RESPONSE_HEADERS = {
  [UNDO_ID_HEADER]: {
    description: "The undo offer's UUID (only when the request sent X-Service-Undo: true)",
    schema: { type: 'string', format: 'uuid' },
  },
  [UNDO_SECONDS_HEADER]: {
    description: 'Seconds the offer stays valid: 600 (only with X-Service-Undo: true)',
    schema: { type: 'integer', enum: [600] },
  },
};

export function writeUndoHeaders(reply: FastifyReply, offer: UndoOffer | null): void {
  if (!offer) return;
  reply.header(UNDO_ID_HEADER, offer.id);
  reply.header(UNDO_SECONDS_HEADER, String(offer.seconds));
}
