import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';
import { ActivitiesRepository, NewRecord } from '../activities/activities.repository';
import { ChangesService, EntityType } from '../changes/changes.service';
import { ClientsRepository } from '../clients/clients.repository';
import { ClientsService } from '../clients/clients.service';
import { canonicalJson } from '../common/http/fingerprint';
import { Problem, ProblemError } from '../common/http/problem';
import { StatusResult } from '../common/http/response-writer';
import { StrictValidationPipe } from '../common/http/validation.pipe';
import { Page } from '../common/pagination/page';
import { Paginator } from '../common/pagination/paginator';
import { Clock, formatInstant, normalizeZoneId } from '../common/time';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../db/database';
import { ServerSecrets } from '../db/db.module';
import { UnitOfWork } from '../db/unit-of-work';
import { LabelsRepository } from '../labels/labels.repository';
import { ProfileService } from '../profile/profile.service';
import { ProjectsRepository } from '../projects/projects.repository';
import { TasksRepository } from '../tasks/tasks.repository';
import {
  BatchCommitInput, BatchDecision, BatchOutcome, BatchPreviewInput, BatchPreviewResponse, ImportCatalog, ImportEntry, ImportJobInput,
  ImportJobListQuery, ImportJobResponse, ImportMappings, ImportPreviewInput, ImportPreviewResponse, MAX_BATCH_DAY_PARTS, MAX_BATCH_ENTRIES,
  PreviewRow, UndoCommitInput, UndoPreviewInput, UndoPreviewResponse, UndoRecord, UndoResponse,
} from './dto/imports.dto';
import { ComputedRow, EntryNames, computeRow, trimToNull } from './import-rows';
import { CatalogType, ImportJobRow, ImportsRepository, PresentRecord, ProvenanceRecord, RecordType, UNDO_ORDER, toImportJobResponse } from './imports.repository';

/** Neutral color of clients an import creates (the source has none). */
export const IMPORTED_CLIENT_COLOR = '#9E9E9E';

interface NormalizedMappings {
  clients: Array<{ name: string; action: 'create' | 'use'; id?: string }>;
  projects: Array<{ client: string | null; name: string; action: 'create' | 'use'; id?: string }>;
  tasks: Array<{ client: string | null; project: string | null; name: string; action: 'create' | 'use' | 'none'; id?: string }>;
  labels: Array<{ name: string; action: 'create' | 'use'; id?: string }>;
}

type Mapping = { action: 'create' | 'use' | 'none'; id?: string };

interface AnalyzedBatch {
  computed: ComputedRow[];
  rows: PreviewRow[];
}

const key = {
  client: (name: string) => `client:${JSON.stringify([name])}`,
  project: (client: string | null, name: string) => `project:${JSON.stringify([client, name])}`,
  task: (client: string | null, project: string | null, name: string) => `task:${JSON.stringify([client, project, name])}`,
  label: (name: string) => `label:${JSON.stringify([name])}`,
};

/** The type of a catalog key made by `key` (its prefix). */
const typeOfKey = (catalogKey: string) => catalogKey.slice(0, catalogKey.indexOf(':')) as CatalogType;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

function tooLarge(detail: string): ProblemError {
  return new ProblemError(413, 'PAYLOAD_TOO_LARGE', detail);
}

/**
 * External time-tracking import: previews that write nothing, immutable jobs, batches committed in
 * order (each atomic under the owner lock: catalog records, activities with every daily part,
 * claims, provenance and the outcome), and the whole-job undo in rounds of at most 100 records.
 */
@Injectable()
export class ImportsService {
  private readonly validator = new StrictValidationPipe();

  constructor(
    private readonly imports: ImportsRepository,
    private readonly activities: ActivitiesRepository,
    private readonly clients: ClientsRepository,
    private readonly clientsService: ClientsService,
    private readonly projects: ProjectsRepository,
    private readonly tasks: TasksRepository,
    private readonly labels: LabelsRepository,
    private readonly changes: ChangesService,
    private readonly uow: UnitOfWork,
    private readonly paginator: Paginator,
    private readonly profile: ProfileService,
    private readonly clock: Clock,
    private readonly secrets: ServerSecrets,
  ) {}

  // ---- previews and jobs ----

  async preview(input: ImportPreviewInput): Promise<ImportPreviewResponse> {
    if (input.entries.length > MAX_BATCH_ENTRIES) throw tooLarge(`A preview takes at most ${MAX_BATCH_ENTRIES} entries`);
    const sourceZoneId = this.zone(input.sourceZoneId);
    if (input.mappings) await this.checkMappings(this.normalizeMappings(input.mappings));
    const zoneId = await this.profile.zoneOf();
    const { rows, computed } = await this.analyze(input.entries, sourceZoneId, zoneId);
    return { zoneId, sourceZoneId, catalog: await this.catalog(computed.map((c) => c.names)), rows };
  }

  create(input: ImportJobInput): Promise<ImportJobResponse> {
    const sourceZoneId = this.zone(input.sourceZoneId);
    const mappings = this.normalizeMappings(input.mappings);
    return this.uow.run(async () => {
      await this.checkMappings(mappings);
      const job = await this.imports.insertJob({
        id: uuidv7(),
        source: input.source,
        fileName: input.fileName,
        fileSha256: input.fileSha256,
        sourceZoneId,
        zoneId: await this.profile.zoneOf(),
        mappings,
        selectedCount: input.selectedCount,
        createdNs: this.clock.nowNs(),
      });
      // Records the job maps onto: another job's undo must not remove them while this one is active.
      const referenced: ProvenanceRecord[] = [];
      const refer = (entityType: CatalogType, m: Mapping) => {
        if (m.action === 'use' && m.id) referenced.push({ entityType, entityId: m.id, kind: 'referenced', claimKey: null, catalogKey: null });
      };
      mappings.clients.forEach((m) => refer('client', m));
      mappings.projects.forEach((m) => refer('project', m));
      mappings.tasks.forEach((m) => refer('task', m));
      mappings.labels.forEach((m) => refer('label', m));
      await this.imports.insertRecords(job.id, referenced);
      return toImportJobResponse(job, []);
    });
  }

  list(query: ImportJobListQuery): Promise<Page<ImportJobResponse>> {
    return this.paginator.page(query, {
      filters: { kind: 'imports' },
      fetch: async (after, take) => {
        const rows = await this.imports.listJobs(after?.[0] ?? null, take);
        const batches = await this.imports.batchOutcomes(rows.map((r) => r.id));
        return rows.map((row) => toImportJobResponse(row, batches.get(row.id)!));
      },
      keyOf: (job) => [job.id],
      map: (job) => job,
    });
  }

  async get(id: string): Promise<ImportJobResponse> {
    const job = await this.found(id);
    return toImportJobResponse(job, (await this.imports.batchOutcomes([id])).get(id)!);
  }

  // ---- batches ----

  async previewBatch(id: string, index: number, body: unknown): Promise<BatchPreviewResponse> {
    const job = await this.found(id);
    const input = await this.validate(BatchPreviewInput, body);
    this.checkBatchSize(input.entries);
    const computed = this.compute(input.entries, job.source_zone_id, job.zone_id);
    this.checkParts(computed);
    if (job.status !== 'open') throw this.undoing();
    const zoneId = await this.profile.zoneOf();
    if (zoneId !== job.zone_id) throw this.zoneChanged(job, zoneId);
    const analyzed = await this.analyze(input.entries, job.source_zone_id, job.zone_id, computed);
    return { rows: analyzed.rows, previewToken: this.previewToken(job.id, index, input, analyzed.rows) };
  }

  /** The order of checks is the contract's (decisions.md): replay before every state check. */
  commitBatch(id: string, index: number, body: unknown): Promise<StatusResult<BatchOutcome>> {
    return this.uow.run(async () => {
      const job = await this.found(id);
      const input = await this.validate(BatchCommitInput, body);
      this.checkBatchSize(input.entries);
      // Part of the input's shape (413), so before the replay: the job's zones, the clock of now.
      const computed = this.compute(input.entries, job.source_zone_id, job.zone_id);
      this.checkParts(computed);
      const decisions = input.decisions ?? [];
      const inputHash = sha256(canonicalJson({ entries: this.plainEntries(input.entries), decisions: this.plainDecisions(decisions) }));
      const committed = await this.imports.findBatch(job.id, index);
      if (committed) {
        if (committed.input_sha256 !== inputHash) {
          throw Problem.conflict('BATCH_CONFLICT', `Batch ${index} of this job was committed with different entries or decisions`);
        }
        return new StatusResult(200, committed.outcome);
      }
      if (job.status !== 'open') throw this.undoing();
      const zoneId = await this.profile.zoneOf();
      if (zoneId !== job.zone_id) throw this.zoneChanged(job, zoneId);
      const next = await this.imports.batchCount(job.id);
      if (index !== next) throw Problem.conflict('BATCH_OUT_OF_ORDER', `The next batch of this job is ${next}`);
      const analyzed = await this.analyze(input.entries, job.source_zone_id, job.zone_id, computed);
      this.checkSettled(analyzed.rows, decisions);
      for (const decision of decisions) {
        if (decision.action !== 'reuse') continue;
        const row = analyzed.rows.find((r) => r.row === decision.row);
        if (row?.status !== 'exactMatch') continue;
        const current = await this.imports.activityVersion(decision.activityId!);
        if (current !== decision.version) throw Problem.stale();
      }
      if (!this.sameToken(input.previewToken, this.previewToken(job.id, index, input, analyzed.rows))) {
        throw Problem.conflict('PREVIEW_STALE', 'What the batch would do changed since its preview; preview it again');
      }
      const outcome = await this.write(job, index, analyzed, decisions);
      await this.imports.insertBatch(job.id, index, inputHash, outcome);
      await this.imports.updateJob(job.id, { created: outcome.created.length, reused: outcome.reused.length, skipped: outcome.skipped.length });
      return new StatusResult(201, outcome);
    });
  }

  private async write(job: ImportJobRow, index: number, analyzed: AnalyzedBatch, decisions: BatchDecision[]): Promise<BatchOutcome> {
    const nowNs = this.clock.nowNs();
    const catalog = new JobCatalog(this, job, this.normalizeMappingsStored(job.mappings), await this.imports.jobCatalog(job.id));
    await catalog.verifyKnown();
    const outcome: BatchOutcome = { index, created: [], reused: [], skipped: [], committedAt: formatInstant(nowNs) };
    const records: NewRecord[] = [];
    const provenance: ProvenanceRecord[] = [];
    const claims: Array<{ key: string; row: number; kind: 'created' | 'reused' }> = [];
    const reusedActivities = new Set<string>();
    // The project's billable default (the activity's project, else its task's), read once per record.
    const defaults = new Map<string, boolean>();
    const billableDefault = async (content: { taskId: string | null; projectId: string | null }): Promise<boolean> => {
      const key = content.projectId !== null ? `p:${content.projectId}` : content.taskId !== null ? `t:${content.taskId}` : null;
      if (key === null) return false;
      let value = defaults.get(key);
      if (value === undefined) {
        const read = content.projectId !== null ? this.activities.projectBillableDefault(content.projectId) : this.activities.taskBillableDefault(content.taskId!);
        value = (await read) ?? false;
        defaults.set(key, value);
      }
      return value;
    };
    for (let i = 0; i < analyzed.rows.length; i++) {
      const row = analyzed.rows[i];
      const computed = analyzed.computed[i];
      const claimKey = computed.claimKey!;
      if (row.status === 'imported') {
        outcome.skipped.push({ row: row.row, reason: 'imported' });
        continue;
      }
      const decision = decisions.find((d) => d.row === row.row);
      if (row.status === 'exactMatch' && decision?.action === 'reuse') {
        const activityId = decision.activityId!;
        if (reusedActivities.has(activityId)) throw Problem.validation(`Row ${row.row} reuses an activity another row of this batch reuses`);
        reusedActivities.add(activityId);
        outcome.reused.push({ row: row.row, activityId });
        claims.push({ key: claimKey, row: row.row, kind: 'reused' });
        provenance.push({ entityType: 'activity', entityId: activityId, kind: 'reused', claimKey, catalogKey: null });
        continue;
      }
      const content = await catalog.contentOf(computed.names, row.row);
      const billable = computed.billable ?? (await billableDefault(content));
      const ids: string[] = [];
      // Each imported entry is one time entry: its daily parts share the entry's ID.
      const timeEntryId = uuidv7();
      computed.parts.forEach((part, p) => {
        const id = uuidv7();
        ids.push(id);
        records.push({
          ...content, manual: true, billable, id, timeEntryId, startNs: part.start, endNs: part.end,
          splitDueNs: p === computed.parts.length - 1 ? computed.splitDueNs : null,
        });
        provenance.push({ entityType: 'activity', entityId: id, kind: 'created', claimKey, catalogKey: null });
      });
      claims.push({ key: claimKey, row: row.row, kind: 'created' });
      outcome.created.push({ row: row.row, activityIds: ids });
    }
    await this.activities.insert(records);
    await this.changes.recordMany('activity', 'created', records.map((r) => r.id));
    await this.imports.insertClaims(job.id, claims);
    await this.imports.insertRecords(job.id, provenance);
    return outcome;
  }

  /** Creates a catalog record for a `create` mapping (once per job), with its event and provenance. */
  async createCatalogRecord(job: ImportJobRow, type: CatalogType, catalogKey: string, fields: { name: string; clientId?: string; projectId?: string | null }): Promise<string> {
    const id = uuidv7();
    if (type === 'client') await this.clients.insert(id, fields.name, IMPORTED_CLIENT_COLOR);
    else if (type === 'project') await this.projects.insert(id, fields.name, fields.clientId ?? (await this.clientsService.ensureGeneral()).id, null);
    else if (type === 'task') await this.tasks.insert(id, fields.name, null, fields.projectId ?? null, null);
    else await this.labels.insert(id, fields.name, null);
    await this.changes.record(type as EntityType, 'created', id);
    await this.imports.insertRecords(job.id, [{ entityType: type, entityId: id, kind: 'created', claimKey: null, catalogKey }]);
    return id;
  }

  async ownedIds(type: RecordType, ids: string[]): Promise<Set<string>> {
    return this.imports.ownedIds(type, ids);
  }

  // ---- undo ----

  undoPreview(id: string, input: UndoPreviewInput): Promise<UndoPreviewResponse> {
    return this.uow.run(async () => {
      const job = await this.found(id);
      // The fence is for good: from now on batch commits answer IMPORT_UNDOING.
      if (job.status === 'open') await this.imports.updateJob(job.id, { status: 'undoing' });
      const present = await this.imports.presentCreated(job.id, input.limit ?? 100);
      const records = await this.assess(job.id, present);
      return { undoToken: this.undoToken(job.id, records), records };
    });
  }

  undo(id: string, body: unknown): Promise<UndoResponse> {
    return this.uow.run(async () => {
      const job = await this.found(id);
      const input = await this.validate(UndoCommitInput, body);
      const planned = this.readUndoToken(job.id, input.undoToken);
      const decisions = new Map((input.decisions ?? []).map((d) => [d.id, d.action]));
      const current = new Map((await this.imports.presentCreatedAmong(job.id, planned.map((p) => p.id))).map((r) => [r.entity_id, r]));
      const keptIds: string[] = [];
      const candidates: PresentRecord[] = [];
      for (const plan of planned) {
        const record = current.get(plan.id);
        // Gone already, or changed since the preview: left for the next round.
        if (!record || record.version !== plan.version) continue;
        const decision = decisions.get(plan.id);
        if (decision === 'KEEP') {
          keptIds.push(plan.id);
          continue;
        }
        // What the preview showed decides (blocked: only KEEP; edited: only KEEP or DELETE).
        if (plan.state === 'blocked') continue;
        if (plan.state === 'edited' && decision !== 'DELETE') continue;
        candidates.push(record);
      }
      // Dependents before what they depend on, each level re-assessed on the state the earlier
      // levels left: a catalog record goes only once nothing refers to it any more.
      const removed: PresentRecord[] = [];
      for (const type of UNDO_ORDER) {
        const level = candidates.filter((c) => c.entity_type === type);
        if (level.length === 0) continue;
        const assessed = await this.assess(job.id, level);
        const go = level.filter((_c, i) => assessed[i].state !== 'blocked');
        let deleted: string[];
        try {
          deleted = await this.imports.deleteRecords(type, go.map((c) => ({ id: c.entity_id, version: c.version })));
        } catch (error) {
          if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw Problem.conflict('IMPORT_UNDO_BLOCKED', `A ${type} the import created is still referenced; preview the undo again`);
          throw error;
        }
        await this.changes.recordMany(type, 'deleted', deleted);
        const gone = new Set(deleted);
        removed.push(...go.filter((c) => gone.has(c.entity_id)));
      }
      await this.imports.markRecords(job.id, removed.map((r) => r.entity_id), 'removed');
      await this.imports.markRecords(job.id, keptIds, 'kept');
      await this.imports.releaseEmptyClaims(job.id, [...new Set(removed.filter((r) => r.claim_key !== null).map((r) => r.claim_key!))]);
      const remaining = await this.imports.countPresentCreated(job.id);
      const status = remaining === 0 ? 'undone' : 'undoing';
      if (removed.length > 0 || keptIds.length > 0 || status !== job.status) {
        await this.imports.updateJob(job.id, { removed: removed.length, kept: keptIds.length, status: status !== job.status ? status : undefined });
      }
      return { removed: removed.length, kept: keptIds.length, remaining };
    });
  }

  /** State and blockers of present created records; catalog dependencies ignore the unchanged records listed before them. */
  private async assess(jobId: string, present: PresentRecord[]): Promise<UndoRecord[]> {
    const others = await this.imports.otherImportReferences(jobId, present.map((p) => p.entity_id));
    const records: UndoRecord[] = present.map((p) => {
      const blockers: Array<{ kind: string; id: string }> = [];
      if (p.running) blockers.push({ kind: 'runningTimer', id: p.entity_id });
      const other = others.get(p.entity_id);
      if (other) blockers.push({ kind: 'otherImport', id: other });
      const state = blockers.length > 0 ? 'blocked' : p.version !== p.created_version ? 'edited' : 'unchanged';
      return { entityType: p.entity_type, id: p.entity_id, version: p.version, state, blockers };
    });
    const catalog = records.filter((r) => r.entityType !== 'activity');
    if (catalog.length > 0) {
      // A running timer on a created task, project or label blocks it (decisions: blockers are a
      // list; a running timer is a runningTimer blocker whatever else also blocks).
      const running = await this.imports.runningReferences(catalog.filter((r) => r.entityType !== 'client').map((r) => r.id));
      for (const record of catalog) {
        const timer = running.get(record.id);
        if (timer) {
          record.blockers.push({ kind: 'runningTimer', id: timer });
          record.state = 'blocked';
        }
      }
      const goingFirst = records.filter((r) => r.state === 'unchanged' && r.entityType !== 'label').map((r) => r.id);
      const dependents = await this.imports.catalogDependents(catalog.map((r) => ({ type: r.entityType as CatalogType, id: r.id })), goingFirst);
      for (const record of catalog) {
        const dependent = dependents.get(record.id);
        if (dependent) {
          record.blockers.push({ kind: 'catalogDependency', id: dependent });
          record.state = 'blocked';
        }
      }
    }
    return records;
  }

  private undoToken(jobId: string, records: UndoRecord[]): string {
    const payload = Buffer.from(JSON.stringify({ j: jobId, r: records.map((r) => [r.id, r.version, r.state]) }), 'utf8').toString('base64url');
    return `${payload}.${this.mac(`undo:${payload}`)}`;
  }

  private readUndoToken(jobId: string, token: string): Array<{ id: string; version: number; state: string }> {
    const [payload, mac] = token.split('.');
    if (!payload || !mac || !this.sameToken(mac, this.mac(`undo:${payload}`))) throw Problem.validation('The undoToken is not one this service issued');
    const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { j: string; r: Array<[string, number, string]> };
    if (parsed.j !== jobId) throw Problem.validation('The undoToken belongs to another import job');
    return parsed.r.map(([id, version, state]) => ({ id, version, state }));
  }

  // ---- analysis ----

  /** The rows of a batch as a commit would see them now: problems, claims, exact matches. */
  private async analyze(entries: ImportEntry[], sourceZoneId: string, zoneId: string, computedRows?: ComputedRow[]): Promise<AnalyzedBatch> {
    const computed = computedRows ?? this.compute(entries, sourceZoneId, zoneId);
    const seen = new Map<string, number>();
    for (const row of computed) {
      if (row.claimKey === null || row.problems.length > 0) continue;
      const first = seen.get(row.claimKey);
      if (first !== undefined) {
        row.problems.push({ code: 'DUPLICATE_ENTRY', detail: `Same source entry as row ${first}; indistinguishable rows need distinct occurrence numbers` });
      } else seen.set(row.claimKey, row.row);
    }
    const valid = computed.filter((r) => r.problems.length === 0);
    const claimed = await this.imports.claimedKeys(valid.map((r) => r.claimKey!));
    const candidates = valid.filter((r) => !claimed.has(r.claimKey!) && r.dayParts === 1);
    const matches = await this.imports.unclaimedExactMatches(candidates.map((r) => ({ start: r.startNs!, end: r.endNs! })));
    const rows: PreviewRow[] = computed.map((c) => {
      const base = {
        row: c.row,
        fingerprint: c.fingerprint,
        start: c.startNs === null ? null : formatInstant(c.startNs),
        end: c.endNs === null ? null : formatInstant(c.endNs),
        dayParts: c.dayParts,
      };
      if (c.problems.length > 0) return { ...base, status: 'invalid', matches: [], problems: c.problems };
      if (claimed.has(c.claimKey!)) return { ...base, status: 'imported', matches: [], problems: [] };
      const found = c.dayParts === 1 ? matches.get(`${c.startNs}:${c.endNs}`) ?? [] : [];
      return { ...base, status: found.length > 0 ? 'exactMatch' : 'new', matches: found, problems: [] };
    });
    return { computed, rows };
  }

  private compute(entries: ImportEntry[], sourceZoneId: string, zoneId: string): ComputedRow[] {
    const nowNs = this.clock.nowNs();
    return entries.map((entry) => computeRow(entry, sourceZoneId, zoneId, nowNs, MAX_BATCH_DAY_PARTS));
  }

  private async catalog(names: EntryNames[]): Promise<ImportCatalog> {
    const uniq = <T>(items: T[]) => [...new Map(items.map((i) => [JSON.stringify(i), i])).values()];
    const clients = uniq(names.filter((n) => n.client !== null).map((n) => n.client!));
    const projects = uniq(names.filter((n) => n.project !== null).map((n) => [n.client, n.project!] as const));
    const tasks = uniq(names.filter((n) => n.task !== null).map((n) => [n.client, n.project, n.task!] as const));
    const labels = uniq(names.flatMap((n) => n.labels));
    const ownedClients = await this.imports.clientsNamed(clients);
    const ownedProjects = await this.imports.projectsNamed(projects.map((p) => p[1]));
    const ownedTasks = await this.imports.tasksNamed(tasks.map((t) => t[2]));
    const ownedLabels = await this.imports.labelsNamed(labels);
    return {
      clients: clients.map((name) => ({ name, id: ownedClients.find((c) => c.name === name)?.id ?? null })),
      projects: projects.map(([client, name]) => ({
        client, name, id: ownedProjects.find((p) => p.name === name && (client === null || p.client === client))?.id ?? null,
      })),
      tasks: tasks.map(([client, project, name]) => ({
        client, project, name,
        id: ownedTasks.find((t) => t.name === name && (project === null ? t.project === null : t.project === project && (client === null || t.client === client)))?.id ?? null,
      })),
      labels: labels.map((name) => ({ name, id: ownedLabels.find((l) => l.name === name)?.id ?? null })),
    };
  }

  private previewToken(jobId: string, index: number, input: BatchPreviewInput, rows: PreviewRow[]): string {
    const bound = canonicalJson({ jobId, index, entries: this.plainEntries(input.entries), decisions: this.plainDecisions(input.decisions ?? []), rows });
    return this.mac(`batch:${bound}`);
  }

  private mac(text: string): string {
    return createHmac('sha256', this.secrets.cursorKey).update(text, 'utf8').digest('base64url');
  }

  private sameToken(a: string, b: string): boolean {
    const x = Buffer.from(a);
    const y = Buffer.from(b);
    return x.length === y.length && timingSafeEqual(x, y);
  }

  private plainEntries(entries: ImportEntry[]) {
    return entries.map((e) => ({
      row: e.row, sourceId: e.sourceId, start: e.start, end: e.end, client: e.client, project: e.project, task: e.task,
      description: e.description, tags: e.tags, occurrence: e.occurrence ?? 1,
    }));
  }

  private plainDecisions(decisions: BatchDecision[]) {
    return decisions.map((d) => ({ row: d.row, action: d.action, activityId: d.activityId ?? null, version: d.version ?? null }));
  }

  // ---- checks ----

  private checkBatchSize(entries: ImportEntry[]): void {
    if (entries.length > MAX_BATCH_ENTRIES) throw tooLarge(`A batch takes at most ${MAX_BATCH_ENTRIES} entries`);
  }

  private checkParts(computed: ComputedRow[]): void {
    const parts = computed.reduce((sum, c) => sum + c.dayParts, 0);
    if (parts > MAX_BATCH_DAY_PARTS) throw tooLarge(`A batch makes at most ${MAX_BATCH_DAY_PARTS} local-day activities; this one makes more`);
  }

  private checkSettled(rows: PreviewRow[], decisions: BatchDecision[]): void {
    const invalid = rows.filter((r) => r.status === 'invalid').map((r) => r.row);
    if (invalid.length > 0) throw Problem.validation(`The batch contains invalid rows: ${invalid.join(', ')}`);
    const byRow = new Map<number, BatchDecision>();
    for (const decision of decisions) {
      if (byRow.has(decision.row)) throw Problem.validation(`Row ${decision.row} has more than one decision`);
      byRow.set(decision.row, decision);
    }
    for (const row of rows) {
      if (row.status !== 'exactMatch') continue;
      const decision = byRow.get(row.row);
      if (!decision) throw Problem.validation(`Row ${row.row} matches an existing activity exactly: decide distinctCreate or reuse`, [{ field: 'decisions', message: `row ${row.row} is unsettled` }]);
      if (decision.action === 'reuse') {
        if (decision.activityId === undefined || decision.version === undefined) throw Problem.validation(`The reuse of row ${row.row} needs activityId and version`);
        if (!row.matches.some((m) => m.activityId === decision.activityId)) throw Problem.validation(`Row ${row.row} does not match activity ${decision.activityId}`);
      }
    }
  }

  private async validate<T extends object>(cls: new () => T, body: unknown): Promise<T> {
    return (await this.validator.transform(body, { type: 'body', metatype: cls })) as T;
  }

  private zone(text: string): string {
    const zone = normalizeZoneId(text);
    if (zone === null) throw Problem.validation(`Unknown time zone: ${text}`, [{ field: 'sourceZoneId', message: 'must be an IANA time zone' }]);
    return zone;
  }

  private undoing(): ProblemError {
    return Problem.conflict('IMPORT_UNDOING', 'This import job is being undone; it takes no more batches');
  }

  private zoneChanged(job: ImportJobRow, zoneId: string): ProblemError {
    return Problem.conflict('ZONE_CHANGED', `The account zone changed from ${job.zone_id} to ${zoneId} since the job was created; review again in a new job`);
  }

  private async found(id: string): Promise<ImportJobRow> {
    const job = await this.imports.findJob(id);
    if (!job) throw Problem.notFound('No such import job');
    return job;
  }

  normalizeMappings(input: ImportMappings): NormalizedMappings {
    // Stored and echoed in a fixed shape: all four lists, `id` only where given.
    const id = (m: { id?: string }) => (m.id ? { id: m.id } : {});
    const mappings: NormalizedMappings = {
      clients: (input.clients ?? []).map((m) => ({ name: m.name, action: m.action, ...id(m) })),
      projects: (input.projects ?? []).map((m) => ({ client: m.client, name: m.name, action: m.action, ...id(m) })),
      tasks: (input.tasks ?? []).map((m) => ({ client: m.client, project: m.project, name: m.name, action: m.action, ...id(m) })),
      labels: (input.labels ?? []).map((m) => ({ name: m.name, action: m.action, ...id(m) })),
    };
    const keys = new Set<string>();
    const check = (k: string, m: Mapping, what: string) => {
      if (keys.has(k)) throw Problem.validation(`Two mappings for the same ${what}`, [{ field: 'mappings', message: k }]);
      keys.add(k);
      if (m.action === 'use' && !m.id) throw Problem.validation(`A use mapping of a ${what} needs the id of an owned record`, [{ field: 'mappings', message: k }]);
      if (m.action !== 'use' && m.id) throw Problem.validation(`Only a use mapping of a ${what} takes an id`, [{ field: 'mappings', message: k }]);
    };
    for (const m of mappings.clients) check(key.client(m.name.trim()), m, 'client');
    for (const m of mappings.projects) check(key.project(trimToNull(m.client), m.name.trim()), m, 'project');
    for (const m of mappings.tasks) check(key.task(trimToNull(m.client), trimToNull(m.project), m.name.trim()), m, 'task');
    for (const m of mappings.labels) check(key.label(m.name.trim()), m, 'label');
    return mappings;
  }

  normalizeMappingsStored(stored: unknown): Map<string, Mapping> {
    const m = stored as NormalizedMappings;
    const map = new Map<string, Mapping>();
    for (const c of m.clients) map.set(key.client(c.name.trim()), c);
    for (const p of m.projects) map.set(key.project(trimToNull(p.client), p.name.trim()), p);
    for (const t of m.tasks) map.set(key.task(trimToNull(t.client), trimToNull(t.project), t.name.trim()), t);
    for (const l of m.labels) map.set(key.label(l.name.trim()), l);
    return map;
  }

  /** `use` targets must be owned (404 otherwise, as any foreign reference). */
  private async checkMappings(mappings: NormalizedMappings): Promise<void> {
    const check = async (type: CatalogType, items: Mapping[]) => {
      const ids = [...new Set(items.filter((m) => m.action === 'use').map((m) => m.id!))];
      const owned = await this.imports.ownedIds(type, ids);
      if (owned.size !== ids.length) throw Problem.notFound(`A mapping uses a ${type} that does not exist`);
    };
    await check('client', mappings.clients);
    await check('project', mappings.projects);
    await check('task', mappings.tasks);
    await check('label', mappings.labels);
  }
}

/** The catalog decisions of one job while a batch is written: `use` targets, records created once. */
class JobCatalog {
  constructor(
    private readonly service: ImportsService,
    private readonly job: ImportJobRow,
    private readonly mappings: Map<string, Mapping>,
    private readonly created: Map<string, { type: CatalogType; id: string }>,
  ) {}

  /** Targets already checked to exist in this transaction (the owner lock keeps them there). */
  private readonly verified = new Set<string>();

  /**
   * Checks every `use` target and every record the job created so far in one query per type, so a
   * batch does not ask once per record it names. What is gone is simply not verified: a row that
   * names it is refused when it is resolved, as before.
   */
  async verifyKnown(): Promise<void> {
    const byType = new Map<CatalogType, Set<string>>();
    const add = (type: CatalogType, id: string) => {
      let ids = byType.get(type);
      if (!ids) byType.set(type, (ids = new Set()));
      ids.add(id);
    };
    for (const [catalogKey, mapping] of this.mappings) if (mapping.action === 'use') add(typeOfKey(catalogKey), mapping.id!);
    for (const { type, id } of this.created.values()) add(type, id);
    for (const [type, ids] of byType) for (const id of await this.service.ownedIds(type, [...ids])) this.verified.add(id);
  }

  private async exists(type: CatalogType, id: string): Promise<boolean> {
    if (this.verified.has(id)) return true;
    if ((await this.service.ownedIds(type, [id])).size !== 1) return false;
    this.verified.add(id);
    return true;
  }

  async contentOf(names: EntryNames, row: number) {
    const clientId = names.client === null ? null : await this.resolve('client', key.client(names.client), row, { name: names.client });
    const projectId = names.project === null ? null
      : await this.resolve('project', key.project(names.client, names.project), row, { name: names.project, clientId: clientId ?? undefined });
    let taskId: string | null = null;
    if (names.task !== null) {
      taskId = await this.resolve('task', key.task(names.client, names.project, names.task), row, { name: names.task, projectId });
    }
    const labelIds: string[] = [];
    for (const label of names.labels) labelIds.push((await this.resolve('label', key.label(label), row, { name: label }))!);
    return {
      taskId,
      projectId: taskId === null ? projectId : null,
      summary: names.summary,
      labelIds: [...new Set(labelIds)].sort(),
    };
  }

  /** The record a name maps to; null for a task mapped to `none`. */
  private async resolve(type: CatalogType, catalogKey: string, row: number, fields: { name: string; clientId?: string; projectId?: string | null }): Promise<string | null> {
    const mapping = this.mappings.get(catalogKey);
    if (!mapping) throw Problem.validation(`Row ${row}: the ${type} ${fields.name} has no mapping in this job`, [{ field: 'mappings', message: catalogKey }]);
    if (mapping.action === 'none') return null;
    if (mapping.action === 'use') {
      if (!(await this.exists(type, mapping.id!))) {
        throw Problem.validation(`Row ${row}: the ${type} the job maps ${fields.name} onto no longer exists`);
      }
      return mapping.id!;
    }
    const existing = this.created.get(catalogKey);
    if (existing) {
      if (!(await this.exists(type, existing.id))) {
        throw Problem.validation(`Row ${row}: the ${type} this job created for ${fields.name} was deleted`);
      }
      return existing.id;
    }
    const id = await this.service.createCatalogRecord(this.job, type, catalogKey, fields);
    this.created.set(catalogKey, { type, id });
    this.verified.add(id);
    return id;
  }
}
