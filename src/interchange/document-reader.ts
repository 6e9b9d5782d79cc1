import Ajv2020, { ErrorObject, ValidateFunction } from 'ajv/dist/2020';
import { FieldError, Problem, ProblemError } from '../common/http/problem';
import { isStorableText } from '../common/http/fields';
import { isAbsoluteUri } from '../projects/dto/catalog-fields';
import { compareReferences } from '../tasks/tasks.repository';
import { parseInstant } from '../common/time';
import { STORED_RANGE_TEXT, isStorableInstant } from '../common/time/instant';
import { isCurrency, parseRate } from '../rates/money';
import {
  ActivityRecord,
  ClientRecord,
  DomainGraph,
  FORMATS,
  FormatName,
  LabelRecord,
  MAX_RECORDS_PER_TYPE,
  ProjectRecord,
  RECORD_TYPES_V4,
  RateRecord,
  SERVICE_DOMAIN_SCHEMAS,
  TaskRecord,
  WorkSessionRecord,
  versionOf,
} from './formats';

/** At most this many offending paths are reported; the rest are summarised. */
const MAX_REPORTED_ERRORS = 100;

/** Each format's validator, compiled on its first use (compiling them all cost the server's start ~0.1 s). */
const validators = new Map<FormatName, ValidateFunction>();
let ajv: Ajv2020 | null = null;

function validatorOf(format: FormatName): ValidateFunction {
  let validate = validators.get(format);
  if (validate === undefined) {
    ajv ??= new Ajv2020({ allErrors: true, validateFormats: false, strict: false });
    validate = ajv.compile(SERVICE_DOMAIN_SCHEMAS[format]);
    validators.set(format, validate);
  }
  return validate;
}

class Errors {
  readonly list: FieldError[] = [];
  add(field: string, message: string): void {
    if (this.list.length < MAX_REPORTED_ERRORS) this.list.push({ field, message });
  }
  get any(): boolean {
    return this.list.length > 0;
  }
  throwIfAny(detail: string): void {
    if (this.any) throw Problem.validation(detail, this.list);
  }
}

/** 413 before anything else looks at the records: oversize fails as a whole. */
export function assertWithinLimits(counts: Partial<Record<string, number>>): void {
  for (const [type, count] of Object.entries(counts)) {
    if ((count ?? 0) > MAX_RECORDS_PER_TYPE) {
      throw tooLarge(`${type}: ${count} records; at most ${MAX_RECORDS_PER_TYPE} of one type can be transferred`);
    }
  }
}

export const tooLarge = (detail: string) => new ProblemError(413, 'PAYLOAD_TOO_LARGE', detail);

/**
 * Reads a service-domain v1..v3 document into the version-independent graph: the closed schema
 * first (every offending JSON pointer reported), then the rules a schema cannot say (trimmed text,
 * storable Unicode, real instants, absolute URIs), then the graph itself (references, hierarchy,
 * uniqueness, open intervals). Nothing here touches the database.
 */
export function readDocument(document: unknown, nowNs: bigint): DomainGraph {
  if (document === null || typeof document !== 'object' || Array.isArray(document)) {
    throw Problem.validation('The body is not a service-domain document', [{ field: '/', message: 'must be an object' }]);
  }
  const body = document as Record<string, unknown>;
  const format = body.format;
  if (typeof format !== 'string' || !(FORMATS as readonly string[]).includes(format)) {
    throw Problem.validation('Unknown transfer format', [{ field: '/format', message: `must be one of ${FORMATS.join(', ')}` }]);
  }
  assertWithinLimits(Object.fromEntries(RECORD_TYPES_V4.map((t) => [t, Array.isArray(body[t]) ? (body[t] as unknown[]).length : 0])));
  const validate = validatorOf(format as FormatName);
  if (!validate(document)) {
    const errors = new Errors();
    for (const e of validate.errors ?? []) errors.add(pathOf(e), messageOf(e));
    errors.throwIfAny(`The document does not match the ${format} schema`);
  }
  const graph = normalize(body, format as FormatName);
  checkGraph(graph, nowNs);
  return graph;
}

function pathOf(error: ErrorObject): string {
  const base = error.instancePath || '';
  if (error.keyword === 'additionalProperties') return `${base}/${(error.params as { additionalProperty: string }).additionalProperty}`;
  if (error.keyword === 'required') return `${base}/${(error.params as { missingProperty: string }).missingProperty}`;
  return base || '/';
}

function messageOf(error: ErrorObject): string {
  if (error.keyword === 'additionalProperties') return 'is not a property of this format';
  if (error.keyword === 'required') return 'is required';
  return error.message ?? 'is invalid';
}

type Raw = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

function normalize(body: Raw, format: FormatName): DomainGraph {
  const version = versionOf(format);
  const rows = (name: string): Raw[] => (Array.isArray(body[name]) ? (body[name] as Raw[]) : []);
  return {
    format,
    clients:
      version < 3
        ? []
        : rows('clients').map((c): ClientRecord => ({
            id: c.id as string,
            name: (c.name as string).trim(),
            color: c.color as string,
            general: c.general === true,
            archived: version >= 4 && c.archived === true,
          })),
    projects: rows('projects').map((p): ProjectRecord => ({
      id: p.id as string,
      name: (p.name as string).trim(),
      clientId: version < 3 ? null : (p.clientId as string),
      icon: str(p.icon),
      billableByDefault: version >= 4 && p.billableByDefault === true,
      archived: version >= 4 && p.archived === true,
    })),
    tasks: rows('tasks').map((t): TaskRecord => ({
      id: t.id as string,
      summary: (t.summary as string).trim(),
      url: str(t.url),
      projectId: str(t.projectId),
      parentTaskId: str(t.parentTaskId),
      externalReferences: Array.isArray(t.externalReferences)
        ? (t.externalReferences as Raw[]).map((r) => ({
            providerId: r.providerId as string,
            repositoryId: r.repositoryId as string,
            externalId: r.externalId as string,
          }))
        : [],
      archived: version >= 4 && t.archived === true,
    })),
    labels: rows('labels').map((l): LabelRecord => ({
      id: l.id as string,
      name: (l.name as string).trim(),
      color: str(l.color),
      archived: version >= 4 && l.archived === true,
    })),
    activities: rows('activities').map((a): ActivityRecord => ({
      id: a.id as string,
      start: a.start as string,
      end: str(a.end),
      taskId: str(a.taskId),
      projectId: version < 3 ? null : str(a.projectId),
      summary: str(a.summary)?.trim() ?? null,
      labelIds: [...((a.labelIds as string[] | undefined) ?? [])],
      manual: a.manual === true,
      billable: version >= 4 && a.billable === true,
      timeEntryId: version >= 4 ? str(a.timeEntryId) : null,
      // workSessionId: retired, ignored
    })),
    workSessions:
      version < 2
        ? []
        : rows('workSessions').map((w): WorkSessionRecord => {
            const summary = version < 3 ? null : str(w.summary);
            const folded = summary ?? str(w.title);
            return {
              id: w.id as string,
              clientId: version < 3 ? null : (w.clientId as string),
              projectId: str(w.projectId),
              summary: folded === null ? null : folded.trim() || null,
              start: w.start as string,
              end: str(w.end),
            };
          }),
    rates:
      version < 4
        ? []
        : rows('rates').map((r): RateRecord => ({
            id: r.id as string,
            clientId: str(r.clientId),
            projectId: str(r.projectId),
            taskId: str(r.taskId),
            hourlyRate: r.hourlyRate as string,
            currency: r.currency as string,
            effectiveFrom: str(r.effectiveFrom),
          })),
  };
}

/**
 * The rules a schema cannot express; every offending path is reported at once, in this order (the
 * report keeps the first MAX_REPORTED_ERRORS): source IDs, then each record type, parents before children.
 */
function checkGraph(graph: DomainGraph, nowNs: bigint): void {
  const check = new GraphCheck(graph, nowNs);
  check.clients(graph.clients);
  check.projects(graph.projects);
  check.tasks(graph.tasks);
  check.taskCycles(graph.tasks);
  check.labels(graph.labels);
  check.activities(graph.activities);
  check.workSessions(graph.workSessions);
  check.rates(graph.rates);
  check.errors.throwIfAny('The document is not a valid graph');
}

/** The checks of one document's graph: its records by source ID, and the errors found so far. */
class GraphCheck {
  readonly errors = new Errors();
  private readonly seen = new Map<string, string>();
  private readonly clientIds: Map<string, ClientRecord>;
  private readonly projectIds: Map<string, ProjectRecord>;
  private readonly taskIds: Map<string, TaskRecord>;
  private readonly labelIds: Map<string, LabelRecord>;

  /** Indexes every record by source ID; a source ID is unique across the whole document. */
  constructor(
    graph: DomainGraph,
    private readonly nowNs: bigint,
  ) {
    this.clientIds = this.index('clients', graph.clients);
    this.projectIds = this.index('projects', graph.projects);
    this.taskIds = this.index('tasks', graph.tasks);
    this.labelIds = this.index('labels', graph.labels);
    this.index('activities', graph.activities);
    this.index('workSessions', graph.workSessions);
    this.index('rates', graph.rates);
  }

  private index<T extends { id: string }>(type: string, records: T[]): Map<string, T> {
    const map = new Map<string, T>();
    records.forEach((r, i) => {
      const previous = this.seen.get(r.id);
      if (previous !== undefined) this.errors.add(`/${type}/${i}/id`, `duplicates ${previous}: source IDs are unique in the document`);
      else this.seen.set(r.id, `/${type}/${i}/id`);
      map.set(r.id, r);
    });
    return map;
  }

  private text(path: string, value: string | null): void {
    if (value !== null && !isStorableText(value)) this.errors.add(path, 'must be well-formed Unicode text without U+0000');
  }

  /** A real instant that can be stored (64-bit nanoseconds), or null after recording why not. */
  private instant(path: string, text: string): bigint | null {
    const ns = parseInstant(text);
    if (ns === null) this.errors.add(path, 'is not a valid instant');
    else if (!isStorableInstant(ns)) this.errors.add(path, `must lie within the supported range ${STORED_RANGE_TEXT}`);
    else return ns;
    return null;
  }

  /** Real instants, a start not after the server clock, an end not before the start. */
  private interval(path: string, start: string, end: string | null): void {
    const startNs = this.instant(`${path}/start`, start);
    const endNs = end === null ? null : this.instant(`${path}/end`, end);
    if (startNs !== null && startNs > this.nowNs) this.errors.add(`${path}/start`, 'must not be after the server clock');
    if (startNs !== null && endNs !== null && endNs < startNs) this.errors.add(`${path}/end`, 'must not be before start');
  }

  clients(clients: ClientRecord[]): void {
    if (clients.filter((c) => c.general).length > 1) this.errors.add('/clients', 'at most one client can be the general one');
    clients.forEach((c, i) => {
      this.text(`/clients/${i}/name`, c.name);
      this.text(`/clients/${i}/id`, c.id);
    });
  }

  projects(projects: ProjectRecord[]): void {
    projects.forEach((p, i) => {
      this.text(`/projects/${i}/name`, p.name);
      this.text(`/projects/${i}/id`, p.id);
      if (p.clientId !== null && !this.clientIds.has(p.clientId))
        this.errors.add(`/projects/${i}/clientId`, 'names no client of the document');
    });
  }

  /** Texts, URL, project, parent (same non-null project), external identities unique (and sorted, as stored). */
  tasks(tasks: TaskRecord[]): void {
    const identities = new Map<string, string>();
    tasks.forEach((t, i) => {
      const at = `/tasks/${i}`;
      this.text(`${at}/summary`, t.summary);
      this.text(`${at}/id`, t.id);
      if (t.url !== null && !isAbsoluteUri(t.url)) this.errors.add(`${at}/url`, 'must be an absolute URI with a scheme');
      if (t.projectId !== null && !this.projectIds.has(t.projectId)) this.errors.add(`${at}/projectId`, 'names no project of the document');
      if (t.parentTaskId !== null) {
        const parent = this.taskIds.get(t.parentTaskId);
        if (!parent) this.errors.add(`${at}/parentTaskId`, 'names no task of the document');
        else if (t.parentTaskId === t.id) this.errors.add(`${at}/parentTaskId`, 'a task cannot be its own parent');
        else if (t.projectId === null || parent.projectId !== t.projectId)
          this.errors.add(`${at}/projectId`, 'a subtask must have the same non-null project as its parent');
      }
      t.externalReferences.forEach((r, j) => {
        for (const part of ['providerId', 'repositoryId', 'externalId'] as const)
          this.text(`${at}/externalReferences/${j}/${part}`, r[part]);
        const key = JSON.stringify([r.providerId, r.repositoryId, r.externalId]);
        const previous = identities.get(key);
        if (previous !== undefined) this.errors.add(`${at}/externalReferences/${j}`, `the same external identity as ${previous}`);
        else identities.set(key, `${at}/externalReferences/${j}`);
      });
      t.externalReferences.sort(compareReferences);
    });
  }

  /** One walk up from each task, stopping at tasks already settled, so a long chain costs O(n). */
  taskCycles(tasks: TaskRecord[]): void {
    const ON_PATH = 1,
      SETTLED = 2;
    const mark = new Map<string, number>();
    tasks.forEach((t, i) => {
      const path: string[] = [];
      let current: TaskRecord | undefined = t;
      while (current && !mark.has(current.id)) {
        mark.set(current.id, ON_PATH);
        path.push(current.id);
        current = current.parentTaskId === null ? undefined : this.taskIds.get(current.parentTaskId);
      }
      if (current && mark.get(current.id) === ON_PATH && current.parentTaskId !== current.id) {
        this.errors.add(`/tasks/${i}/parentTaskId`, 'the parent chain forms a cycle');
      }
      for (const id of path) mark.set(id, SETTLED);
    });
  }

  labels(labels: LabelRecord[]): void {
    labels.forEach((l, i) => {
      this.text(`/labels/${i}/name`, l.name);
      this.text(`/labels/${i}/id`, l.id);
    });
  }

  /** Texts, interval, at most one open, references to the document's task, project and labels. */
  activities(activities: ActivityRecord[]): void {
    let open = 0;
    activities.forEach((a, i) => {
      const at = `/activities/${i}`;
      this.text(`${at}/id`, a.id);
      this.text(`${at}/summary`, a.summary);
      this.text(`${at}/timeEntryId`, a.timeEntryId);
      this.interval(at, a.start, a.end);
      if (a.end === null && ++open > 1) this.errors.add(`${at}/end`, 'only one activity can be open');
      if (a.taskId !== null && !this.taskIds.has(a.taskId)) this.errors.add(`${at}/taskId`, 'names no task of the document');
      if (a.projectId !== null && !this.projectIds.has(a.projectId)) this.errors.add(`${at}/projectId`, 'names no project of the document');
      a.labelIds.forEach((id, j) => {
        if (!this.labelIds.has(id)) this.errors.add(`${at}/labelIds/${j}`, 'names no label of the document');
      });
    });
  }

  /** Texts, interval, at most one running, a client and project that agree. */
  workSessions(sessions: WorkSessionRecord[]): void {
    let running = 0;
    sessions.forEach((w, i) => {
      const at = `/workSessions/${i}`;
      this.text(`${at}/id`, w.id);
      this.text(`${at}/summary`, w.summary);
      this.interval(at, w.start, w.end);
      if (w.end === null && ++running > 1) this.errors.add(`${at}/end`, 'only one work session can be running');
      if (w.clientId !== null && !this.clientIds.has(w.clientId)) this.errors.add(`${at}/clientId`, 'names no client of the document');
      if (w.projectId !== null) {
        const project = this.projectIds.get(w.projectId);
        if (!project) this.errors.add(`${at}/projectId`, 'names no project of the document');
        else if (w.clientId !== null && project.clientId !== w.clientId)
          this.errors.add(`${at}/clientId`, "must be the client of the session's project");
      }
    });
  }

  /** Amount and currency, one scope of the document, one rate per scope and effectiveFrom. */
  rates(rates: RateRecord[]): void {
    const scopes = new Map<string, string>();
    rates.forEach((r, i) => {
      const at = `/rates/${i}`;
      this.text(`${at}/id`, r.id);
      if (parseRate(r.hourlyRate) === null)
        this.errors.add(`${at}/hourlyRate`, 'must be a decimal from 0 to 999999999.9999 with at most 4 fraction digits');
      if (!isCurrency(r.currency)) this.errors.add(`${at}/currency`, 'must be an uppercase ISO 4217 code known to the server');
      const given = [r.clientId, r.projectId, r.taskId].filter((id) => id !== null).length;
      if (given > 1) this.errors.add(at, 'at most one of clientId, projectId and taskId');
      if (r.clientId !== null && !this.clientIds.has(r.clientId)) this.errors.add(`${at}/clientId`, 'names no client of the document');
      if (r.projectId !== null && !this.projectIds.has(r.projectId)) this.errors.add(`${at}/projectId`, 'names no project of the document');
      if (r.taskId !== null && !this.taskIds.has(r.taskId)) this.errors.add(`${at}/taskId`, 'names no task of the document');
      let fromNs: bigint | null = null;
      if (r.effectiveFrom !== null) fromNs = this.instant(`${at}/effectiveFrom`, r.effectiveFrom);
      const key = JSON.stringify([r.clientId, r.projectId, r.taskId, fromNs === null ? null : fromNs.toString()]);
      const previous = scopes.get(key);
      if (previous !== undefined) this.errors.add(`${at}/effectiveFrom`, `the same scope and effectiveFrom as ${previous}`);
      else scopes.set(key, at);
    });
  }
}
