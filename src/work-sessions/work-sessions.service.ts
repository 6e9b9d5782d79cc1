import { Injectable, OnModuleInit } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';
import { UNCHANGED, VersionedRecords, VersionedWrites } from '../changes/versioned-writes';
import { ClientsService } from '../clients/clients.service';
import { IfMatch } from '../common/http/etag';
import { Problem } from '../common/http/problem';
import { Page } from '../common/pagination/page';
import { Paginator } from '../common/pagination/paginator';
import { RequestContext } from '../common/request-context';
import { Clock } from '../common/time/clock';
import { clampToStored, parseInstant } from '../common/time/instant';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgConstraint, pgErrorCode } from '../db/database';
import { UnitOfWork } from '../db/unit-of-work';
import { OwnersService } from '../owners/owners.service';
import { ProjectsService } from '../projects/projects.service';
import {
  WorkSessionCreateInput,
  WorkSessionListQuery,
  WorkSessionResponse,
  WorkSessionStartInput,
  WorkSessionUpdateInput,
} from './dto/work-session.dto';
import { OfferKind, UndoOffersRepository } from './undo/undo-offers.repository';
import { ListFilters, WorkSessionRow, WorkSessionValues, WorkSessionsRepository } from './work-sessions.repository';
import { toWorkSessionResponse } from './dto/work-session.mapper';

/** Undo offers live 600 seconds by the server clock. */
export const UNDO_SECONDS = 600;
export const UNDO_LIFETIME_NS = BigInt(UNDO_SECONDS) * 1_000_000_000n;
/** At most this many offers per account (expired ones pruned first, then the oldest dropped). */
export const UNDO_OFFERS_PER_ACCOUNT = 50;

/** 409 code for a second running session (the contract leaves the code open). */
export const SESSION_RUNNING = 'WORK_SESSION_RUNNING';
const RUNNING_INDEX = 'work_sessions_one_running_idx';

export interface UndoOffer {
  id: string;
  seconds: number;
}

export interface Mutation<T> {
  result: T;
  /** Present when the request opted in with X-Service-Undo: true. */
  undo: UndoOffer | null;
}

interface RelationInput {
  clientId?: string | null;
  projectId?: string | null;
}

/** The retired `title`: used when `summary` is omitted or null; a given summary string wins. */
export function foldSummary(summary: string | null | undefined, title: string | null | undefined): string | null | undefined {
  if (typeof summary === 'string') return summary;
  if (typeof title === 'string') return title;
  return summary;
}

@Injectable()
export class WorkSessionsService implements OnModuleInit {
  private readonly records: VersionedRecords<WorkSessionRow, WorkSessionResponse>;

  constructor(
    private readonly sessions: WorkSessionsRepository,
    private readonly offers: UndoOffersRepository,
    private readonly clients: ClientsService,
    writes: VersionedWrites,
    private readonly uow: UnitOfWork,
    private readonly paginator: Paginator,
    private readonly owners: OwnersService,
    private readonly clock: Clock,
    private readonly projects: ProjectsService,
  ) {
    this.records = writes.of({
      type: 'workSession',
      missing: 'No such work session',
      load: (id) => sessions.find(id),
      present: toWorkSessionResponse,
    });
  }

  onModuleInit(): void {
    // After the General client and project backfills (orders 10..20), before anything reads sessions.
    this.owners.registerStartupTask({ order: 40, name: 'work-session-legacy-backfill', run: () => this.backfillLegacy() });
    // A session with a project has the project's client: moving the project moves its sessions
    // (a version bump and an updated event each, in the project's command).
    this.projects.onClientChange(async (projectId, clientId) => {
      for (const id of await this.sessions.followProjectClient(projectId, clientId)) await this.records.updated(id);
    });
  }

  async list(query: WorkSessionListQuery): Promise<Page<WorkSessionResponse>> {
    const filters = await this.listFilters(query);
    return this.paginator.page(query, {
      filters: {
        projectId: filters.projectId,
        clientIds: filters.clientIds,
        from: filters.range?.from.toString() ?? null,
        to: filters.range?.to.toString() ?? null,
      },
      fetch: (after, take) => this.sessions.list(filters, after?.[0] ?? null, take),
      keyOf: (row) => [row.id],
      map: toWorkSessionResponse,
    });
  }

  async get(id: string): Promise<WorkSessionResponse> {
    return toWorkSessionResponse(await this.found(id));
  }

  /** The running session, or null (204). */
  async active(): Promise<WorkSessionResponse | null> {
    const row = await this.sessions.findRunning();
    return row ? toWorkSessionResponse(row) : null;
  }

  create(input: WorkSessionCreateInput): Promise<WorkSessionResponse> {
    return this.records.create(async () => {
      const { startNs, endNs } = this.instants(input.start, input.end ?? null);
      const relations = await this.relations(input, null);
      await this.assertNoOtherRunning(endNs, null);
      const summary = foldSummary(input.summary, input.title) ?? null;
      return this.insert({ ...relations, summary, startNs, endNs });
    });
  }

  /** POST /work-sessions/start: a running session from the server clock (runs in the idempotent command's transaction). */
  start(input: WorkSessionStartInput): Promise<WorkSessionResponse> {
    return this.records.create(async () => {
      const relations = await this.relations(input, null);
      await this.assertNoOtherRunning(null, null);
      const summary = foldSummary(input.summary, input.title) ?? null;
      return this.insert({ ...relations, summary, startNs: this.clock.nowNs(), endNs: null });
    });
  }

  /** Completes a running session at the server clock; a completed one (If-Match current) is returned unchanged. */
  stop(id: string, ifMatch: IfMatch): Promise<WorkSessionResponse> {
    return this.records.update(id, ifMatch, async (current) => {
      if (current.endNs !== null) return UNCHANGED;
      const startNs = current.startNs;
      const now = this.clock.nowNs();
      return this.sessions.update(id, current.version, { ...this.valuesOf(current), endNs: now > startNs ? now : startNs });
    });
  }

  async update(id: string, ifMatch: IfMatch, input: WorkSessionUpdateInput, withUndo: boolean): Promise<Mutation<WorkSessionResponse>> {
    let undo: UndoOffer | null = null;
    const result = await this.records.update(id, ifMatch, async (current) => {
      const { startNs, endNs } = this.instants(input.start, input.end);
      const relations = await this.relations(input, current);
      const folded = foldSummary(input.summary, input.title);
      const next: WorkSessionValues = { ...relations, summary: folded === undefined ? current.summary : folded, startNs, endNs };
      await this.assertNoOtherRunning(endNs, id);
      const unchanged = sameValues(this.valuesOf(current), next);
      // The offer holds the row as it is now and the version this request leaves it at (the UPDATE
      // below is version-checked, so that is exactly current + 1 unless nothing changes).
      if (withUndo) undo = await this.offer(id, { kind: 'update', resultVersion: unchanged ? current.version : current.version + 1 });
      if (unchanged) return UNCHANGED;
      return this.translateWrite(() => this.sessions.update(id, current.version, next));
    });
    return { result, undo };
  }

  async delete(id: string, ifMatch: IfMatch, withUndo: boolean): Promise<Mutation<void>> {
    let undo: UndoOffer | null = null;
    await this.records.delete(id, ifMatch, async (current) => {
      if (withUndo) undo = await this.offer(id, { kind: 'delete' });
      return this.sessions.delete(id, current.version);
    });
    return { result: undefined, undo };
  }

  // ---- start-up backfill ----

  /**
   * Legacy rows: a stored title is folded into summary, a missing client becomes the project's client
   * or General. Changed rows get version + 1 and an `updated` event; repeating it finds nothing to do.
   */
  async backfillLegacy(): Promise<void> {
    for (const ownerId of await this.sessions.ownersWithLegacyRows()) {
      await RequestContext.runAsOwner(ownerId, () =>
        this.uow.run(async () => {
          const general = await this.clients.ensureGeneral();
          for (const id of await this.sessions.backfillLegacyRows(general.id)) await this.records.updated(id);
        }),
      );
    }
  }

  // ---- rules ----

  found(id: string): Promise<WorkSessionRow> {
    return this.records.found(id);
  }

  private async listFilters(query: WorkSessionListQuery): Promise<ListFilters> {
    const projectId = query.projectId ?? null;
    const clientIds = query.clientId ? [...new Set(query.clientId)].sort() : null;
    if ((query.from === undefined) !== (query.to === undefined)) {
      const missing = query.from === undefined ? 'from' : 'to';
      throw Problem.validation('from and to go together: give both or neither', [
        { field: missing, message: `${missing} is required with ${missing === 'from' ? 'to' : 'from'}` },
      ]);
    }
    let range: ListFilters['range'] = null;
    if (query.from !== undefined && query.to !== undefined) {
      const from = parseInstant(query.from)!;
      const to = parseInstant(query.to)!;
      if (to <= from) throw Problem.validation('to must be strictly after from', [{ field: 'to', message: 'must be after from' }]);
      range = { from: clampToStored(from), to: clampToStored(to) };
    }
    // Filters naming another owner's (or no) project or client are 404, like any foreign relation.
    if (projectId !== null && !(await this.sessions.projectExists(projectId))) throw Problem.notFound('No such project');
    if (clientIds !== null && (await this.sessions.countOwnedClients(clientIds)) !== clientIds.length)
      throw Problem.notFound('No such client');
    return { projectId, clientIds, range };
  }

  private instants(startText: string, endText: string | null): { startNs: bigint; endNs: bigint | null } {
    const startNs = parseInstant(startText)!;
    const endNs = endText === null ? null : parseInstant(endText)!;
    if (endNs !== null && endNs < startNs)
      throw Problem.validation('end must not be before start', [{ field: 'end', message: 'must not be before start' }]);
    if (startNs > this.clock.nowNs())
      throw Problem.validation('start must not be after the server clock', [{ field: 'start', message: 'is in the future' }]);
    return { startNs, endNs };
  }

  /**
   * The client rules (api-v1 item 8). The project is the given one, or on edit the kept one. With a
   * project, the client is the project's (a different explicit client is 422); without one, the given
   * client, else the kept one on edit, else General. Unowned references are 404 before anything else.
   */
  private async relations(input: RelationInput, current: WorkSessionRow | null): Promise<{ clientId: string; projectId: string | null }> {
    if (input.clientId === null)
      throw Problem.validation('clientId must not be null', [{ field: 'clientId', message: 'must not be null' }]);
    if (input.clientId !== undefined && !(await this.sessions.clientExists(input.clientId))) throw Problem.notFound('No such client');
    const projectId = input.projectId !== undefined ? input.projectId : (current?.projectId ?? null);
    if (projectId !== null) {
      const project = await this.sessions.projectClient(projectId);
      if (!project) throw Problem.notFound('No such project');
      const derived = project.clientId ?? (await this.clients.ensureGeneral()).id;
      if (input.clientId !== undefined && input.clientId !== derived) {
        throw Problem.validation("clientId conflicts with the project's client", [
          { field: 'clientId', message: "must be the project's client (or omitted)" },
        ]);
      }
      return { clientId: derived, projectId };
    }
    const clientId = input.clientId ?? current?.clientId ?? (await this.clients.ensureGeneral()).id;
    return { clientId, projectId: null };
  }

  private async assertNoOtherRunning(endNs: bigint | null, selfId: string | null): Promise<void> {
    if (endNs !== null) return;
    const running = await this.sessions.findRunning();
    if (running && running.id !== selfId) throw runningConflict();
  }

  private insert(values: WorkSessionValues): Promise<WorkSessionRow> {
    return this.translateWrite(() => this.sessions.insert(uuidv7(), values));
  }

  /** The partial unique index keeps one running session per owner even if a path forgot the check. */
  private async translateWrite<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION && pgConstraint(error) === RUNNING_INDEX) throw runningConflict();
      if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw Problem.notFound('No such client or project');
      throw error;
    }
  }

  /** Creates an undo offer holding the row as it is now (before the change). */
  private async offer(workSessionId: string, what: OfferKind): Promise<UndoOffer> {
    const now = this.clock.nowNs();
    await this.offers.prune(now, UNDO_OFFERS_PER_ACCOUNT - 1);
    const id = uuidv7();
    await this.offers.insert(id, workSessionId, what, now, now + UNDO_LIFETIME_NS);
    return { id, seconds: UNDO_SECONDS };
  }

  private valuesOf(row: WorkSessionRow): WorkSessionValues {
    return {
      clientId: row.clientId as string,
      projectId: row.projectId,
      summary: row.summary,
      startNs: row.startNs,
      endNs: row.endNs,
    };
  }
}

function sameValues(a: WorkSessionValues, b: WorkSessionValues): boolean {
  return (
    a.clientId === b.clientId && a.projectId === b.projectId && a.summary === b.summary && a.startNs === b.startNs && a.endNs === b.endNs
  );
}

export function runningConflict() {
  return Problem.conflict(SESSION_RUNNING, 'Another work session is already running; stop it first');
}
