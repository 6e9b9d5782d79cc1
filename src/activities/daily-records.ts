import { Injectable } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';
import { VersionedRecords, VersionedWrites } from '../changes/versioned-writes';
import { Problem } from '../common/http/problem';
import { PG_UNIQUE_VIOLATION, pgConstraint, pgErrorCode } from '../db/database';
import { ActivitiesRepository, ActivityContent, ActivityRow, NewRecord, RecordUpdate, movedOnAtCommit } from './activities.repository';
import { toActivityResponse } from './dto/activity.mapper';
import { ActivityResponse } from './dto/activity.dto';
import { RequestContext } from '../common/request-context';
import { TooManyPartsError, planDailyParts } from './daily-parts';

/** Upper bound on the daily records one request may create (about ten years). */
export const MAX_PARTS_PER_WRITE = 3700;

export const ONE_OPEN_INDEX = 'activities_one_open_idx';

export function contentOf(row: ActivityRow): ActivityContent {
  return {
    taskId: row.task_id,
    projectId: row.project_id,
    summary: row.summary,
    labelIds: row.label_ids,
    manual: row.manual,
    billable: row.billable,
  };
}

function sameLabels(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/**
 * Writes intervals as daily records (one per local day of the zone, split only at boundaries that
 * have passed) inside the caller's owner-locked transaction, emitting one change event per record
 * created or changed. The one rule for IDs everywhere (edit, stop, switch, midnight job, zone
 * change): when an existing record is reshaped, the LAST part keeps its ID (and becomes version + 1);
 * the earlier parts are new records. So the open record always keeps the active UUID.
 */
@Injectable()
export class DailyRecords {
  /** The versioned write path of activity records (If-Match, stale, events), for the services. */
  readonly versioned: VersionedRecords<ActivityRow, ActivityResponse>;

  constructor(
    private readonly activities: ActivitiesRepository,
    writes: VersionedWrites,
  ) {
    this.versioned = writes.of({
      type: 'activity',
      missing: 'No such activity',
      load: (id) => activities.find(id),
      present: toActivityResponse,
    });
  }

  /**
   * A new interval: every part is a new record. Returns the last part. The records are inserted at
   * commit, with the command's events and receipt: nothing in a command reads them back.
   */
  async create(content: ActivityContent, startNs: bigint, endNs: bigint | null, zoneId: string, nowNs: bigint): Promise<ActivityRow> {
    const plan = this.plan(startNs, endNs, zoneId, nowNs);
    // One interval, one time entry: its daily parts share the entry's ID.
    const timeEntryId = uuidv7();
    const records: NewRecord[] = plan.parts.map((part, i) => ({
      ...content,
      id: uuidv7(),
      timeEntryId,
      startNs: part.start,
      endNs: part.end,
      splitDueNs: i === plan.parts.length - 1 ? plan.splitDueNs : null,
    }));
    this.activities.insertAtCommit(records, translateOpenViolation);
    for (const record of records) await this.versioned.created(record.id);
    // The stored row is exactly what was inserted: no need to read it back.
    const last = records[records.length - 1];
    return {
      id: last.id,
      owner_id: RequestContext.ownerId(),
      task_id: last.taskId,
      ...storedFields(last),
      version: 1,
      time_entry_id: timeEntryId,
      label_ids: last.labelIds,
    };
  }

  /**
   * Gives an existing record a new interval and content. Earlier daily parts become new records;
   * the last keeps the ID. Nothing visible changes (and no event is emitted) when the content and
   * interval are the same and no split is due; the internal split-due mark is still refreshed.
   * `existing` must have been read in this transaction; a moved version is 412.
   * `updateAtCommit`: the record's own UPDATE travels in the commit's round trip (one round trip
   * fewer), for a command that reads nothing back after it (a switch, a stop); the row returned is
   * then what that UPDATE will store.
   */
  async reshape(
    existing: ActivityRow,
    content: ActivityContent,
    startNs: bigint,
    endNs: bigint | null,
    zoneId: string,
    nowNs: bigint,
    maxParts = MAX_PARTS_PER_WRITE,
    { updateAtCommit = false }: { updateAtCommit?: boolean } = {},
  ): Promise<ActivityRow> {
    const plan = this.plan(startNs, endNs, zoneId, nowNs, maxParts);
    const last = plan.parts[plan.parts.length - 1];
    const splitDue = plan.splitDueNs;
    const unchanged =
      plan.parts.length === 1 &&
      BigInt(existing.start_ns) === startNs &&
      (existing.end_ns === null ? null : BigInt(existing.end_ns)) === endNs &&
      existing.project_id === content.projectId &&
      existing.summary === content.summary &&
      existing.manual === content.manual &&
      existing.billable === content.billable &&
      sameLabels(existing.label_ids, content.labelIds);
    if (unchanged) {
      const currentDue = existing.split_due_ns === null ? null : BigInt(existing.split_due_ns);
      if (currentDue !== splitDue) await this.activities.setSplitDue(existing.id, splitDue);
      return { ...existing, split_due_ns: splitDue === null ? null : splitDue.toString() };
    }
    // Labels first, so the version-guarded UPDATE returns the record as it now is (a stale version
    // rolls the label change back with everything else).
    const labelsChange = !sameLabels(existing.label_ids, content.labelIds);
    if (labelsChange) await this.activities.replaceLabels(existing.id, content.labelIds);
    const record = { ...content, startNs: last.start, endNs: last.end, splitDueNs: splitDue };
    let updated: ActivityRow | null;
    if (updateAtCommit && !labelsChange) {
      this.activities.updateAtCommit(existing.id, existing.version, record, (error) =>
        movedOnAtCommit(error) ? Problem.stale() : translateOpenViolation(error),
      );
      updated = rowAfterUpdate(existing, record);
    } else {
      updated = await this.guardOpen(() => this.activities.update(existing.id, existing.version, record));
    }
    if (!updated) throw Problem.stale();
    // The earlier parts split from it stay in its time entry.
    const earlier: NewRecord[] = plan.parts.slice(0, -1).map((part) => ({
      ...content,
      id: uuidv7(),
      timeEntryId: existing.time_entry_id,
      startNs: part.start,
      endNs: part.end,
      splitDueNs: null,
    }));
    await this.activities.insert(earlier);
    for (const record of earlier) await this.versioned.created(record.id);
    await this.versioned.updated(existing.id);
    return updated;
  }

  /** Splits a stored record at the zone's passed boundaries (midnight job, zone change): no size limit. */
  resplit(existing: ActivityRow, zoneId: string, nowNs: bigint): Promise<ActivityRow> {
    const end = existing.end_ns === null ? null : BigInt(existing.end_ns);
    return this.reshape(existing, contentOf(existing), BigInt(existing.start_ns), end, zoneId, nowNs, Infinity);
  }

  plan(startNs: bigint, endNs: bigint | null, zoneId: string, nowNs: bigint, maxParts = MAX_PARTS_PER_WRITE) {
    try {
      return planDailyParts(startNs, endNs, zoneId, nowNs, maxParts);
    } catch (error) {
      if (error instanceof TooManyPartsError) {
        throw Problem.validation(`The interval spans more than ${error.limit} local days`, [{ field: 'start', message: error.message }]);
      }
      throw error;
    }
  }

  /** The partial unique index is the last line of defence for one open activity per owner. */
  private async guardOpen<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      throw translateOpenViolation(error) ?? error;
    }
  }
}

/** The row a version-checked UPDATE of `existing` stores (its labels unchanged): what its RETURNING would give. */
function rowAfterUpdate(existing: ActivityRow, record: RecordUpdate): ActivityRow {
  return { ...existing, ...storedFields(record), version: existing.version + 1 };
}

/** The columns a write sets from a record's content and interval, as a row read back holds them (bigints as decimal text). */
function storedFields(record: RecordUpdate) {
  return {
    project_id: record.projectId,
    summary: record.summary,
    manual: record.manual,
    billable: record.billable,
    start_ns: record.startNs.toString(),
    end_ns: record.endNs === null ? null : record.endNs.toString(),
    split_due_ns: record.splitDueNs === null ? null : record.splitDueNs.toString(),
  };
}

/** 409 ACTIVE_ACTIVITY_EXISTS for a write the one-open index refused; undefined for any other error. */
export function translateOpenViolation(error: unknown): unknown {
  if (pgErrorCode(error) === PG_UNIQUE_VIOLATION && pgConstraint(error) === ONE_OPEN_INDEX) return openActivityExists();
  return undefined;
}

export function openActivityExists() {
  return Problem.conflict('ACTIVE_ACTIVITY_EXISTS', 'Another activity is open; only one open activity per owner is allowed');
}
