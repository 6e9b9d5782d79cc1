import { createHash } from 'node:crypto';
import { TooManyPartsError, planDailyParts } from '../activities/daily-parts';
import { STORED_RANGE_TEXT, formatInstant, isStorableInstant } from '../common/time';
import { ResolvedTime, resolveEntryTime } from '@time-tracking/converters';
import { ImportEntry, RowProblemCode } from './dto/imports.dto';

/** Field limits of the records an entry becomes; a longer name is a row problem, not a 422. */
export const NAME_LIMITS = { client: 200, project: 200, task: 1000, label: 100, description: 4000 } as const;

export interface RowProblem {
  code: RowProblemCode;
  detail: string;
}

/** Names as they are matched and stored: trimmed, blank → null. */
export interface EntryNames {
  client: string | null;
  project: string | null;
  task: string | null;
  summary: string | null;
  labels: string[];
}

/** What an entry is, before the database is asked (claims, exact matches). */
export interface ComputedRow {
  row: number;
  startNs: bigint | null;
  endNs: bigint | null;
  fingerprint: string | null;
  claimKey: string | null;
  dayParts: number;
  parts: Array<{ start: bigint; end: bigint }>;
  /** The last part's pending split (an end after the server clock), as the activities module plans it. */
  splitDueNs: bigint | null;
  problems: RowProblem[];
  names: EntryNames;
  /** The entry's own billable flag; null: the project's default. */
  billable: boolean | null;
}

export const trimToNull = (text: string | null): string | null => {
  if (text === null) return null;
  const trimmed = text.trim();
  return trimmed.length === 0 ? null : trimmed;
};

/** Code-point order (not UTF-16 code unit order, which differs for characters beyond U+FFFF). */
export function compareCodePoints(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = x[i].codePointAt(0)! - y[i].codePointAt(0)!;
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

/**
 * Lowercase hex SHA-256 of the JSON array [start, end, client, project, task, description, tags]:
 * UTC instants as the API writes them, names exactly as the source has them (null when missing),
 * tags sorted by code point. File name, header variant and chosen destinations are not part of it.
 */
export function entryFingerprint(
  startNs: bigint,
  endNs: bigint,
  entry: Pick<ImportEntry, 'client' | 'project' | 'task' | 'description' | 'tags'>,
): string {
  const tags = [...entry.tags].sort(compareCodePoints);
  const text = JSON.stringify([
    formatInstant(startNs),
    formatInstant(endNs),
    entry.client,
    entry.project,
    entry.task,
    entry.description,
    tags,
  ]);
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function claimKeyOf(sourceId: string | null, fingerprint: string | null, occurrence: number): string | null {
  if (sourceId !== null) return `s:${sourceId}`;
  return fingerprint === null ? null : `f:${fingerprint}:${occurrence}`;
}

/** Enough for a 10,000-row file's starts and ends. */
const RESOLVED_KEPT = 32_768;
/** Kept this long after the first answer since the last clearing: an import, not the process. */
const RESOLVED_FOR_MS = 60_000;
const resolved = new Map<string, ResolvedTime>();
let clearing: NodeJS.Timeout | null = null;

/**
 * resolveEntryTime, remembered for a while: the command line sends every entry three times (file
 * preview, batch preview, commit), and Temporal takes some 8 µs per time. A zone's rules do not
 * change while the process runs, and the answers are never mutated. Cleared a minute after it
 * starts filling, so an import does not leave some megabytes behind for good.
 */
function resolveRemembered(text: string, zoneId: string): ResolvedTime {
  const key = `${zoneId}\u0000${text}`;
  let time = resolved.get(key);
  if (time === undefined) {
    time = resolveEntryTime(text, zoneId);
    if (resolved.size >= RESOLVED_KEPT) resolved.delete(resolved.keys().next().value!);
    resolved.set(key, time);
    if (clearing === null) {
      clearing = setTimeout(() => {
        resolved.clear();
        clearing = null;
      }, RESOLVED_FOR_MS);
      clearing.unref();
    }
  }
  return time;
}

function resolve(text: string, field: 'start' | 'end', sourceZoneId: string, problems: RowProblem[]): bigint | null {
  const time = resolveRemembered(text, sourceZoneId);
  switch (time.kind) {
    case 'instant':
      // A time storage cannot hold is the row's problem, like any other it has: never a failed request.
      if (!isStorableInstant(time.epochNs)) {
        problems.push({ code: 'TIME_OUT_OF_RANGE', detail: `${field} ${text} lies outside the supported range ${STORED_RANGE_TEXT}` });
        return null;
      }
      return time.epochNs;
    case 'nonexistent':
      problems.push({ code: 'NONEXISTENT_LOCAL_TIME', detail: `${field} ${text} does not exist in ${sourceZoneId} (daylight-saving gap)` });
      return null;
    case 'ambiguous':
      problems.push({
        code: 'AMBIGUOUS_LOCAL_TIME',
        detail: `${field} ${text} occurs twice in ${sourceZoneId} (daylight-saving fold); give it with an offset`,
      });
      return null;
    default:
      problems.push({ code: 'MALFORMED_TIME', detail: `${field} ${text} is not a valid date-time` });
      return null;
  }
}

export function computeRow(entry: ImportEntry, sourceZoneId: string, zoneId: string, nowNs: bigint, maxParts = 1000): ComputedRow {
  const problems: RowProblem[] = [];
  const startNs = resolve(entry.start, 'start', sourceZoneId, problems);
  const endNs = resolve(entry.end, 'end', sourceZoneId, problems);
  if (startNs !== null && endNs !== null && endNs <= startNs)
    problems.push({ code: 'END_NOT_AFTER_START', detail: 'end must be after start' });
  if (startNs !== null && startNs > nowNs) problems.push({ code: 'START_IN_FUTURE', detail: 'start is after the server clock' });
  const names: EntryNames = {
    client: trimToNull(entry.client),
    project: trimToNull(entry.project),
    task: trimToNull(entry.task),
    summary: trimToNull(entry.description),
    labels: [...new Set(entry.tags.map((t) => t.trim()).filter((t) => t.length > 0))],
  };
  const tooLong = (field: string, value: string | null, limit: number) => {
    if (value !== null && Array.from(value).length > limit)
      problems.push({ code: 'NAME_TOO_LONG', detail: `${field} is longer than ${limit} characters` });
  };
  tooLong('client', names.client, NAME_LIMITS.client);
  tooLong('project', names.project, NAME_LIMITS.project);
  tooLong('task', names.task, NAME_LIMITS.task);
  tooLong('description', names.summary, NAME_LIMITS.description);
  for (const label of names.labels) tooLong(`tag "${label.slice(0, 20)}…"`, label, NAME_LIMITS.label);
  const fingerprint = startNs !== null && endNs !== null ? entryFingerprint(startNs, endNs, entry) : null;
  let parts: Array<{ start: bigint; end: bigint }> = [];
  let splitDueNs: bigint | null = null;
  let dayParts = 0;
  if (problems.length === 0 && startNs !== null && endNs !== null) {
    try {
      const plan = planDailyParts(startNs, endNs, zoneId, nowNs, maxParts);
      parts = plan.parts.map((p) => ({ start: p.start, end: p.end ?? endNs }));
      splitDueNs = plan.splitDueNs;
      dayParts = parts.length;
    } catch (error) {
      // More parts than a whole batch may hold: reported as such (413), never planned in full.
      if (!(error instanceof TooManyPartsError)) throw error;
      dayParts = maxParts + 1;
    }
  }
  return {
    row: entry.row,
    startNs,
    endNs,
    fingerprint,
    claimKey: claimKeyOf(entry.sourceId, fingerprint, entry.occurrence ?? 1),
    dayParts,
    parts,
    splitDueNs,
    problems,
    names,
    billable: entry.billable ?? null,
  };
}
