import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ConflictError,
  allPages,
  api,
  call,
  describeError,
  newKey,
  ok,
  versionedWrite,
  type Client,
  type Schemas,
  type WorkSession,
} from '../api/http';
import { isArchived, keys, taskLabel, useClients, useProjects, useTasks, useZone } from '../data';
import { clock, durationSeconds, epochMs, fromLocalInput, localDate, localTime, shortDate, toLocalInput } from '../time';
import { ErrorText, PageLink, useToast } from '../ui';
import { useNow } from './Timer';

/** The server's undo offer (X-Service-Undo-Id, valid X-Service-Undo-Seconds) as a toast with an Undo button. */
function offerUndo(response: Response, text: string, toast: ReturnType<typeof useToast>, refresh: () => void): void {
  const offer = response.headers.get('X-Service-Undo-Id');
  if (!offer) return;
  const seconds = Number(response.headers.get('X-Service-Undo-Seconds') ?? 600);
  toast({
    text,
    seconds,
    action: {
      label: 'Undo',
      run: async () => {
        try {
          await call('POST', `/api/v1/undo/${offer}`, { body: {}, headers: { 'Idempotency-Key': newKey() } });
          toast({ text: 'Work session restored.' });
        } catch (failure) {
          toast({ tone: 'error', text: `Could not undo: ${describeError(failure)}` });
        }
        refresh();
      },
    },
  });
}

/**
 * The clients a new session may go to: the active ones, General (the server's default) first when
 * it is active. A session is always started with the client shown: left out, the server would pick
 * General even when it is archived, and archived records are not offered for new time.
 */
function offeredClients(clients: Client[] | undefined, picked: string): { offered: Client[]; chosen: Client | undefined } {
  const active = (clients ?? []).filter((c) => !isArchived(c));
  const general = active.find((c) => c.name === 'General');
  const offered = general ? [general, ...active.filter((c) => c !== general)] : active;
  return { offered, chosen: offered.find((c) => c.id === picked) ?? offered[0] };
}

/** Work sessions: start/stop, list, edit, delete with a 600-second Undo, and the session report. */
export function Sessions() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const clients = useClients();
  const projects = useProjects();
  const zone = useZone();
  const now = useNow();
  const sessions = useQuery({
    queryKey: keys.sessions,
    queryFn: () =>
      allPages<WorkSession>(
        async (cursor) => (await ok(api.GET('/api/v1/work-sessions', { params: { query: { limit: 200, cursor } } }))).data,
      ),
  });
  const [clientId, setClientId] = useState('');
  const [summary, setSummary] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: keys.sessions });
  const running = sessions.data?.find((s) => s.end === null);
  const { offered, chosen } = offeredClients(clients.data, clientId);
  const sorted = [...(sessions.data ?? [])].sort((a, b) => epochMs(b.start) - epochMs(a.start));

  const start = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!chosen) return;
    try {
      await ok(
        api.POST('/api/v1/work-sessions/start', {
          body: { clientId: chosen.id, summary: summary.trim() || null },
          params: { header: { 'Idempotency-Key': newKey() } },
        }),
      );
      setSummary('');
    } catch (failure) {
      setError(describeError(failure));
    }
    refresh();
  };
  const stop = async (session: WorkSession) => {
    try {
      const current = await call('GET', `/api/v1/work-sessions/${session.id}`);
      await call('POST', `/api/v1/work-sessions/${session.id}/stop`, {
        body: {},
        headers: { 'If-Match': current.etag ?? '', 'Idempotency-Key': newKey() },
      });
    } catch (failure) {
      toast({ tone: 'error', text: describeError(failure) });
    }
    refresh();
  };
  const remove = async (session: WorkSession) => {
    try {
      const { response } = await versionedWrite('DELETE', `/api/v1/work-sessions/${session.id}`, session.version, undefined, {
        headers: { 'X-Service-Undo': 'true' },
      });
      refresh();
      offerUndo(response, 'Work session deleted.', toast, refresh);
    } catch (failure) {
      toast({ tone: 'error', text: failure instanceof ConflictError ? 'It changed elsewhere; not deleted.' : describeError(failure) });
      refresh();
    }
  };

  return (
    <section aria-labelledby="sessions-title">
      <h1 id="sessions-title">Work sessions</h1>
      {running ? (
        <p className="running-session">
          Session running since {localTime(running.start, zone)} ({clock((now - epochMs(running.start)) / 1000)}){' '}
          <button type="button" onClick={() => void stop(running)}>
            Stop session
          </button>
        </p>
      ) : (
        <form onSubmit={(event) => void start(event)} className="inline session-start" aria-label="Start a work session">
          <label>
            Client{' '}
            <select aria-label="Session client" value={chosen?.id ?? ''} onChange={(e) => setClientId(e.target.value)}>
              {offered.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <input
            aria-label="Session summary"
            placeholder="Summary (optional)"
            value={summary}
            onChange={(e) => setSummary(e.target.value)}
          />
          <button type="submit" disabled={!chosen}>
            Start session
          </button>
          {clients.isSuccess && !chosen && (
            <p className="hint">
              Every client is archived: unarchive one or add a client in the <PageLink path="catalog">Catalog</PageLink> to start a session.
            </p>
          )}
        </form>
      )}
      <ErrorText error={error} />
      {sessions.isError && <ErrorText error={describeError(sessions.error)} />}
      {sessions.isPending && <p className="muted">Loading…</p>}
      {sessions.isSuccess && sorted.length === 0 && (
        <p className="empty" data-testid="sessions-empty">
          No work sessions yet. A work session marks a stretch of work for a client; its report shows the time tracked during it.
        </p>
      )}
      <ul className="list sessions">
        {sorted.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            zone={zone}
            clientName={clients.data?.find((c) => c.id === session.clientId)?.name ?? ''}
            projectName={projects.data?.find((p) => p.id === session.projectId)?.name}
            onDelete={() => void remove(session)}
            onChanged={refresh}
          />
        ))}
      </ul>
    </section>
  );
}

function SessionRow({
  session,
  zone,
  clientName,
  projectName,
  onDelete,
  onChanged,
}: {
  session: WorkSession;
  zone: string;
  clientName: string;
  projectName?: string;
  onDelete: () => void;
  onChanged: () => void;
}) {
  const [draft, setDraft] = useState<{ start: string; end: string; summary: string } | null>(null);
  const [base, setBase] = useState(session.version);
  const [conflict, setConflict] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [showReport, setShowReport] = useState(false);
  const toast = useToast();
  const save = async (force = false) => {
    if (!draft) return;
    try {
      const { response } = await versionedWrite(
        'PUT',
        `/api/v1/work-sessions/${session.id}`,
        base,
        {
          start: fromLocalInput(draft.start, zone),
          end: draft.end ? fromLocalInput(draft.end, zone) : null,
          summary: draft.summary.trim() || null,
        },
        { force, headers: { 'X-Service-Undo': 'true' } },
      );
      setDraft(null);
      setConflict(false);
      setError(null);
      onChanged();
      offerUndo(response, 'Work session updated.', toast, onChanged);
    } catch (failure) {
      if (failure instanceof ConflictError) setConflict(true);
      else setError(describeError(failure));
    }
  };
  if (draft) {
    return (
      <li className="row editing">
        <form
          className="inline"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
          aria-label="Edit work session"
        >
          <label>
            Start{' '}
            <input
              type="datetime-local"
              step="1"
              required
              value={draft.start}
              onChange={(e) => setDraft({ ...draft, start: e.target.value })}
            />
          </label>
          <label>
            End <input type="datetime-local" step="1" value={draft.end} onChange={(e) => setDraft({ ...draft, end: e.target.value })} />
          </label>
          <label>
            Summary <input value={draft.summary} onChange={(e) => setDraft({ ...draft, summary: e.target.value })} />
          </label>
          <button type="submit">Save</button>
          <button type="button" className="plain" onClick={() => setDraft(null)}>
            Cancel
          </button>
        </form>
        {conflict && (
          <div className="conflict" role="alert">
            This session changed elsewhere; your edit is kept.
            <button
              type="button"
              onClick={() => {
                setDraft(null);
                setConflict(false);
                onChanged();
              }}
            >
              Discard mine and reload
            </button>
            <button type="button" onClick={() => void save(true)}>
              Overwrite with mine
            </button>
          </div>
        )}
        <ErrorText error={error} />
      </li>
    );
  }
  return (
    <li className="row">
      <span className="when">
        {shortDate(localDate(session.start, zone))} {localTime(session.start, zone)}–
        {session.end ? localTime(session.end, zone) : 'running'}
      </span>
      <span className="what">{session.summary ?? '(no summary)'}</span>
      <span className="muted">
        {clientName}
        {projectName ? ` · ${projectName}` : ''}
      </span>
      <span className="row-actions">
        <button type="button" className="plain" onClick={() => setShowReport(!showReport)} aria-expanded={showReport}>
          Report
        </button>
        <button
          type="button"
          className="plain"
          onClick={() => {
            setBase(session.version);
            setConflict(false);
            setDraft({
              start: toLocalInput(session.start, zone),
              end: session.end ? toLocalInput(session.end, zone) : '',
              summary: session.summary ?? '',
            });
          }}
        >
          Edit
        </button>
        <button type="button" className="plain danger" onClick={onDelete} aria-label={`Delete session ${session.summary ?? ''}`.trim()}>
          Delete
        </button>
      </span>
      {showReport && <SessionReport id={session.id} zone={zone} />}
    </li>
  );
}

function SessionReport({ id, zone }: { id: string; zone: string }) {
  const tasks = useTasks();
  const projects = useProjects();
  const report = useQuery({
    queryKey: [...keys.sessions, 'report', id],
    queryFn: async () =>
      (await ok(api.GET('/api/v1/work-sessions/{id}/report', { params: { path: { id } } }))).data as Schemas['WorkSessionReport'],
  });
  if (report.isError) return <ErrorText error={describeError(report.error)} />;
  const data = report.data;
  if (!data) return <p>Loading…</p>;
  return (
    <div className="session-report">
      <p>
        Duration {clock(durationSeconds(data.duration))} · tracked {clock(durationSeconds(data.tracked))} · allocated{' '}
        {clock(durationSeconds(data.allocated))} · unallocated {clock(durationSeconds(data.unallocated))}
      </p>
      <ul>
        {data.activities.map((a) => (
          <li key={`${a.activityId}-${a.start}`}>
            {localTime(a.start, zone)}–{localTime(a.end, zone)}{' '}
            {a.taskId
              ? taskLabel(
                  tasks.data?.find((t) => t.id === a.taskId),
                  projects.data,
                )
              : '(no task)'}{' '}
            {clock(durationSeconds(a.tracked))}
            {a.crossesStart && <span className="badge">starts before</span>}
            {a.crossesEnd && <span className="badge">ends after</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
