import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';
import { ActivitiesRepository, NewRecord } from '../activities/activities.repository';
import { MAX_PARTS_PER_WRITE } from '../activities/daily-records';
import { TooManyPartsError, planDailyParts } from '../activities/daily-parts';
import { ChangesService, EntityType } from '../changes/changes.service';
import { ClientsService } from '../clients/clients.service';
import { Problem, ProblemError } from '../common/http/problem';
import { StatusResult } from '../common/http/response-writer';
import { Clock, parseInstant } from '../common/time';
import { Database, PG_UNIQUE_VIOLATION, pgConstraint, pgErrorCode } from '../db/database';
import { EXTERNAL_REFERENCE_CONFLICT } from '../tasks/tasks.service';
import { UnitOfWork } from '../db/unit-of-work';
import { CsvVersion, readCsvArchive, writeCsvArchive } from './csv-archive';
import { assertWithinLimits, readDocument, tooLarge } from './document-reader';
import { ExportDocument, jsonChunks, toExportDocument } from './export-document';
import { CURRENT_FORMAT, DomainGraph, ExportFormat, LATEST_FORMAT, MAX_TRANSFER_BYTES, RECORD_TYPES, RECORD_TYPES_V4, RecordType } from './formats';
import { InterchangeRepository, NewRate } from './interchange.repository';
import { canonicalRate } from '../rates/money';
import { RATE_SCOPE_INDEX } from '../rates/rates.repository';
import { ZipBody } from './zip-body';

export interface ExportFile {
  contentType: string;
  fileName: string;
  etag: string;
  /** The file in chunks, sent as a stream without being joined into one buffer. */
  chunks: Buffer[];
  size: number;
}

export interface ImportResult {
  format: string;
  counts: Record<RecordType, number>;
  idMap: Record<string, string>;
}

@Injectable()
export class InterchangeService {
  constructor(
    private readonly db: Database,
    private readonly uow: UnitOfWork,
    private readonly repository: InterchangeRepository,
    private readonly activities: ActivitiesRepository,
    private readonly clients: ClientsService,
    private readonly changes: ChangesService,
    private readonly clock: Clock,
  ) {}

  // ---- export ----

  /** One REPEATABLE READ snapshot of everything the owner has that belongs in a portable export. */
  async snapshot(format: ExportFormat = CURRENT_FORMAT): Promise<ExportDocument> {
    return this.db.snapshot(async () => {
      const counts = await this.repository.counts();
      const { work_sessions: workSessions, rates, ...rest } = counts;
      assertWithinLimits({ ...rest, workSessions, ...(format === LATEST_FORMAT ? { rates } : {}) });
      return toExportDocument({
        exportedAtNs: this.clock.nowNs(),
        zoneId: await this.repository.zoneId(),
        clients: await this.repository.clients(),
        projects: await this.repository.projects(),
        tasks: await this.repository.tasks(),
        references: await this.repository.references(),
        labels: await this.repository.labels(),
        activities: await this.repository.activities(),
        workSessions: await this.repository.workSessions(),
        rates: format === LATEST_FORMAT ? await this.repository.rates() : [],
      }, format);
    });
  }

  async export(format: 'json' | 'csv', version: CsvVersion): Promise<ExportFile> {
    const doc = await this.snapshot(version === 4 ? LATEST_FORMAT : CURRENT_FORMAT);
    const stamp = doc.exportedAt.slice(0, 10);
    if (format === 'csv') {
      const body = writeCsvArchive(doc, version);
      if (body.length > MAX_TRANSFER_BYTES) throw tooLarge(`The archive would be larger than ${MAX_TRANSFER_BYTES} bytes`);
      return { contentType: 'application/zip', fileName: `time-tracking-export-${stamp}-csv-v${version}.zip`, etag: etagOf([body]), chunks: [body], size: body.length };
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for (const chunk of jsonChunks(doc)) {
      const bytes = Buffer.from(chunk, 'utf8');
      size += bytes.length;
      if (size > MAX_TRANSFER_BYTES) throw tooLarge(`The export would be larger than ${MAX_TRANSFER_BYTES} bytes`);
      chunks.push(bytes);
    }
    return { contentType: 'application/json; charset=utf-8', fileName: `time-tracking-export-${stamp}${version === 4 ? '-v4' : ''}.json`, etag: etagOf(chunks), chunks, size };
  }

  // ---- import ----

  /**
   * Runs inside the idempotent command's owner-locked transaction (UnitOfWork joins it): everything
   * is validated before the first write, then each table is written with one statement, then one
   * change event per created record. Any failure rolls all of it back (and no receipt is stored).
   */
  import(body: unknown): Promise<StatusResult<ImportResult>> {
    return this.uow.run(async () => {
      const document = body instanceof ZipBody ? readCsvArchive(body.bytes).document : body;
      const graph = readDocument(document, this.clock.nowNs());
      await this.checkAgainstOwner(graph);
      const result = await this.write(graph);
      return new StatusResult(201, result);
    });
  }

  private async checkAgainstOwner(graph: DomainGraph): Promise<void> {
    // The identity collision first: re-importing an export into its own account is a 409, whatever else it holds.
    const refs = graph.tasks.flatMap((t, i) => t.externalReferences.map((ref, j) => ({ ref, path: `/tasks/${i}/externalReferences/${j}` })));
    const linked = await this.repository.linkedIdentities(refs.map((r) => r.ref));
    if (linked.length > 0) {
      throw new ProblemError(409, EXTERNAL_REFERENCE_CONFLICT, 'An external identity in the document is already linked to one of your tasks', {
        errors: linked.slice(0, 100).map((i) => ({ field: refs[i].path, message: 'already linked' })),
      });
    }
    const openAt = graph.activities.findIndex((a) => a.end === null);
    if (openAt >= 0 && (await this.repository.hasOpenActivity())) {
      throw Problem.validation('The importer already has an open activity', [{ field: `/activities/${openAt}/end`, message: 'an open activity exists already; only one can be open' }]);
    }
    const runningAt = graph.workSessions.findIndex((w) => w.end === null);
    if (runningAt >= 0 && (await this.repository.hasRunningWorkSession())) {
      throw Problem.validation('The importer already has a running work session', [{ field: `/workSessions/${runningAt}/end`, message: 'a running work session exists already; only one can run' }]);
    }
  }

  private async write(graph: DomainGraph): Promise<ImportResult> {
    // A Map, not an object: source IDs are arbitrary strings ("__proto__" included).
    const ids = new Map<string, string>();
    const fresh = (sourceId: string): string => {
      const id = uuidv7();
      ids.set(sourceId, id);
      return id;
    };
    const mapped = (sourceId: string): string => ids.get(sourceId)!;
    const events: Array<{ entityType: EntityType; id: string }> = [];
    const v4 = graph.format === LATEST_FORMAT;
    const counts = Object.fromEntries((v4 ? RECORD_TYPES_V4 : RECORD_TYPES).map((t) => [t, 0])) as Record<RecordType, number>;
    const needsGeneral =
      graph.clients.some((c) => c.general) || graph.projects.some((p) => p.clientId === null) || graph.workSessions.some((w) => w.clientId === null);
    const generalId = needsGeneral ? (await this.clients.ensureGeneral()).id : null;

    const newClients = graph.clients.flatMap((c) => {
      if (c.general) {
        // Mapped onto the importer's own General client, which is neither created nor changed.
        ids.set(c.id, generalId!);
        return [];
      }
      return [{ id: fresh(c.id), name: c.name, color: c.color, archived: c.archived }];
    });
    const newProjects = graph.projects.map((p) => ({ id: fresh(p.id), name: p.name, clientId: p.clientId === null ? generalId! : mapped(p.clientId), icon: p.icon, billableByDefault: p.billableByDefault, archived: p.archived }));
    const newTasks = graph.tasks.map((t) => ({ id: fresh(t.id), source: t }));
    const tasks = newTasks.map(({ id, source }) => ({
      id, summary: source.summary, url: source.url,
      projectId: source.projectId === null ? null : mapped(source.projectId),
      parentTaskId: source.parentTaskId === null ? null : mapped(source.parentTaskId),
      archived: source.archived,
    }));
    const links = newTasks.flatMap(({ id, source }) => source.externalReferences.map((ref) => ({ taskId: id, ref })));
    const newLabels = graph.labels.map((l) => ({ id: fresh(l.id), name: l.name, color: l.color, archived: l.archived }));

    const zoneId = await this.repository.zoneId();
    const nowNs = this.clock.nowNs();
    const records: NewRecord[] = [];
    // v4 time-entry keys: the records of one source key share one fresh entry ID (a correlation key, like every source ID).
    const entries = new Map<string, string>();
    graph.activities.forEach((a, i) => {
      const startNs = parseInstant(a.start)!;
      const endNs = a.end === null ? null : parseInstant(a.end)!;
      let plan;
      try {
        plan = planDailyParts(startNs, endNs, zoneId, nowNs, MAX_PARTS_PER_WRITE);
      } catch (error) {
        if (error instanceof TooManyPartsError) {
          throw Problem.validation('An activity spans too many local days', [{ field: `/activities/${i}`, message: `would be stored as more than ${error.limit} daily records` }]);
        }
        throw error;
      }
      const content = {
        taskId: a.taskId === null ? null : mapped(a.taskId),
        projectId: a.projectId === null ? null : mapped(a.projectId),
        summary: a.summary,
        labelIds: a.labelIds.map(mapped).sort(),
        manual: a.manual,
        // v1..v3 carry no flag: false.
        billable: a.billable,
      };
      // Each imported interval is one time entry of its own unless a v4 key joins it to others (v1 to v3 carry none).
      let timeEntryId = a.timeEntryId === null ? undefined : entries.get(a.timeEntryId);
      if (timeEntryId === undefined) {
        timeEntryId = uuidv7();
        if (a.timeEntryId !== null) entries.set(a.timeEntryId, timeEntryId);
      }
      plan.parts.forEach((part, p) => {
        const last = p === plan.parts.length - 1;
        records.push({ ...content, id: uuidv7(), timeEntryId, startNs: part.start, endNs: part.end, splitDueNs: last ? plan.splitDueNs : null });
      });
      ids.set(a.id, records[records.length - 1].id);
    });
    const sessions = graph.workSessions.map((w) => ({
      id: fresh(w.id),
      clientId: w.clientId !== null ? mapped(w.clientId) : generalId!,
      projectId: w.projectId === null ? null : mapped(w.projectId),
      summary: w.summary,
      startNs: parseInstant(w.start)!,
      endNs: w.end === null ? null : parseInstant(w.end)!,
    }));

    await this.repository.insertClients(newClients);
    await this.repository.insertProjects(newProjects);
    await this.repository.insertTasks(tasks);
    await this.repository.insertReferences(links);
    await this.repository.insertLabels(newLabels);
    await this.activities.insert(records);
    await this.repository.insertWorkSessions(sessions);
    const rates: NewRate[] = graph.rates.map((r) => ({
      id: fresh(r.id),
      clientId: r.clientId === null ? null : mapped(r.clientId),
      projectId: r.projectId === null ? null : mapped(r.projectId),
      taskId: r.taskId === null ? null : mapped(r.taskId),
      hourlyRate: canonicalRate(r.hourlyRate),
      currency: r.currency,
      effectiveFromNs: r.effectiveFrom === null ? null : parseInstant(r.effectiveFrom)!,
    }));
    try {
      await this.repository.insertRates(rates);
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION && pgConstraint(error) === RATE_SCOPE_INDEX) {
        throw Problem.conflict('RATE_EXISTS', 'A rate of the document has the scope and effectiveFrom of one of your rates');
      }
      throw error;
    }

    const add = (type: RecordType, entityType: EntityType, ids: string[]) => {
      counts[type] = ids.length;
      for (const id of ids) events.push({ entityType, id });
    };
    add('clients', 'client', newClients.map((c) => c.id));
    add('projects', 'project', newProjects.map((p) => p.id));
    add('tasks', 'task', tasks.map((t) => t.id));
    add('labels', 'label', newLabels.map((l) => l.id));
    add('activities', 'activity', records.map((r) => r.id));
    add('workSessions', 'workSession', sessions.map((w) => w.id));
    if (v4) add('rates', 'rate', rates.map((r) => r.id));
    await this.changes.recordAll(events.map((e) => ({ ...e, changeType: 'created' as const })));
    // fromEntries defines own properties, so even "__proto__" is an ordinary key of the answer.
    return { format: graph.format, counts, idMap: Object.fromEntries(ids) };
  }
}

function etagOf(chunks: Buffer[]): string {
  const hash = createHash('sha256');
  for (const chunk of chunks) hash.update(chunk);
  return `"h${hash.digest('hex').slice(0, 32)}"`;
}
