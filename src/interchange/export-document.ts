import { formatInstant } from '../common/time';
import { compareReferences } from '../tasks/tasks.repository';
import { canonicalRate } from '../rates/money';
import { ExportFormat, RECORD_TYPES, RECORD_TYPES_V4, ReferenceValue } from './formats';
import {
  ActivityExportRow,
  ClientExportRow,
  LabelExportRow,
  ProjectExportRow,
  RateExportRow,
  ReferenceExportRow,
  TaskExportRow,
  WorkSessionExportRow,
} from './interchange.repository';

/**
 * A service-domain-v3 or v4 document, property order fixed (the order the schema lists). v4 adds
 * billableByDefault to projects, billable to activities and the rates.
 */
export interface ExportDocument {
  format: ExportFormat;
  exportedAt: string;
  zoneId: string;
  clients: Array<{ id: string; name: string; color: string; general: boolean; archived?: boolean }>;
  projects: Array<{ id: string; name: string; clientId: string; icon: string | null; billableByDefault?: boolean; archived?: boolean }>;
  tasks: Array<{
    id: string;
    summary: string;
    url: string | null;
    projectId: string | null;
    parentTaskId: string | null;
    externalReferences: ReferenceValue[];
    archived?: boolean;
  }>;
  labels: Array<{ id: string; name: string; color: string | null; archived?: boolean }>;
  activities: Array<{
    id: string;
    start: string;
    end: string | null;
    taskId: string | null;
    projectId: string | null;
    summary: string | null;
    labelIds: string[];
    manual: boolean;
    billable?: boolean;
    timeEntryId?: string;
  }>;
  workSessions: Array<{
    id: string;
    clientId: string;
    projectId: string | null;
    summary: string | null;
    start: string;
    end: string | null;
  }>;
  rates?: Array<{
    id: string;
    clientId: string | null;
    projectId: string | null;
    taskId: string | null;
    hourlyRate: string;
    currency: string;
    effectiveFrom: string | null;
  }>;
}

export interface SnapshotRows {
  exportedAtNs: bigint;
  zoneId: string;
  clients: ClientExportRow[];
  projects: ProjectExportRow[];
  tasks: TaskExportRow[];
  references: ReferenceExportRow[];
  labels: LabelExportRow[];
  activities: ActivityExportRow[];
  workSessions: WorkSessionExportRow[];
  rates: RateExportRow[];
}

const instant = (ns: string | null): string | null => (ns === null ? null : formatInstant(BigInt(ns)));

/** Pure mapping from the snapshot's rows to the document (whitelisted fields, deterministic order). */
export function toExportDocument(rows: SnapshotRows, format: ExportFormat = 'service-domain-v3'): ExportDocument {
  const v4 = format === 'service-domain-v4';
  const refs = new Map<string, ReferenceValue[]>();
  for (const r of rows.references) {
    const list = refs.get(r.task_id) ?? [];
    list.push({ providerId: r.provider_id, repositoryId: r.repository_id, externalId: r.external_id });
    refs.set(r.task_id, list);
  }
  return {
    format,
    exportedAt: formatInstant(rows.exportedAtNs),
    zoneId: rows.zoneId,
    clients: rows.clients.map((c) => ({
      id: c.id,
      name: c.name,
      color: c.color,
      general: c.is_general,
      ...(v4 ? { archived: c.archived } : {}),
    })),
    projects: rows.projects.map((p) => ({
      id: p.id,
      name: p.name,
      clientId: p.client_id,
      icon: p.icon,
      ...(v4 ? { billableByDefault: p.billable_by_default, archived: p.archived } : {}),
    })),
    tasks: rows.tasks.map((t) => ({
      id: t.id,
      summary: t.summary,
      url: t.url,
      projectId: t.project_id,
      parentTaskId: t.parent_task_id,
      externalReferences: (refs.get(t.id) ?? []).sort(compareReferences),
      ...(v4 ? { archived: t.archived } : {}),
    })),
    labels: rows.labels.map((l) => ({ id: l.id, name: l.name, color: l.color, ...(v4 ? { archived: l.archived } : {}) })),
    activities: rows.activities.map((a) => ({
      id: a.id,
      start: instant(a.start_ns)!,
      end: instant(a.end_ns),
      taskId: a.task_id,
      projectId: a.project_id,
      summary: a.summary,
      labelIds: a.label_ids,
      manual: a.manual,
      ...(v4 ? { billable: a.billable, timeEntryId: a.time_entry_id } : {}),
    })),
    workSessions: rows.workSessions.map((w) => ({
      id: w.id,
      clientId: w.client_id,
      projectId: w.project_id,
      summary: w.summary,
      start: instant(w.start_ns)!,
      end: instant(w.end_ns),
    })),
    ...(v4
      ? {
          rates: rows.rates.map((r) => ({
            id: r.id,
            clientId: r.client_id,
            projectId: r.project_id,
            taskId: r.task_id,
            hourlyRate: canonicalRate(r.hourly_rate),
            currency: r.currency,
            effectiveFrom: instant(r.effective_from_ns),
          })),
        }
      : {}),
  };
}

/**
 * The document as JSON text in chunks (one per record), so the whole text is never held as one
 * string besides the records themselves; the caller checks the total size before sending.
 */
export function* jsonChunks(doc: ExportDocument): Generator<string> {
  yield `{"format":${JSON.stringify(doc.format)},"exportedAt":${JSON.stringify(doc.exportedAt)},"zoneId":${JSON.stringify(doc.zoneId)}`;
  for (const type of doc.format === 'service-domain-v4' ? RECORD_TYPES_V4 : RECORD_TYPES) {
    yield `,${JSON.stringify(type)}:[`;
    const records = (doc[type] ?? []) as unknown[];
    for (let i = 0; i < records.length; i++) yield (i === 0 ? '' : ',') + JSON.stringify(records[i]);
    yield ']';
  }
  yield '}\n';
}
