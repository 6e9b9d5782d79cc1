import { v7 as uuidv7 } from 'uuid';
import { ActivitiesRepository, NewRecord } from '../activities/activities.repository';
import { Problem } from '../common/http/problem';
import { BatchOutcome, PreviewRow } from './dto/imports.dto';
import { ComputedRow } from './import-rows';
import { ProvenanceRecord } from './imports.repository';

type Content = Pick<NewRecord, 'taskId' | 'projectId' | 'summary' | 'labelIds'>;

/**
 * What one batch commit writes, gathered row by row before anything is sent: the activities (every
 * daily part), the claims of the source entries, the provenance the undo reads, and the outcome.
 */
export class BatchWrite {
  readonly outcome: BatchOutcome;
  readonly records: NewRecord[] = [];
  readonly provenance: ProvenanceRecord[] = [];
  readonly claims: Array<{ key: string; row: number; kind: 'created' | 'reused' }> = [];
  private readonly reusedActivities = new Set<string>();

  constructor(index: number, committedAt: string) {
    this.outcome = { index, created: [], reused: [], skipped: [], committedAt };
  }

  /** A row whose source entry an earlier batch or job imported. */
  skip(row: PreviewRow): void {
    this.outcome.skipped.push({ row: row.row, reason: 'imported' });
  }

  /** A row settled onto an existing activity (at most one row of a batch per activity). */
  reuse(row: PreviewRow, computed: ComputedRow, activityId: string): void {
    if (this.reusedActivities.has(activityId))
      throw Problem.validation(`Row ${row.row} reuses an activity another row of this batch reuses`);
    this.reusedActivities.add(activityId);
    this.outcome.reused.push({ row: row.row, activityId });
    this.claims.push({ key: computed.claimKey!, row: row.row, kind: 'reused' });
    this.provenance.push({ entityType: 'activity', entityId: activityId, kind: 'reused', claimKey: computed.claimKey!, catalogKey: null });
  }

  /** A row created as one time entry: its daily parts share the entry's ID. */
  create(row: PreviewRow, computed: ComputedRow, content: Content, billable: boolean): void {
    const claimKey = computed.claimKey!;
    const ids: string[] = [];
    const timeEntryId = uuidv7();
    computed.parts.forEach((part, p) => {
      const id = uuidv7();
      ids.push(id);
      this.records.push({
        ...content,
        manual: true,
        billable,
        id,
        timeEntryId,
        startNs: part.start,
        endNs: part.end,
        splitDueNs: p === computed.parts.length - 1 ? computed.splitDueNs : null,
      });
      this.provenance.push({ entityType: 'activity', entityId: id, kind: 'created', claimKey, catalogKey: null });
    });
    this.claims.push({ key: claimKey, row: row.row, kind: 'created' });
    this.outcome.created.push({ row: row.row, activityIds: ids });
  }
}

/** The project's billable default (the activity's project, else its task's), read once per record. */
export class BillableDefaults {
  private readonly known = new Map<string, boolean>();

  constructor(private readonly activities: ActivitiesRepository) {}

  async of(content: { taskId: string | null; projectId: string | null }): Promise<boolean> {
    const key = content.projectId !== null ? `p:${content.projectId}` : content.taskId !== null ? `t:${content.taskId}` : null;
    if (key === null) return false;
    let value = this.known.get(key);
    if (value === undefined) {
      const read =
        content.projectId !== null
          ? this.activities.projectBillableDefault(content.projectId)
          : this.activities.taskBillableDefault(content.taskId!);
      value = (await read) ?? false;
      this.known.set(key, value);
    }
    return value;
  }
}
