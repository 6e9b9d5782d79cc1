import { etagFor } from '../common/http/etag';
import { requestFingerprint } from '../common/http/fingerprint';
import { API_PREFIX } from '../common/http/response-writer';
import { formatInstant, parseInstant } from '../common/time';
import type { Json, ToolContext } from './tool-context';

/**
 * start_timer and stop_timer send what they observe (the open activity and its version) with the
 * caller's requestId as Idempotency-Key. A retry after the first call succeeded observes the state
 * that call made, so its request differs and the API refuses the key (409 IDEMPOTENCY_KEY_REUSED).
 * Here the first request is looked for among the states it can have observed: the one whose
 * fingerprint the stored receipt holds is sent again, as it was, and the API itself answers with the
 * stored result. Arguments that differ from the first call's match no candidate: the API's 409 stands.
 */
const MAX_VERSIONS = 1000;

interface StoredActivity {
  id: string;
  version: number;
  start: string;
  end: string | null;
}

async function storedActivity(context: ToolContext, key: string): Promise<{ fingerprint: string; activity: StoredActivity & Json } | null> {
  const receipt = await context.receipt(key);
  if (!receipt) return null;
  let activity: unknown;
  try {
    activity = JSON.parse(receipt.body);
  } catch {
    return null;
  }
  const candidate = activity as Partial<StoredActivity> | null;
  if (!candidate || typeof candidate.id !== 'string' || typeof candidate.version !== 'number' || typeof candidate.start !== 'string')
    return null;
  return { fingerprint: receipt.fingerprint, activity: activity as StoredActivity & Json };
}

/** The body of the first POST /activities/start sent with this key and these details, if there was one. */
export async function originalStart(context: ToolContext, key: string, details: Json, path: string): Promise<Json | null> {
  const stored = await storedActivity(context, key);
  if (!stored) return null;
  const { activity, fingerprint } = stored;
  // Nothing was open; or this activity was open already (the same task: answered unchanged).
  const expected: Array<[string | null, number | null]> = [
    [null, null],
    [activity.id, activity.version],
  ];
  // Or another one was open and ended when this one started (a switch), one version before its end.
  const startNs = parseInstant(activity.start);
  if (startNs !== null) {
    const around = await context.api.call('GET', '/activities', {
      query: { from: formatInstant(startNs - 1n), to: formatInstant(startNs + 1n), limit: 200 },
    });
    const items = around.status === 200 ? ((around.body as { items?: StoredActivity[] }).items ?? []) : [];
    for (const previous of items) {
      if (previous.id === activity.id || previous.end !== activity.start) continue;
      for (let version = previous.version - 1; version >= 1 && version >= previous.version - MAX_VERSIONS; version--)
        expected.push([previous.id, version]);
    }
  }
  for (const [id, version] of expected) {
    const body = { expectedActiveId: id, expectedActiveVersion: version, ...details };
    if (requestFingerprint({ method: 'POST', path: `${API_PREFIX}${path}`, body, ifMatch: null }) === fingerprint) return body;
  }
  return null;
}

/** The path and If-Match of the first stop sent with this key, if there was one. */
export async function originalStop(context: ToolContext, key: string): Promise<{ path: string; ifMatch: string } | null> {
  const stored = await storedActivity(context, key);
  if (!stored || stored.activity.end === null || stored.activity.version < 2) return null;
  const { activity, fingerprint } = stored;
  const path = `/activities/${activity.id}/stop`;
  for (const start of await startsBeforeStop(context, activity)) {
    // The stop answered the record it ended; before, it was open, one version earlier.
    const before = { ...activity, version: activity.version - 1, start, end: null };
    const ifMatch = etagFor(JSON.stringify(before), before.version);
    if (requestFingerprint({ method: 'POST', path: `${API_PREFIX}${path}`, body: {}, ifMatch }) === fingerprint) return { path, ifMatch };
  }
  return null;
}

/**
 * Where the stopped record began before the stop. A stop past local midnights the day-boundary job
 * had not split yet splits the record itself and answers its last daily part, which keeps the ID but
 * begins at the last of those midnights: the record then began where an earlier part of the same time
 * entry begins (the interval's start, or a midnight the job had split it at before).
 */
async function startsBeforeStop(context: ToolContext, activity: StoredActivity & Json): Promise<string[]> {
  const starts = new Set([activity.start]);
  if (typeof activity.timeEntryId !== 'string') return [...starts];
  const entry = await context.api.call('GET', `/time-entries/${encodeURIComponent(activity.timeEntryId)}`);
  const parts = entry.status === 200 ? ((entry.body as { parts?: Array<{ start?: unknown }> }).parts ?? []) : [];
  for (const part of parts) if (typeof part.start === 'string') starts.add(part.start);
  return [...starts];
}
