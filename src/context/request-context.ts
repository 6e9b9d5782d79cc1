import type { Logger as PinoInstance } from 'pino';
import { AsyncScope } from './async-scope';

export interface Principal {
  ownerId: string;
  canWrite: boolean;
  /** How the request authenticated, for rules such as "tokens are managed from a web session". */
  via: 'token' | 'registry' | 'session';
  accountId: string | null;
  credentialId: string | null;
}

export interface RequestState {
  requestId: string;
  principal?: Principal;
  /** The request's child logger (its lines carry the reqId); see common/logging. */
  logger?: PinoInstance;
}

const REQUEST = Symbol('request');
const current = (): RequestState | undefined => AsyncScope.get<RequestState>(REQUEST);

/**
 * Request-scoped state without Nest's request-scoped providers (which rebuild the provider graph per
 * request). Entered once per request in an onRequest hook, and by background jobs acting for an owner.
 */
export const RequestContext = {
  run<T>(state: RequestState, fn: () => T): T {
    return AsyncScope.run(REQUEST, state, fn);
  },
  get(): RequestState | undefined {
    return current();
  },
  /** The authenticated owner. Throws when called outside an authenticated request: a bug, never a 404. */
  ownerId(): string {
    const owner = current()?.principal?.ownerId;
    if (owner === undefined) throw new Error('No authenticated owner in context: is the route missing the auth guard?');
    return owner;
  },
  principal(): Principal | undefined {
    return current()?.principal;
  },
  /** For background work done on an owner's behalf (maintenance, start-up backfill). */
  runAsOwner<T>(ownerId: string, fn: () => T): T {
    return AsyncScope.run(
      REQUEST,
      { requestId: `job-${ownerId}`, principal: { ownerId, canWrite: true, via: 'token', accountId: null, credentialId: null } },
      fn,
    );
  },
};
