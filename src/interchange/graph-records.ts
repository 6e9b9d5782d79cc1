import { v7 as uuidv7 } from 'uuid';
import { NewRecord } from '../activities/activities.repository';
import { MAX_PARTS_PER_WRITE } from '../activities/daily-records';
import { TooManyPartsError, planDailyParts } from '../activities/daily-parts';
import { Problem } from '../common/http/problem';
import { parseInstant } from '../common/time';
import { canonicalRate } from '../rates/money';
import { DomainGraph, ReferenceValue } from './formats';
import { NewClient, NewProject, NewRate, NewTask, NewWorkSession } from './interchange.repository';

/*
 * A checked document graph → the rows the import inserts (pure: fresh IDs, no database). Called in
 * the order the records' IDs are made (clients, projects, tasks, labels, activities, work sessions,
 * rates), which is also the order of the answer's idMap.
 */

/** Source ID → the ID the import gives the record. A Map, not an object: source IDs are arbitrary strings ("__proto__" included). */
export class SourceIds {
  private readonly ids = new Map<string, string>();

  /** A fresh ID for the record with this source ID. */
  fresh(sourceId: string): string {
    const id = uuidv7();
    this.ids.set(sourceId, id);
    return id;
  }

  /** A source ID mapped onto an existing record (the importer's General client, an activity's last part). */
  set(sourceId: string, id: string): void {
    this.ids.set(sourceId, id);
  }

  /** The ID of a record mapped earlier (the graph's references were checked). */
  mapped = (sourceId: string): string => this.ids.get(sourceId)!;

  /** fromEntries defines own properties, so even "__proto__" is an ordinary key of the answer. */
  toObject(): Record<string, string> {
    return Object.fromEntries(this.ids);
  }
}

/** The importer's General client is used by a general client of the document and by records without a client. */
export function needsGeneralClient(graph: DomainGraph): boolean {
  return (
    graph.clients.some((c) => c.general) ||
    graph.projects.some((p) => p.clientId === null) ||
    graph.workSessions.some((w) => w.clientId === null)
  );
}

export interface CatalogRows {
  clients: NewClient[];
  projects: NewProject[];
  tasks: NewTask[];
  links: Array<{ taskId: string; ref: ReferenceValue }>;
  labels: Array<{ id: string; name: string; color: string | null; archived: boolean }>;
}

export function catalogRows(graph: DomainGraph, ids: SourceIds, generalId: string | null): CatalogRows {
  const clients = graph.clients.flatMap((c) => {
    if (c.general) {
      // Mapped onto the importer's own General client, which is neither created nor changed.
      ids.set(c.id, generalId!);
      return [];
    }
    return [{ id: ids.fresh(c.id), name: c.name, color: c.color, archived: c.archived }];
  });
  const projects = graph.projects.map((p) => ({
    id: ids.fresh(p.id),
    name: p.name,
    clientId: p.clientId === null ? generalId! : ids.mapped(p.clientId),
    icon: p.icon,
    billableByDefault: p.billableByDefault,
    archived: p.archived,
  }));
  const newTasks = graph.tasks.map((t) => ({ id: ids.fresh(t.id), source: t }));
  const tasks = newTasks.map(({ id, source }) => ({
    id,
    summary: source.summary,
    url: source.url,
    projectId: source.projectId === null ? null : ids.mapped(source.projectId),
    parentTaskId: source.parentTaskId === null ? null : ids.mapped(source.parentTaskId),
    archived: source.archived,
  }));
  const links = newTasks.flatMap(({ id, source }) => source.externalReferences.map((ref) => ({ taskId: id, ref })));
  const labels = graph.labels.map((l) => ({ id: ids.fresh(l.id), name: l.name, color: l.color, archived: l.archived }));
  return { clients, projects, tasks, links, labels };
}

/**
 * Each activity stored as tracking stores it: one record per local day of the account zone (422 for
 * too many), the records of one interval sharing a time entry. A source activity maps to its last part.
 */
export function activityRows(graph: DomainGraph, ids: SourceIds, zoneId: string, nowNs: bigint): NewRecord[] {
  const records: NewRecord[] = [];
  // v4 time-entry keys: the records of one source key share one fresh entry ID (a correlation key, like every source ID).
  const entries = new Map<string, string>();
  graph.activities.forEach((a, i) => {
    const startNs = parseInstant(a.start)!;
    const endNs = a.end === null ? null : parseInstant(a.end)!;
    let plan;
    try {
      plan = planDailyParts(startNs, endNs, zoneId, nowNs, MAX_PARTS_PER_WRITE);
    } catch (error) {
      if (error instanceof TooManyPartsError) {
        throw Problem.validation('An activity spans too many local days', [
          { field: `/activities/${i}`, message: `would be stored as more than ${error.limit} daily records` },
        ]);
      }
      throw error;
    }
    const content = {
      taskId: a.taskId === null ? null : ids.mapped(a.taskId),
      projectId: a.projectId === null ? null : ids.mapped(a.projectId),
      summary: a.summary,
      labelIds: a.labelIds.map(ids.mapped).sort(),
      manual: a.manual,
      // v1..v3 carry no flag: false.
      billable: a.billable,
    };
    // Each imported interval is one time entry of its own unless a v4 key joins it to others (v1 to v3 carry none).
    let timeEntryId = a.timeEntryId === null ? undefined : entries.get(a.timeEntryId);
    if (timeEntryId === undefined) {
      timeEntryId = uuidv7();
      if (a.timeEntryId !== null) entries.set(a.timeEntryId, timeEntryId);
    }
    plan.parts.forEach((part, p) => {
      const last = p === plan.parts.length - 1;
      records.push({
        ...content,
        id: uuidv7(),
        timeEntryId,
        startNs: part.start,
        endNs: part.end,
        splitDueNs: last ? plan.splitDueNs : null,
      });
    });
    ids.set(a.id, records[records.length - 1].id);
  });
  return records;
}

export function workSessionRows(graph: DomainGraph, ids: SourceIds, generalId: string | null): NewWorkSession[] {
  return graph.workSessions.map((w) => ({
    id: ids.fresh(w.id),
    clientId: w.clientId !== null ? ids.mapped(w.clientId) : generalId!,
    projectId: w.projectId === null ? null : ids.mapped(w.projectId),
    summary: w.summary,
    startNs: parseInstant(w.start)!,
    endNs: w.end === null ? null : parseInstant(w.end)!,
  }));
}

export function rateRows(graph: DomainGraph, ids: SourceIds): NewRate[] {
  return graph.rates.map((r) => ({
    id: ids.fresh(r.id),
    clientId: r.clientId === null ? null : ids.mapped(r.clientId),
    projectId: r.projectId === null ? null : ids.mapped(r.projectId),
    taskId: r.taskId === null ? null : ids.mapped(r.taskId),
    hourlyRate: canonicalRate(r.hourlyRate),
    currency: r.currency,
    effectiveFromNs: r.effectiveFrom === null ? null : parseInstant(r.effectiveFrom)!,
  }));
}
