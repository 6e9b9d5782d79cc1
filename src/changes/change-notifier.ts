import { EventEmitter } from 'node:events';
import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import { Database } from '../db/database';

export const NOTIFY_CHANNEL = 'tt_changes';
const SHUTDOWN = Symbol('shutdown');

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
    if (!this.publishing) void this.publish();
  }

  private async publish(): Promise<void> {
    this.publishing = true;
    try {
      while (this.unpublished.size > 0 && this.listener && !this.stopped) {
        const owners = [...this.unpublished];
        this.unpublished.clear();
        await this.listener
          .query('SELECT pg_notify($1, o) FROM unnest($2::text[]) AS o', [NOTIFY_CHANNEL, owners])
          .catch((error: Error) => this.logger.warn(`change notification not sent: ${error.message}`));
      }
    } finally {
      this.publishing = false;
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
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.emitter.on(ownerId, done);
      this.emitter.on(SHUTDOWN, done);
      signal?.addEventListener('abort', done, { once: true });
    });
  }

  /** Before the HTTP server closes (and waits for in-flight requests): end every long poll now. */
  beforeApplicationShutdown(): void {
    this.closing = true;
    this.emitter.emit(SHUTDOWN);
  }

  async listen(connectionString: string): Promise<void> {
    const connect = async (): Promise<void> => {
      if (this.stopped) return;
      const client = new Client({ connectionString, application_name: 'time-tracking-listener' });
      client.on('notification', (message) => {
        if (message.payload) this.emitter.emit(message.payload);
      });
      client.on('error', (error) => {
        this.logger.warn(`change listener lost its connection: ${error.message}`);
        client.end().catch(() => undefined);
        if (this.listener === client) this.listener = null;
        setTimeout(() => void connect().catch(() => undefined), 1000).unref();
      });
      await client.connect();
      await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
      this.listener = client;
    };
    await connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.listener?.end().catch(() => undefined);
  }
}
