import { Injectable } from '@nestjs/common';
import { RequestContext } from '../context/request-context';
import { Database, OpeningRead } from './database';

/**
 * One use case, one transaction: opens it, takes the owner lock first (so one owner's writes, their
 * change sequence numbers and receipts serialise across server processes, and never deadlock on
 * each other), then runs the use case.
 */
@Injectable()
export class UnitOfWork {
  constructor(private readonly db: Database) {}

  run<T>(fn: () => Promise<T>): Promise<T> {
    const ownerId = RequestContext.ownerId();
    return this.db.lockedTransaction(ownerId, fn);
  }

  /**
   * The same, with `read` sent in the transaction's first round trip (under the lock); fn gets its rows.
   * `prefetch`: reads fn is known to send first, answered in that round trip too (see Database.lockedTransactionAfter).
   */
  runAfter<R, T>(read: OpeningRead, fn: (rows: R[]) => Promise<T>, prefetch: OpeningRead[] = []): Promise<T> {
    return this.db.lockedTransactionAfter(RequestContext.ownerId(), read, fn, prefetch);
  }
}
