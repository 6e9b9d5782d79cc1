import { EventEmitter } from 'node:events';
import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import { Database } from '../db/database';

export const NOTIFY_CHANNEL = 'tt_changes';
const SHUTDOWN = Symbol('shutdown');
const RECONNECTED = Symbol('reconnected');
const RECONNECT_BASE_MS = 250;
const RECONNECT_MAX_MS = 30_000;
/**
 * How long commits gather before one NOTIFY tells the other processes about all of their owners.
 * Each NOTIFY is a round trip on the listener's connection (and its echo back to the listener), which
 * under load cost nearly one round trip per command; the other processes' long polls wake at most this
 * much later (this process's own wake at once).
 */
const NOTIFY_GATHER_MS = 10;

/**
 * Wakes long polls when an owner's changes commit: in-process at once, and across server processes
 * through PostgreSQL LISTEN/NOTIFY (the embedded database does not deliver NOTIFY across connections,
 * and it is single-process anyway).
 *
 * NOTIFY is sent after commit, batched, on the listener's own connection, never inside a write
 * transaction: PostgreSQL serialises the commits of all notifying transactions of a database on one
 * lock held through the commit's WAL flush, which capped tracking throughput and stretched its tail
 * latency. A notification lost to a dropped listener costs at most one re-check interval of a long
 * poll (they re-read every second), never a missed change.
 */
@Injectable()
export class ChangeNotifier implements BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger(ChangeNotifier.name);
  private readonly emitter = new EventEmitter();
  private listener: Client | null = null;
  private stopped = false;
  private closing = false;
  private readonly unpublished = new Set<string>();
  private publishing = false;
  private gathering: NodeJS.Timeout | null = null;

  constructor(private readonly db: Database) {
    this.emitter.setMaxListeners(0);
  }

  wake(ownerId: string): void {
    this.emitter.emit(ownerId);
  }

  /** After a commit: wakes this process's long polls now and tells other processes (batched NOTIFY). */
  committed(ownerId: string): void {
    this.wake(ownerId);
    // PGlite delivers no NOTIFY across connections, and its socket may interleave the statements of
    // connections outside a transaction: nothing to publish there.
    if (!this.listener || this.db.isolateStatements) return;
    this.unpublished.add(ownerId);
    this.gather();
  }

  /** Sends what gathered after NOTIFY_GATHER_MS (one NOTIFY at a time; what comes meanwhile gathers for the next). */
  private gather(): void {
    if (this.publishing || this.gathering) return;
    this.gathering = setTimeout(() => {
      this.gathering = null;
      void this.publish();
    }, NOTIFY_GATHER_MS);
  }

  private async publish(): Promise<void> {
    this.publishing = true;
    try {
      if (this.unpublished.size > 0 && this.listener && !this.stopped) {
        const owners = [...this.unpublished];
        this.unpublished.clear();
        await this.listener
          // Named: prepared once per listener connection, not planned again for every batch.
          .query({ name: 'tt_notify', text: 'SELECT pg_notify($1, o) FROM unnest($2::text[]) AS o', values: [NOTIFY_CHANNEL, owners] })
          .catch((error: Error) => this.logger.warn(`change notification not sent: ${error.message}`));
      }
    } finally {
      this.publishing = false;
      // Without a listener what gathered waits for the next commit (the reconnect wakes every long poll anyway).
      if (this.unpublished.size > 0 && this.listener && !this.stopped) this.gather();
    }
  }

  /** True once the server is shutting down: long polls answer with what they have. */
  get isClosing(): boolean {
    return this.closing;
  }

  /** Resolves on the owner's next wake, after ms, on abort or on shutdown; never rejects. */
  waitFor(ownerId: string, ms: number, signal?: AbortSignal): Promise<void> {
    if (this.closing || signal?.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.emitter.off(ownerId, done);
        this.emitter.off(SHUTDOWN, done);
        this.emitter.off(RECONNECTED, done);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.emitter.on(ownerId, done);
      this.emitter.on(SHUTDOWN, done);
      this.emitter.on(RECONNECTED, done);
      signal?.addEventListener('abort', done, { once: true });
    });
  }

  /** Before the HTTP server closes (and waits for in-flight requests): end every long poll now. */
  beforeApplicationShutdown(): void {
    this.closing = true;
    this.emitter.emit(SHUTDOWN);
  }

  /** The listening connection's backend process ID (null while reconnecting): for operators and tests. */
  get listenerBackendPid(): number | null {
    return (this.listener as (Client & { processID?: number }) | null)?.processID ?? null;
  }

  /**
   * LISTENs on a dedicated connection. A lost connection (PostgreSQL restarted, the backend was
   * terminated, a network cut) is re-established with exponential backoff until it works; until then
   * long polls still wake from this process's own commits and recheck on their timer. The first
   * connection must succeed: a server that cannot LISTEN at start-up does not start.
   */
  async listen(connectionString: string): Promise<void> {
    const connect = async (): Promise<Client> => {
      const client = new Client({ connectionString, application_name: 'time-tracking-listener' });
      client.on('notification', (message) => {
        if (message.payload) this.wake(message.payload);
      });
      client.on('error', (error) => lost(client, error));
      client.on('end', () => lost(client, new Error('connection ended')));
      try {
        await client.connect();
        await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
      } catch (error) {
        client.removeAllListeners('end');
        await client.end().catch(() => undefined);
        throw error;
      }
      return client;
    };
    const lost = (client: Client, error: Error) => {
      if (this.listener !== client) return;
      this.listener = null;
      client.end().catch(() => undefined);
      if (this.stopped) return;
      this.logger.warn(`change listener lost its connection (${error.message}); reconnecting`);
      void reconnect(1);
    };
    const reconnect = async (attempt: number): Promise<void> => {
      const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** (attempt - 1));
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
      if (this.stopped) return;
      try {
        const client = await connect();
        if (this.stopped) {
          await client.end().catch(() => undefined);
          return;
        }
        this.listener = client;
        this.logger.log(`change listener reconnected after ${attempt} attempt${attempt === 1 ? '' : 's'}`);
        // Notifications sent while disconnected are lost: every waiting long poll rechecks now.
        this.emitter.emit(RECONNECTED);
      } catch (error) {
        if (attempt === 1 || attempt % 10 === 0) {
          this.logger.warn(`change listener cannot reconnect yet (${(error as Error).message}); retrying with backoff`);
        }
        void reconnect(attempt + 1);
      }
    };
    this.listener = await connect();
  }

  async onApplicationShutdown(): Promise<void> {
    // What gathered is sent before the listener closes: the other processes' long polls wake now.
    if (this.gathering) {
      clearTimeout(this.gathering);
      this.gathering = null;
      await this.publish();
    }
    this.stopped = true;
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
  }
}
