import { Injectable } from '@nestjs/common';
import { VersionedRecords, VersionedWrites } from '../../changes/versioned-writes';
import { etagFor } from '../../common/http/etag';
import { Problem } from '../../common/http/problem';
import { Clock } from '../../common/time/clock';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/database';
import { UnitOfWork } from '../../db/unit-of-work';
import { WorkSessionResponse } from '../dto/work-session.dto';
import { WorkSessionRow, WorkSessionsRepository } from '../work-sessions.repository';
import { toWorkSessionResponse } from '../dto/work-session.mapper';
import { UndoOfferRow, UndoOffersRepository } from './undo-offers.repository';

export const UNDO_CONFLICT = 'UNDO_CONFLICT';
export const UNDO_EXPIRED = 'UNDO_EXPIRED';

/**
 * POST /undo/{id}: restores what an opt-in work-session edit or delete changed. Runs in the idempotent
 * command's owner-locked transaction. Order: missing or foreign 404; already restored: the recorded
 * result, unchanged, whatever the key; expired 410; destination changed or a conflicting running
 * session 409; else restore at a newer version, record the result, emit the event.
 */
@Injectable()
export class UndoService {
  private readonly records: VersionedRecords<WorkSessionRow, WorkSessionResponse>;

  constructor(
    private readonly offers: UndoOffersRepository,
    private readonly sessions: WorkSessionsRepository,
    writes: VersionedWrites,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {
    this.records = writes.of({
      type: 'workSession',
      missing: 'No such work session',
      load: (id) => sessions.find(id),
      present: toWorkSessionResponse,
    });
  }

  restore(offerId: string): Promise<WorkSessionResponse> {
    return this.uow.run(async () => {
      const offer = await this.offers.findForUpdate(offerId);
      if (!offer) throw Problem.notFound('No such undo offer');
      if (offer.restored_body !== null) return JSON.parse(offer.restored_body) as WorkSessionResponse;
      const now = this.clock.nowNs();
      if (now >= BigInt(offer.expires_ns)) throw Problem.gone(UNDO_EXPIRED, 'This undo offer has expired (offers last 600 seconds)');
      await this.assertRestorable(offer);
      const row = await this.write(offer);
      await (offer.kind === 'delete' ? this.records.created(row.id) : this.records.updated(row.id));
      const response = toWorkSessionResponse(row);
      const body = JSON.stringify(response);
      await this.offers.recordResult(offer.id, now, row.version, body, etagFor(body, row.version));
      return response;
    });
  }

  private async assertRestorable(offer: UndoOfferRow): Promise<void> {
    const current = await this.sessions.find(offer.work_session_id);
    if (offer.kind === 'update' && (!current || current.version !== offer.result_version)) {
      throw conflict('The work session changed (or was deleted) after this offer was made');
    }
    if (offer.kind === 'delete' && current) throw conflict('The work session exists again');
    if (offer.snapshot_running) {
      const running = await this.sessions.findRunning();
      if (running && running.id !== offer.work_session_id)
        throw conflict('Another work session is running; the restored one would run too');
    }
    if (offer.snapshot_client_id !== null && !(await this.sessions.clientExists(offer.snapshot_client_id))) {
      throw conflict("The work session's client no longer exists");
    }
    if (offer.snapshot_project_id !== null && !(await this.sessions.projectExists(offer.snapshot_project_id))) {
      throw conflict("The work session's project no longer exists");
    }
  }

  private async write(offer: UndoOfferRow): Promise<WorkSessionRow> {
    try {
      if (offer.kind === 'delete') return await this.offers.restoreDelete(offer.id);
      const row = await this.offers.restoreUpdate(offer.id, offer.result_version as number);
      if (!row) throw conflict('The work session changed after this offer was made');
      return row;
    } catch (error) {
      const code = pgErrorCode(error);
      if (code === PG_UNIQUE_VIOLATION || code === PG_FOREIGN_KEY_VIOLATION) throw conflict('The work session can no longer be restored');
      throw error;
    }
  }
}

const conflict = (detail: string) => Problem.conflict(UNDO_CONFLICT, detail);
