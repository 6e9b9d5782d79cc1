import { STATUS_CODES } from 'node:http';

/**
 * What turns the generated OpenAPI document into one a person can drive from Swagger UI: the
 * cross-cutting headers described once (components) and referenced by every operation, the CSRF
 * header as a security scheme, tag descriptions, request examples that succeed on a fresh account,
 * and error examples that match their status. It works on whatever routes the document holds, so
 * routes added later get the shared headers and error examples without extra work.
 */

// The document is walked as untyped JSON (the builder's types are not indexable); each read is checked where it matters.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type Json = Record<string, any>;

const PARAMETERS: Record<string, Json> = {
  IfMatch: {
    name: 'If-Match',
    in: 'header',
    required: true,
    description:
      'The `ETag` of the version you last read, **with its double quotes** (copy the whole header value, e.g. `"3-9f86d081884c7d659a2feaa0"`). ' +
      'Absent: 428 `PRECONDITION_REQUIRED`; another version: 412 `STALE_VERSION` and nothing changes; weak tags (`W/…`), `*` and lists: 400.',
    // No example: a made-up tag would only ever answer 412; the value comes from the last read.
    schema: { type: 'string', pattern: '^"[A-Za-z0-9][A-Za-z0-9._:-]{0,127}"$' },
  },
  IdempotencyKey: {
    name: 'Idempotency-Key',
    in: 'header',
    required: true,
    description:
      'A new UUID for each command (e.g. from `uuidgen`). Sending the same key with the same request again (a retry after a timeout or a 503) ' +
      'returns the first answer and changes nothing; the same key with a different request is refused.',
    schema: { type: 'string', format: 'uuid' },
  },
  XServiceOwner: {
    name: 'X-Service-Owner',
    in: 'header',
    required: false,
    description:
      'Optional guard against acting on the wrong account: the owner ID you expect, as unpadded base64url of its UTF-8 bytes ' +
      '(the value every authenticated answer carries in its own `X-Service-Owner` header). A different owner: 401 `OWNER_CHANGED`; malformed: 400.',
    schema: { type: 'string', pattern: '^[A-Za-z0-9_-]+$' },
  },
  XServiceUndo: {
    name: 'X-Service-Undo',
    in: 'header',
    required: false,
    description:
      '`true`: also create an undo offer (valid 600 seconds; redeem it with `POST /undo/{id}`); the answer then carries `X-Service-Undo-Id` and ' +
      '`X-Service-Undo-Seconds`. `false` or absent: no offer; other values 400.',
    schema: { type: 'string', enum: ['true', 'false'] },
  },
};

const TAGS: Array<{ name: string; description: string }> = [
  {
    name: 'auth',
    description:
      'Accounts, browser sessions and personal API tokens. Start here: sign up, sign in (sets the session cookie and returns a `csrfToken`), create a token, then **Authorize** with it. Changing the password and signing out everywhere also need the session and its `csrfToken`.',
  },
  {
    name: 'activities',
    description:
      'Tracked time. At most one open activity (no `end`) per owner: `POST /activities/start` switches atomically, `POST /activities/{id}/stop` ends it. Records are split at local midnight into daily records.',
  },
  {
    name: 'time-entries',
    description:
      'One tracked interval as a person sees it: the daily records (activities) split from it share its `timeEntryId`. Read, replace or delete the whole interval at once; its ETag covers every part.',
  },
  {
    name: 'work-sessions',
    description:
      'Periods of work for a client (and optionally a project), independent of the activities tracked inside them; one running session per owner.',
  },
  { name: 'clients', description: 'Who the work is for. Every account has a General client.' },
  { name: 'projects', description: 'Projects belong to exactly one client.' },
  {
    name: 'tasks',
    description: 'What is worked on; optionally in a project, a subtask of another task, and linked to issues in external trackers.',
  },
  { name: 'labels', description: 'Free tags for activities. Every account starts with eight default labels.' },
  { name: 'profile', description: "The owner's time zone, which decides local days for daily records and reports." },
  { name: 'reports', description: 'Daily and weekly totals over a range, computed in a zone.' },
  {
    name: 'changes',
    description: 'The change feed: every committed create, update and delete in order, with long polling (`waitSeconds`) for live clients.',
  },
  { name: 'undo', description: 'Redeem an undo offer created by a request sent with `X-Service-Undo: true`.' },
  {
    name: 'interchange',
    description:
      "An owner's data in and out: `GET /export` writes one consistent snapshot (service-domain-v3 JSON, or CSV files in a ZIP, versions 1..3); `POST /import` reads either (v1..v3) and creates every record with a fresh ID in one transaction, or nothing. See docs/interchange.md.",
  },
  {
    name: 'imports',
    description:
      'Bring history from another tracker (Toggl, Clockify, Kimai, solidtime, Harvest): convert its CSV export to entries (the command line `npm run cli -- import-tracker` and the web client do this), preview them, create a job with the reviewed catalog mappings, commit batches of up to 100 entries and 1,000 local-day records in order from index 0 (each previewed first; repeating one with the same entries and decisions returns its outcome, other input is 409 BATCH_CONFLICT), and undo the whole job if needed. Nothing is imported twice: entries are claimed by source ID or fingerprint.',
  },
  {
    name: 'rates',
    description:
      "Hourly rates for billable time: per task, project or client, or the owner's default (no scope), each from an effective instant on. Reports price billable time at the rate in effect at each line's start (the task, its ancestors, the project, its client, the default; the first with a rate) and give amounts per currency, rounded once per line to the currency's minor unit.",
  },
  {
    name: 'agents',
    description:
      'The Model Context Protocol endpoint for AI agents (Claude, Cursor, …): the tools are calls of this API with the same rules, idempotency and permissions. A read-only token sees the read tools only. See docs/agents.md.',
  },
  {
    name: 'admin',
    description:
      'For administrators only: the server-wide central settings (sign-up, session and token lifetimes, sign-in throttling, rate limit, trusted proxies, mail), and the accounts (list, promote, demote, disable, enable; every change goes to the audit trail). A change is in effect on every replica at once. The first administrator is made on the command line: `npm run cli -- create-account --email … --admin`, or `set-admin --email …` for an existing account.',
  },
  { name: 'operations', description: 'Health probes and build identity.' },
];

const PROBLEM_CODES: Record<number, [string, string]> = {
  400: ['BAD_REQUEST', 'Unknown property: colour'],
  401: ['UNAUTHORIZED', 'Authentication is required'],
  403: ['INSUFFICIENT_PERMISSION', 'This credential has read permission only'],
  404: ['NOT_FOUND', 'No such resource'],
  405: ['METHOD_NOT_ALLOWED', 'The MCP endpoint is stateless: send each message with POST'],
  409: ['CONFLICT', 'The change conflicts with the current state'],
  410: ['GONE', 'The resource is no longer available'],
  412: ['STALE_VERSION', 'If-Match does not match the current version; nothing was changed'],
  413: ['PAYLOAD_TOO_LARGE', 'The request body is larger than 20 MiB'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'The request body must be application/json (Content-Type: application/json)'],
  421: ['MISDIRECTED_REQUEST', 'This host name is not served here'],
  422: ['VALIDATION', 'name: must be 1..200 characters after trimming'],
  428: ['PRECONDITION_REQUIRED', 'This request requires an If-Match header'],
  429: ['TOO_MANY_REQUESTS', 'Too many failed attempts; try again later'],
  503: ['SERVICE_UNAVAILABLE', 'The service is not ready; retry with the same Idempotency-Key'],
};

const SIGNUP_PASSWORD = 'a long passphrase of mine';
const UNSET_SETTINGS = {
  signupEnabled: null,
  sessionLifetimeMinutes: null,
  tokenMaxLifetimeDays: null,
  loginThrottle: null,
  rateLimit: null,
  trustedProxies: null,
  mail: null,
};
const SETTINGS_NEEDS =
  "Needs an administrator's session cookie, the X-CSRF-Token header (Authorize → csrf) and If-Match: the ETag of GET /admin/settings. " +
  '`settings` replaces every saved key (null: not set, so the environment or the default applies); currentPassword is your own password.';

const PAST_START = '2025-03-03T09:00:00Z';
const PAST_END = '2025-03-03T10:30:00Z';
const REPLACE_ID = '00000000-0000-4000-8000-000000000000';
const IMPORT_ENTRY = {
  row: 2,
  sourceId: null,
  start: '2025-03-05T09:00:00',
  end: '2025-03-05T10:30:00',
  client: 'Initech',
  project: 'Reporting',
  task: 'TPS cover sheets',
  description: 'New template',
  tags: ['imported'],
};
const IMPORT_MAPPINGS = {
  clients: [{ name: 'Initech', action: 'create' }],
  projects: [{ client: 'Initech', name: 'Reporting', action: 'create' }],
  tasks: [{ client: 'Initech', project: 'Reporting', name: 'TPS cover sheets', action: 'create' }],
  labels: [{ name: 'imported', action: 'create' }],
};

interface BodyExample {
  summary: string;
  description?: string;
  value: unknown;
}

/** Request bodies, by "METHOD path": each succeeds on a fresh account, or says what to replace. */
const REQUEST_EXAMPLES: Record<string, BodyExample[]> = {
  'POST /api/v1/auth/signup': [{ summary: 'A new account', value: { email: 'ada@example.com', password: SIGNUP_PASSWORD } }],
  'POST /api/v1/auth/session': [
    {
      summary: 'Sign in',
      description: 'Sets the session cookie; copy `csrfToken` into Authorize → csrf before creating a token.',
      value: { email: 'ada@example.com', password: SIGNUP_PASSWORD },
    },
  ],
  'POST /api/v1/auth/tokens': [
    {
      summary: 'A read-write token',
      description: 'Needs the session cookie and the X-CSRF-Token header (Authorize → csrf). Copy `token` into Authorize → bearer.',
      value: { name: 'explorer', permissions: ['read', 'write'] },
    },
  ],
  'POST /api/v1/clients': [{ summary: 'A client', value: { name: 'Acme Corp', color: '#1E88E5' } }],
  'PUT /api/v1/clients/{id}': [{ summary: 'Rename and recolor', value: { name: 'Acme Corporation', color: '#43A047' } }],
  'POST /api/v1/projects': [
    {
      summary: 'A project',
      description: `Replace clientId with a client's id from GET /clients (every account has a General client).`,
      value: { name: 'Website relaunch', clientId: REPLACE_ID },
    },
  ],
  'PUT /api/v1/projects/{id}': [
    {
      summary: 'Rename',
      description: "Replace clientId with the project's client (or another owned client).",
      value: { name: 'Website relaunch 2', clientId: REPLACE_ID },
    },
  ],
  'POST /api/v1/tasks': [{ summary: 'A task', value: { summary: 'Write the launch checklist' } }],
  'PUT /api/v1/tasks/{id}': [
    {
      summary: 'Edit a task',
      value: {
        summary: 'Write and review the launch checklist',
        url: 'https://example.com/issues/42',
        projectId: null,
        parentTaskId: null,
      },
    },
  ],
  'PUT /api/v1/tasks/{id}/external-references': [
    { summary: 'Link an issue', value: { providerId: 'github', repositoryId: 'acme/website', externalId: '42' } },
  ],
  'POST /api/v1/labels': [{ summary: 'A label', value: { name: 'Deep work', color: '#8E24AA' } }],
  'PUT /api/v1/labels/{id}': [{ summary: 'Rename', value: { name: 'Focus time', color: null } }],
  'PUT /api/v1/me': [{ summary: 'Set the time zone', value: { zoneId: 'Europe/Berlin' } }],
  'POST /api/v1/activities': [{ summary: 'A finished activity', value: { start: PAST_START, end: PAST_END, summary: 'Code review' } }],
  'PUT /api/v1/activities/{id}': [
    {
      summary: 'Edit an activity',
      value: { start: PAST_START, end: PAST_END, projectId: null, summary: 'Code review and fixes', labelIds: [] },
    },
  ],
  'POST /api/v1/activities/start': [
    {
      summary: 'Start (nothing running)',
      description: 'On a fresh account nothing is open: both expected fields are null.',
      value: { expectedActiveId: null, expectedActiveVersion: null, taskId: null, summary: 'Planning the day' },
    },
    {
      summary: 'Switch to a task',
      description:
        'Replace expectedActiveId and expectedActiveVersion with the id and version from GET /activities/active (else 409 ACTIVE_STATE_CHANGED), ' +
        'and taskId with a task id from GET /tasks (POST /tasks creates one). Starting the task that is already open answers 200 and changes nothing.',
      value: { expectedActiveId: REPLACE_ID, expectedActiveVersion: 1, taskId: REPLACE_ID, summary: 'Code review' },
    },
  ],
  'POST /api/v1/activities/{id}/stop': [{ summary: 'Stop', value: {} }],
  'PUT /api/v1/time-entries/{id}': [
    {
      summary: 'Move an entry across midnight',
      description:
        'Use the timeEntryId of an activity and the ETag of GET /time-entries/{id} as If-Match. The interval is split again at local midnights: each remaining day keeps its part.',
      value: { start: '2025-03-03T22:30:00Z', end: '2025-03-04T01:15:00Z', projectId: null, summary: 'Night deploy', labelIds: [] },
    },
  ],
  'POST /api/v1/mcp': [
    {
      summary: 'Initialize',
      description: 'The first message of an MCP client (no session follows: the endpoint is stateless).',
      value: {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'explorer', version: '1.0.0' } },
      },
    },
    {
      summary: 'List the tools',
      description: 'Send MCP-Protocol-Version: 2025-06-18 with it (any version the initialize answer names).',
      value: { jsonrpc: '2.0', id: 2, method: 'tools/list' },
    },
    { summary: 'Call a tool', value: { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'get_timer', arguments: {} } } },
  ],
  'PUT /api/v1/activities/{id}/work-session': [{ summary: 'Detach', value: { workSessionId: null } }],
  'POST /api/v1/work-sessions': [
    { summary: 'A finished session for the General client', value: { start: PAST_START, end: PAST_END, summary: 'Release planning' } },
  ],
  'POST /api/v1/work-sessions/start': [{ summary: 'Start a session for the General client', value: { summary: 'Release planning' } }],
  'PUT /api/v1/work-sessions/{id}': [{ summary: 'Edit times', value: { start: PAST_START, end: PAST_END, summary: 'Release planning' } }],
  'POST /api/v1/work-sessions/{id}/stop': [{ summary: 'Stop', value: {} }],
  'POST /api/v1/undo/{id}': [{ summary: 'Redeem', value: {} }],
  'POST /api/v1/rates': [
    {
      summary: 'The default rate',
      description: "No scope: the owner's default, since always.",
      value: { clientId: null, projectId: null, taskId: null, hourlyRate: '80', currency: 'EUR', effectiveFrom: null },
    },
    {
      summary: 'A client rate from a date on',
      description: "Replace clientId with a client's id from GET /clients. Time before effectiveFrom keeps its earlier rate.",
      value: {
        clientId: REPLACE_ID,
        projectId: null,
        taskId: null,
        hourlyRate: '95.5',
        currency: 'EUR',
        effectiveFrom: '2026-11-01T00:00:00Z',
      },
    },
  ],
  'PUT /api/v1/rates/{id}': [
    {
      summary: 'Change the amount',
      description: 'Every property is required.',
      value: { clientId: null, projectId: null, taskId: null, hourlyRate: '85', currency: 'EUR', effectiveFrom: null },
    },
  ],
  'PUT /api/v1/auth/password': [
    {
      summary: 'Change the password',
      description:
        'Needs the session cookie and the X-CSRF-Token header (Authorize → csrf). Every other web session of the account ends; personal tokens stay valid.',
      value: { currentPassword: SIGNUP_PASSWORD, newPassword: 'a renewed passphrase of mine, 2026' },
    },
  ],
  'POST /api/v1/auth/2fa/setup': [
    {
      summary: 'Start two-factor set-up',
      description:
        'Needs the session cookie and the X-CSRF-Token header (Authorize → csrf). Scan otpauthUri (or type secret) into an authenticator app, then confirm with POST /auth/2fa/enable.',
      value: { currentPassword: SIGNUP_PASSWORD },
    },
  ],
  'POST /api/v1/auth/2fa/enable': [
    {
      summary: 'Confirm with a code',
      description:
        "Replace code with the six digits the authenticator app shows now for the secret of the set-up. The answer's recovery codes are shown only once.",
      value: { code: '123456' },
    },
  ],
  'DELETE /api/v1/auth/2fa': [
    {
      summary: 'Turn two-factor off',
      description: 'Replace code with the six digits the authenticator app shows now, or with one unused recovery code.',
      value: { currentPassword: SIGNUP_PASSWORD, code: '123456' },
    },
  ],
  'PUT /api/v1/admin/accounts/{id}': [
    {
      summary: 'Promote an account',
      description:
        "Needs an administrator's session cookie, the X-CSRF-Token header (Authorize → csrf) and If-Match: the ETag of GET /admin/accounts/{id}. currentPassword is your own password. `disabled: true` disables the account.",
      value: { admin: true, disabled: false, currentPassword: SIGNUP_PASSWORD },
    },
  ],
  'PUT /api/v1/admin/settings': [
    {
      summary: 'Close sign-up',
      description: `${SETTINGS_NEEDS} POST /auth/signup then answers 403 SIGNUP_DISABLED; accounts are still made on the command line.`,
      value: { settings: { ...UNSET_SETTINGS, signupEnabled: false }, currentPassword: SIGNUP_PASSWORD },
    },
    {
      summary: 'Lifetimes, limits, a proxy and a mail server',
      description: `${SETTINGS_NEEDS} mail.password is write-only: omit it to keep the stored one, null clears it.`,
      value: {
        settings: {
          signupEnabled: null,
          sessionLifetimeMinutes: 480,
          tokenMaxLifetimeDays: 365,
          loginThrottle: { maxFailures: 5, windowSeconds: 900 },
          rateLimit: { requestsPerMinute: 600 },
          trustedProxies: ['10.0.0.0/8'],
          mail: {
            host: 'smtp.example.com',
            port: 587,
            secure: false,
            username: 'time-tracking',
            from: 'time-tracking@example.com',
            password: 'smtp-app-password',
          },
        },
        currentPassword: SIGNUP_PASSWORD,
      },
    },
    {
      summary: 'Back to the environment and defaults',
      description: `${SETTINGS_NEEDS} Every key null: nothing saved any more.`,
      value: { settings: UNSET_SETTINGS, currentPassword: SIGNUP_PASSWORD },
    },
  ],
  'POST /api/v1/imports/preview': [
    {
      summary: 'Preview tracker entries',
      description:
        'Writes nothing. Local times are read in sourceZoneId; each row says whether it is new, imported already, an exact match of an existing entry, or invalid.',
      value: { sourceZoneId: 'Europe/Berlin', entries: [IMPORT_ENTRY] },
    },
  ],
  'POST /api/v1/imports': [
    {
      summary: 'Create an import job',
      description:
        'The mappings say, for every name in the entries, whether to create a record or use an owned one (`use` with its id). Then commit batches from index 0.',
      value: {
        source: 'toggl',
        fileName: 'Toggl_time_entries.csv',
        fileSha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        sourceZoneId: 'Europe/Berlin',
        mappings: IMPORT_MAPPINGS,
        selectedCount: 1,
      },
    },
  ],
  'POST /api/v1/imports/{id}/batches/{index}/preview': [
    {
      summary: 'Preview batch 0',
      description:
        'Answers the rows and a previewToken for exactly these entries and decisions (settle every exactMatch row with distinctCreate or reuse).',
      value: { entries: [IMPORT_ENTRY] },
    },
  ],
  'POST /api/v1/imports/{id}/batches/{index}': [
    {
      summary: 'Commit batch 0',
      description:
        'Replace previewToken with the one the batch preview answered for the same entries and decisions. Repeating the commit returns the stored outcome.',
      value: { previewToken: 'replace-with-the-previewToken', entries: [IMPORT_ENTRY] },
    },
  ],
  'POST /api/v1/imports/{id}/undo/preview': [
    {
      summary: 'Start undoing the job',
      description: 'Fences the job for good (no more batches) and lists up to limit records it created.',
      value: { limit: 100 },
    },
  ],
  'POST /api/v1/imports/{id}/undo': [
    {
      summary: 'Undo a round',
      description:
        'Replace undoToken with the one the undo preview answered; decide KEEP or DELETE for records shown as edited or blocked (unchanged ones are removed).',
      value: { undoToken: 'replace-with-the-undoToken', decisions: [] },
    },
  ],
  'POST /api/v1/import': [
    {
      summary: 'A service-domain-v3 document',
      description:
        'Source IDs (c1, p1, …) only connect the records inside the document; the answer maps each to its new ID. A second import into the same account is ' +
        "409 EXTERNAL_REFERENCE_CONFLICT (the task's issue is linked already): drop externalReferences to import it again. For a ZIP, send a file from GET /export?format=csv.",
      value: {
        format: 'service-domain-v3',
        exportedAt: '2025-03-04T18:00:00Z',
        zoneId: 'Europe/Berlin',
        clients: [{ id: 'c1', name: 'Globex', color: '#F4511E' }],
        projects: [{ id: 'p1', name: 'Mobile app', clientId: 'c1', icon: 'rocket' }],
        tasks: [
          {
            id: 't1',
            summary: 'Fix the login redirect',
            url: 'https://example.com/issues/1347',
            projectId: 'p1',
            parentTaskId: null,
            externalReferences: [{ providerId: 'github', repositoryId: 'globex/mobile-app', externalId: '1347' }],
          },
        ],
        labels: [{ id: 'l1', name: 'Imported', color: '#00897B' }],
        activities: [
          {
            id: 'a1',
            start: '2025-03-04T13:00:00Z',
            end: '2025-03-04T14:15:00Z',
            taskId: 't1',
            projectId: null,
            summary: 'Reproduced the redirect',
            labelIds: ['l1'],
            manual: true,
          },
        ],
        workSessions: [
          { id: 'w1', clientId: 'c1', projectId: 'p1', summary: 'Bug triage', start: '2025-03-04T13:00:00Z', end: '2025-03-04T15:00:00Z' },
        ],
      },
    },
  ],
};

const OPEN_ACTIVITY = {
  id: '0192f7a4-5b6c-7d8e-9f00-112233445566',
  ownerId: '0192f7a4-1111-7222-8333-444455556666',
  version: 1,
  start: '2025-03-03T09:00:00.123456789Z',
  end: null,
  taskId: null,
  projectId: null,
  summary: 'Planning the day',
  labelIds: [],
  manual: false,
  billable: false,
  timeEntryId: '0192f7a4-5b6c-7d8e-9f00-112233445577',
};

/** Success answers where the generated example would mislead (an "open" activity with an end). */
const RESPONSE_EXAMPLES: Record<string, Record<string, unknown>> = {
  'POST /api/v1/activities/start': { '201': OPEN_ACTIVITY, '200': OPEN_ACTIVITY },
  'GET /api/v1/activities/active': { '200': OPEN_ACTIVITY },
};

const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);
const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

export function refineForExplorer(document: Json): Json {
  document.components ??= {};
  document.components.parameters = { ...(document.components.parameters ?? {}), ...PARAMETERS };
  document.components.securitySchemes ??= {};
  document.components.securitySchemes.csrf = {
    type: 'apiKey',
    in: 'header',
    name: 'X-CSRF-Token',
    description:
      'With the session cookie, every unsafe request (POST, PUT, DELETE) also sends the `csrfToken` from `POST /auth/session` (or `GET /auth/session`). Not needed with a bearer token.',
  };

  const used = new Set<string>();
  for (const [path, item] of Object.entries<Json>(document.paths ?? {})) {
    for (const [method, operation] of Object.entries<Json>(item)) {
      if (!METHODS.has(method)) continue;
      const key = `${method.toUpperCase()} ${path}`;
      for (const tag of operation.tags ?? []) used.add(tag);
      const isPublic =
        Array.isArray(operation.security) && operation.security.length === 1 && Object.keys(operation.security[0]).length === 0;
      if (UNSAFE.has(method)) withCsrf(operation, document.security);
      referenceSharedHeaders(document, operation, !isPublic);
      addRequestExamples(operation, REQUEST_EXAMPLES[key]);
      addResponseExamples(operation, RESPONSE_EXAMPLES[key]);
    }
  }
  const known = new Set(TAGS.map((tag) => tag.name));
  document.tags = [
    ...TAGS.filter((tag) => used.has(tag.name)),
    ...[...used]
      .filter((name) => !known.has(name))
      .sort()
      .map((name) => ({ name, description: `Operations on ${name}.` })),
  ];
  return document;
}

/** A cookie session needs X-CSRF-Token on unsafe methods: both schemes in one requirement (AND). */
function withCsrf(operation: Json, globalSecurity: Json[] | undefined): void {
  const security: Json[] | undefined = operation.security ?? globalSecurity;
  if (!security) return;
  const mapped = security.map((requirement) =>
    'session' in requirement && !('csrf' in requirement) ? { ...requirement, csrf: [] } : requirement,
  );
  if (mapped.some((requirement, i) => requirement !== security[i])) operation.security = mapped;
}

function referenceSharedHeaders(document: Json, operation: Json, authenticated: boolean): void {
  const byName = new Map(Object.entries(PARAMETERS).map(([id, parameter]) => [parameter.name.toLowerCase(), { id, parameter }]));
  const parameters: Json[] = (operation.parameters ?? []).map((parameter: Json) => {
    const shared = parameter.in === 'header' ? byName.get(String(parameter.name).toLowerCase()) : undefined;
    if (!shared) return parameter;
    if (Boolean(parameter.required) === Boolean(shared.parameter.required)) return { $ref: `#/components/parameters/${shared.id}` };
    // The same header where a route makes it optional (or required): one more component, same text.
    const id = `${shared.id}${parameter.required ? 'Required' : 'Optional'}`;
    document.components.parameters[id] ??= { ...shared.parameter, required: Boolean(parameter.required) };
    return { $ref: `#/components/parameters/${id}` };
  });
  const hasOwnerHeader = parameters.some(
    (parameter) =>
      String(parameter.$ref ?? '').startsWith('#/components/parameters/XServiceOwner') ||
      String(parameter.name).toLowerCase() === 'x-service-owner',
  );
  // Last, after the route's own parameters: lists that name a route's query parameters keep their order.
  if (authenticated && !hasOwnerHeader) parameters.push({ $ref: '#/components/parameters/XServiceOwner' });
  if (parameters.length > 0) operation.parameters = parameters;
}

function addRequestExamples(operation: Json, examples: BodyExample[] | undefined): void {
  const media = operation.requestBody?.content?.['application/json'];
  if (!examples || !media) return;
  delete media.example;
  media.examples = Object.fromEntries(examples.map((example, i) => [i === 0 ? 'default' : `example${i + 1}`, example]));
}

function addResponseExamples(operation: Json, examples: Record<string, unknown> | undefined): void {
  for (const [status, response] of Object.entries<Json>(operation.responses ?? {})) {
    const media = response.content?.['application/problem+json'];
    const code = Number(status);
    if (media && !media.example && !media.examples && PROBLEM_CODES[code]) media.example = problemExample(code, operation);
    const success = examples?.[status];
    const json = response.content?.['application/json'];
    if (success !== undefined && json) json.example = success;
  }
}

function problemExample(status: number, operation: Json): Json {
  let [code, detail] = PROBLEM_CODES[status];
  // Without a bearer alternative a 403 is about CSRF; on a public route it is about the route itself
  // (e.g. sign-up closed), not a token's permission.
  if (status === 403 && operation.security?.some((r: Json) => 'csrf' in r) && !operation.security?.some((r: Json) => 'bearer' in r)) {
    [code, detail] = ['CSRF_REQUIRED', 'Cookie-authenticated changes need the X-CSRF-Token value from /auth/session'];
  } else if (status === 403 && operation.security?.length === 1 && Object.keys(operation.security[0]).length === 0) {
    [code, detail] = ['FORBIDDEN', 'This operation is not allowed here (see the description for the codes)'];
  }
  const example: Json = {
    type: 'about:blank',
    title: STATUS_CODES[status] ?? 'Error',
    status,
    code,
    detail,
    requestId: '5f0c6a8e-2b7d-4c1e-9a3f-8d2e1b4c6a70',
  };
  if (status === 422) example.errors = [{ field: 'name', message: 'must be 1..200 characters after trimming' }];
  return example;
}
