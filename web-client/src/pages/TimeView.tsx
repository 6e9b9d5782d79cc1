import { useMemo, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ConflictError, api, describeError, ok, versionedWrite, type Activity } from '../api/http';
import { keys, taskLabel, useActivities, useLabels, useProjects, useTasks, useZone } from '../data';
import { addDays, clock, fromLocalInput, localTime, mondayOf, nowInstant, overlapping, splitByDay, startOfDay, toLocalInput, todayIn } from '../time';
import { ErrorText, useToast } from '../ui';
import { useNow, useStartTimer } from './Timer';

/** Day and week views in the profile zone, with manual entry and inline editing. */
export function TimeView() {
  const zone = useZone();
  const [mode, setMode] = useState<'day' | 'week'>('day');
  const [date, setDate] = useState(() => todayIn(zone));
  const first = mode === 'week' ? mondayOf(date) : date;
  const days = mode === 'week' ? 7 : 1;
  const from = startOfDay(first, zone);
  const to = startOfDay(addDays(first, days), zone);
  const activities = useActivities(from, to);
  const tasks = useTasks();
  const projects = useProjects();
  useNow(30_000);
  const now = nowInstant();

  const parts = useMemo(() => splitByDay(activities.data ?? [], zone, now, from, to), [activities.data, zone, now, from, to]);
  const flagged = useMemo(() => overlapping(activities.data ?? [], now), [activities.data, now]);
  const dates = Array.from({ length: days }, (_, i) => addDays(first, i));
  const total = parts.reduce((sum, part) => sum + part.seconds, 0);

  return (
    <section aria-labelledby="time-title">
      <div className="toolbar">
        <h1 id="time-title">{mode === 'day' ? 'Day' : 'Week'}</h1>
        <div role="group" aria-label="View">
          <button type="button" aria-pressed={mode === 'day'} onClick={() => setMode('day')}>Day</button>
          <button type="button" aria-pressed={mode === 'week'} onClick={() => setMode('week')}>Week</button>
        </div>
        <button type="button" aria-label="Previous" onClick={() => setDate(addDays(date, -days))}>‹</button>
        <input type="date" aria-label="Date" value={date} onChange={(e) => e.target.value && setDate(e.target.value)} />
        <button type="button" aria-label="Next" onClick={() => setDate(addDays(date, days))}>›</button>
        <button type="button" onClick={() => setDate(todayIn(zone))}>Today</button>
        <span className="zone" title="Reporting zone">{zone}</span>
      </div>
      <ManualEntry zone={zone} defaultDate={date} />
      {activities.isError && <ErrorText error={describeError(activities.error)} />}
      {mode === 'week' && <p className="total" data-testid="week-total">Week total <strong>{clock(total)}</strong></p>}
      {dates.map((day) => {
        const dayParts = parts.filter((p) => p.date === day);
        const dayTotal = dayParts.reduce((sum, part) => sum + part.seconds, 0);
        return (
          <section key={day} className="day" aria-label={day} data-testid={`day-${day}`}>
            <h2>{new Date(`${day}T12:00:00Z`).toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'short', timeZone: 'UTC' })}
              <span className="day-total" data-testid="day-total">{clock(dayTotal)}</span></h2>
            {dayParts.length === 0 ? <p className="empty">No time recorded.</p> : (
              <ul className="entries">
                {dayParts.map((part) => (
                  <EntryRow key={`${part.item.id}-${part.date}`} activity={part.item} partStart={part.start} partEnd={part.end} seconds={part.seconds}
                    zone={zone} overlaps={flagged.has(part.item.id)} taskText={part.item.taskId ? taskLabel(tasks.data?.find((t) => t.id === part.item.taskId), projects.data) : part.item.summary ?? '(no task)'} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </section>
  );
}

function ManualEntry({ zone, defaultDate }: { zone: string; defaultDate: string }) {
  const queryClient = useQueryClient();
  const tasks = useTasks();
  const projects = useProjects();
  const [start, setStart] = useState(`${defaultDate}T09:00`);
  const [end, setEnd] = useState(`${defaultDate}T10:00`);
  const [taskId, setTaskId] = useState('');
  const [summary, setSummary] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await ok(api.POST('/api/v1/activities', { body: {
        start: fromLocalInput(start, zone), end: end ? fromLocalInput(end, zone) : null,
        taskId: taskId || null, summary: summary.trim() || null,
      } }));
      setSummary('');
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: keys.activities });
      void queryClient.invalidateQueries({ queryKey: keys.reports });
    } catch (failure) {
      setError(describeError(failure));
    }
  };

  if (!open) return <button type="button" onClick={() => { setStart(`${defaultDate}T09:00`); setEnd(`${defaultDate}T10:00`); setOpen(true); }}>+ Add time</button>;
  return (
    <form className="manual" onSubmit={submit} aria-label="Add time">
      <label>Start <input type="datetime-local" step="1" required value={start} onChange={(e) => setStart(e.target.value)} /></label>
      <label>End <input type="datetime-local" step="1" value={end} onChange={(e) => setEnd(e.target.value)} /></label>
      <label>Task <select value={taskId} onChange={(e) => setTaskId(e.target.value)}>
        <option value="">(no task)</option>
        {tasks.data?.map((t) => <option key={t.id} value={t.id}>{taskLabel(t, projects.data)}</option>)}
      </select></label>
      <label>Summary <input value={summary} onChange={(e) => setSummary(e.target.value)} /></label>
      <ErrorText error={error} />
      <button type="submit">Add</button>
      <button type="button" className="plain" onClick={() => setOpen(false)}>Cancel</button>
    </form>
  );
}

interface Draft { start: string; end: string; projectId: string; summary: string; labelIds: string[] }

function EntryRow({ activity, partStart, partEnd, seconds, zone, overlaps, taskText }: {
  activity: Activity; partStart: string; partEnd: string; seconds: number; zone: string; overlaps: boolean; taskText: string;
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const projects = useProjects();
  const labels = useLabels();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [base, setBase] = useState(activity.version);
  const [conflict, setConflict] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const path = `/api/v1/activities/${activity.id}`;
  const startTimer = useStartTimer();

  const beginEdit = () => {
    setBase(activity.version);
    setConflict(false);
    setError(null);
    setDraft({ start: toLocalInput(activity.start, zone), end: activity.end ? toLocalInput(activity.end, zone) : '', projectId: activity.projectId ?? '', summary: activity.summary ?? '', labelIds: activity.labelIds });
  };
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: keys.activities });
    void queryClient.invalidateQueries({ queryKey: keys.reports });
    void queryClient.invalidateQueries({ queryKey: keys.active });
  };

  const save = async (force = false) => {
    if (!draft) return;
    setError(null);
    try {
      await versionedWrite('PUT', path, base, {
        start: fromLocalInput(draft.start, zone), end: draft.end ? fromLocalInput(draft.end, zone) : null,
        projectId: draft.projectId || null, summary: draft.summary.trim() || null, labelIds: draft.labelIds,
      }, { force });
      setDraft(null);
      setConflict(false);
      refresh();
    } catch (failure) {
      if (failure instanceof ConflictError) setConflict(true);
      else setError(describeError(failure));
    }
  };

  const remove = async () => {
    try {
      await versionedWrite('DELETE', path, activity.version);
      refresh();
    } catch (failure) {
      toast({ tone: 'error', text: failure instanceof ConflictError ? 'This entry changed elsewhere; it was not deleted. Check it and try again.' : describeError(failure) });
      refresh();
    }
  };

  if (draft) {
    return (
      <li className="entry editing">
        <form onSubmit={(e) => { e.preventDefault(); void save(); }} aria-label="Edit entry">
          <label>Start <input type="datetime-local" step="1" required value={draft.start} onChange={(e) => setDraft({ ...draft, start: e.target.value })} /></label>
          <label>End <input type="datetime-local" step="1" value={draft.end} onChange={(e) => setDraft({ ...draft, end: e.target.value })} /></label>
          <label>Project <select value={draft.projectId} onChange={(e) => setDraft({ ...draft, projectId: e.target.value })}>
            <option value="">(none)</option>
            {projects.data?.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
          </select></label>
          <label>Summary <input value={draft.summary} onChange={(e) => setDraft({ ...draft, summary: e.target.value })} /></label>
          <fieldset className="labels"><legend>Labels</legend>
            {labels.data?.map((l) => (
              <label key={l.id} className="check"><input type="checkbox" checked={draft.labelIds.includes(l.id)}
                onChange={(e) => setDraft({ ...draft, labelIds: e.target.checked ? [...draft.labelIds, l.id] : draft.labelIds.filter((x) => x !== l.id) })} />
                <span className="swatch" style={{ background: l.color ?? 'transparent' }} />{l.name}</label>
            ))}
          </fieldset>
          {conflict && (
            <div className="conflict" role="alert">
              This entry was changed elsewhere since you started editing. Your edit is kept here.
              <button type="button" onClick={() => { setDraft(null); setConflict(false); refresh(); }}>Discard mine and reload</button>
              <button type="button" onClick={() => save(true)}>Overwrite with mine</button>
            </div>
          )}
          <ErrorText error={error} />
          <button type="submit">Save</button>
          <button type="button" className="plain" onClick={() => setDraft(null)}>Cancel</button>
        </form>
      </li>
    );
  }
  const rowName = `${taskText}${activity.taskId && activity.summary ? ` — ${activity.summary}` : ''} at ${localTime(partStart, zone)}`;
  return (
    <li className={`entry${overlaps ? ' overlap' : ''}`}>
      <span className="when">{localTime(partStart, zone)}–{activity.end || partEnd !== activity.start ? localTime(partEnd, zone) : ''}{!activity.end && ' (running)'}</span>
      <span className="what">{taskText}{activity.taskId && activity.summary ? <em> — {activity.summary}</em> : null}</span>
      {overlaps && <span className="badge warn" title="Overlaps another entry">overlap</span>}
      {activity.manual && <span className="badge">manual</span>}
      <span className="dur">{clock(seconds)}</span>
      <span className="actions">
        {activity.end && <button type="button" className="plain" onClick={() => startTimer(activity.taskId, activity.taskId ? null : activity.summary)} aria-label={`Continue ${rowName}`} title="Start this again">▶</button>}
        <button type="button" className="plain" onClick={beginEdit} aria-label={`Edit ${rowName}`}>Edit</button>
        <button type="button" className="plain danger" onClick={remove} aria-label={`Delete ${rowName}`}>Delete</button>
      </span>
    </li>
  );
}
