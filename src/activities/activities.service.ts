import { Injectable } from '@nestjs/common';
import { UNCHANGED } from '../changes/versioned-writes';
import { IfMatch } from '../common/http/etag';
import { Problem } from '../common/http/problem';
import { Page } from '../common/pagination/page';
import { Paginator } from '../common/pagination/paginator';
import { Clock, clampToStored } from '../common/time';
import { UnitOfWork } from '../db/unit-of-work';
import { ProfileService } from '../profile/profile.service';
import { ActivitiesRepository, ListFilters } from './activities.repository';
import { toActivityResponse } from './dto/activity.mapper';
import { ActivityInputs, instantOf, normalizeLabelIds } from './activity-inputs';
import { DailyRecords, openActivityExists } from './daily-records';
import { ActivityCreateInput, ActivityListQuery, ActivityResponse, ActivityUpdateInput } from './dto/activity.dto';

/** A record's interval and task, for readers that measure time against activities (the work-session report). */
export interface ActivityInterval {
  id: string;
  taskId: string | null;
  start: bigint;
  /** null: still running. */
  end: bigint | null;
}

/** Manual intervals: create, read, list, edit, delete. Every write stores daily records. */
@Injectable()
export class ActivitiesService {
  constructor(
    private readonly activities: ActivitiesRepository,
    private readonly records: DailyRecords,
    private readonly inputs: ActivityInputs,
    private readonly uow: UnitOfWork,
    private readonly paginator: Paginator,
    private readonly profile: ProfileService,
    private readonly clock: Clock,
  ) {}

  async list(query: ActivityListQuery): Promise<Page<ActivityResponse>> {
    const fromNs = instantOf(query.from);
    const toNs = instantOf(query.to);
    if (toNs <= fromNs)
      throw Problem.validation('The range is empty: to must be after from', [{ field: 'to', message: 'must be after from' }]);
    const filters: ListFilters = {
      fromNs: clampToStored(fromNs),
      toNs: clampToStored(toNs),
      taskId: query.taskId ?? null,
      projectId: query.projectId ?? null,
      labelId: query.labelId ?? null,
      timeEntryId: query.timeEntryId ?? null,
    };
    // Foreign filter values are 404, like foreign IDs anywhere else.
    await this.inputs.references({
      taskId: filters.taskId,
      projectId: filters.projectId,
      labelIds: filters.labelId === null ? [] : [filters.labelId],
    });
    if (filters.timeEntryId !== null && !(await this.activities.entryExists(filters.timeEntryId)))
      throw Problem.notFound('No such time entry');
    return this.paginator.page(query, {
      filters: {
        from: fromNs.toString(),
        to: toNs.toString(),
        taskId: filters.taskId,
        projectId: filters.projectId,
        labelId: filters.labelId,
        ...(filters.timeEntryId === null ? {} : { timeEntryId: filters.timeEntryId }),
      },
      fetch: (after, take) => this.activities.list(filters, after ? [after[0], after[1]] : null, take),
      keyOf: (row) => [row.start_ns, row.id],
      map: toActivityResponse,
    });
  }

  async get(id: string): Promise<ActivityResponse> {
    return toActivityResponse(await this.records.versioned.found(id));
  }

  create(input: ActivityCreateInput): Promise<ActivityResponse> {
    return this.uow.run(async () => {
      const nowNs = this.clock.nowNs();
      const { startNs, endNs } = this.inputs.interval(input.start, input.end, nowNs);
      const refs = {
        taskId: input.taskId ?? null,
        projectId: input.projectId ?? null,
        labelIds: normalizeLabelIds(input.labelIds),
      };
      const { billableDefault } = await this.inputs.references(refs);
      const content = { ...refs, summary: input.summary ?? null, manual: true, billable: input.billable ?? billableDefault };
      if (endNs === null && (await this.activities.findOpen())) throw openActivityExists();
      const row = await this.records.create(content, startNs, endNs, await this.profile.zoneOf(), nowNs);
      return toActivityResponse(row);
    });
  }

  update(id: string, ifMatch: IfMatch, input: ActivityUpdateInput): Promise<ActivityResponse> {
    return this.records.versioned.update(id, ifMatch, async (current) => {
      const nowNs = this.clock.nowNs();
      const { startNs, endNs } = this.inputs.interval(input.start, input.end, nowNs);
      const labelIds = normalizeLabelIds(input.labelIds);
      await this.inputs.references({ taskId: null, projectId: input.projectId, labelIds });
      const sameAsStored =
        BigInt(current.start_ns) === startNs &&
        (current.end_ns === null ? null : BigInt(current.end_ns)) === endNs &&
        current.project_id === input.projectId &&
        current.summary === input.summary &&
        current.label_ids.join() === labelIds.join() &&
        (input.billable === undefined || input.billable === current.billable);
      // A PUT that changes nothing is no edit: same record, same version, no event.
      if (sameAsStored) return UNCHANGED;
      if (endNs === null && current.end_ns !== null && (await this.activities.findOpen())) throw openActivityExists();
      // An omitted billable keeps the stored flag.
      const content = {
        taskId: current.task_id,
        projectId: input.projectId,
        summary: input.summary,
        labelIds,
        manual: true,
        billable: input.billable ?? current.billable,
      };
      return this.records.reshape(current, content, startNs, endNs, await this.profile.zoneOf(), nowNs);
    });
  }

  delete(id: string, ifMatch: IfMatch): Promise<void> {
    return this.records.versioned.delete(id, ifMatch, (current) => this.activities.delete(id, current.version));
  }

  /**
   * The owner's records sharing at least one instant with [start, end), in (start, id) order. Read in
   * the caller's transaction or snapshot (the work-session report reads it with its session).
   */
  async overlapping(startNs: bigint, endNs: bigint): Promise<ActivityInterval[]> {
    const rows = await this.activities.overlapping(startNs, endNs);
    return rows.map((r) => ({ id: r.id, taskId: r.task_id, start: BigInt(r.start_ns), end: r.end_ns === null ? null : BigInt(r.end_ns) }));
  }

  /** Deprecated attachment route: attaching is refused; detaching (null) is a version-checked no-op. */
  async setWorkSession(id: string, ifMatch: IfMatch, workSessionId: string | null): Promise<ActivityResponse> {
    await this.records.versioned.found(id);
    if (workSessionId !== null) {
      throw Problem.conflict(
        'WORK_SESSION_ATTACHMENT_RETIRED',
        'Activities are no longer attached to work sessions; only null (detach) is accepted',
      );
    }
    return this.records.versioned.update(id, ifMatch, async () => UNCHANGED);
  }
}
