import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ActivitiesRepository } from '../activities/activities.repository';
import { ChangesService } from '../changes/changes.service';
import { Problem } from '../common/http/problem';
import { RequestContext } from '../common/request-context';
import { StatusResult } from '../common/http/response-writer';
import { Clock, formatInstant } from '../common/time';
import { UnitOfWork } from '../db/unit-of-work';
import { ProfileService } from '../profile/profile.service';
import { BatchCommitInput, BatchDecision, BatchOutcome, BatchPreviewInput, BatchPreviewResponse, PreviewRow } from './dto/imports.dto';
import { AnalyzedBatch, ImportAnalysis } from './import-analysis.service';
import { BatchWrite, BillableDefaults } from './import-batch-write';
import { BoundInput, boundInput, inputText, tokenText } from './import-canonical';
import { ImportCatalogService, JobCatalog } from './import-catalog.service';
import { checkBatchSize, checkDayParts, checkOpen, checkZoneUnchanged, validateBody } from './import-checks';
import { ImportJobsService } from './import-jobs.service';
import { ComputedRow } from './import-rows';
import { ImportTokens, sameToken } from './import-tokens';
import { ImportJobRow, ImportsRepository } from './imports.repository';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A batch's input read and computed in the job's zones: its rows, and its entries and decisions in canonical JSON. */
interface ReadBatch<T extends BatchPreviewInput> {
  input: T;
  computed: ComputedRow[];
  bound: BoundInput;
}

/** The zones of a job (they never change), with the outcome of reading a commit's input in them before the lock. */
interface ReadEarly {
  sourceZoneId: string;
  zoneId: string;
  read: { ok: true; value: ReadBatch<BatchCommitInput> } | { ok: false; error: unknown };
}

/** Jobs' zones remembered per owner and job, at most this many (the oldest forgotten first). */
const ZONES_KEPT = 1000;

/**
 * A job's batches: each previewed (writes nothing; a token binds the preview), then committed in
 * order, atomically under the owner lock: catalog records, activities with every daily part,
 * claims, provenance and the outcome. A repeated commit replays the stored outcome.
 */
@Injectable()
export class ImportBatchesService {
  constructor(
    private readonly imports: ImportsRepository,
    private readonly jobs: ImportJobsService,
    private readonly analysis: ImportAnalysis,
    private readonly catalog: ImportCatalogService,
    private readonly activities: ActivitiesRepository,
    private readonly changes: ChangesService,
    private readonly tokens: ImportTokens,
    private readonly uow: UnitOfWork,
    private readonly profile: ProfileService,
    private readonly clock: Clock,
  ) {}

  /**
   * The zones of jobs this process has read, by owner and job: a job's zones never change, so a commit
   * reads and computes its input in them before it waits for the owner lock (see {@link readEarly}).
   */
  private readonly zones = new Map<string, { sourceZoneId: string; zoneId: string }>();

  async previewBatch(id: string, index: number, body: unknown): Promise<BatchPreviewResponse> {
    const job = await this.jobs.found(id);
    this.rememberZones(job);
    const { input, computed, bound } = await this.readBatch(job, BatchPreviewInput, body);
    await this.checkWritable(job);
    const analyzed = await this.analysis.analyze(input.entries, job.source_zone_id, job.zone_id, computed);
    return { rows: analyzed.rows, previewToken: this.previewToken(job.id, index, bound, analyzed.rows) };
  }

  /** The order of checks is the contract's (decisions.md): replay before every state check. */
  async commitBatch(id: string, index: number, body: unknown): Promise<StatusResult<BatchOutcome>> {
    const early = await this.readEarly(id, body);
    // The job, the batch at this index and the count of committed batches come with the owner lock,
    // in the round trip that opens the transaction (the checks below ask for them in that order).
    const reads = this.imports.commitReads(id, index);
    return this.uow.runAfter<ImportJobRow, StatusResult<BatchOutcome>>(
      reads.job,
      async ([job]) => {
        if (!job) throw Problem.notFound('No such import job');
        this.rememberZones(job);
        const { input, computed, bound } = await this.readCommit(job, body, early);
        const decisions = input.decisions ?? [];
        const inputHash = sha256(inputText(bound));
        const replay = await this.replay(job, index, inputHash);
        if (replay) return replay;
        await this.checkWritable(job);
        await this.checkNext(job, index);
        // The job's catalog records came with the lock; checking that they (and the `use` targets) still
        // exist answers nothing by itself: a row naming one that is gone is refused as it is written.
        const catalog = await this.catalog.forBatch(job);
        const analyzed = await this.analysis.analyze(input.entries, job.source_zone_id, job.zone_id, computed);
        checkSettled(analyzed.rows, decisions);
        await this.checkReusedVersions(analyzed.rows, decisions);
        this.checkPreviewToken(job, index, input, bound, analyzed.rows);
        const outcome = await this.write(job, index, inputHash, analyzed, decisions, catalog);
        return new StatusResult(201, outcome);
      },
      reads.prefetch,
    );
  }

  /**
   * The batch's input and its rows computed in the job's zones. Its size and day parts belong to
   * the input's shape (413), so they are checked before a replay.
   */
  private async readBatch<T extends BatchPreviewInput>(
    zones: Pick<ImportJobRow, 'source_zone_id' | 'zone_id'>,
    cls: new () => T,
    body: unknown,
  ): Promise<ReadBatch<T>> {
    const input = await validateBody(cls, body);
    checkBatchSize(input.entries);
    const computed = this.analysis.compute(input.entries, zones.source_zone_id, zones.zone_id);
    checkDayParts(computed);
    return { input, computed, bound: boundInput(input.entries, input.decisions ?? []) };
  }

  /**
   * A commit's input read before the owner lock, when this process knows the job's zones: validation
   * and the rows' computation then run while an earlier commit of the owner holds the lock. What
   * it finds wrong is kept, and answered in the contract's order once the job is found under the lock.
   */
  private async readEarly(id: string, body: unknown): Promise<ReadEarly | null> {
    const zones = this.zones.get(this.zonesKey(id));
    if (!zones) return null;
    try {
      const value = await this.readBatch({ source_zone_id: zones.sourceZoneId, zone_id: zones.zoneId }, BatchCommitInput, body);
      return { ...zones, read: { ok: true, value } };
    } catch (error) {
      return { ...zones, read: { ok: false, error } };
    }
  }

  /** The commit's input: read before the lock in the job's zones, else now. */
  private async readCommit(job: ImportJobRow, body: unknown, early: ReadEarly | null): Promise<ReadBatch<BatchCommitInput>> {
    if (!early || early.sourceZoneId !== job.source_zone_id || early.zoneId !== job.zone_id) {
      return this.readBatch(job, BatchCommitInput, body);
    }
    if (!early.read.ok) throw early.read.error;
    return early.read.value;
  }

  private zonesKey(jobId: string): string {
    return `${RequestContext.ownerId()}\u0000${jobId}`;
  }

  private rememberZones(job: ImportJobRow): void {
    const key = this.zonesKey(job.id);
    if (this.zones.has(key)) return;
    if (this.zones.size >= ZONES_KEPT) this.zones.delete(this.zones.keys().next().value!);
    this.zones.set(key, { sourceZoneId: job.source_zone_id, zoneId: job.zone_id });
  }

  /** A batch index already committed: its stored outcome for the same input (200), else 409. */
  private async replay(job: ImportJobRow, index: number, inputHash: string): Promise<StatusResult<BatchOutcome> | null> {
    const committed = await this.imports.findBatch(job.id, index);
    if (!committed) return null;
    if (committed.input_sha256 !== inputHash) {
      throw Problem.conflict('BATCH_CONFLICT', `Batch ${index} of this job was committed with different entries or decisions`);
    }
    return new StatusResult(200, committed.outcome);
  }

  /** The job still takes batches (not being undone) and the account zone is the job's. */
  private async checkWritable(job: ImportJobRow): Promise<void> {
    checkOpen(job);
    checkZoneUnchanged(job, await this.profile.zoneOf());
  }

  private async checkNext(job: ImportJobRow, index: number): Promise<void> {
    const next = await this.imports.batchCount(job.id);
    if (index !== next) throw Problem.conflict('BATCH_OUT_OF_ORDER', `The next batch of this job is ${next}`);
  }

  /** A reuse decision carries the version it saw of the activity it settles onto (412 if it changed). */
  private async checkReusedVersions(rows: PreviewRow[], decisions: BatchDecision[]): Promise<void> {
    for (const decision of decisions) {
      if (decision.action !== 'reuse') continue;
      const row = rows.find((r) => r.row === decision.row);
      if (row?.status !== 'exactMatch') continue;
      const current = await this.imports.activityVersion(decision.activityId!);
      if (current !== decision.version) throw Problem.stale();
    }
  }

  /** What the batch would do now is what its preview showed. */
  private checkPreviewToken(job: ImportJobRow, index: number, input: BatchCommitInput, bound: BoundInput, rows: PreviewRow[]): void {
    if (!sameToken(input.previewToken, this.previewToken(job.id, index, bound, rows))) {
      throw Problem.conflict('PREVIEW_STALE', 'What the batch would do changed since its preview; preview it again');
    }
  }

  private previewToken(jobId: string, index: number, bound: BoundInput, rows: PreviewRow[]): string {
    return this.tokens.batchToken(tokenText(jobId, index, bound, rows));
  }

  /**
   * Each row skipped, settled onto an existing activity or created (its catalog names resolved first);
   * then one write of each kind, all of them sent with the commit in one statement (with the change
   * events): the activities and their labels, the claims, the provenance, the outcome and the job's counts.
   */
  private async write(
    job: ImportJobRow,
    index: number,
    inputHash: string,
    analyzed: AnalyzedBatch,
    decisions: BatchDecision[],
    catalog: JobCatalog,
  ): Promise<BatchOutcome> {
    const batch = new BatchWrite(index, formatInstant(this.clock.nowNs()));
    const billableDefaults = new BillableDefaults(this.activities);
    for (let i = 0; i < analyzed.rows.length; i++) {
      const row = analyzed.rows[i];
      const computed = analyzed.computed[i];
      const decision = decisions.find((d) => d.row === row.row);
      if (row.status === 'imported') batch.skip(row);
      else if (row.status === 'exactMatch' && decision?.action === 'reuse') batch.reuse(row, computed, decision.activityId!);
      else {
        const content = await catalog.contentOf(computed.names, row.row);
        batch.create(row, computed, content, computed.billable ?? (await billableDefaults.of(content)));
      }
    }
    this.activities.insertAtCommit(batch.records);
    await this.changes.recordMany(
      'activity',
      'created',
      batch.records.map((r) => r.id),
    );
    const outcome = batch.outcome;
    this.imports.batchAtCommit(job.id, {
      index,
      inputSha256: inputHash,
      outcome,
      claims: batch.claims,
      provenance: batch.provenance,
      change: { created: outcome.created.length, reused: outcome.reused.length, skipped: outcome.skipped.length },
    });
    return outcome;
  }
}

/** Every exactMatch row is settled (distinctCreate, or reuse of one of its matches); no invalid row; one decision per row. */
function checkSettled(rows: PreviewRow[], decisions: BatchDecision[]): void {
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
    if (!decision)
      throw Problem.validation(`Row ${row.row} matches an existing activity exactly: decide distinctCreate or reuse`, [
        { field: 'decisions', message: `row ${row.row} is unsettled` },
      ]);
    if (decision.action === 'reuse') {
      if (decision.activityId === undefined || decision.version === undefined)
        throw Problem.validation(`The reuse of row ${row.row} needs activityId and version`);
      if (!row.matches.some((m) => m.activityId === decision.activityId))
        throw Problem.validation(`Row ${row.row} does not match activity ${decision.activityId}`);
    }
  }
}
