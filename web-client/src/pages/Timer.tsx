import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, api, call, describeError, newKey, ok, type Task } from '../api/http';
import { keys, taskLabel, useActive, useActivities, useProjects, useTasks, useZone } from '../data';
import { addDays, clock, epochMs, startOfDay, todayIn } from '../time';
import { useToast } from '../ui';

export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Starts (or switches to) a task from what this page believes runs now (expectedActiveId/Version).
 * If that is stale the server refuses with ACTIVE_STATE_CHANGED and the user is told what runs instead.
 */
export function useStartTimer(): (taskId: string | null, summary: string | null) => Promise<boolean> {
  const queryClient = useQueryClient();
  const toast = useToast();
  const active = useActive();
  const projects = useProjects();
  return async (taskId, summary) => {
    const running = active.data?.activity ?? null;
    try {
      await ok(api.POST('/api/v1/activities/start', {
        body: { expectedActiveId: running?.id ?? null, expectedActiveVersion: running?.version ?? null, taskId, ...(summary ? { summary } : {}) },
        params: { header: { 'Idempotency-Key': newKey() } },
      }));
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'ACTIVE_STATE_CHANGED') {
        const fresh = await queryClient.fetchQuery({ queryKey: keys.active, queryFn: async () => {
          const result = await ok(api.GET('/api/v1/activities/active'));
          return result.response.status === 204 ? null : { activity: result.data, etag: result.etag };
        } });
        // What runs now may be a task this page has not loaded yet.
        await queryClient.refetchQueries({ queryKey: keys.tasks });
        const known = queryClient.getQueryData<Task[]>(keys.tasks);
        const what = !fresh ? 'nothing' : fresh.activity.taskId ? taskLabel(known?.find((t) => t.id === fresh.activity.taskId), projects.data) : fresh.activity.summary ?? '(no task)';
        toast({ tone: 'error', text: `The timer changed elsewhere; nothing was started. Running now: ${what}.` });
      } else toast({ tone: 'error', text: describeError(error) });
      return false;
    } finally {
      for (const key of [keys.active, keys.activities, keys.reports, keys.sessions]) void queryClient.invalidateQueries({ queryKey: key });
    }
  };
}

/** The always-visible timer: what runs now, for how long; start, switch, stop. */
export function Timer() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const active = useActive();
  const tasks = useTasks();
  const projects = useProjects();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const now = useNow();
  const zone = useZone();
  const today = todayIn(zone);
  const week = useActivities(startOfDay(addDays(today, -6), zone), startOfDay(addDays(today, 1), zone));
  const running = active.data?.activity ?? null;
  const runningTask = tasks.data?.find((t) => t.id === running?.taskId);

  const matches = useMemo(() => {
    const q = query.trim().toLowerCase();
    return (tasks.data ?? []).filter((t) => !q || t.summary.toLowerCase().includes(q)).slice(0, 8);
  }, [tasks.data, query]);

  const refresh = () => {
    for (const key of [keys.active, keys.activities, keys.reports, keys.sessions]) void queryClient.invalidateQueries({ queryKey: key });
  };

  const startTimer = useStartTimer();
  const start = async (taskId: string | null, summary: string | null) => {
    setBusy(true);
    if (await startTimer(taskId, summary)) {
      setQuery('');
      setOpen(false);
      setHighlight(-1);
    }
    setBusy(false);
  };

  const stop = async () => {
    if (!running) return;
    setBusy(true);
    try {
      await call('POST', `/api/v1/activities/${running.id}/stop`, { body: {}, headers: { 'If-Match': active.data?.etag ?? '', 'Idempotency-Key': newKey() } });
    } catch (error) {
      toast({ tone: 'error', text: error instanceof ApiError && error.status === 412 ? 'The running entry changed elsewhere; showing what runs now.' : describeError(error) });
    } finally {
      setBusy(false);
      refresh();
    }
  };

  // Shortcuts: "/" or "n" to pick a task, "x" to stop, Escape to leave the picker.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (typing(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === '/' || event.key === 'n') { event.preventDefault(); input.current?.focus(); setOpen(true); }
      if (event.key === 'x' && running) { event.preventDefault(); void stop(); }
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') { event.preventDefault(); setOpen(true); setHighlight((h) => Math.min(h + 1, matches.length - 1)); }
    else if (event.key === 'ArrowUp') { event.preventDefault(); setHighlight((h) => Math.max(h - 1, 0)); }
    else if (event.key === 'Escape') { setOpen(false); input.current?.blur(); }
    else if (event.key === 'Enter') {
      event.preventDefault();
      // Typed text picks the first match; with no text, only an option chosen with the arrows.
      const pick = open ? matches[highlight] : undefined;
      if (pick) void start(pick.id, null);
      else void start(null, query.trim() || null);
    }
  };

  const elapsed = running ? (now - epochMs(running.start)) / 1000 : 0;
  // One-click switching: the tasks used most recently this week, else the newest tasks.
  const usedIds = [...(week.data ?? [])].sort((a, b) => epochMs(b.start) - epochMs(a.start)).map((a) => a.taskId)
    .filter((id, index, all): id is string => id !== null && all.indexOf(id) === index);
  const used = usedIds.map((id) => tasks.data?.find((t) => t.id === id)).filter((t): t is Task => !!t);
  const recent = [...used, ...(tasks.data ?? []).slice().reverse().filter((t) => !usedIds.includes(t.id))]
    .filter((t) => t.id !== running?.taskId).slice(0, 4);

  return (
    <section className="timer" aria-label="Timer">
      <div className="timer-now" aria-live="polite">
        {running ? (
          <>
            <span className="running-dot" aria-hidden="true" />
            <span className="running-what" data-testid="running-task">{running.taskId ? taskLabel(runningTask, projects.data) : running.summary ?? '(no task)'}</span>
            <span className="elapsed" data-testid="elapsed" aria-label="Elapsed time">{clock(elapsed)}</span>
            <button type="button" className="stop" onClick={stop} disabled={busy} aria-keyshortcuts="x">Stop</button>
          </>
        ) : <span className="idle">Nothing is running</span>}
      </div>
      <div className="timer-start">
        <div className="combo">
          <input ref={input} type="search" value={query} placeholder="What are you working on? ( / )" aria-label="Task to start: search tasks, or type a summary"
            role="combobox" aria-expanded={open && matches.length > 0} aria-controls="task-options" aria-autocomplete="list" aria-keyshortcuts="/ n" aria-describedby="timer-shortcuts"
            aria-activedescendant={open && highlight >= 0 && matches[highlight] ? `task-option-${highlight}` : undefined}
            onChange={(e) => { setQuery(e.target.value); setOpen(true); setHighlight(e.target.value.trim() ? 0 : -1); }} onFocus={() => setOpen(true)}
            onBlur={() => setTimeout(() => setOpen(false), 150)} onKeyDown={onKeyDown} />
          {open && matches.length > 0 && (
            <ul id="task-options" role="listbox" className="options">
              {matches.map((task, index) => (
                <li key={task.id} id={`task-option-${index}`} role="option" aria-selected={index === highlight}>
                  <button type="button" tabIndex={-1} onMouseDown={(e) => e.preventDefault()} onClick={() => start(task.id, null)}>{taskLabel(task, projects.data)}</button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <button type="button" disabled={busy} onClick={() => start(null, query.trim() || null)} title="Start without a task (the text becomes the summary)">Start</button>
      </div>
      <p className="shortcuts" id="timer-shortcuts">Keys: <kbd>/</kbd> pick a task · <kbd>Enter</kbd> start · <kbd>x</kbd> stop</p>
      {recent.length > 0 && (
        <div className="recent" aria-label="Switch to">
          {recent.map((task) => (
            <button key={task.id} type="button" className="chip" disabled={busy} onClick={() => start(task.id, null)}>▶ {task.summary}</button>
          ))}
        </div>
      )}
    </section>
  );
}
