import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Temporal } from 'temporal-polyfill';
import { ApiError, allPages, api, describeError, ok, type Activity, type Task } from '../api/http';
import { keys } from '../data';
import { fromLocalInput } from '../time';
import type { Draft } from './EntryForm';

// Adding time (POST /activities) for the day and week views and the calendar, which share the entry form.

/** The body of POST /activities for a draft of the entry form. */
export interface NewEntry {
  start: string;
  end: string | null;
  taskId: string | null;
  projectId: string | null;
  summary: string | null;
  labelIds: string[];
  billable?: boolean;
}

export function newEntryOf(draft: Draft, zone: string, tasks: Task[] | undefined): NewEntry {
  const task = tasks?.find((t) => t.id === draft.taskId);
  return {
    start: fromLocalInput(draft.start, zone),
    end: draft.end ? fromLocalInput(draft.end, zone) : null,
    taskId: draft.taskId || null,
    projectId: task ? task.projectId : draft.projectId || null,
    summary: draft.summary.trim() || null,
    labelIds: [...draft.labelIds].sort(),
    // Not said: the server applies the project's default.
    ...(draft.billable !== null ? { billable: draft.billable } : {}),
  };
}

export interface AddFailure {
  text: string;
  /** The request may be sent again as it is (no answer, or a server error); a refusal needs a change first. */
  retry: boolean;
}

const sameInstant = (a: string | null, b: string | null): boolean =>
  a === null || b === null ? a === b : Temporal.Instant.compare(a, b) === 0;

const sameEntry = (a: NewEntry, b: NewEntry): boolean => JSON.stringify(a) === JSON.stringify(b);

type WholeEntry = Pick<Activity, 'start' | 'end' | 'taskId' | 'projectId' | 'summary' | 'labelIds' | 'billable' | 'manual'>;

/** Whether a time entry the server holds is the one sent: the same interval, task, project, summary, labels and flag. */
function isSent(entry: WholeEntry, sent: NewEntry): boolean {
  return (
    entry.manual &&
    sameInstant(entry.start, sent.start) &&
    sameInstant(entry.end, sent.end) &&
    entry.taskId === sent.taskId &&
    (sent.taskId !== null || entry.projectId === sent.projectId) &&
    entry.summary === sent.summary &&
    [...entry.labelIds].sort().join() === sent.labelIds.join() &&
    (sent.billable === undefined || entry.billable === sent.billable)
  );
}

/**
 * Whether an entry sent without an answer was saved. A manual create is not an idempotent command
 * (api-v1.md: "standard create calls are not replayable; reconcile by reloading"), so the entries
 * that start at its start are read back and compared with it before it is sent again.
 */
async function wasSaved(sent: NewEntry): Promise<boolean> {
  const to = Temporal.Instant.from(sent.start).add({ seconds: 1 }).toString();
  const parts = await allPages<Activity>(
    async (cursor) => (await ok(api.GET('/api/v1/activities', { params: { query: { from: sent.start, to, limit: 200, cursor } } }))).data,
  );
  for (const part of parts.filter((p) => sameInstant(p.start, sent.start))) {
    const entry = await ok(api.GET('/api/v1/time-entries/{id}', { params: { path: { id: part.timeEntryId } } }));
    if (isSent(entry.data, sent)) return true;
  }
  return false;
}

function failureOf(error: unknown): AddFailure {
  if (error instanceof ApiError && error.status === 0)
    return {
      text:
        'Not added: the server cannot be reached. Your entry is still here: press Retry once the connection is back ' +
        '(it checks first, so nothing is added twice).',
      retry: true,
    };
  if (error instanceof ApiError && error.status >= 500)
    return {
      text:
        `Not added: the server could not save it (error ${error.status}${error.problem.requestId ? `, request ${error.problem.requestId}` : ''}). ` +
        'Your entry is still here: press Retry in a moment.',
      retry: true,
    };
  return { text: describeError(error), retry: false };
}

/**
 * Sends a new entry (made from the form's draft by `make`). A network failure or a server error
 * keeps the entry with the caller and offers Retry; since the first request may have been saved all
 * the same, a retry first looks for it. Answers the saved entry and whether it was 'added' now or
 * 'found' (an earlier attempt had been saved), or null with `failure` set.
 */
export function useAddTime() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AddFailure | null>(null);
  // The last entry sent without a definite answer.
  const unsure = useRef<NewEntry | null>(null);

  const add = async (make: () => NewEntry): Promise<{ entry: NewEntry; outcome: 'added' | 'found' } | null> => {
    setBusy(true);
    setFailure(null);
    let entry: NewEntry | null = null;
    try {
      entry = make();
      const earlier = unsure.current;
      if (earlier && (await wasSaved(earlier))) {
        unsure.current = null;
        if (sameEntry(earlier, entry)) return { entry, outcome: 'found' };
        for (const key of [keys.activities, keys.reports, keys.active]) void queryClient.invalidateQueries({ queryKey: key });
        setFailure({
          text:
            'Your earlier attempt reached the server after all and was saved as it was then, without your later changes. ' +
            'Edit that entry in the list, or press Add again to record this one as well.',
          retry: false,
        });
        return null;
      }
      unsure.current = null;
      await ok(api.POST('/api/v1/activities', { body: entry }));
      return { entry, outcome: 'added' };
    } catch (error) {
      const next = failureOf(error);
      // Unsure again (or still): remember what may have arrived; a refusal is a definite answer.
      if (next.retry) unsure.current ??= entry;
      setFailure(next);
      return null;
    } finally {
      setBusy(false);
    }
  };
  const reset = () => {
    unsure.current = null;
    setFailure(null);
  };
  return { add, busy, failure, reset };
}

/** The failure of an add, said in the form, with Retry when sending it again may help. */
export function AddFailureNote({ failure, busy, onRetry }: { failure: AddFailure | null; busy: boolean; onRetry: () => void }) {
  if (!failure) return null;
  return (
    <div className="error add-failure" role="alert">
      <span>{failure.text}</span>
      {failure.retry && (
        <button type="button" onClick={onRetry} disabled={busy}>
          Retry
        </button>
      )}
    </div>
  );
}
