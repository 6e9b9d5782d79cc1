import { Injectable } from '@nestjs/common';
import { SingleFlight } from '../common/single-flight';
import { Problem } from '../common/http/problem';
import { formatInstant } from '../common/time/instant';
import { RequestContext } from '../common/request-context';
import { Database } from '../db/database';
import { ChangeNotifier } from './change-notifier';
import { ChangesRepository, ChangeType, EntityType, PendingEvent } from './changes.repository';

export type { ChangeType, EntityType } from './changes.repository';

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

const PENDING_EVENTS = Symbol('pending change events');
/** Ownership is re-checked at least this often while a long poll waits. */
const RECHECK_MS = 1000;

@Injectable()
export class ChangesService {
  constructor(
    private readonly db: Database,
    private readonly repository: ChangesRepository,
    private readonly notifier: ChangeNotifier,
  ) {}

  /**
   * Records a change of the current command, in the caller's transaction. Events are buffered and
   * written once, at commit (see {@link ChangesRepository.eventsAtCommit}); other processes are
   * notified after the commit (see ChangeNotifier).
   * The UPDATE of the owner row serialises sequence assignment, so sequences commit in order.
   * Services do not call this for the record they write: {@link VersionedWrites} does.
   */
  async record(entityType: EntityType, changeType: ChangeType, id: string): Promise<void> {
    this.pending(RequestContext.ownerId()).push({ entityType, changeType, id });
  }

  /** How many events this command has recorded for the current owner so far (written at its commit). */
  pendingCount(): number {
    return this.pending(RequestContext.ownerId()).length;
  }

  /** Records the event unless this command already recorded one for the same record. */
  async recordOnce(entityType: EntityType, changeType: ChangeType, id: string): Promise<void> {
    const events = this.pending(RequestContext.ownerId());
    if (!events.some((e) => e.id === id && e.entityType === entityType)) events.push({ entityType, changeType, id });
  }

  private pending(ownerId: string): PendingEvent[] {
    const byOwner = this.db.local(PENDING_EVENTS, () => {
      const buffer = new Map<string, PendingEvent[]>();
      // Written at commit in one statement; other processes are told after the commit.
      this.repository.eventsAtCommit(buffer, (ownerId) => this.db.afterCommit(() => this.notifier.committed(ownerId)));
      return buffer;
    });
    let events = byOwner.get(ownerId);
    if (!events) byOwner.set(ownerId, (events = []));
    return events;
  }

  /**
   * Records many changes at once (bulk writers: imports). Like {@link record}, they are buffered and
   * written at commit in the one multi-row statement, in the order given.
   */
  async recordMany(entityType: EntityType, changeType: ChangeType, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const events = this.pending(RequestContext.ownerId());
    for (const id of ids) events.push({ entityType, changeType, id });
  }

  /** Records created/updated/deleted events of several entity types at once, in the order given. */
  async recordAll(changes: Array<{ entityType: EntityType; changeType: ChangeType; id: string }>): Promise<void> {
    if (changes.length === 0) return;
    this.pending(RequestContext.ownerId()).push(...changes);
  }

  /** The server is shutting down (long polls end early; their connections should not be kept alive). */
  get closing(): boolean {
    return this.notifier.isClosing;
  }

  /** The owner's current revision (last committed sequence). */
  async revision(): Promise<string> {
    return this.repository.lastSequence(RequestContext.ownerId());
  }

  async feed(after: bigint, waitSeconds: number, recheck: () => Promise<void>, signal: AbortSignal): Promise<ChangeFeed> {
    const ownerId = RequestContext.ownerId();
    const deadline = Date.now() + waitSeconds * 1000;
    // What was committed before this request (the caller's own writes) is in every read it takes part in.
    let notBefore = SingleFlight.now();
    await this.checkCursor(ownerId, after);
    for (;;) {
      const items = await this.read(ownerId, after, notBefore);
      if (items.length > 0 || Date.now() >= deadline || signal.aborted || this.notifier.isClosing) {
        return { items, nextSequence: items.length > 0 ? items[items.length - 1].sequence : Number(after) };
      }
      // Re-checks fall on whole RECHECK_MS ticks of the clock, the same for every waiter: the many
      // long polls of one owner then recheck together and share their reads (see read, stillValid)
      // instead of each querying on its own phase every second.
      const now = Date.now();
      await this.notifier.waitFor(ownerId, Math.min(RECHECK_MS - (now % RECHECK_MS), deadline - now), signal);
      // Woken by a commit (or a tick): the next read must begin after it, so it sees that commit.
      notBefore = SingleFlight.now();
      await recheck();
    }
  }

  private async checkCursor(ownerId: string, after: bigint): Promise<void> {
    const { current, pruned } = await this.repository.cursorBounds(ownerId);
    if (after > current || after < pruned) {
      throw Problem.conflict('RESYNC_REQUIRED', 'The sequence is expired or ahead of the current one; resynchronise');
    }
  }

  /**
   * The events after `after`. Long polls of one owner woken by the same commit read the same rows:
   * concurrent reads of one owner and cursor share one statement (each caller gets its own array), but
   * only one that began at or after `notBefore`: a read already under way may have missed a commit the
   * caller knows of.
   */
  private async read(ownerId: string, after: bigint, notBefore: bigint): Promise<ChangeItem[]> {
    if (this.db.inTransaction) return this.readNow(ownerId, after);
    return [...(await this.reads.run(`${ownerId} ${after}`, () => this.readNow(ownerId, after), notBefore))];
  }

  private readonly reads = new SingleFlight<ChangeItem[]>();

  private async readNow(ownerId: string, after: bigint): Promise<ChangeItem[]> {
    const rows = await this.repository.eventsAfter(ownerId, after);
    return rows.map((r) => ({
      entityType: r.entity_type,
      changeType: r.change_type,
      id: r.entity_id,
      sequence: Number(r.sequence),
      timestamp: formatInstant(BigInt(r.occurred_ns)),
    }));
  }
}
