import { Injectable } from '@nestjs/common';
import { UNCHANGED } from '../changes/versioned-writes';
import { IfMatch } from '../common/http/etag';
import { Problem } from '../common/http/problem';
import { StatusResult } from '../common/http/response-writer';
import { Clock } from '../common/time';
import { UnitOfWork } from '../db/unit-of-work';
import { ProfileService } from '../profile/profile.service';
import { ActivitiesRepository } from './activities.repository';
import { toActivityResponse } from './dto/activity.mapper';
import { ActivityInputs, normalizeLabelIds } from './activity-inputs';
import { DailyRecords, contentOf } from './daily-records';
import { ActivityResponse, ActivityStartInput } from './dto/activity.dto';

/**
 * Tracking: the open activity, start (or switch) and stop, at the server clock only. Start and stop
 * are idempotent commands: the interceptor has already opened the owner-locked transaction that
 * also stores the receipt, and UnitOfWork.run joins it.
 */
@Injectable()
export class TrackingService {
  constructor(
    private readonly activities: ActivitiesRepository,
    private readonly records: DailyRecords,
    private readonly inputs: ActivityInputs,
    private readonly uow: UnitOfWork,
    private readonly profile: ProfileService,
    private readonly clock: Clock,
  ) {}

  async active(): Promise<ActivityResponse | null> {
    const row = await this.activities.findOpen();
    return row ? toActivityResponse(row) : null;
  }

  start(input: ActivityStartInput): Promise<StatusResult<ActivityResponse>> {
    return this.uow.run(async () => {
      if ((input.expectedActiveId === null) !== (input.expectedActiveVersion === null)) {
        throw Problem.validation('expectedActiveId and expectedActiveVersion are both null (nothing open) or both set', [
          { field: 'expectedActiveVersion', message: 'must be null exactly when expectedActiveId is null' },
        ]);
      }
      const refs = { taskId: input.taskId, projectId: input.projectId ?? null, labelIds: normalizeLabelIds(input.labelIds) };
      // The task (with its project's billable default) and the open record in one round trip; the other references only when given.
      const { taskExists, taskBillable, open: active } = await this.activities.startState(refs.taskId);
      if (!taskExists) throw Problem.notFound('No such task');
      const direct = await this.inputs.references({ taskId: null, projectId: refs.projectId, labelIds: refs.labelIds });
      // The direct project's default wins over the task's project's; false without a project.
      const billableDefault = refs.projectId !== null ? direct.billableDefault : taskBillable;
      const content = { ...refs, summary: input.summary ?? null, manual: false, billable: input.billable ?? billableDefault };
      const matches =
        active === null
          ? input.expectedActiveId === null
          : active.id === input.expectedActiveId && active.version === input.expectedActiveVersion;
      if (!matches) throw Problem.conflict('ACTIVE_STATE_CHANGED', 'The open activity is not the one expected; reload it and retry');
      if (active !== null && active.task_id === content.taskId) return new StatusResult(200, toActivityResponse(active));
      const zoneId = await this.profile.zoneOf();
      let nowNs = this.clock.nowNs();
      if (active !== null) {
        // The old interval ends and the new one starts at the same instant (never before the old start).
        if (nowNs < BigInt(active.start_ns)) nowNs = BigInt(active.start_ns);
        await this.records.reshape(active, contentOf(active), BigInt(active.start_ns), nowNs, zoneId, nowNs, Infinity, {
          updateAtCommit: true,
        });
      }
      const row = await this.records.create(content, nowNs, null, zoneId, nowNs);
      return new StatusResult(201, toActivityResponse(row));
    });
  }

  stop(id: string, ifMatch: IfMatch): Promise<ActivityResponse> {
    return this.records.versioned.update(id, ifMatch, async (current) => {
      if (current.end_ns !== null) return UNCHANGED;
      const startNs = BigInt(current.start_ns);
      const clockNs = this.clock.nowNs();
      const endNs = clockNs < startNs ? startNs : clockNs;
      const zoneId = await this.profile.zoneOf();
      return this.records.reshape(current, contentOf(current), startNs, endNs, zoneId, clockNs, Infinity, { updateAtCommit: true });
    });
  }
}
