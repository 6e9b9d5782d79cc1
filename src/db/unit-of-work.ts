import { Injectable } from '@nestjs/common';
import { RequestContext } from '../context/request-context';
import { Database } from './database';

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
}
