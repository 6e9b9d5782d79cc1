import { Injectable } from '@nestjs/common';
import { Database } from '../db/database';

/** The kinds of record the change feed names, and what happened to one. */
export type EntityType = 'client' | 'project' | 'task' | 'label' | 'activity' | 'workSession' | 'profile' | 'rate';
export type ChangeType = 'created' | 'updated' | 'deleted';

/** An event a command recorded, written at its commit. */
export interface PendingEvent {
  entityType: EntityType;
  changeType: ChangeType;
  id: string;
}

/** A stored change event (bigint columns arrive as decimal strings). */
export interface ChangeEventRow {
  entity_type: EntityType;
  change_type: ChangeType;
  entity_id: string;
  sequence: string;
  occurred_ns: string;
}

const FEED_BATCH = 1000;

/**
 * All SQL for the change feed: `change_events` and the owner's sequence (`owners.last_sequence`,
 * `owners.pruned_through`, which this module owns). Every statement names its owner, except the
 * retention job's sweep over all owners.
 */
@Injectable()
export class ChangesRepository {
  constructor(private readonly db: Database) {}

  /** The owner's last committed sequence ('0' without an owner row). */
  async lastSequence(ownerId: string): Promise<string> {
    const { rows } = await this.db.query<{ last_sequence: string }>('SELECT last_sequence FROM owners WHERE id = $1', [ownerId]);
    return rows[0]?.last_sequence ?? '0';
  }

  /** The owner's last committed sequence and how far its events are pruned (both 0 without an owner row). */
  async cursorBounds(ownerId: string): Promise<{ current: bigint; pruned: bigint }> {
    const { rows } = await this.db.query<{ last_sequence: string; pruned_through: string }>(
      'SELECT last_sequence, pruned_through FROM owners WHERE id = $1',
      [ownerId],
    );
    return { current: BigInt(rows[0]?.last_sequence ?? '0'), pruned: BigInt(rows[0]?.pruned_through ?? '0') };
  }

  /** The owner's events after `after`, in sequence order, at most one batch. */
  async eventsAfter(ownerId: string, after: bigint): Promise<ChangeEventRow[]> {
    const { rows } = await this.db.query<ChangeEventRow>(
      `SELECT entity_type, change_type, entity_id, sequence,
              (extract(epoch FROM occurred_at) * 1000000)::bigint * 1000 AS occurred_ns
         FROM change_events WHERE owner_id = $1 AND sequence > $2 ORDER BY sequence LIMIT ${FEED_BATCH}`,
      [ownerId, after.toString()],
    );
    return rows;
  }

  /**
   * Writes the events in `byOwner` at commit (read when the commit statement is built, so events
   * recorded until then are included): per owner, one UPDATE bumps the sequence by the number of
   * events and one multi-row INSERT numbers them from it. `written(ownerId)` is called for each
   * owner whose events the statement carries.
   */
  eventsAtCommit(byOwner: Map<string, PendingEvent[]>, written: (ownerId: string) => void): void {
    this.db.atCommit({
      sql: (bind, name) => {
        const ctes: string[] = [];
        for (const [ownerId, events] of byOwner) {
          if (events.length === 0) continue;
          const k = ctes.length / 2;
          const next = name(`next${k}`);
          const owner = bind(ownerId);
          const n = bind(events.length);
          // The sequence comes from a scalar subquery: without the owner row it is NULL, and the
          // NOT NULL column fails the statement (the whole command) instead of writing no events.
          ctes.push(
            `${next} AS (UPDATE owners SET last_sequence = last_sequence + ${n}::int WHERE id = ${owner} RETURNING last_sequence)`,
            `${name(`written${k}`)} AS (
               INSERT INTO change_events (owner_id, sequence, entity_type, change_type, entity_id)
               SELECT ${owner}, (SELECT last_sequence FROM ${next}) - ${n}::int + e.n, e.entity_type, e.change_type, e.entity_id
                 FROM unnest(${bind(events.map((e) => e.entityType))}::text[], ${bind(events.map((e) => e.changeType))}::text[], ${bind(events.map((e) => e.id))}::text[])
                      WITH ORDINALITY AS e (entity_type, change_type, entity_id, n))`,
          );
          written(ownerId);
        }
        return { ctes };
      },
    });
  }

  /** Retention: deletes every owner's events older than eight days; per owner, the last sequence that went. */
  async deleteExpired(): Promise<Array<{ owner_id: string; through: string }>> {
    const { rows } = await this.db.query<{ owner_id: string; through: string }>(
      `WITH gone AS (DELETE FROM change_events WHERE occurred_at < now() - interval '8 days' RETURNING owner_id, sequence)
         SELECT owner_id, max(sequence)::text AS through FROM gone GROUP BY owner_id`,
    );
    return rows;
  }

  /** Records that the owner's events up to `through` are pruned (never moves back). */
  async markPruned(ownerId: string, through: string): Promise<void> {
    await this.db.query('UPDATE owners SET pruned_through = GREATEST(pruned_through, $2) WHERE id = $1', [ownerId, through]);
  }
}
