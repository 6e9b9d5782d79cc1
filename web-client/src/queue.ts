import { ApiError, call, type Activity } from './api/http';

/**
 * Commands pressed while the server cannot be reached, kept in IndexedDB so that a reload or a
 * closed tab loses nothing. Each keeps the Idempotency-Key it was first sent with, so however many
 * times it is retried (this tab, a reloaded one) the server applies it once.
 */
export interface QueuedStop {
  key: string; // the Idempotency-Key, also the record key
  kind: 'stop';
  activityId: string;
  ifMatch: string;
  /** The instant the user pressed Stop (RFC 3339). */
  pressedAt: string;
}

const DB = 'time-tracking-client';
const STORE = 'commands';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function tx<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = run(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}

export const queued = (): Promise<QueuedStop[]> => tx('readonly', (store) => store.getAll() as IDBRequest<QueuedStop[]>);
export const enqueue = (command: QueuedStop): Promise<unknown> => tx('readwrite', (store) => store.put(command));
const dequeue = (key: string): Promise<unknown> => tx('readwrite', (store) => store.delete(key));

type Listener = () => void;
const listeners = new Set<Listener>();
export function onQueueChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const changed = () => listeners.forEach((listener) => listener());

export interface StopOutcome {
  command: QueuedStop;
  corrected: boolean;
  activity?: Activity;
  error?: unknown;
}

/** Tolerance between the pressed instant and the server's stop before the end is corrected. */
const CORRECT_AFTER_MS = 2000;

/**
 * Sends one queued stop with its own key; when the server stopped it noticeably later than the
 * press (the outage), sets the end back to the pressed instant with a versioned PUT (which marks
 * the record manual). Network failures leave the command queued.
 */
async function sendStop(command: QueuedStop): Promise<StopOutcome> {
  let stopped: Activity | undefined;
  try {
    stopped = (
      await call<Activity>('POST', `/api/v1/activities/${command.activityId}/stop`, {
        body: {},
        headers: { 'If-Match': command.ifMatch, 'Idempotency-Key': command.key },
        retry: false,
      })
    ).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) throw error;
    // Refused (already stopped elsewhere, a newer version): nothing to replay.
    await dequeue(command.key);
    return { command, corrected: false, error };
  }
  let corrected = false;
  let activity = stopped;
  if (
    stopped?.end &&
    Date.parse(stopped.end) - Date.parse(command.pressedAt) > CORRECT_AFTER_MS &&
    Date.parse(command.pressedAt) > Date.parse(stopped.start)
  ) {
    try {
      const current = await call<Activity>('GET', `/api/v1/activities/${stopped.id}`);
      activity = (
        await call<Activity>('PUT', `/api/v1/activities/${stopped.id}`, {
          body: {
            start: current.data.start,
            end: command.pressedAt,
            projectId: current.data.projectId,
            summary: current.data.summary,
            labelIds: current.data.labelIds,
          },
          headers: { 'If-Match': current.etag ?? '' },
        })
      ).data;
      corrected = true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) throw error;
      await dequeue(command.key);
      return { command, corrected: false, activity, error };
    }
  }
  await dequeue(command.key);
  return { command, corrected, activity };
}

let flushing: Promise<StopOutcome[]> | null = null;

/** Replays every queued command once (one flush at a time in this tab; the keys make tabs safe). */
export function flush(): Promise<StopOutcome[]> {
  if (flushing) return flushing;
  flushing = (async () => {
    const outcomes: StopOutcome[] = [];
    const run = async () => {
      for (const command of await queued()) {
        try {
          outcomes.push(await sendStop(command));
        } catch {
          break;
        }
      }
    };
    const locks = (navigator as Navigator & { locks?: { request: (name: string, run: () => Promise<void>) => Promise<void> } }).locks;
    if (locks) await locks.request('time-tracking-queue', run);
    else await run();
    return outcomes;
  })().finally(() => {
    flushing = null;
    changed();
  });
  return flushing;
}

/** Records a stop pressed now and sends it (now, or when the server can be reached again). */
export async function queueStop(activityId: string, ifMatch: string, key: string, pressedAt: string): Promise<void> {
  await enqueue({ key, kind: 'stop', activityId, ifMatch, pressedAt });
  changed();
}
