import { etagFor } from '../common/http/etag';
import { type EpochNs } from '../common/time/instant';
import { ReportChange, changedActivities } from './patchable-report';
import { SummaryActivityRow } from './report-catalog.repository';

/** About what one kept row costs (its object, two bigints, its ID and up to two UUID strings, the map's entry). */
const ROW_BYTES = 400;

/**
 * The activity rows a kept summary was made from, to make it again after a change without reading
 * a year of rows: a summary's figures depend on the activities' own rows (their extents, tasks,
 * projects, labels and billable flags), and on the catalogue, the rates and the zone, which are
 * small and read anew for every summary. Only an activity's own change event says its row changed
 * (its labels are its own: a label in use cannot be deleted, and nothing cascades), so every other
 * event leaves these rows as they are, and the changed activities are read again by ID.
 */
export class KeptActivities {
  constructor(
    readonly fromNs: EpochNs,
    readonly toNs: EpochNs,
    readonly rows: Map<string, SummaryActivityRow>,
    /** The revision the rows were read at, and the event that made it (see ReportsRepository.changesSince). */
    public revision: number,
    public anchor: string,
  ) {}

  /**
   * The activities to read again, when the events since `revision` say which (null: read them all).
   * Any event but an activity's leaves the rows alone (see the class).
   */
  changed(events: readonly ReportChange[], current: number): Set<string> | null {
    return changedActivities(events, this.revision, this.anchor, current, () => true);
  }

  /** Replaces the changed activities' rows with what they are now (`current`: those still in the range and the filters). */
  update(changed: ReadonlySet<string>, current: readonly SummaryActivityRow[], revision: number, anchor: string): void {
    for (const id of changed) this.rows.delete(id);
    for (const row of current) this.rows.set(row.id, row);
    this.revision = revision;
    this.anchor = anchor;
  }

  /** A summary's bytes are tagged by their hash (ReportCache). */
  etag(bytes: Buffer): string {
    return etagFor(bytes);
  }

  get size(): number {
    return this.rows.size * ROW_BYTES;
  }
}
