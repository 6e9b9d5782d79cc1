import { Injectable } from '@nestjs/common';
import { LessThanOrEqual } from 'typeorm';
import { RequestContext } from '../../common/request-context';
import { Database } from '../../db/database';
import { InjectOwnedRepository, OwnedRepository } from '../../db/owned-repository';
import { UndoOfferEntity } from '../undo-offer.entity';
import { SqlSessionRow, WorkSessionRow, sessionColumns, sessionRow } from '../work-sessions.repository';

export type UndoKind = 'update' | 'delete';

/** An update offer knows the version its mutation leaves the row at; a changed version later means "destination changed". */
export type OfferKind = { kind: 'update'; resultVersion: number } | { kind: 'delete' };

/**
 * An offer, with the snapshot's fields that the rules look at read out in SQL. The snapshot itself (the
 * whole work_sessions row before the change, as jsonb) never travels through JavaScript: its bigint
 * nanoseconds would not survive a JS number, so restores read it in SQL.
 */
export interface UndoOfferRow {
  id: string;
  work_session_id: string;
  kind: UndoKind;
  result_version: number | null;
  expires_ns: string;
  snapshot_client_id: string | null;
  snapshot_project_id: string | null;
  snapshot_running: boolean;
  snapshot_version: number;
  restored_body: string | null;
}

/**
 * Internal undo offers: never listed, never exported. The plain deletes and updates go through an
 * {@link OwnedRepository} (scoped to the owner in context by construction); the statements that move
 * a session row into or out of an offer's jsonb snapshot stay hand-written, each with its owner_id:
 * the snapshot's bigint nanoseconds never travel through JavaScript, and each is one statement.
 */
@Injectable()
export class UndoOffersRepository {
  constructor(
    private readonly db: Database,
    @InjectOwnedRepository(UndoOfferEntity) private readonly offers: OwnedRepository<UndoOfferEntity>,
  ) {}

  /** Expired offers go first; then, while `keep` or more remain, the oldest. */
  async prune(nowNs: bigint, keep: number): Promise<void> {
    const owner = RequestContext.ownerId();
    await this.offers.delete({ expiresNs: LessThanOrEqual(nowNs) });
    // Hand-written: the rows past the `keep` newest and their delete in one statement (TypeORM's delete takes no ORDER BY/OFFSET).
    await this.db.query(
      `DELETE FROM undo_offers WHERE owner_id = $1 AND id IN (
         SELECT id FROM undo_offers WHERE owner_id = $1 ORDER BY created_ns DESC, id DESC OFFSET $2)`,
      [owner, keep],
    );
  }

  /**
   * Records an offer holding the session row exactly as it is now (call before changing it): the whole
   * row as JSON, so the restore keeps its ID, instants, timestamps and metadata. Hand-written: one
   * INSERT … SELECT reads the row into jsonb in SQL (its bigints exact) and checks it is the owner's.
   */
  async insert(id: string, workSessionId: string, what: OfferKind, createdNs: bigint, expiresNs: bigint): Promise<void> {
    const { rowCount } = await this.db.query(
      `INSERT INTO undo_offers (id, owner_id, work_session_id, kind, snapshot, result_version, created_ns, expires_ns)
       SELECT $1, w.owner_id, w.id, $3, to_jsonb(w) - 'span', $4, $5, $6
         FROM work_sessions w WHERE w.owner_id = $2 AND w.id = $7`,
      [
        id,
        RequestContext.ownerId(),
        what.kind,
        what.kind === 'update' ? what.resultVersion : null,
        createdNs.toString(),
        expiresNs.toString(),
        workSessionId,
      ],
    );
    if (rowCount !== 1) throw new Error(`undo offer for a missing work session ${workSessionId}`);
  }

  /** Hand-written: the snapshot's fields are read out of the jsonb in SQL, under FOR UPDATE. */
  async findForUpdate(id: string): Promise<UndoOfferRow | null> {
    const { rows } = await this.db.query<UndoOfferRow>(
      `SELECT id, work_session_id, kind, result_version, expires_ns, restored_body,
              snapshot->>'client_id' AS snapshot_client_id, snapshot->>'project_id' AS snapshot_project_id,
              jsonb_typeof(snapshot->'end_ns') = 'null' AS snapshot_running, (snapshot->>'version')::int AS snapshot_version
         FROM undo_offers WHERE owner_id = $1 AND id = $2 FOR UPDATE`,
      [RequestContext.ownerId(), id],
    );
    return rows[0] ?? null;
  }

  async recordResult(id: string, restoredNs: bigint, version: number, body: string, etag: string): Promise<void> {
    await this.offers.update({ id }, { restoredNs, restoredVersion: version, restoredBody: body, restoredEtag: etag });
  }

  /** An update undo: puts the snapshot's state back on the existing row at version + 1, if still at `expectedVersion`. */
  async restoreUpdate(offerId: string, expectedVersion: number): Promise<WorkSessionRow | null> {
    const { rows } = await this.db.query<SqlSessionRow>(
      `UPDATE work_sessions w
          SET client_id = s.client_id, project_id = s.project_id, summary = s.summary, title = s.title,
              start_ns = s.start_ns, end_ns = s.end_ns, version = w.version + 1, updated_at = now()
         FROM undo_offers o, jsonb_populate_record(NULL::work_sessions, o.snapshot) s
        WHERE o.owner_id = $1 AND o.id = $2
          AND w.owner_id = $1 AND w.id = o.work_session_id AND w.version = $3
       RETURNING ${sessionColumns('w.')}`,
      [RequestContext.ownerId(), offerId, expectedVersion],
    );
    return rows[0] ? sessionRow(rows[0]) : null;
  }

  /** A delete undo: re-inserts the snapshot row with its ID and creation time, at the snapshot's version + 1. */
  async restoreDelete(offerId: string): Promise<WorkSessionRow> {
    const { rows } = await this.db.query<SqlSessionRow>(
      `INSERT INTO work_sessions (id, owner_id, client_id, project_id, summary, title, start_ns, end_ns, version, created_at, updated_at)
       SELECT s.id, o.owner_id, s.client_id, s.project_id, s.summary, s.title, s.start_ns, s.end_ns, s.version + 1, s.created_at, now()
         FROM undo_offers o, jsonb_populate_record(NULL::work_sessions, o.snapshot) s
        WHERE o.owner_id = $1 AND o.id = $2
       RETURNING ${sessionColumns()}`,
      [RequestContext.ownerId(), offerId],
    );
    return sessionRow(rows[0]);
  }
}
