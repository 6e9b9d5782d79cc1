import { Injectable } from '@nestjs/common';
import { Problem } from '../common/http/problem';
import { formatInstant } from '../common/time/instant';
import { RequestContext } from '../common/request-context';
import { Database } from '../db/database';
import { ChangeNotifier, NOTIFY_CHANNEL } from './change-notifier';

export type EntityType = 'client' | 'project' | 'task' | 'label' | 'activity' | 'workSession' | 'profile';
export type ChangeType = 'created' | 'updated' | 'deleted';

export interface ChangeItem {
  entityType: EntityType;
  changeType: ChangeType;
  id: string;
  sequence: number;
  timestamp: string;
}

export interface ChangeFeed {
  items: ChangeItem[];
  nextSequence: number;
}

const FEED_BATCH = 1000;
/** Ownership is re-checked at least this often while a long poll waits. */
const RECHECK_MS = 1000;

@Injectable()
export class ChangesService {
  constructor(private readonly db: Database, private readonly notifier: ChangeNotifier) {}

  /**
   * Records a committed change: the owner's next sequence number, in the caller's transaction.
   * The UPDATE of the owner row serialises sequence assignment, so sequences commit in order.
   */
  async record(entityType: EntityType, changeType: ChangeType, id: string): Promise<number> {
    const ownerId = RequestContext.ownerId();
    const { rows } = await this.db.query<{ sequence: string }>(
      `WITH next AS (UPDATE owners SET last_sequence = last_sequence + 1 WHERE id = $1 RETURNING last_sequence)
       INSERT INTO change_events (owner_id, sequence, entity_type, change_type, entity_id)
       SELECT $1, last_sequence, $2, $3, $4 FROM next RETURNING sequence`,
      [ownerId, entityType, changeType, id],
    );
    if (rows.length !== 1) throw new Error(`owner ${ownerId} has no row: was it initialised?`);
    await this.db.query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, ownerId]);
    this.db.afterCommit(() => this.notifier.wake(ownerId));
    return Number(rows[0].sequence);
  }

  /**
   * Records one change per ID (in the order given) with consecutive sequence numbers, in one
   * statement: bulk writers (imports) would otherwise pay two round trips per record.
   */
  async recordMany(entityType: EntityType, changeType: ChangeType, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const ownerId = RequestContext.ownerId();
    const { rows } = await this.db.query<{ n: number }>(
      `WITH next AS (UPDATE owners SET last_sequence = last_sequence + $4 WHERE id = $1 RETURNING last_sequence)
       INSERT INTO change_events (owner_id, sequence, entity_type, change_type, entity_id)
       SELECT $1, next.last_sequence - $4 + e.n, $2, $3, e.id FROM next, unnest($5::text[]) WITH ORDINALITY AS e (id, n)
       RETURNING 1 AS n`,
      [ownerId, entityType, changeType, ids.length, ids],
    );
    if (rows.length !== ids.length) throw new Error(`owner ${ownerId} has no row: was it initialised?`);
    await this.db.query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, ownerId]);
    this.db.afterCommit(() => this.notifier.wake(ownerId));
  }

  /** The server is shutting down (long polls end early; their connections should not be kept alive). */
  get closing(): boolean {
    return this.notifier.isClosing;
  }

  /** The owner's current revision (last committed sequence). */
  async revision(): Promise<string> {
    const { rows } = await this.db.query<{ last_sequence: string }>('SELECT last_sequence FROM owners WHERE id = $1', [RequestContext.ownerId()]);
    return rows[0]?.last_sequence ?? '0';
  }

  async feed(after: bigint, waitSeconds: number, recheck: () => Promise<void>, signal: AbortSignal): Promise<ChangeFeed> {
    const ownerId = RequestContext.ownerId();
    const deadline = Date.now() + waitSeconds * 1000;
    await this.checkCursor(ownerId, after);
    for (;;) {
      const items = await this.read(ownerId, after);
      if (items.length > 0 || Date.now() >= deadline || signal.aborted || this.notifier.isClosing) {
        return { items, nextSequence: items.length > 0 ? items[items.length - 1].sequence : Number(after) };
      }
      await this.notifier.waitFor(ownerId, Math.min(RECHECK_MS, deadline - Date.now()), signal);
      await recheck();
    }
  }

  private async checkCursor(ownerId: string, after: bigint): Promise<void> {
    const { rows } = await this.db.query<{ last_sequence: string; pruned_through: string }>(
      'SELECT last_sequence, pruned_through FROM owners WHERE id = $1',
      [ownerId],
    );
    const current = BigInt(rows[0]?.last_sequence ?? '0');
    const pruned = BigInt(rows[0]?.pruned_through ?? '0');
    if (after > current || after < pruned) {
      throw Problem.conflict('RESYNC_REQUIRED', 'The sequence is expired or ahead of the current one; resynchronise');
    }
  }

  private async read(ownerId: string, after: bigint): Promise<ChangeItem[]> {
    const { rows } = await this.db.query<{ entity_type: EntityType; change_type: ChangeType; entity_id: string; sequence: string; occurred_ns: string }>(
      `SELECT entity_type, change_type, entity_id, sequence,
              (extract(epoch FROM occurred_at) * 1000000)::bigint * 1000 AS occurred_ns
         FROM change_events WHERE owner_id = $1 AND sequence > $2 ORDER BY sequence LIMIT ${FEED_BATCH}`,
      [ownerId, after.toString()],
    );
    return rows.map((r) => ({
      entityType: r.entity_type,
      changeType: r.change_type,
      id: r.entity_id,
      sequence: Number(r.sequence),
      timestamp: formatInstant(BigInt(r.occurred_ns)),
    }));
  }
}
