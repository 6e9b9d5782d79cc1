import { PROJECT_ICONS } from '../projects/dto/project.dto';

/**
 * The portable transfer format, service-domain-v1..v3: closed JSON Schemas (OpenAPI 3.1 / JSON Schema
 * 2020-12 dialect). They are the one source of truth: the import validates against them (Ajv) and
 * /openapi.json publishes them, so the documented and the enforced format cannot drift. A change to
 * any of them needs a new format version (api-v1 Versioning §5).
 */

export const FORMATS = ['service-domain-v1', 'service-domain-v2', 'service-domain-v3', 'service-domain-v4'] as const;
export type FormatName = (typeof FORMATS)[number];
/** What GET /export writes by default; v4 on request (`version=4`). */
export const CURRENT_FORMAT = 'service-domain-v3';
export const LATEST_FORMAT = 'service-domain-v4';
export type ExportFormat = typeof CURRENT_FORMAT | typeof LATEST_FORMAT;
export const versionOf = (format: FormatName): 1 | 2 | 3 | 4 => Number(format.slice(-1)) as 1 | 2 | 3 | 4;

/** Transfer limits (api-v1 Limits): per record type, and for the whole document. */
export const MAX_RECORDS_PER_TYPE = 10_000;
export const MAX_TRANSFER_BYTES = 20 * 1024 * 1024;

export const RECORD_TYPES = ['clients', 'projects', 'tasks', 'labels', 'activities', 'workSessions'] as const;
/** v4 adds the owner's rates. */
export const RECORD_TYPES_V4 = [...RECORD_TYPES, 'rates'] as const;
export type RecordType = (typeof RECORD_TYPES_V4)[number];

type Schema = Record<string, unknown>;

/** A source ID: only a correlation key inside the document (exports write UUIDs). */
const SOURCE_ID: Schema = {
  type: 'string',
  minLength: 1,
  maxLength: 200,
  description: 'Source ID: a correlation key inside the document only; the import allocates fresh IDs',
};
const nullable = (schema: Schema): Schema => ({ ...schema, type: [schema.type as string, 'null'] });
const INSTANT: Schema = {
  type: 'string',
  format: 'date-time',
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?Z$',
  description: 'RFC 3339 UTC instant ending in Z, at most nine fractional digits',
};
const text = (maxLength: number, description: string): Schema => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S', description });
const COLOR: Schema = { type: 'string', pattern: '^#[0-9A-Fa-f]{6}$' };
const identifier = (maxLength: number): Schema => ({
  type: 'string',
  minLength: 1,
  maxLength,
  pattern: '\\S',
  description: 'Taken exactly as given (not trimmed)',
});

const closed = (properties: Record<string, Schema>, required: string[], description?: string): Schema => ({
  type: 'object',
  additionalProperties: false,
  required,
  properties,
  ...(description ? { description } : {}),
});
const list = (items: Schema): Schema => ({ type: 'array', maxItems: MAX_RECORDS_PER_TYPE, items });

const client = closed(
  {
    id: SOURCE_ID,
    name: text(200, 'Trimmed; must contain a non-whitespace character'),
    color: COLOR,
    general: {
      type: 'boolean',
      description: "The account's General client: imported onto the importer's own General client (never created or changed); at most one",
    },
  },
  ['id', 'name', 'color'],
);
const projectV1 = closed(
  { id: SOURCE_ID, name: text(200, 'Trimmed'), icon: { type: ['string', 'null'], enum: [...PROJECT_ICONS, null] } },
  ['id', 'name'],
  "v1/v2: imported under the importer's General client",
);
const projectV3 = closed({ ...(projectV1.properties as Record<string, Schema>), clientId: SOURCE_ID }, ['id', 'name', 'clientId']);
const reference = closed({ providerId: identifier(200), repositoryId: identifier(4096), externalId: identifier(1000) }, [
  'providerId',
  'repositoryId',
  'externalId',
]);
const taskV1 = closed(
  {
    id: SOURCE_ID,
    summary: text(1000, 'Trimmed'),
    url: nullable({ type: 'string', minLength: 1, maxLength: 2048, format: 'uri', description: 'Absolute URI with a scheme' }),
    projectId: nullable(SOURCE_ID),
    parentTaskId: nullable({ ...SOURCE_ID, description: 'A subtask has the same non-null project as its parent; no cycles' }),
  },
  ['id', 'summary'],
);
const taskV3 = closed(
  { ...(taskV1.properties as Record<string, Schema>), externalReferences: { type: 'array', maxItems: 100, items: reference } },
  ['id', 'summary'],
);
const label = closed({ id: SOURCE_ID, name: text(100, 'Trimmed'), color: nullable(COLOR) }, ['id', 'name']);
const activityCommon: Record<string, Schema> = {
  id: SOURCE_ID,
  start: { ...INSTANT, description: 'Not after the server clock' },
  end: nullable({
    ...INSTANT,
    description: 'Not before start; null = open (at most one open activity, none if the importer has one open)',
  }),
  summary: nullable(text(4000, 'Trimmed; null = none')),
  labelIds: { type: 'array', maxItems: 500, uniqueItems: true, items: SOURCE_ID },
  manual: { type: 'boolean', description: 'Kept as given (default false)' },
  workSessionId: { ...nullable(SOURCE_ID), deprecated: true, description: 'Retired: accepted and ignored' },
};
const activityV1 = closed({ ...activityCommon, taskId: SOURCE_ID }, ['id', 'start', 'end', 'taskId']);
const activityV3 = closed(
  { ...activityCommon, taskId: nullable(SOURCE_ID), projectId: nullable({ ...SOURCE_ID, description: 'Direct project assignment' }) },
  ['id', 'start', 'end'],
);
const BILLABLE: Schema = { type: 'boolean', description: 'Whether the time is billable (default false)' };
const ARCHIVED: Schema = { type: 'boolean', description: 'Archived (default false)' };
const withArchived = (schema: Schema): Schema =>
  closed({ ...(schema.properties as Record<string, Schema>), archived: ARCHIVED }, schema.required as string[]);
const clientV4 = withArchived(client);
const projectV4 = closed(
  {
    ...(projectV3.properties as Record<string, Schema>),
    billableByDefault: { type: 'boolean', description: 'The billable flag new activities of the project take (default false)' },
    archived: ARCHIVED,
  },
  ['id', 'name', 'clientId'],
);
const taskV4 = withArchived(taskV3);
const labelV4 = withArchived(label);
const activityV4 = closed(
  {
    ...(activityV3.properties as Record<string, Schema>),
    billable: BILLABLE,
    timeEntryId: {
      ...SOURCE_ID,
      description:
        'Correlation key of the time entry (the daily parts of one interval share it); rewritten on import. Omitted: an entry of its own',
    },
  },
  ['id', 'start', 'end'],
);
const rate = closed(
  {
    id: SOURCE_ID,
    clientId: nullable({ ...SOURCE_ID, description: 'A client of the document, or null' }),
    projectId: nullable({ ...SOURCE_ID, description: 'A project of the document, or null' }),
    taskId: nullable({
      ...SOURCE_ID,
      description: "A task of the document, or null. At most one of clientId, projectId, taskId; none: the owner's default",
    }),
    hourlyRate: {
      type: 'string',
      pattern: '^\\d+(\\.\\d{1,4})?$',
      maxLength: 40,
      description: 'Decimal string 0..999999999.9999, at most 4 fraction digits',
    },
    currency: { type: 'string', pattern: '^[A-Z]{3}$', description: 'ISO 4217 code known to the server' },
    effectiveFrom: nullable({ ...INSTANT, description: 'null: since always. One rate per scope and effectiveFrom' }),
  },
  ['id', 'hourlyRate', 'currency'],
);
const workSessionCommon: Record<string, Schema> = {
  id: SOURCE_ID,
  projectId: nullable(SOURCE_ID),
  start: { ...INSTANT, description: 'Not after the server clock' },
  end: nullable({ ...INSTANT, description: 'Not before start; null = running (at most one, none if the importer has one running)' }),
  title: {
    ...nullable({ type: 'string', maxLength: 4000 }),
    deprecated: true,
    description: 'Retired: folded into summary (a given summary wins)',
  },
};
const workSessionV2 = closed(workSessionCommon, ['id', 'start', 'end'], "Imported under the importer's General client");
const workSessionV3 = closed(
  {
    ...workSessionCommon,
    clientId: { ...SOURCE_ID, description: "With a project: must be the project's client" },
    summary: nullable(text(4000, 'Trimmed; null = none')),
  },
  ['id', 'clientId', 'start', 'end'],
);

const envelope = (
  format: FormatName,
  description: string,
  collections: Record<string, Schema>,
  required: string[],
  example: unknown,
): Schema => ({
  type: 'object',
  example,
  title: format,
  description,
  additionalProperties: false,
  required: ['format', ...required],
  properties: {
    format: { const: format, type: 'string' },
    exportedAt: { ...INSTANT, description: 'Information only: when the source exported it' },
    zoneId: { type: 'string', maxLength: 100, description: "Information only: the source owner's reporting zone (never applied)" },
    ...Object.fromEntries(Object.entries(collections).map(([name, items]) => [name, list(items)])),
  },
});

const EXAMPLE_V1 = {
  format: 'service-domain-v1',
  projects: [{ id: 'p1', name: 'Website relaunch', icon: 'rocket' }],
  tasks: [{ id: 't1', summary: 'Fix the login redirect', url: null, projectId: 'p1', parentTaskId: null }],
  labels: [{ id: 'l1', name: 'Programming', color: '#1E88E5' }],
  activities: [
    {
      id: 'a1',
      start: '2026-03-29T00:59:59.123456789Z',
      end: '2026-03-29T02:00:00Z',
      taskId: 't1',
      summary: null,
      labelIds: ['l1'],
      manual: false,
    },
  ],
};
const EXAMPLE_V2 = {
  ...EXAMPLE_V1,
  format: 'service-domain-v2',
  workSessions: [{ id: 'w1', projectId: 'p1', title: 'Release planning', start: '2026-03-29T00:00:00Z', end: '2026-03-29T03:00:00Z' }],
};
const EXAMPLE_V3 = {
  format: 'service-domain-v3',
  exportedAt: '2026-03-30T08:00:00.5Z',
  zoneId: 'Europe/Berlin',
  clients: [{ id: 'c1', name: 'Acme Corp', color: '#1E88E5', general: false }],
  projects: [{ id: 'p1', name: 'Website relaunch', clientId: 'c1', icon: 'rocket' }],
  tasks: [
    {
      id: 't1',
      summary: 'Fix the login redirect',
      url: 'https://example.com/issues/1347',
      projectId: 'p1',
      parentTaskId: null,
      externalReferences: [{ providerId: 'github', repositoryId: 'octo-org/octo-repo', externalId: '1347' }],
    },
  ],
  labels: [{ id: 'l1', name: 'Programming', color: '#1E88E5' }],
  activities: [
    {
      id: 'a1',
      start: '2026-03-29T00:59:59.123456789Z',
      end: '2026-03-29T02:00:00Z',
      taskId: 't1',
      projectId: null,
      summary: 'Reviewed the patch',
      labelIds: ['l1'],
      manual: true,
    },
  ],
  workSessions: [
    { id: 'w1', clientId: 'c1', projectId: 'p1', summary: 'Release planning', start: '2026-03-29T00:00:00Z', end: '2026-03-29T03:00:00Z' },
  ],
};

const EXAMPLE_V4 = {
  ...EXAMPLE_V3,
  format: 'service-domain-v4',
  projects: [{ ...EXAMPLE_V3.projects[0], billableByDefault: true }],
  activities: [{ ...EXAMPLE_V3.activities[0], billable: true }],
  rates: [
    { id: 'r1', clientId: null, projectId: null, taskId: null, hourlyRate: '80', currency: 'EUR', effectiveFrom: null },
    { id: 'r2', clientId: 'c1', projectId: null, taskId: null, hourlyRate: '95.5', currency: 'EUR', effectiveFrom: '2026-03-01T00:00:00Z' },
  ],
};

export const SERVICE_DOMAIN_SCHEMAS: Record<FormatName, Schema> = {
  'service-domain-v1': envelope(
    'service-domain-v1',
    'Projects, tasks and subtasks, labels and task activities.',
    { projects: projectV1, tasks: taskV1, labels: label, activities: activityV1 },
    ['projects', 'tasks', 'labels', 'activities'],
    EXAMPLE_V1,
  ),
  'service-domain-v2': envelope(
    'service-domain-v2',
    'v1 plus work sessions (with the legacy title).',
    { projects: projectV1, tasks: taskV1, labels: label, activities: activityV1, workSessions: workSessionV2 },
    ['projects', 'tasks', 'labels', 'activities', 'workSessions'],
    EXAMPLE_V2,
  ),
  'service-domain-v3': envelope(
    'service-domain-v3',
    'v2 plus clients, a mandatory clientId on projects and work sessions, session summary, task externalReferences, and optional task and direct-project assignment on activities. What GET /export writes.',
    { clients: client, projects: projectV3, tasks: taskV3, labels: label, activities: activityV3, workSessions: workSessionV3 },
    ['clients', 'projects', 'tasks', 'labels', 'activities', 'workSessions'],
    EXAMPLE_V3,
  ),
  'service-domain-v4': envelope(
    'service-domain-v4',
    "v3 plus billing (billable on activities, billableByDefault on projects, the owner's hourly rates), time entries (timeEntryId on activities) and archived on clients, projects, tasks and labels. What GET /export?version=4 writes.",
    {
      clients: clientV4,
      projects: projectV4,
      tasks: taskV4,
      labels: labelV4,
      activities: activityV4,
      workSessions: workSessionV3,
      rates: rate,
    },
    ['clients', 'projects', 'tasks', 'labels', 'activities', 'workSessions', 'rates'],
    EXAMPLE_V4,
  ),
};

/** OpenAPI component names of the schemas. */
export const SCHEMA_NAMES: Record<FormatName, string> = {
  'service-domain-v1': 'ServiceDomainV1',
  'service-domain-v2': 'ServiceDomainV2',
  'service-domain-v3': 'ServiceDomainV3',
  'service-domain-v4': 'ServiceDomainV4',
};

export const IMPORT_RESULT_SCHEMA: Schema = {
  type: 'object',
  required: ['format', 'counts', 'idMap'],
  properties: {
    format: {
      type: 'string',
      enum: [...FORMATS],
      description: 'The format that was read (a CSV archive names its service-domain version)',
    },
    counts: {
      type: 'object',
      description:
        "Records created per type (activities: every local-day record; a general client mapped onto the importer's own is not counted)",
      required: [...RECORD_TYPES],
      properties: Object.fromEntries(
        RECORD_TYPES_V4.map((t) => [
          t,
          { type: 'integer', minimum: 0, ...(t === 'rates' ? { description: 'Present for service-domain-v4 only' } : {}) },
        ]),
      ),
    },
    idMap: {
      type: 'object',
      description: 'Every source ID to its new ID (an activity split into several local-day records maps to the last one)',
      additionalProperties: { type: 'string', format: 'uuid' },
    },
  },
  example: {
    format: 'service-domain-v3',
    counts: { clients: 1, projects: 1, tasks: 2, labels: 1, activities: 3, workSessions: 0 },
    idMap: { 'a2b1e5a0-0000-7000-8000-000000000001': '01936c2e-8f4a-7d3e-9b1a-3c2d4e5f6a7b' },
  },
};

// ---- the version-independent graph the import validates and writes ----

export interface ReferenceValue {
  providerId: string;
  repositoryId: string;
  externalId: string;
}

export interface ClientRecord {
  id: string;
  name: string;
  color: string;
  general: boolean;
  archived: boolean;
}
/** clientId null: the importer's General client. */
export interface ProjectRecord {
  id: string;
  name: string;
  clientId: string | null;
  icon: string | null;
  billableByDefault: boolean;
  archived: boolean;
}
export interface TaskRecord {
  id: string;
  summary: string;
  url: string | null;
  projectId: string | null;
  parentTaskId: string | null;
  externalReferences: ReferenceValue[];
  archived: boolean;
}
export interface LabelRecord {
  id: string;
  name: string;
  color: string | null;
  archived: boolean;
}
export interface ActivityRecord {
  id: string;
  start: string;
  end: string | null;
  taskId: string | null;
  projectId: string | null;
  summary: string | null;
  labelIds: string[];
  manual: boolean;
  billable: boolean;
  timeEntryId: string | null;
}
export interface RateRecord {
  id: string;
  clientId: string | null;
  projectId: string | null;
  taskId: string | null;
  hourlyRate: string;
  currency: string;
  effectiveFrom: string | null;
}
export interface WorkSessionRecord {
  id: string;
  clientId: string | null;
  projectId: string | null;
  summary: string | null;
  start: string;
  end: string | null;
}

export interface DomainGraph {
  format: FormatName;
  clients: ClientRecord[];
  projects: ProjectRecord[];
  tasks: TaskRecord[];
  labels: LabelRecord[];
  activities: ActivityRecord[];
  workSessions: WorkSessionRecord[];
  rates: RateRecord[];
}

/** The components /openapi.json publishes for the interchange routes. */
export function interchangeSchemas(): Record<string, Schema> {
  return {
    ...Object.fromEntries(FORMATS.map((f) => [SCHEMA_NAMES[f], SERVICE_DOMAIN_SCHEMAS[f]])),
    ImportResult: IMPORT_RESULT_SCHEMA,
  };
}
