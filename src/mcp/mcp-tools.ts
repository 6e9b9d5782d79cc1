import { randomUUID } from 'node:crypto';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../common/pagination/page';
import { GROUP_DIMENSIONS } from '../reports/report-parts';
import { ROUNDING_MODES } from '../reports/report-time';
import { ApiAnswer } from './api-caller';
import { isLocalDateTime, resolveLocalTime } from './local-time';
import { originalStart, originalStop } from './replay';
import type { Json, ToolContext } from './tool-context';

export type { Json, ToolContext } from './tool-context';

/** What a tool answers: the API's JSON, or the problem's status, code and detail. */
export type ToolOutcome = { ok: true; value: unknown } | { ok: false; status: number; code: string; detail: string };

export interface ToolDefinition {
  name: string;
  title: string;
  description: string;
  /** Write tools need a token with write permission; a read-only token neither lists nor may call them. */
  write: boolean;
  inputSchema: { type: 'object'; properties: Record<string, Json>; required?: string[]; additionalProperties: false };
  run(args: Json, context: ToolContext): Promise<ToolOutcome>;
}

const UUID = { type: 'string', format: 'uuid' };
const REQUEST_ID = {
  type: 'string',
  pattern: '^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$',
  description:
    'A UUID you make up for this action and send again, unchanged, when you retry it (after a timeout or an unclear answer): ' +
    'the same requestId with the same arguments returns the first result and changes nothing. Use a new one for a new action.',
};
const LIMIT = {
  type: 'integer',
  minimum: 1,
  maximum: MAX_LIMIT,
  description: `Page size (default ${DEFAULT_LIMIT}, at most ${MAX_LIMIT})`,
};
const NULLABLE_UUID = (description: string) => ({ type: ['string', 'null'], format: 'uuid', description });
const SUMMARY = { type: ['string', 'null'], description: 'What was done (free text)' };
const LABEL_IDS = { type: 'array', items: UUID, description: "Label IDs (see the account's labels); omitted: none" };
const BILLABLE = {
  type: 'boolean',
  description:
    "Whether the time is billable; omitted: the project's billableByDefault (its projectId, else its task's project), false without a project",
};

const schema = (properties: Record<string, Json>, required: string[] = []): ToolDefinition['inputSchema'] => ({
  type: 'object',
  properties,
  ...(required.length > 0 ? { required } : {}),
  additionalProperties: false,
});

const ok = (value: unknown): ToolOutcome => ({ ok: true, value });

/** The API's answer as the tool's outcome: the JSON body, or the problem's fields. */
export function outcomeOf(answer: ApiAnswer, success: (body: unknown) => unknown = (body) => body): ToolOutcome {
  if (answer.status < 400) return ok(success(answer.body));
  return problemOutcome(answer);
}

function problemOutcome(answer: ApiAnswer): ToolOutcome {
  const problem = (answer.body ?? {}) as { code?: unknown; detail?: unknown; errors?: Array<{ field?: unknown; message?: unknown }> };
  let detail = typeof problem.detail === 'string' ? problem.detail : `The API answered ${answer.status}`;
  // Field messages the detail does not already say.
  const errors = (Array.isArray(problem.errors) ? problem.errors : []).filter((e) => e.message !== detail);
  if (errors.length > 0) {
    detail += ` (${errors
      .slice(0, 10)
      .map((e) => `${String(e.field)}: ${String(e.message)}`)
      .join('; ')})`;
  }
  // The tool builds the API request itself (path, headers, body): a 400 can only come from its
  // arguments, one missing or unknown in the request the API saw (roundingMinutes without rounding,
  // say), which a tool call answers as 422 VALIDATION.
  if (answer.status === 400) return validationFailure(detail);
  return { ok: false, status: answer.status, code: typeof problem.code === 'string' ? problem.code : 'ERROR', detail };
}

export const validationFailure = (detail: string): ToolOutcome => ({ ok: false, status: 422, code: 'VALIDATION', detail });

/** Only the arguments that were given: the API applies its own defaults to the rest. */
function given(args: Json, names: string[]): Json {
  const out: Json = {};
  for (const name of names) if (args[name] !== undefined) out[name] = args[name];
  return out;
}

const RETRY_READ = 'Reads only; safe to call again at any time.';

export const TOOLS: ToolDefinition[] = [
  {
    name: 'get_profile',
    title: 'Get profile',
    description:
      'Returns the account profile (GET /me): ownerId, zoneId (the IANA time zone in which local times, local days and reports are read) and version. ' +
      RETRY_READ,
    write: false,
    inputSchema: schema({}),
    run: async (_args, { api }) => outcomeOf(await api.call('GET', '/me')),
  },
  {
    name: 'get_timer',
    title: 'Get the running timer',
    description:
      'Returns {activity}: the open (running) activity — id, version, start, taskId, projectId, summary, labelIds — or {activity: null} when no timer runs. ' +
      RETRY_READ,
    write: false,
    inputSchema: schema({}),
    run: async (_args, { api }) => {
      const answer = await api.call('GET', '/activities/active');
      return outcomeOf(answer, (body) => ({ activity: answer.status === 204 ? null : body }));
    },
  },
  {
    name: 'list_activities',
    title: 'List tracked time',
    description:
      'Lists the activity records (tracked intervals, stored one per local day) that overlap [from, to), ordered by start: one page of GET /activities ' +
      '({items, nextCursor, revision}). from and to are instants with Z, e.g. 2026-03-02T00:00:00Z; to must be after from. ' +
      RETRY_READ,
    write: false,
    inputSchema: schema(
      {
        from: { type: 'string', description: 'Range start (inclusive), an instant with Z' },
        to: { type: 'string', description: 'Range end (exclusive), an instant with Z' },
        limit: LIMIT,
      },
      ['from', 'to'],
    ),
    run: async (args, { api }) =>
      outcomeOf(await api.call('GET', '/activities', { query: given(args, ['from', 'to', 'limit']) as Record<string, string> })),
  },
  {
    name: 'find_tasks',
    title: 'Find tasks',
    description:
      'Finds tasks whose summary contains query (case-insensitive), optionally only those of one project: one page of GET /tasks ({items, nextCursor, revision}), ' +
      'ordered by ID. Use it to get the taskId for start_timer or log_time. ' +
      RETRY_READ,
    write: false,
    inputSchema: schema({
      query: { type: 'string', description: 'Text the task summary contains' },
      projectId: { ...UUID, description: 'Only tasks of this project' },
      limit: LIMIT,
    }),
    run: async (args, { api }) => {
      const { query, ...rest } = given(args, ['query', 'projectId', 'limit']);
      return outcomeOf(await api.call('GET', '/tasks', { query: { q: query as string | undefined, ...(rest as Record<string, string>) } }));
    },
  },
  {
    name: 'find_projects',
    title: 'Find projects',
    description:
      'Finds projects whose name contains query (case-insensitive), optionally only those of one client: one page of GET /projects ({items, nextCursor, revision}), ' +
      'ordered by ID. Use it to get the projectId for start_timer, log_time or create_task. ' +
      RETRY_READ,
    write: false,
    inputSchema: schema({
      query: { type: 'string', description: 'Text the project name contains' },
      clientId: { ...UUID, description: 'Only projects of this client' },
      limit: LIMIT,
    }),
    run: async (args, { api }) => {
      const { query, ...rest } = given(args, ['query', 'clientId', 'limit']);
      return outcomeOf(
        await api.call('GET', '/projects', { query: { q: query as string | undefined, ...(rest as Record<string, string>) } }),
      );
    },
  },
  {
    name: 'find_task_by_reference',
    title: 'Find the task linked to an issue',
    description:
      'Returns the task linked to an issue of an external tracker (GET /tasks/by-external-reference), e.g. providerId "github", repositoryId "acme/website", ' +
      'externalId "1347". None linked: an error result with status 404. ' +
      RETRY_READ,
    write: false,
    inputSchema: schema(
      {
        providerId: { type: 'string', description: 'The tracker, e.g. github, gitlab, jira' },
        repositoryId: { type: 'string', description: 'The repository or project in that tracker, e.g. acme/website' },
        externalId: { type: 'string', description: 'The issue number or key, e.g. 1347 or WEB-12' },
      },
      ['providerId', 'repositoryId', 'externalId'],
    ),
    run: async (args, { api }) =>
      outcomeOf(
        await api.call('GET', '/tasks/by-external-reference', {
          query: given(args, ['providerId', 'repositoryId', 'externalId']) as Record<string, string>,
        }),
      ),
  },
  {
    name: 'summary_report',
    title: 'Summary report',
    description:
      'Totals of tracked time from fromDate to toDate (local dates, both inclusive, in zoneId or the profile zone) grouped by project by default, ' +
      'with an optional second level (GET /reports/summary). Durations are ISO 8601 (PT7H30M). ' +
      RETRY_READ,
    write: false,
    inputSchema: schema(
      {
        fromDate: { type: 'string', format: 'date', description: 'First local date, YYYY-MM-DD' },
        toDate: { type: 'string', format: 'date', description: 'Last local date (inclusive), YYYY-MM-DD' },
        groupBy: { type: 'string', enum: [...GROUP_DIMENSIONS], description: 'First grouping level (default project)' },
        subgroupBy: { type: 'string', enum: [...GROUP_DIMENSIONS], description: 'Second grouping level, different from groupBy' },
        zoneId: { type: 'string', description: 'IANA zone of the local dates (default: the profile zone); does not change the profile' },
        rounding: {
          type: 'string',
          enum: [...ROUNDING_MODES],
          description: "Round each local day's part to roundingMinutes (default none)",
        },
        roundingMinutes: { type: 'integer', description: 'Rounding step in minutes; required with rounding up, down or nearest' },
        billable: { type: 'boolean', description: 'true: only billable time; false: only non-billable time; omitted: all' },
      },
      ['fromDate', 'toDate'],
    ),
    run: async (args, { api }) =>
      outcomeOf(
        await api.call('GET', '/reports/summary', {
          query: given(args, [
            'fromDate',
            'toDate',
            'groupBy',
            'subgroupBy',
            'zoneId',
            'rounding',
            'roundingMinutes',
            'billable',
          ]) as Record<string, string>,
        }),
      ),
  },
  {
    name: 'start_timer',
    title: 'Start or switch the timer',
    description:
      'Starts tracking now (server clock) on a task, a project or neither (POST /activities/start). Changes: if another activity is open, it ends ' +
      'at the same instant and the new one starts (a switch); if the open activity already tracks this task, nothing changes and it is returned. ' +
      'It reads the open activity first and sends it as the expected state, so a timer changed meanwhile by someone else is an error result ' +
      '(409 ACTIVE_STATE_CHANGED), never a silent overwrite: read get_timer and decide again. Retrying safely: pass a requestId and repeat ' +
      'the call with the same requestId and arguments after a timeout; it returns the first result and starts nothing twice.',
    write: true,
    inputSchema: schema({
      taskId: NULLABLE_UUID('The task to track (find_tasks); omitted or null: no task'),
      projectId: NULLABLE_UUID('A project for the activity itself (find_projects)'),
      summary: SUMMARY,
      labelIds: LABEL_IDS,
      billable: BILLABLE,
      requestId: REQUEST_ID,
    }),
    run: startTimer,
  },
  {
    name: 'stop_timer',
    title: 'Stop the timer',
    description:
      'Stops the open activity now (server clock) and returns it completed (POST /activities/{id}/stop with its current version). Changes: sets its end. ' +
      'Nothing open: an error result with status 409 and code NO_OPEN_ACTIVITY. Retrying safely: pass a requestId and repeat the call with the same ' +
      'requestId after a timeout; it returns the first result.',
    write: true,
    inputSchema: schema({ requestId: REQUEST_ID }),
    run: stopTimer,
  },
  {
    name: 'log_time',
    title: 'Log time',
    description:
      'Records a finished interval (POST /activities): start and end are instants with Z (2026-03-02T08:00:00Z) or local date-times without offset ' +
      '(2026-03-02T09:00, optional seconds and up to 9 fraction digits) read in the profile zone (get_profile). A local time that does not exist there ' +
      '(clocks jump forward) or happens twice (clocks go back) is refused with status 422, naming the gap or both candidate instants: ask which one ' +
      'is meant and send it with Z. Changes: creates the interval, stored one record per local day; the result is the last record. Not idempotent: ' +
      'after a timeout, check with list_activities before logging again.',
    write: true,
    inputSchema: schema(
      {
        start: {
          type: 'string',
          description: 'Start: an instant with Z or a local date-time (YYYY-MM-DDTHH:MM[:SS[.fffffffff]]) in the profile zone',
        },
        end: { type: 'string', description: 'End (after start): an instant with Z or a local date-time in the profile zone' },
        taskId: NULLABLE_UUID('The task the time was spent on (find_tasks); cannot change later'),
        projectId: NULLABLE_UUID('A project for the interval itself (find_projects)'),
        summary: SUMMARY,
        labelIds: LABEL_IDS,
        billable: BILLABLE,
      },
      ['start', 'end'],
    ),
    run: logTime,
  },
  {
    name: 'create_task',
    title: 'Create a task',
    description:
      'Creates a task (POST /tasks), optionally in a project, as a subtask, and linked to issues of external trackers in the same step. ' +
      'An issue already linked to another task is an error result (409) and creates nothing: use find_task_by_reference. Not idempotent: after a timeout, ' +
      'look the task up (find_tasks or find_task_by_reference) before creating it again.',
    write: true,
    inputSchema: schema(
      {
        summary: { type: 'string', description: 'What the task is (must contain a non-whitespace character)' },
        projectId: NULLABLE_UUID("The project (find_projects); a subtask must be in its parent's project"),
        parentTaskId: NULLABLE_UUID('The task this one is a subtask of'),
        url: { type: ['string', 'null'], description: "An absolute URL, e.g. the issue's page" },
        externalReferences: {
          type: 'array',
          description: 'Issues to link, e.g. [{"providerId": "github", "repositoryId": "acme/website", "externalId": "1347"}]',
          items: {
            type: 'object',
            properties: { providerId: { type: 'string' }, repositoryId: { type: 'string' }, externalId: { type: 'string' } },
            required: ['providerId', 'repositoryId', 'externalId'],
            additionalProperties: false,
          },
        },
      },
      ['summary'],
    ),
    run: async (args, { api }) =>
      outcomeOf(
        await api.call('POST', '/tasks', { body: given(args, ['summary', 'projectId', 'parentTaskId', 'url', 'externalReferences']) }),
      ),
  },
];

const START_PATH = '/activities/start';

async function startTimer(args: Json, context: ToolContext): Promise<ToolOutcome> {
  const { api } = context;
  const open = await api.call('GET', '/activities/active');
  if (open.status >= 400) return problemOutcome(open);
  const current = open.status === 200 ? (open.body as { id: string; version: number }) : null;
  const details = { taskId: args.taskId ?? null, ...given(args, ['projectId', 'summary', 'labelIds', 'billable']) };
  const key = (args.requestId as string | undefined) ?? randomUUID();
  const body = { expectedActiveId: current?.id ?? null, expectedActiveVersion: current?.version ?? null, ...details };
  const answer = await api.call('POST', START_PATH, { body, idempotencyKey: key });
  if (args.requestId === undefined || !isKeyReused(answer)) return outcomeOf(answer);
  // A retry: the first call saw another open activity than there is now. Its request is found among
  // the states it can have seen, and sent again as it was: the API answers with the stored result.
  const original = await originalStart(context, key, details, START_PATH);
  return original ? outcomeOf(await api.call('POST', START_PATH, { body: original, idempotencyKey: key })) : outcomeOf(answer);
}

async function stopTimer(args: Json, context: ToolContext): Promise<ToolOutcome> {
  const { api } = context;
  const open = await api.call('GET', '/activities/active');
  if (open.status >= 400) return problemOutcome(open);
  const key = (args.requestId as string | undefined) ?? randomUUID();
  if (open.status === 204) {
    const original = args.requestId === undefined ? null : await originalStop(context, key);
    if (original) return outcomeOf(await api.call('POST', original.path, { ifMatch: original.ifMatch, idempotencyKey: key }));
    return { ok: false, status: 409, code: 'NO_OPEN_ACTIVITY', detail: 'No activity is open: there is no timer to stop' };
  }
  const activity = open.body as { id: string };
  const answer = await api.call('POST', `/activities/${activity.id}/stop`, { ifMatch: open.etag, idempotencyKey: key });
  if (args.requestId === undefined || !isKeyReused(answer)) return outcomeOf(answer);
  const original = await originalStop(context, key);
  return original
    ? outcomeOf(await api.call('POST', original.path, { ifMatch: original.ifMatch, idempotencyKey: key }))
    : outcomeOf(answer);
}

async function logTime(args: Json, { api }: ToolContext): Promise<ToolOutcome> {
  let start = args.start as string;
  let end = args.end as string;
  if (isLocalDateTime(start) || isLocalDateTime(end)) {
    const profile = await api.call('GET', '/me');
    if (profile.status >= 400) return problemOutcome(profile);
    const zoneId = (profile.body as { zoneId: string }).zoneId;
    const resolved = [resolveLocalTime('start', start, zoneId), resolveLocalTime('end', end, zoneId)];
    const failures = resolved.flatMap((outcome) => (outcome.kind === 'invalid' ? [outcome.detail] : []));
    if (failures.length > 0) return validationFailure(failures.join('; '));
    [start, end] = resolved.map((outcome) => (outcome as { text: string }).text);
  }
  const body = { start, end, ...given(args, ['taskId', 'projectId', 'summary', 'labelIds', 'billable']) };
  return outcomeOf(await api.call('POST', '/activities', { body }));
}

function isKeyReused(answer: ApiAnswer): boolean {
  return answer.status === 409 && (answer.body as { code?: unknown } | null)?.code === 'IDEMPOTENCY_KEY_REUSED';
}
