import { CallHandler, ExecutionContext, Injectable, NestInterceptor, SetMetadata, UseInterceptors, applyDecorators } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { FastifyReply, FastifyRequest } from 'fastify';
import { Observable, from, lastValueFrom, map } from 'rxjs';
import { OpeningRead } from '../../db/database';
import { UnitOfWork } from '../../db/unit-of-work';
import { ApiIdempotencyKey, createdCollectionOf } from '../http/decorators';
import { requestFingerprint } from '../http/fingerprint';
import { Problem } from '../http/problem';
import { SerializedResponse, serializeResponse, writeSerialized } from '../http/response-writer';
import { isUuid } from '../http/uuid.pipe';
import { Receipt, ReceiptsRepository } from './receipts.repository';

/**
 * Idempotent commands (start, stop, import, undo). Inside one owner-locked transaction: a receipt
 * with the same key and fingerprint answers with the stored bytes and does nothing else; a different
 * fingerprint is 409; otherwise the handler runs (validation included) and its response is stored as
 * the receipt in the same transaction. Concurrent identical requests queue on the owner lock, so the
 * second finds the first's committed receipt. A failure rolls back and leaves no receipt.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly receipts: ReceiptsRepository,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const key = idempotencyKey(request);
    const collection = createdCollectionOf(request);
    const ifMatch = request.headers['if-match'];
    const fingerprint = requestFingerprint({
      method: request.method,
      path: canonicalPath(request.url),
      body: request.body ?? {},
      ifMatch: typeof ifMatch === 'string' ? ifMatch : null,
    });
    // The receipt is read under the owner lock, in the round trip that opens the transaction, and
    // with it the command's own first read when the route names one (the request is not validated yet:
    // the route's function reads ahead only for input it can use as it stands).
    const prefetch = this.reflector.get<CommandPrefetch | undefined>(COMMAND_PREFETCH, context.getHandler())?.(request);
    const outcome = this.uow.runAfter<Receipt, SerializedResponse>(
      this.receipts.lookup(key),
      async ([existing]) => {
        if (existing) {
          if (existing.fingerprint !== fingerprint) {
            throw Problem.conflict('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used with different input');
          }
          return existing;
        }
        // next.handle() binds the handler to the current async context: called here, it runs in this transaction.
        const value = await lastValueFrom(next.handle(), { defaultValue: undefined });
        const response = serializeResponse(value, reply.statusCode, collection);
        this.receipts.insertAtCommit(key, { ...response, fingerprint });
        return response;
      },
      prefetch === undefined ? [] : [prefetch],
    );
    return from(outcome).pipe(map((response) => writeSerialized(reply, response)));
  }
}

function idempotencyKey(request: FastifyRequest): string {
  const header = request.headers['idempotency-key'];
  if (header === undefined)
    throw Problem.badRequest('This command requires an Idempotency-Key header (a UUID)', 'IDEMPOTENCY_KEY_REQUIRED');
  if (typeof header !== 'string' || !isUuid(header.trim())) {
    throw Problem.badRequest('Idempotency-Key must be a single UUID', 'BAD_IDEMPOTENCY_KEY');
  }
  return header.trim().toLowerCase();
}

/** The path without query, with UUID segments lowercased: the same command whatever the ID's case. */
function canonicalPath(url: string): string {
  const path = url.split('?')[0];
  return path
    .split('/')
    .map((segment) => (isUuid(segment) ? segment.toLowerCase() : segment))
    .join('/');
}

/**
 * The read a command sends first, built from the raw request (before validation: undefined when the
 * input cannot be used as it stands). It travels in the transaction's opening round trip with the
 * receipt lookup and answers the command's statement with the same text and parameters.
 */
export type CommandPrefetch = (request: FastifyRequest) => OpeningRead | undefined;

const COMMAND_PREFETCH = Symbol('command prefetch');

/** Marks a route as an idempotent command and documents its header; `prefetch`: see {@link CommandPrefetch}. */
export const IdempotentCommand = (prefetch?: CommandPrefetch) =>
  applyDecorators(UseInterceptors(IdempotencyInterceptor), ApiIdempotencyKey(), SetMetadata(COMMAND_PREFETCH, prefetch));
