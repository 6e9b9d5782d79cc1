import { Injectable } from '@nestjs/common';
import { ChangesService } from '../changes/changes.service';
import { Problem } from '../common/http/problem';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../db/database';
import { UnitOfWork } from '../db/unit-of-work';
import { UndoCommitInput, UndoPreviewInput, UndoPreviewResponse, UndoRecord, UndoResponse } from './dto/imports.dto';
import { validateBody } from './import-checks';
import { ImportJobsService } from './import-jobs.service';
import { ImportTokens, PlannedUndo } from './import-tokens';
import { CatalogType, ImportJobRow, ImportsRepository, PresentRecord, UNDO_ORDER } from './imports.repository';

/**
 * The whole-job undo, in rounds of at most `limit` records: a preview fences the job for good and
 * lists the present records it created with their state and blockers; the commit removes the
 * unchanged ones and the edited ones marked DELETE, keeps those marked KEEP, versions re-checked
 * under the owner lock.
 */
@Injectable()
export class ImportUndoService {
  constructor(
    private readonly imports: ImportsRepository,
    private readonly jobs: ImportJobsService,
    private readonly changes: ChangesService,
    private readonly tokens: ImportTokens,
    private readonly uow: UnitOfWork,
  ) {}

  undoPreview(id: string, input: UndoPreviewInput): Promise<UndoPreviewResponse> {
    return this.uow.run(async () => {
      const job = await this.jobs.found(id);
      // The fence is for good: from now on batch commits answer IMPORT_UNDOING.
      if (job.status === 'open') await this.imports.updateJob(job.id, { status: 'undoing' });
      const present = await this.imports.presentCreated(job.id, input.limit ?? 100);
      const records = await this.assess(job.id, present);
      return { undoToken: this.tokens.undoToken(job.id, records), records };
    });
  }

  undo(id: string, body: unknown): Promise<UndoResponse> {
    return this.uow.run(async () => {
      const job = await this.jobs.found(id);
      const input = await validateBody(UndoCommitInput, body);
      const planned = this.tokens.readUndoToken(job.id, input.undoToken);
      const { keptIds, candidates } = await this.settle(job, planned, new Map((input.decisions ?? []).map((d) => [d.id, d.action])));
      const removed = await this.remove(job, candidates);
      await this.imports.markRecords(
        job.id,
        removed.map((r) => r.entity_id),
        'removed',
      );
      await this.imports.markRecords(job.id, keptIds, 'kept');
      await this.imports.releaseEmptyClaims(job.id, [...new Set(removed.filter((r) => r.claim_key !== null).map((r) => r.claim_key!))]);
      const remaining = await this.remaining(job, removed.length + keptIds.length);
      await this.recordProgress(job, removed.length, keptIds.length, remaining);
      return { removed: removed.length, kept: keptIds.length, remaining };
    });
  }

  /**
   * The planned records still as the preview showed them (gone or changed since: left for the next
   * round): those to keep, and the candidates for removal as the preview's state and the decisions allow.
   */
  private async settle(
    job: ImportJobRow,
    planned: PlannedUndo[],
    decisions: Map<string, string>,
  ): Promise<{ keptIds: string[]; candidates: PresentRecord[] }> {
    const current = new Map(
      (
        await this.imports.presentCreatedAmong(
          job.id,
          planned.map((p) => p.id),
        )
      ).map((r) => [r.entity_id, r]),
    );
    const keptIds: string[] = [];
    const candidates: PresentRecord[] = [];
    for (const plan of planned) {
      const record = current.get(plan.id);
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
    return { keptIds, candidates };
  }

  /**
   * Dependents before what they depend on, each level re-assessed on the state the earlier levels
   * left: a catalog record goes only once nothing refers to it any more. Answers what was removed.
   */
  private async remove(job: ImportJobRow, candidates: PresentRecord[]): Promise<PresentRecord[]> {
    const removed: PresentRecord[] = [];
    for (const type of UNDO_ORDER) {
      const level = candidates.filter((c) => c.entity_type === type);
      if (level.length === 0) continue;
      const assessed = await this.assess(job.id, level);
      const go = level.filter((_c, i) => assessed[i].state !== 'blocked');
      let deleted: string[];
      try {
        deleted = await this.imports.deleteRecords(
          type,
          go.map((c) => ({ id: c.entity_id, version: c.version })),
        );
      } catch (error) {
        if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION)
          throw Problem.conflict('IMPORT_UNDO_BLOCKED', `A ${type} the import created is still referenced; preview the undo again`);
        throw error;
      }
      await this.changes.recordMany(type, 'deleted', deleted);
      const gone = new Set(deleted);
      removed.push(...go.filter((c) => gone.has(c.entity_id)));
    }
    return removed;
  }

  /**
   * How many records the job created are still present and neither removed nor kept, after this
   * round `settled` (removed or kept) some of them: counted only when something else has changed since
   * the last round, otherwise that round's figure less these. Counting on every round made a
   * 10,000-row undo (100 rounds) quadratic.
   */
  private async remaining(job: ImportJobRow, settled: number): Promise<number> {
    // Every write that makes a created record appear or go (a delete, a restore, another import)
    // records a change event, so while the owner's sequence is where the last round left it, so is
    // what is present; the owner lock keeps it there until this command commits.
    const sequence = BigInt(await this.changes.revision());
    const unchanged =
      job.undo_remaining !== null && job.undo_remaining_sequence !== null && BigInt(job.undo_remaining_sequence) === sequence;
    const remaining = unchanged ? job.undo_remaining! - settled : await this.imports.countPresentCreated(job.id);
    await this.imports.rememberRemaining(job.id, remaining, sequence + BigInt(this.changes.pendingCount()));
    return remaining;
  }

  /** The job's counts, and its status: undone once nothing it created is present. */
  private async recordProgress(job: ImportJobRow, removed: number, kept: number, remaining: number): Promise<void> {
    const status = remaining === 0 ? 'undone' : 'undoing';
    if (removed > 0 || kept > 0 || status !== job.status) {
      await this.imports.updateJob(job.id, { removed, kept, status: status !== job.status ? status : undefined });
    }
  }

  /** State and blockers of present created records; catalog dependencies ignore the unchanged records listed before them. */
  private async assess(jobId: string, present: PresentRecord[]): Promise<UndoRecord[]> {
    const others = await this.imports.otherImportReferences(
      jobId,
      present.map((p) => p.entity_id),
    );
    const records: UndoRecord[] = present.map((p) => {
      const blockers: Array<{ kind: string; id: string }> = [];
      if (p.running) blockers.push({ kind: 'runningTimer', id: p.entity_id });
      const other = others.get(p.entity_id);
      if (other) blockers.push({ kind: 'otherImport', id: other });
      const state = blockers.length > 0 ? 'blocked' : p.version !== p.created_version ? 'edited' : 'unchanged';
      return { entityType: p.entity_type, id: p.entity_id, version: p.version, state, blockers };
    });
    const catalog = records.filter((r) => r.entityType !== 'activity');
    if (catalog.length > 0) await this.assessCatalog(records, catalog);
    return records;
  }

  /** Blocks created catalog records that a running timer, or a record staying, still uses. */
  private async assessCatalog(records: UndoRecord[], catalog: UndoRecord[]): Promise<void> {
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
    const dependents = await this.imports.catalogDependents(
      catalog.map((r) => ({ type: r.entityType as CatalogType, id: r.id })),
      goingFirst,
    );
    for (const record of catalog) {
      const dependent = dependents.get(record.id);
      if (dependent) {
        record.blockers.push({ kind: 'catalogDependency', id: dependent });
        record.state = 'blocked';
      }
    }
  }
}
