import { AsyncLocalStorage } from 'node:async_hooks';

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
}

const storage = new AsyncLocalStorage<RequestState>();

/**
 * Request-scoped state without Nest's request-scoped providers (which rebuild the provider graph per
 * request). Entered once per request in an onRequest hook, and by background jobs acting for an owner.
 */
export const RequestContext = {
  run<T>(state: RequestState, fn: () => T): T {
    return storage.run(state, fn);
  },
  get(): RequestState | undefined {
    return storage.getStore();
  },
  /** The authenticated owner. Throws when called outside an authenticated request: a bug, never a 404. */
  ownerId(): string {
    const owner = storage.getStore()?.principal?.ownerId;
    if (owner === undefined) throw new Error('No authenticated owner in context: is the route missing the auth guard?');
    return owner;
  },
  principal(): Principal | undefined {
    return storage.getStore()?.principal;
  },
  /** For background work done on an owner's behalf (maintenance, start-up backfill). */
  runAsOwner<T>(ownerId: string, fn: () => T): T {
    return storage.run({ requestId: `job-${ownerId}`, principal: { ownerId, canWrite: true, via: 'token', accountId: null, credentialId: null } }, fn);
  },
};
