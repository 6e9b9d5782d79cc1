import { Injectable } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';
import { IfMatch, etagFor } from '../common/http/etag';
import { Problem } from '../common/http/problem';
import { Clock, formatInstant, localDateOf } from '../common/time';
import { UnitOfWork } from '../db/unit-of-work';
import { ProfileService } from '../profile/profile.service';
import { ActivitiesRepository, ActivityRow, NewRecord } from './activities.repository';
import { toActivityResponse } from './dto/activity.mapper';
import { ActivityInputs, normalizeLabelIds } from './activity-inputs';
import { DailyRecords, openActivityExists, translateOpenViolation } from './daily-records';
import { TimeEntryResponse, TimeEntryUpdateInput } from './dto/time-entry.dto';

const sameLabels = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((id, i) => id === b[i]);
const nsOrNull = (text: string | null): bigint | null => (text === null ? null : BigInt(text));

/**
 * The entry of its daily parts (in (start, id) order, at least one): the first part's content, the
 * first start and the last end (null while any part is open), manual when any part is.
 */
export function toTimeEntryResponse(timeEntryId: string, parts: readonly ActivityRow[]): TimeEntryResponse {
  const first = parts[0];
  let end: bigint | null = null;
  if (parts.every((p) => p.end_ns !== null)) {
    end = parts.reduce((max, p) => (BigInt(p.end_ns!) > max ? BigInt(p.end_ns!) : max), BigInt(first.end_ns!));
  }
  return {
    id: timeEntryId,
    ownerId: first.owner_id,
    start: formatInstant(BigInt(first.start_ns)),
    end: end === null ? null : formatInstant(end),
    taskId: first.task_id,
    projectId: first.project_id,
    summary: first.summary,
    labelIds: first.label_ids,
    billable: first.billable,
    manual: parts.some((p) => p.manual),
    parts: parts.map(toActivityResponse),
  };
}

/**
 * Time entries: one tracked interval across its daily parts (activities sharing `time_entry_id`),
 * read, replaced and deleted as one thing, in one owner-locked transaction. The entry has no
 * version of its own: its ETag is the hash of its representation, which holds every part's ID and
 * version, so it changes whenever any part changes.
 */
@Injectable()
export class TimeEntriesService {
  constructor(
    private readonly activities: ActivitiesRepository,
    private readonly records: DailyRecords,
    private readonly inputs: ActivityInputs,
    private readonly uow: UnitOfWork,
    private readonly profile: ProfileService,
    private readonly clock: Clock,
  ) {}

  async get(id: string): Promise<TimeEntryResponse> {
    return toTimeEntryResponse(id, await this.found(id));
  }

  /**
   * Replaces the whole interval: split again at the local midnights of the profile zone; the part of
   * a local day that remains keeps its ID (an open entry's newest part keeps the active UUID), new
   * days get new IDs, parts of days no longer covered are deleted. A changed part becomes manual
   * with a new version and one event; a part left exactly as it was keeps its version, no event.
   */
  update(id: string, ifMatch: IfMatch, input: TimeEntryUpdateInput): Promise<TimeEntryResponse> {
    return this.uow.run(async () => {
      const parts = await this.found(id);
      const current = toTimeEntryResponse(id, parts);
      assertCurrentEntry(ifMatch, current);
      const nowNs = this.clock.nowNs();
      const { startNs, endNs } = this.inputs.interval(input.start, input.end, nowNs);
      const labelIds = normalizeLabelIds(input.labelIds);
      await this.inputs.references({ taskId: null, projectId: input.projectId, labelIds });
      const open = parts.find((p) => p.end_ns === null) ?? null;
      if (endNs === null && open === null && (await this.activities.findOpen())) throw openActivityExists();
      const zoneId = await this.profile.zoneOf();
      const plan = this.records.plan(startNs, endNs, zoneId, nowNs);
      const lastIndex = plan.parts.length - 1;

      // Which stored part each planned part continues: the open one for the newest while the entry
      // stays open, else the first unclaimed part that starts on the same local day.
      const kept: Array<ActivityRow | null> = plan.parts.map(() => null);
      const unclaimed = [...parts];
      const claim = (row: ActivityRow) => unclaimed.splice(unclaimed.indexOf(row), 1);
      if (endNs === null && open !== null) {
        kept[lastIndex] = open;
        claim(open);
      }
      plan.parts.forEach((part, i) => {
        if (kept[i] !== null) return;
        const day = localDateOf(part.start, zoneId);
        const same = unclaimed.find((row) => localDateOf(BigInt(row.start_ns), zoneId) === day);
        if (same) {
          kept[i] = same;
          claim(same);
        }
      });

      // Deletes first (the old open part may go), then rewrites, then the new days.
      if ((await this.activities.deleteMany(unclaimed)) !== unclaimed.length) throw Problem.stale();
      for (const row of unclaimed) await this.records.versioned.deleted(row.id);

      const content = { projectId: input.projectId, summary: input.summary, labelIds, manual: true };
      // An omitted billable keeps each part's stored flag (as PUT /activities/{id} keeps the record's); a new day takes the entry's.
      const billableOf = (row: ActivityRow | null) => input.billable ?? (row === null ? current.billable : row.billable);
      const fresh: NewRecord[] = [];
      for (const [i, part] of plan.parts.entries()) {
        const splitDueNs = i === lastIndex ? plan.splitDueNs : null;
        const row = kept[i];
        if (row === null) {
          fresh.push({
            ...content,
            billable: billableOf(null),
            taskId: current.taskId,
            id: uuidv7(),
            timeEntryId: id,
            startNs: part.start,
            endNs: part.end,
            splitDueNs,
          });
          continue;
        }
        const unchanged =
          BigInt(row.start_ns) === part.start &&
          nsOrNull(row.end_ns) === part.end &&
          row.project_id === content.projectId &&
          row.summary === content.summary &&
          row.billable === billableOf(row) &&
          sameLabels(row.label_ids, labelIds);
        if (unchanged) {
          if (nsOrNull(row.split_due_ns) !== splitDueNs) await this.activities.setSplitDue(row.id, splitDueNs);
          continue;
        }
        if (!sameLabels(row.label_ids, labelIds)) await this.activities.replaceLabels(row.id, labelIds);
        const updated = await guardOpen(() =>
          this.activities.update(row.id, row.version, {
            ...content,
            billable: billableOf(row),
            taskId: row.task_id,
            startNs: part.start,
            endNs: part.end,
            splitDueNs,
          }),
        );
        if (!updated) throw Problem.stale();
        await this.records.versioned.updated(row.id);
      }
      await guardOpen(() => this.activities.insert(fresh));
      for (const record of fresh) await this.records.versioned.created(record.id);
      return toTimeEntryResponse(id, await this.activities.findEntry(id));
    });
  }

  /** Deletes every part in one transaction: one `deleted` event per part. */
  delete(id: string, ifMatch: IfMatch): Promise<void> {
    return this.uow.run(async () => {
      const parts = await this.found(id);
      assertCurrentEntry(ifMatch, toTimeEntryResponse(id, parts));
      if ((await this.activities.deleteMany(parts)) !== parts.length) throw Problem.stale();
      for (const row of parts) await this.records.versioned.deleted(row.id);
    });
  }

  private async found(id: string): Promise<ActivityRow[]> {
    const parts = await this.activities.findEntry(id);
    if (parts.length === 0) throw Problem.notFound('No such time entry');
    return parts;
  }
}

/** 428 without If-Match, 412 unless it names exactly the entry a GET answers now. */
function assertCurrentEntry(ifMatch: IfMatch, current: TimeEntryResponse): void {
  if (ifMatch.kind !== 'tag') throw Problem.preconditionRequired();
  if (ifMatch.tag !== etagFor(JSON.stringify(current))) throw Problem.stale();
}

async function guardOpen<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw translateOpenViolation(error) ?? error;
  }
}
