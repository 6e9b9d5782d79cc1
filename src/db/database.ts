import { Pool, PoolClient, QueryArrayConfig, QueryConfig, QueryResult } from 'pg';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { AsyncScope } from '../context/async-scope';
import { DatabaseHealth } from './availability';

export interface QueryOutcome<T> {
  rows: T[];
  rowCount: number;
}

/** What a statement needs to run: the connection inside a transaction, or the pool. */
export interface SqlRunner {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

interface TransactionState {
  client: PoolClient;
  /** Sent together as one statement just before COMMIT (the command's change events, its receipt). */
  commitWrites: CommitWrite[];
  /** Sent one by one, in this order, before the commit writes, in the commit's round trip (see {@link Database.atCommitFirst}). */
  commitStatements: CommitStatement[];
  afterCommit: Array<() => void>;
  /** Per-transaction values of other components, keyed by a symbol they own. */
  locals: Map<symbol, unknown>;
  /** Owners whose advisory lock this transaction holds (a second lock would be a wasted round trip). */
  locked: Set<string>;
  /** Owners' zones read with their lock (see {@link Database.ownerZone}). */
  zones: Map<string, string>;
  /** TypeORM's query runner on this transaction's connection, made on first use (see {@link Database.manager}). */
  runner?: QueryRunner;
  /** Reads the opening round trip answered ahead of the statements asking for them (see {@link Database.lockedTransactionAfter}). */
  prefetched?: Prefetched[];
}

/** A read answered in a transaction's opening round trip, before any statement of the use case ran. */
interface Prefetched {
  read: OpeningRead;
  rows: unknown[];
}

/** PostgreSQL error codes the services translate instead of leaking. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

export function pgErrorCode(error: unknown): string | undefined {
  const driverError = (error as { driverError?: { code?: string } })?.driverError;
  return driverError?.code ?? (error as { code?: string })?.code;
}

export function pgConstraint(error: unknown): string | undefined {
  const driverError = (error as { driverError?: { constraint?: string } })?.driverError;
  return driverError?.constraint ?? (error as { constraint?: string })?.constraint;
}

const TRANSACTION = Symbol('transaction');

export type Isolation = 'READ COMMITTED' | 'REPEATABLE READ';

/**
 * The service's transactions, on the pool of TypeORM's data source (see README, "Data layer"). A
 * service opens a transaction for its use case; repositories call `query` (hand-written SQL) or use
 * {@link manager} (TypeORM's entity manager), and both land in that transaction, on its one
 * connection, through async context: no `tx` parameter is threaded through and no repository can run
 * half outside it.
 */
export class Database {
  /**
   * @param isolateStatements Wrap every statement made outside a transaction in its own transaction.
   *   Needed behind pglite-socket: it serves one connection exclusively only while PGlite is inside a
   *   transaction, and otherwise interleaves protocol messages (Parse/Bind/Execute) of different
   *   connections, which mixes up their results.
   */
  /**
   * @param namedStatements Prepare statements on connections (protocol-level names and SQL PREPARE).
   *   Off behind pglite-socket (see above) and behind a transaction-mode pooler (DATABASE_POOLER=
   *   transaction), where consecutive transactions of one client run on different server
   *   connections, so a statement prepared on one is unknown on the next: every statement is then
   *   sent unnamed, with the opening round trip's values as literals.
   */
  constructor(
    readonly pool: Pool,
    readonly isolateStatements = false,
    readonly namedStatements = !isolateStatements,
    private readonly dataSource?: DataSource,
  ) {
    const capacity = namedStatements && !isolateStatements ? MAX_NAMED_STATEMENTS : 0;
    this.statements = new StatementNames(capacity);
    this.openingNames = new StatementNames(capacity, 'tto');
  }

  /** Names for the service's parameterised statements (see {@link StatementNames}). */
  private readonly statements: StatementNames;

  /** Whether statements are failing as unavailable (a full disk, a read-only primary): readiness reads it. */
  readonly health = new DatabaseHealth();

  get inTransaction(): boolean {
    return AsyncScope.get<TransactionState>(TRANSACTION) !== undefined;
  }

  /**
   * @param options.planEachTime Send the statement unnamed, so PostgreSQL plans it for these parameters
   *   on every call instead of keeping a generic plan per connection: for lookups into tables that grow
   *   fast within minutes (an import's claims and activities), where a plan made while the table was
   *   nearly empty stays a sequential scan until the connection's next re-plan (see replanDue).
   */
  async query<T = Record<string, unknown>>(
    sql: string,
    params: unknown[] = [],
    options: { planEachTime?: boolean } = {},
  ): Promise<QueryOutcome<T>> {
    const result = await this.send(sql, params, false, options.planEachTime === true);
    return { rows: (result.rows ?? []) as T[], rowCount: result.rowCount ?? result.rows?.length ?? 0 };
  }

  /**
   * Like {@link query}, with each row as an array of its columns in select order: for reads of
   * thousands of rows (reports), where `pg`'s object per row is most of the garbage made.
   */
  async queryArrays(sql: string, params: unknown[] = []): Promise<unknown[][]> {
    return ((await this.send(sql, params, true)).rows ?? []) as unknown[][];
  }

  /** One statement, in the current transaction or on the pool, named when it may be (see StatementNames). */
  private async send(sql: string, params: unknown[], arrays: boolean, planEachTime = false): Promise<QueryResult> {
    const state = AsyncScope.get<TransactionState>(TRANSACTION);
    if (!state && this.isolateStatements) return this.transaction(() => this.send(sql, params, arrays, planEachTime));
    if (state?.prefetched) {
      const answered = takePrefetched(state, sql, params, arrays);
      if (answered) return answered;
    }
    const name = params.length > 0 && !planEachTime ? this.statements.nameOf(sql) : undefined;
    const statement: QueryConfig = { text: sql, values: params };
    if (name !== undefined) statement.name = name;
    if (arrays) (statement as QueryArrayConfig).rowMode = 'array';
    try {
      return await (state ? state.client.query(statement) : this.pool.query(statement));
    } catch (error) {
      this.health.observe(error);
      throw error;
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

  /**
   * Opens a transaction with `BEGIN ISOLATION LEVEL …` (with the owner lock, the owner's zone and the
   * opening read in the same round trip when asked), runs fn, then the commit writes, and
   * commits. A nested call joins the outer transaction (taking the owner lock there if it does not
   * hold it yet, and sending the opening read on its own).
   */
  private async run<T>(
    isolation: Isolation,
    fn: (opened: unknown[]) => Promise<T>,
    lockOwnerId?: string,
    read?: OpeningRead,
    prefetch: OpeningRead[] = [],
  ): Promise<T> {
    const outer = AsyncScope.get<TransactionState>(TRANSACTION);
    if (outer) {
      if (lockOwnerId !== undefined) await this.lockOwner(lockOwnerId);
      return fn(read === undefined ? [] : (await this.query(read.sql, read.params)).rows);
    }
    const client = await this.pool.connect().catch((error: unknown) => {
      this.health.observe(error);
      throw error;
    });
    const state: TransactionState = {
      client,
      commitWrites: [],
      commitStatements: [],
      afterCommit: [],
      locals: new Map(),
      locked: new Set(),
      zones: new Map(),
    };
    // A connection whose BEGIN or ROLLBACK failed is in an unknown state: destroy it instead of reusing it.
    let broken = true;
    let opened: unknown[] = [];
    try {
      // DISCARD PLANS after BEGIN: before it, it would be the implicit transaction's first query, and
      // BEGIN could then no longer set an isolation level other than the default.
      const begin = `BEGIN ISOLATION LEVEL ${isolation}${this.replanDue(client) ? '; DISCARD PLANS' : ''}`;
      if (lockOwnerId === undefined) {
        await client.query(begin);
      } else {
        // One round trip for all of it: a simple-protocol query may hold several statements (no
        // parameters, so values go in as escaped literals). The zone is read under the lock because
        // nearly every command needs it and it cannot change until the lock is released.
        const reads = read === undefined ? [] : [read, ...prefetch];
        const statements = [begin, ...this.openingStatements(client, lockOwnerId, reads)];
        const results = (await client.query(statements.join('; '))) as unknown as Array<{ rows: unknown[] }>;
        // Only the lock, zone and reads are looked at: BEGIN's, DISCARD PLANS' and the PREPAREs' results go first.
        const prepares = statements.filter((statement) => statement.startsWith('PREPARE '));
        for (const statement of prepares) this.preparedOn(client).add(statement.split(' ', 2)[1]);
        const [, zoneRead, ...readResults] = results.slice(results.length - 2 - reads.length);
        state.locked.add(lockOwnerId);
        const zone = (zoneRead?.rows[0] as { zone_id?: string } | undefined)?.zone_id;
        if (zone !== undefined) state.zones.set(lockOwnerId, zone);
        if (read !== undefined) opened = readResults[0]?.rows ?? [];
        if (prefetch.length > 0) state.prefetched = prefetch.map((r, i) => ({ read: r, rows: readResults[i + 1]?.rows ?? [] }));
      }
      broken = false;
      let committed = false;
      const result = await AsyncScope.run(TRANSACTION, state, async () => {
        const value = await fn(opened);
        if (writesAtCommit(state)) committed = await this.writeAtCommit(client, state);
        return value;
      });
      if (state.runner) await state.runner.release();
      if (!committed) await client.query('COMMIT');
      if (writesAtCommit(state)) this.health.writeCommitted();
      for (const callback of state.afterCommit) callback();
      return result;
    } catch (error) {
      // A dropped connection (or a database refusing writes) fails this transaction only; the
      // connection is discarded below when it is no longer usable.
      this.health.observe(error);
      if (state.runner) await state.runner.release();
      if ((client as unknown as { _queryable?: boolean })._queryable === false) broken = true;
      if (!broken) {
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
      }
      throw error;
    } finally {
      client.release(broken || undefined);
    }
  }

  /**
   * TypeORM's entity manager in the current transaction: its statements run on the transaction's
   * connection, between the hand-written ones, and commit or roll back with them. The query runner
   * behind it is told that its connection is inside a transaction already, so TypeORM neither takes a
   * connection of its own nor opens or commits one (a `manager.transaction(…)` inside becomes a
   * savepoint). Made on first use: the hot paths, which use hand-written SQL only, never pay for it.
   */
  get manager(): EntityManager {
    const state = this.state('manager');
    // TypeORM's statements do not pass through send: what the opening read ahead may be out of date after them.
    state.prefetched = undefined;
    if (state.runner === undefined) {
      const runner = this.source('manager').createQueryRunner();
      Object.assign(runner, { databaseConnection: state.client, isTransactionActive: true, transactionDepth: 1 });
      state.runner = runner;
    }
    return state.runner.manager;
  }

  /**
   * Runs fn with an entity manager: the current transaction's ({@link manager}), or outside one the
   * data source's, on the pool (behind pglite-socket a statement outside a transaction gets one of
   * its own, as {@link query} does).
   */
  withManager<T>(fn: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (this.inTransaction) return fn(this.manager);
    if (this.isolateStatements) return this.transaction(() => fn(this.manager));
    return fn(this.source('withManager').manager);
  }

  private source(what: string): DataSource {
    if (!this.dataSource) throw new Error(`${what}: this Database has no TypeORM data source`);
    return this.dataSource;
  }

  /** Schedules work (wake-ups, notifications) for after the current transaction commits. */
  afterCommit(callback: () => void): void {
    this.state('afterCommit').afterCommit.push(callback);
  }

  /** Schedules a write for the end of the current transaction (see {@link CommitWrite}). */
  atCommit(write: CommitWrite): void {
    this.state('atCommit').commitWrites.push(write);
  }

  /**
   * A statement for the commit's round trip, run before the commit writes and after the statements
   * queued before it: for a write nothing later in the command reads back (closing the open record on
   * a switch), one round trip fewer. Its result is not read, so it must fail by itself when it should
   * (see {@link CommitStatement}).
   */
  atCommitFirst(statement: CommitStatement): void {
    this.state('atCommitFirst').commitStatements.push(statement);
  }

  /**
   * The commit statements, then all commit writes in one statement (their CTEs in one WITH). On
   * PostgreSQL, once each is prepared on the connection, they travel with the COMMIT in one round
   * trip (`EXECUTE a(…); EXECUTE b(…); COMMIT`, the parameters as literals; a simple query runs them in
   * order and stops at the first error): true when they did, and the transaction is committed.
   * Before that, each is sent on its own (and so prepared): false, the caller commits.
   */
  private async writeAtCommit(client: PoolClient, state: TransactionState): Promise<boolean> {
    const statements = [...state.commitStatements];
    const combined = combinedWrites(state.commitWrites);
    if (combined !== null) statements.push(combined);
    if (statements.length === 0) return false;
    const translates = [...state.commitStatements, ...state.commitWrites].map((write) => write.translate);
    const names = statements.map((statement) => this.statements.nameOf(statement.sql));
    const prepared = this.preparedOn(client);
    try {
      if (names.every((name) => name !== undefined && prepared.has(name))) {
        const quote = literalQuoter(client);
        const executes = statements.map(
          (statement, i) => `EXECUTE ${names[i]}(${statement.params.map((value) => sqlLiteral(value, quote)).join(', ')})`,
        );
        await client.query(`${executes.join('; ')}; COMMIT`);
        return true;
      }
      for (const [i, statement] of statements.entries()) {
        await this.query(statement.sql, statement.params);
        const name = names[i];
        if (name !== undefined) prepared.add(name);
      }
      return false;
    } catch (error) {
      for (const translate of translates) {
        const answer = translate?.(error);
        if (answer !== undefined) throw answer;
      }
      throw error;
    }
  }

  /**
   * The owner lock, the zone read and the opening read, after BEGIN. On PostgreSQL each is a statement
   * prepared on the connection (SQL-level PREPARE, the first time), run by EXECUTE with literals, so
   * PostgreSQL does not plan them on every command; elsewhere, the statements with literals. A
   * PREPARE outlives a rollback; when the round trip fails the connection is destroyed (see {@link run}),
   * so a connection's record of what is prepared on it stays true.
   */
  private openingStatements(client: PoolClient, ownerId: string, extra: OpeningRead[]): string[] {
    const quote = literalQuoter(client);
    const reads: OpeningRead[] = [
      { sql: OWNER_LOCK_SQL, params: [ownerId] },
      { sql: 'SELECT zone_id FROM owners WHERE id = $1', params: [ownerId] },
      ...extra,
    ];
    const names = reads.map((r) => this.openingNames.nameOf(r.sql));
    if (names.some((name) => name === undefined)) return reads.map((r) => withLiterals(r, quote));
    const prepared = this.preparedOn(client);
    const statements: string[] = [];
    reads.forEach((r, i) => {
      const name = names[i]!;
      if (!prepared.has(name)) statements.unshift(`PREPARE ${name} AS ${r.sql}`);
      statements.push(`EXECUTE ${name}(${r.params.map((value) => sqlLiteral(value, quote)).join(', ')})`);
    });
    return statements;
  }

  /**
   * Whether the connection should drop its cached plans now. PostgreSQL keeps a prepared statement's
   * generic plan until the tables' statistics change, so a plan made while a table was nearly empty (a
   * sequential scan) would outlive its growth wherever ANALYZE has not run yet (a new database, or
   * autovacuum off). So each connection re-plans whenever its count of transactions doubles (from 16,
   * then every {@link MAX_REPLAN_INTERVAL}): a few re-plans in a connection's life, each planning every
   * statement again on its next use.
   */
  private replanDue(client: PoolClient): boolean {
    // Nothing prepared, no plans kept: nothing to drop.
    if (this.isolateStatements || !this.namedStatements) return false;
    const count = (this.transactions.get(client) ?? 0) + 1;
    this.transactions.set(client, count);
    return (count >= 16 && (count & (count - 1)) === 0) || count % MAX_REPLAN_INTERVAL === 0;
  }

  private readonly transactions = new WeakMap<PoolClient, number>();

  /** Names of the statements prepared on a connection (they live as long as it does). */
  private preparedOn(client: PoolClient): Set<string> {
    let names = this.prepared.get(client);
    if (names === undefined) this.prepared.set(client, (names = new Set()));
    return names;
  }

  private readonly prepared = new WeakMap<PoolClient, Set<string>>();

  /** Names for the statements of a transaction's opening round trip, prepared by SQL (apart from `pg`'s names). */
  private readonly openingNames: StatementNames;

  /** A value that lives as long as the current transaction (created by init on first use). */
  local<T>(key: symbol, init: () => T): T {
    const locals = this.state('local').locals;
    if (!locals.has(key)) locals.set(key, init());
    return locals.get(key) as T;
  }

  /**
   * Per-owner transaction-level lock: serialises one owner's writes across server processes. The key
   * is a 64-bit hash of the owner (seeded, so it is our own key space), so two owners practically
   * never share a lock; 32 bits would collide among tens of thousands of owners.
   */
  async lockOwner(ownerId: string): Promise<void> {
    const state = this.state('lockOwner');
    if (state.locked.has(ownerId)) return;
    await state.client.query(OWNER_LOCK_SQL, [ownerId]);
    state.locked.add(ownerId);
  }

  /** The owner's zone as read with its lock in this transaction, if it was (see ProfileService.zoneOf). */
  ownerZone(ownerId: string): string | undefined {
    return AsyncScope.get<TransactionState>(TRANSACTION)?.zones.get(ownerId);
  }

  /** Keeps {@link ownerZone} true after the transaction changed the zone. */
  rememberOwnerZone(ownerId: string, zoneId: string): void {
    AsyncScope.get<TransactionState>(TRANSACTION)?.zones.set(ownerId, zoneId);
  }

  /** A READ COMMITTED transaction holding the owner lock from its first round trip on. */
  lockedTransaction<T>(ownerId: string, fn: () => Promise<T>): Promise<T> {
    return this.run('READ COMMITTED', fn, ownerId);
  }

  /**
   * The same, with `read` answered under the lock in that first round trip; fn gets its rows. The
   * `prefetch` reads travel in that round trip too, for statements the use case is known to send
   * first (a command's own state): each answers the first statement with its exact text and
   * parameters, as long as no other statement ran before it in the transaction (another statement
   * may have written, so every read ahead is then dropped and sent again when asked for).
   */
  lockedTransactionAfter<R, T>(
    ownerId: string,
    read: OpeningRead,
    fn: (rows: R[]) => Promise<T>,
    prefetch: OpeningRead[] = [],
  ): Promise<T> {
    return this.run('READ COMMITTED', (rows) => fn(rows as R[]), ownerId, read, prefetch);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  private state(what: string): TransactionState {
    const state = AsyncScope.get<TransactionState>(TRANSACTION);
    if (!state) throw new Error(`${what} outside a transaction`);
    return state;
  }
}

/**
 * A write made at commit. A command's last writes (its change events, its idempotency receipt) do
 * not depend on each other: they travel as one statement of data-modifying CTEs (PostgreSQL runs
 * every one of them, whether or not the final SELECT reads it), one round trip instead of one each.
 */
export interface CommitWrite {
  /**
   * The write's CTEs (`name AS (INSERT …)`), built at commit with `bind(value)` for each parameter
   * and `name(local)` for each CTE name, which keep the parts of the combined statement apart. Its
   * result is not read: a write that finds something wrong makes the statement fail (a constraint).
   */
  sql(bind: (value: unknown) => string, name: (local: string) => string): { ctes: string[] };
  /**
   * The answer to give when the combined statement failed because of this write (a constraint it
   * may break, say), or undefined when the error is not its own.
   */
  translate?(error: unknown): unknown;
}

/**
 * A statement sent at commit before the commit writes, in order (see {@link Database.atCommitFirst}).
 * Nothing reads its result, so a write that must change a row has to fail when it changes none (a
 * version-guarded UPDATE: see ActivitiesRepository.updateAtCommit).
 */
export interface CommitStatement {
  sql: string;
  params: unknown[];
  /** As {@link CommitWrite.translate}. */
  translate?(error: unknown): unknown;
}

/** Whether the transaction has writes for its commit round trip. */
function writesAtCommit(state: TransactionState): boolean {
  return state.commitWrites.length > 0 || state.commitStatements.length > 0;
}

/** The commit writes as one statement of CTEs, or null when they have none. */
function combinedWrites(writes: CommitWrite[]): { sql: string; params: unknown[] } | null {
  const params: unknown[] = [];
  const bind = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  const ctes = writes.flatMap((write, i) => write.sql(bind, (local) => `w${i}_${local}`).ctes);
  if (ctes.length === 0) return null;
  return { sql: `WITH ${ctes.join(',\n')}\nSELECT 1`, params };
}

/**
 * A SELECT that a transaction's opening round trip carries (see {@link Database.lockedTransactionAfter}).
 * Its parameters are text, numbers or null: they are sent as quoted literals there. On PostgreSQL it
 * is PREPAREd, so each parameter's type must follow from where it stands (`owner_id = $1`), or be cast.
 */
export interface OpeningRead {
  sql: string;
  params: Array<string | number | null>;
}

/** The read's text with each `$n` replaced by its parameter as a literal. */
export function withLiterals(read: OpeningRead, quote: (text: string) => string): string {
  return read.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const value: unknown = read.params[Number(n) - 1];
    // A number stays a bare number, usable where only a number may stand (LIMIT $1).
    if (typeof value === 'number') return scalarText(value);
    if (value !== null && typeof value !== 'string')
      throw new TypeError(`Parameter $${n} of an opening read must be text, a number or null`);
    return sqlLiteral(value, quote);
  });
}

/**
 * A parameter as a SQL literal of unknown type (PostgreSQL reads it with the parameter's type): text,
 * numbers, booleans and null, and one-dimensional arrays of them in PostgreSQL's array syntax.
 */
export function sqlLiteral(value: unknown, quote: (text: string) => string): string {
  if (value === null || value === undefined) return 'NULL';
  if (Array.isArray(value)) return quote(`{${value.map(arrayElement).join(',')}}`);
  return quote(scalarText(value));
}

/**
 * `escape` (pg's escapeLiteral) for text with a quote or a backslash; any other text is simply put in
 * quotes, which is what escapeLiteral gives it, without its loop over every character (a commit's
 * literals are some thousands of IDs and times).
 */
export function quoteLiteral(text: string, escape: (text: string) => string): string {
  return /['\\]/.test(text) ? escape(text) : `'${text}'`;
}

/** How a connection's statements sent with literals (the opening round trip, the commit) quote text. */
function literalQuoter(client: PoolClient): (text: string) => string {
  return (text) => quoteLiteral(text, (t) => client.escapeLiteral(t));
}

function scalarText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new TypeError(
    `A parameter sent as a literal must be text, a finite number, a boolean, null or an array of them, not ${typeof value}`,
  );
}

function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (Array.isArray(value)) throw new TypeError('A parameter sent as a literal cannot be a nested array');
  return `"${scalarText(value).replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/**
 * A result list of `*` (`SELECT *`, `SELECT t.*`, `RETURNING *`) follows the table's columns. A
 * prepared statement's result type is fixed, so after a migration adds a column (a rolling deploy,
 * another replica migrating first) PostgreSQL would refuse it ("cached plan must not change result
 * type") on every pooled connection. Such statements stay unnamed.
 */
const STAR_RESULT = /\b(SELECT|RETURNING)\s+(DISTINCT\s+)?([a-z_][a-z0-9_]*\.)?\*/i;

/** The longest a connection goes without re-planning, in transactions (see Database.replanDue). */
const MAX_REPLAN_INTERVAL = 65_536;

/** More distinct statement texts than the service has would mean SQL built from data: those stay unnamed. */
const MAX_NAMED_STATEMENTS = 500;

/**
 * Gives each parameterised statement text a name, so `pg` prepares it once per connection and
 * PostgreSQL parses it once and can reuse its plan: parsing and planning were about half of
 * PostgreSQL's work per tracking command. Off (capacity 0) behind pglite-socket, whose connections
 * share one backend and so one set of statement names; never for a result list of `*` (see
 * {@link STAR_RESULT}). Statements without parameters stay unnamed:
 * they may hold several statements (the owner lock's round trip), which only the simple protocol runs.
 */
export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(
    private readonly capacity: number,
    private readonly prefix = 'tt',
  ) {}

  nameOf(sql: string): string | undefined {
    let name = this.names.get(sql);
    if (name === undefined && this.names.size < this.capacity && !STAR_RESULT.test(sql)) {
      name = `${this.prefix}${this.names.size + 1}`;
      this.names.set(sql, name);
    }
    return name;
  }
}

/**
 * The answer a transaction's opening round trip already holds for this statement (see
 * {@link Database.lockedTransactionAfter}), taken once; any other statement drops them all.
 */
function takePrefetched(state: TransactionState, sql: string, params: unknown[], arrays: boolean): QueryResult | undefined {
  const prefetched = state.prefetched ?? [];
  const index = arrays ? -1 : prefetched.findIndex((p) => p.read.sql === sql && sameParams(p.read.params, params));
  if (index < 0) {
    state.prefetched = undefined;
    return undefined;
  }
  const [{ rows }] = prefetched.splice(index, 1);
  return { rows, rowCount: rows.length, command: 'SELECT', oid: 0, fields: [] } as QueryResult;
}

function sameParams(a: ReadonlyArray<unknown>, b: ReadonlyArray<unknown>): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

/** The owner lock, keyed by a seeded 64-bit hash of owner `$1` (see {@link Database.lockOwner}). */
const OWNER_LOCK_SQL = 'SELECT pg_advisory_xact_lock(hashtextextended($1, 827401))';
