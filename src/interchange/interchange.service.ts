import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ActivitiesRepository, NewRecord } from '../activities/activities.repository';
import { ChangesService, EntityType } from '../changes/changes.service';
import { ClientsService } from '../clients/clients.service';
import { Problem, ProblemError } from '../common/http/problem';
import { StatusResult } from '../common/http/response-writer';
import { Clock } from '../common/time';
import { Database, PG_UNIQUE_VIOLATION, pgConstraint, pgErrorCode } from '../db/database';
import { EXTERNAL_REFERENCE_CONFLICT } from '../tasks/tasks.service';
import { UnitOfWork } from '../db/unit-of-work';
import { CsvVersion, readCsvArchive, writeCsvArchive } from './csv-archive';
import { assertWithinLimits, readDocument, tooLarge } from './document-reader';
import { ExportDocument, jsonChunks, toExportDocument } from './export-document';
import {
  CURRENT_FORMAT,
  DomainGraph,
  ExportFormat,
  LATEST_FORMAT,
  MAX_RECORDS_PER_TYPE,
  MAX_TRANSFER_BYTES,
  RECORD_TYPES,
  RECORD_TYPES_V4,
  RecordType,
} from './formats';
import { CatalogRows, SourceIds, activityRows, catalogRows, needsGeneralClient, rateRows, workSessionRows } from './graph-records';
import { InterchangeRepository, NewRate, NewWorkSession } from './interchange.repository';
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
      return toExportDocument(
        {
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
        },
        format,
      );
    });
  }

  async export(format: 'json' | 'csv', version: CsvVersion): Promise<ExportFile> {
    const doc = await this.snapshot(version === 4 ? LATEST_FORMAT : CURRENT_FORMAT);
    const stamp = doc.exportedAt.slice(0, 10);
    if (format === 'csv') {
      const body = writeCsvArchive(doc, version);
      if (body.length > MAX_TRANSFER_BYTES) throw tooLarge(`The archive would be larger than ${MAX_TRANSFER_BYTES} bytes`);
      return {
        contentType: 'application/zip',
        fileName: `time-tracking-export-${stamp}-csv-v${version}.zip`,
        etag: etagOf([body]),
        chunks: [body],
        size: body.length,
      };
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for (const chunk of jsonChunks(doc)) {
      const bytes = Buffer.from(chunk, 'utf8');
      size += bytes.length;
      if (size > MAX_TRANSFER_BYTES) throw tooLarge(`The export would be larger than ${MAX_TRANSFER_BYTES} bytes`);
      chunks.push(bytes);
    }
    return {
      contentType: 'application/json; charset=utf-8',
      fileName: `time-tracking-export-${stamp}${version === 4 ? '-v4' : ''}.json`,
      etag: etagOf(chunks),
      chunks,
      size,
    };
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
    const refs = graph.tasks.flatMap((t, i) =>
      t.externalReferences.map((ref, j) => ({ ref, path: `/tasks/${i}/externalReferences/${j}` })),
    );
    const linked = await this.repository.linkedIdentities(refs.map((r) => r.ref));
    if (linked.length > 0) {
      throw new ProblemError(
        409,
        EXTERNAL_REFERENCE_CONFLICT,
        'An external identity in the document is already linked to one of your tasks',
        {
          errors: linked.slice(0, 100).map((i) => ({ field: refs[i].path, message: 'already linked' })),
        },
      );
    }
    const openAt = graph.activities.findIndex((a) => a.end === null);
    if (openAt >= 0 && (await this.repository.hasOpenActivity())) {
      throw Problem.validation('The importer already has an open activity', [
        { field: `/activities/${openAt}/end`, message: 'an open activity exists already; only one can be open' },
      ]);
    }
    const runningAt = graph.workSessions.findIndex((w) => w.end === null);
    if (runningAt >= 0 && (await this.repository.hasRunningWorkSession())) {
      throw Problem.validation('The importer already has a running work session', [
        { field: `/workSessions/${runningAt}/end`, message: 'a running work session exists already; only one can run' },
      ]);
    }
  }

  /** Maps every record to a fresh ID, inserts each table with one statement, then records one event per created record. */
  private async write(graph: DomainGraph): Promise<ImportResult> {
    const ids = new SourceIds();
    const generalId = needsGeneralClient(graph) ? (await this.clients.ensureGeneral()).id : null;
    const catalog = catalogRows(graph, ids, generalId);
    const zoneId = await this.repository.zoneId();
    const activities = activityRows(graph, ids, zoneId, this.clock.nowNs());
    // The limit counts what is stored (and exported again): activities as local-day records.
    if (activities.length > MAX_RECORDS_PER_TYPE) {
      throw tooLarge(
        `activities: ${activities.length} local-day records once split at the midnights of ${zoneId}; at most ${MAX_RECORDS_PER_TYPE} of one type can be transferred`,
      );
    }
    const sessions = workSessionRows(graph, ids, generalId);
    const rates = rateRows(graph, ids);
    await this.insert(catalog, activities, sessions, rates);
    const counts = await this.recordCreated(graph.format === LATEST_FORMAT, catalog, activities, sessions, rates);
    return { format: graph.format, counts, idMap: ids.toObject() };
  }

  /** Parents before the records that refer to them; a rate whose scope and start the importer has already is 409. */
  private async insert(catalog: CatalogRows, activities: NewRecord[], sessions: NewWorkSession[], rates: NewRate[]): Promise<void> {
    await this.repository.insertClients(catalog.clients);
    await this.repository.insertProjects(catalog.projects);
    await this.repository.insertTasks(catalog.tasks);
    await this.repository.insertReferences(catalog.links);
    await this.repository.insertLabels(catalog.labels);
    await this.activities.insert(activities);
    await this.repository.insertWorkSessions(sessions);
    try {
      await this.repository.insertRates(rates);
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION && pgConstraint(error) === RATE_SCOPE_INDEX) {
        throw Problem.conflict('RATE_EXISTS', 'A rate of the document has the scope and effectiveFrom of one of your rates');
      }
      throw error;
    }
  }

  /** One `created` event per record, in one write; the answer's counts (rates only in v4 answers). */
  private async recordCreated(
    v4: boolean,
    catalog: CatalogRows,
    activities: NewRecord[],
    sessions: NewWorkSession[],
    rates: NewRate[],
  ): Promise<Record<RecordType, number>> {
    const counts = Object.fromEntries((v4 ? RECORD_TYPES_V4 : RECORD_TYPES).map((t) => [t, 0])) as Record<RecordType, number>;
    const events: Array<{ entityType: EntityType; id: string }> = [];
    const add = (type: RecordType, entityType: EntityType, ids: string[]) => {
      counts[type] = ids.length;
      for (const id of ids) events.push({ entityType, id });
    };
    add(
      'clients',
      'client',
      catalog.clients.map((c) => c.id),
    );
    add(
      'projects',
      'project',
      catalog.projects.map((p) => p.id),
    );
    add(
      'tasks',
      'task',
      catalog.tasks.map((t) => t.id),
    );
    add(
      'labels',
      'label',
      catalog.labels.map((l) => l.id),
    );
    add(
      'activities',
      'activity',
      activities.map((r) => r.id),
    );
    add(
      'workSessions',
      'workSession',
      sessions.map((w) => w.id),
    );
    if (v4)
      add(
        'rates',
        'rate',
        rates.map((r) => r.id),
      );
    await this.changes.recordAll(events.map((e) => ({ ...e, changeType: 'created' as const })));
    return counts;
  }
}

function etagOf(chunks: Buffer[]): string {
  const hash = createHash('sha256');
  for (const chunk of chunks) hash.update(chunk);
  return `"h${hash.digest('hex').slice(0, 32)}"`;
}
