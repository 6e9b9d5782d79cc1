import { Unzipped, strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import Papa from 'papaparse';
import { Problem } from '../common/http/problem';
import { formatDuration, parseInstant } from '../common/time';
import { tooLarge } from './document-reader';
import { MAX_TRANSFER_BYTES } from './formats';
import type { ExportDocument } from './export-document';
import { guardFormulaReversibly, unguardFormula } from '../common/csv/formula-guard';

/**
 * CSV archives (a ZIP with `manifest.json` and one RFC 4180 file per record type): the same
 * service-domain graph in a shape a spreadsheet opens. A reader turns an archive back into the
 * JSON document of its version, so both media types go through one validation.
 *
 * Cells: UTF-8 (with a BOM, so spreadsheets detect it; readers strip it), CRLF, quoted as needed,
 * formula-like text behind an apostrophe (see protectCell);
 * an empty cell is null (every text that may be null must otherwise be non-blank); booleans are
 * `true` / `false`; instants exact to the nanosecond; `duration` columns are ISO 8601 and only
 * informative (ignored on import).
 */

export const CSV_ARCHIVE_FORMAT = 'service-domain-csv';
export const CSV_VERSIONS = [1, 2, 3, 4] as const;
export type CsvVersion = (typeof CSV_VERSIONS)[number];

const COLUMNS: Record<CsvVersion, Record<string, string[]>> = {
  1: {
    'projects.csv': ['id', 'name', 'icon'],
    'tasks.csv': ['id', 'summary', 'url', 'projectId', 'parentTaskId'],
    'labels.csv': ['id', 'name', 'color'],
    'activities.csv': ['id', 'start', 'end', 'duration', 'taskId', 'summary', 'manual'],
    'activityLabels.csv': ['activityId', 'labelId'],
  },
  2: {
    'projects.csv': ['id', 'name', 'icon'],
    'tasks.csv': ['id', 'summary', 'url', 'projectId', 'parentTaskId'],
    'labels.csv': ['id', 'name', 'color'],
    'activities.csv': ['id', 'start', 'end', 'duration', 'taskId', 'summary', 'manual'],
    'activityLabels.csv': ['activityId', 'labelId'],
    'workSessions.csv': ['id', 'projectId', 'title', 'start', 'end', 'duration'],
  },
  3: {
    'clients.csv': ['id', 'name', 'color', 'general'],
    'projects.csv': ['id', 'name', 'clientId', 'icon'],
    'tasks.csv': ['id', 'summary', 'url', 'projectId', 'parentTaskId'],
    'taskExternalReferences.csv': ['taskId', 'providerId', 'repositoryId', 'externalId'],
    'labels.csv': ['id', 'name', 'color'],
    'activities.csv': ['id', 'start', 'end', 'duration', 'taskId', 'projectId', 'summary', 'manual'],
    'activityLabels.csv': ['activityId', 'labelId'],
    'workSessions.csv': ['id', 'clientId', 'projectId', 'summary', 'start', 'end', 'duration'],
  },
  4: {
    'clients.csv': ['id', 'name', 'color', 'general', 'archived'],
    'projects.csv': ['id', 'name', 'clientId', 'icon', 'billableByDefault', 'archived'],
    'tasks.csv': ['id', 'summary', 'url', 'projectId', 'parentTaskId', 'archived'],
    'taskExternalReferences.csv': ['taskId', 'providerId', 'repositoryId', 'externalId'],
    'labels.csv': ['id', 'name', 'color', 'archived'],
    'activities.csv': ['id', 'start', 'end', 'duration', 'taskId', 'projectId', 'summary', 'manual', 'billable', 'timeEntryId'],
    'activityLabels.csv': ['activityId', 'labelId'],
    'workSessions.csv': ['id', 'clientId', 'projectId', 'summary', 'start', 'end', 'duration'],
    'rates.csv': ['id', 'clientId', 'projectId', 'taskId', 'hourlyRate', 'currency', 'effectiveFrom'],
  },
};

type Cell = string | boolean | null;
const BOM = '\uFEFF';

function duration(start: string, end: string | null): string | null {
  if (end === null) return null;
  return formatDuration(parseInstant(end)! - parseInstant(start)!);
}

/** Formula-like text behind an apostrophe, reversibly: reading strips exactly one (see common/csv/formula-guard). */
export const protectCell = guardFormulaReversibly;
export const unprotectCell = unguardFormula;

function csvText(columns: string[], rows: Cell[][]): string {
  const data = rows.map((row) => row.map((cell) => (cell === null ? '' : typeof cell === 'boolean' ? String(cell) : protectCell(cell))));
  return BOM + Papa.unparse({ fields: columns, data }, { newline: '\r\n', quotes: false, escapeFormulae: false }) + '\r\n';
}

/**
 * Writes the export as a CSV archive of the given version. Older versions cannot say everything v3
 * can: they have no clients (projects and sessions carry none), no task references and no direct
 * project on activities, and activities without a task are left out (their count is in the manifest).
 */
export function writeCsvArchive(doc: ExportDocument, version: CsvVersion): Buffer {
  const files: Record<string, Cell[][]> = {};
  const activities = version < 3 ? doc.activities.filter((a) => a.taskId !== null) : doc.activities;
  if (version >= 3) {
    const v4 = version === 4;
    files['clients.csv'] = doc.clients.map((c) => [c.id, c.name, c.color, c.general, ...(v4 ? [c.archived ?? false] : [])]);
    files['projects.csv'] = doc.projects.map((p) => [
      p.id,
      p.name,
      p.clientId,
      p.icon,
      ...(v4 ? [p.billableByDefault ?? false, p.archived ?? false] : []),
    ]);
    files['taskExternalReferences.csv'] = doc.tasks.flatMap((t) =>
      t.externalReferences.map((r) => [t.id, r.providerId, r.repositoryId, r.externalId]),
    );
    files['activities.csv'] = activities.map((a) => [
      a.id,
      a.start,
      a.end,
      duration(a.start, a.end),
      a.taskId,
      a.projectId,
      a.summary,
      a.manual,
      ...(v4 ? [a.billable ?? false, a.timeEntryId ?? null] : []),
    ]);
    if (v4)
      files['rates.csv'] = (doc.rates ?? []).map((r) => [
        r.id,
        r.clientId,
        r.projectId,
        r.taskId,
        r.hourlyRate,
        r.currency,
        r.effectiveFrom,
      ]);
    files['workSessions.csv'] = doc.workSessions.map((w) => [
      w.id,
      w.clientId,
      w.projectId,
      w.summary,
      w.start,
      w.end,
      duration(w.start, w.end),
    ]);
  } else {
    files['projects.csv'] = doc.projects.map((p) => [p.id, p.name, p.icon]);
    files['activities.csv'] = activities.map((a) => [a.id, a.start, a.end, duration(a.start, a.end), a.taskId, a.summary, a.manual]);
    if (version === 2)
      files['workSessions.csv'] = doc.workSessions.map((w) => [w.id, w.projectId, w.summary, w.start, w.end, duration(w.start, w.end)]);
  }
  const archived = (r: { archived?: boolean }): Cell[] => (version === 4 ? [r.archived ?? false] : []);
  files['tasks.csv'] = doc.tasks.map((t) => [t.id, t.summary, t.url, t.projectId, t.parentTaskId, ...archived(t)]);
  files['labels.csv'] = doc.labels.map((l) => [l.id, l.name, l.color, ...archived(l)]);
  files['activityLabels.csv'] = activities.flatMap((a) => a.labelIds.map((id) => [a.id, id]));

  const columns = COLUMNS[version];
  const names = Object.keys(columns);
  const manifest = {
    format: CSV_ARCHIVE_FORMAT,
    version,
    domainFormat: `service-domain-v${version}`,
    exportedAt: doc.exportedAt,
    zoneId: doc.zoneId,
    files: names.map((name) => ({ name, columns: columns[name], records: files[name].length })),
    ...(version < 3 ? { omitted: { activitiesWithoutTask: doc.activities.length - activities.length } } : {}),
  };
  const entries: Record<string, Uint8Array> = { 'manifest.json': strToU8(JSON.stringify(manifest, null, 2) + '\n') };
  for (const name of names) entries[name] = strToU8(csvText(columns[name], files[name]));
  return Buffer.from(zipSync(entries, { level: 6 }));
}

// ---- reading ----

const invalid = (field: string, message: string) =>
  Problem.validation('The archive is not a valid service-domain CSV archive', [{ field, message }]);

function unzip(buffer: Buffer): Unzipped {
  let total = 0;
  try {
    return unzipSync(new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength), {
      filter: (file) => {
        total += file.originalSize;
        // The transfer limit applies to what the archive holds, not only to its compressed size.
        if (total > MAX_TRANSFER_BYTES) throw tooLarge(`The archive holds more than ${MAX_TRANSFER_BYTES} bytes`);
        return true;
      },
    });
  } catch (error) {
    if ((error as { status?: number }).status === 413) throw error;
    throw invalid('/', 'is not a readable ZIP archive');
  }
}

function text(bytes: Uint8Array): string {
  const value = strFromU8(bytes);
  return value.startsWith(BOM) ? value.slice(1) : value;
}

function rowsOf(name: string, body: string, expected: string[]): Array<Record<string, string>> {
  const parsed = Papa.parse<Record<string, string>>(body, { header: true, skipEmptyLines: 'greedy' });
  const fields = parsed.meta.fields ?? [];
  for (const column of expected) if (!fields.includes(column)) throw invalid(`/${name}/${column}`, 'this column is missing');
  for (const column of fields) if (!expected.includes(column)) throw invalid(`/${name}/${column}`, 'is not a column of this version');
  const broken = parsed.errors.find((e) => e.type === 'Quotes' || e.type === 'FieldMismatch');
  if (broken) throw invalid(`/${name}/${(broken.row ?? 0) + 1}`, broken.message);
  for (const row of parsed.data) for (const key of Object.keys(row)) if (typeof row[key] === 'string') row[key] = unprotectCell(row[key]);
  return parsed.data;
}

const cell = (value: string | undefined): string | null => (value === undefined || value === '' ? null : value);
const bool = (value: string | undefined): boolean | string | undefined =>
  value === 'true' ? true : value === 'false' ? false : (cell(value) ?? undefined);

/** Turns an archive into the JSON document of its version (validation happens on that document). */
export function readCsvArchive(buffer: Buffer): { version: CsvVersion; document: Record<string, unknown> } {
  const files = unzip(buffer);
  if (!files['manifest.json']) throw invalid('/manifest.json', 'the archive has no manifest.json');
  let manifest: { format?: unknown; version?: unknown; files?: unknown };
  try {
    manifest = JSON.parse(text(files['manifest.json']));
  } catch {
    throw invalid('/manifest.json', 'is not JSON');
  }
  if (manifest?.format !== CSV_ARCHIVE_FORMAT) throw invalid('/manifest.json/format', `must be ${CSV_ARCHIVE_FORMAT}`);
  const version = manifest.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    throw invalid('/manifest.json/version', 'must be 1, 2, 3 or 4');
  if (version > 4) throw invalid('/manifest.json/version', `version ${version} is newer than this reader knows (at most 4)`);
  const declared = Array.isArray(manifest.files)
    ? (manifest.files as unknown[])
        .map((f) => (typeof f === 'string' ? f : (f as { name?: unknown })?.name))
        .filter((n): n is string => typeof n === 'string')
    : [];
  const columns = COLUMNS[version as CsvVersion];
  for (const name of Object.keys(columns)) {
    if (!declared.includes(name)) throw invalid('/manifest.json/files', `must declare ${name}`);
  }
  for (const name of declared) {
    if (!files[name]) throw invalid(`/${name}`, 'is declared in the manifest but missing from the archive');
  }
  const table = (name: string) => rowsOf(name, text(files[name]), columns[name]);

  const labelsOf = new Map<string, string[]>();
  for (const row of table('activityLabels.csv')) {
    const list = labelsOf.get(row.activityId) ?? [];
    list.push(row.labelId);
    labelsOf.set(row.activityId, list);
  }
  const refsOf = new Map<string, Array<Record<string, string>>>();
  if (version >= 3) {
    for (const row of table('taskExternalReferences.csv')) {
      const list = refsOf.get(row.taskId) ?? [];
      list.push({ providerId: row.providerId, repositoryId: row.repositoryId, externalId: row.externalId });
      refsOf.set(row.taskId, list);
    }
  }
  const document: Record<string, unknown> = { format: `service-domain-v${version}` };
  if (version >= 3) {
    document.clients = table('clients.csv').map((r) => ({
      id: r.id,
      name: r.name,
      color: r.color,
      general: bool(r.general) ?? false,
      ...(version === 4 ? { archived: bool(r.archived) ?? false } : {}),
    }));
  }
  document.projects = table('projects.csv').map((r) => ({
    id: r.id,
    name: r.name,
    ...(version >= 3 ? { clientId: r.clientId } : {}),
    icon: cell(r.icon),
    ...(version === 4 ? { billableByDefault: bool(r.billableByDefault) ?? false, archived: bool(r.archived) ?? false } : {}),
  }));
  document.tasks = table('tasks.csv').map((r) => ({
    id: r.id,
    summary: r.summary,
    url: cell(r.url),
    projectId: cell(r.projectId),
    parentTaskId: cell(r.parentTaskId),
    ...(version >= 3 ? { externalReferences: refsOf.get(r.id) ?? [] } : {}),
    ...(version === 4 ? { archived: bool(r.archived) ?? false } : {}),
  }));
  document.labels = table('labels.csv').map((r) => ({
    id: r.id,
    name: r.name,
    color: cell(r.color),
    ...(version === 4 ? { archived: bool(r.archived) ?? false } : {}),
  }));
  document.activities = table('activities.csv').map((r) => ({
    id: r.id,
    start: r.start,
    end: cell(r.end),
    taskId: version >= 3 ? cell(r.taskId) : r.taskId,
    ...(version >= 3 ? { projectId: cell(r.projectId) } : {}),
    summary: cell(r.summary),
    labelIds: labelsOf.get(r.id) ?? [],
    manual: bool(r.manual) ?? false,
    ...(version === 4
      ? { billable: bool(r.billable) ?? false, ...(cell(r.timeEntryId) === null ? {} : { timeEntryId: r.timeEntryId }) }
      : {}),
  }));
  if (version >= 2) {
    document.workSessions = table('workSessions.csv').map((r) =>
      version >= 3
        ? { id: r.id, clientId: r.clientId, projectId: cell(r.projectId), summary: cell(r.summary), start: r.start, end: cell(r.end) }
        : { id: r.id, projectId: cell(r.projectId), title: cell(r.title), start: r.start, end: cell(r.end) },
    );
  }
  if (version === 4) {
    document.rates = table('rates.csv').map((r) => ({
      id: r.id,
      clientId: cell(r.clientId),
      projectId: cell(r.projectId),
      taskId: cell(r.taskId),
      hourlyRate: r.hourlyRate,
      currency: r.currency,
      effectiveFrom: cell(r.effectiveFrom),
    }));
  }
  return { version: version as CsvVersion, document };
}
