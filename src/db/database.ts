import { AsyncLocalStorage } from 'node:async_hooks';
import { DataSource, QueryRunner } from 'typeorm';

export interface QueryOutcome<T> {
  rows: T[];
  rowCount: number;
}

interface TransactionState {
  runner: QueryRunner;
  afterCommit: Array<() => void>;
}

/** PostgreSQL error codes the services translate instead of leaking. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_EXCLUSION_VIOLATION = '23P01';

/** The owner lock's 64-bit key for owner `$1` (one bigint: both 32-bit halves of the hash are used). */
export const OWNER_LOCK_SQL_KEY = 'hashtextextended($1, 827401)';

export function pgErrorCode(error: unknown): string | undefined {
  const driverError = (error as { driverError?: { code?: string } })?.driverError;
  return driverError?.code ?? (error as { code?: string })?.code;
}

export function pgConstraint(error: unknown): string | undefined {
  const driverError = (error as { driverError?: { constraint?: string } })?.driverError;
  return driverError?.constraint ?? (error as { constraint?: string })?.constraint;
}

/**
 * The one way the service talks to PostgreSQL. A service opens a transaction for its use case;
 * repositories call `query` and land in that transaction through async context, so no `tx`
 * parameter is threaded through and no repository can run half outside it.
 */
export class Database {
  private readonly context = new AsyncLocalStorage<TransactionState>();

  /**
   * @param isolateStatements Wrap every statement made outside a transaction in its own transaction.
   *   Needed behind pglite-socket: it serves one connection exclusively only while PGlite is inside a
   *   transaction, and otherwise interleaves protocol messages (Parse/Bind/Execute) of different
   *   connections, which mixes up their results.
   */
  constructor(readonly dataSource: DataSource, private readonly isolateStatements = false) {}

  get inTransaction(): boolean {
    return this.context.getStore() !== undefined;
  }

  async query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<QueryOutcome<T>> {
    const state = this.context.getStore();
    if (!state && this.isolateStatements) return this.transaction(() => this.query<T>(sql, params));
    const runner = state?.runner ?? this.dataSource.createQueryRunner();
    try {
      const result = await runner.query(sql, params, true);
      return { rows: (result.records ?? []) as T[], rowCount: result.affected ?? result.records?.length ?? 0 };
    } finally {
      if (!state) await runner.release();
    }
  }

  /** Runs fn in one transaction; a nested call joins the outer one. */
  async transaction<T>(fn: () => Promise<T>): Promise<T> {
    return this.run('READ COMMITTED', fn);
  }

  /** A read-only snapshot: a page and its revision, or a report and its totals, agree with each other. */
  async snapshot<T>(fn: () => Promise<T>): Promise<T> {
    return this.run('REPEATABLE READ', fn);
  }

  private async run<T>(isolation: 'READ COMMITTED' | 'REPEATABLE READ', fn: () => Promise<T>): Promise<T> {
    if (this.context.getStore()) return fn();
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    const state: TransactionState = { runner, afterCommit: [] };
    try {
      await runner.startTransaction(isolation);
      const result = await this.context.run(state, fn);
      await runner.commitTransaction();
      for (const callback of state.afterCommit) callback();
      return result;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  /** Schedules work (wake-ups, notifications) for after the current transaction commits. */
  afterCommit(callback: () => void): void {
    const state = this.context.getStore();
    if (!state) throw new Error('afterCommit outside a transaction');
    state.afterCommit.push(callback);
  }

  /**
   * Per-owner transaction-level lock: serialises one owner's writes across server processes. The key
   * is a 64-bit hash of the owner (seeded, so it is our own key space), so two owners practically
   * never share a lock; 32 bits would collide among tens of thousands of owners.
   */
  async lockOwner(ownerId: string): Promise<void> {
    if (!this.inTransaction) throw new Error('lockOwner outside a transaction');
    await this.query(`SELECT pg_advisory_xact_lock(${OWNER_LOCK_SQL_KEY})`, [ownerId]);
  }
}
