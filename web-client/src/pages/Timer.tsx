import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, api, describeError, newKey, ok, onOfflineChange, type Activity, type Task } from '../api/http';
import { billableDefault, isArchived, keys, taskLabel, useActive, useActivities, useLabels, useProjects, useTasks, useZone } from '../data';
import { flush, onQueueChange, queueStop, queued, type QueuedStop } from '../queue';
import { addDays, clock, epochMs, localTimeSeconds, nowInstant, startOfDay, todayIn } from '../time';
import { PRODUCT, useToast } from '../ui';

/**
 * One clock for the whole page, ticking on the second: the header timer, running rows and totals
 * read the same instant, so they never disagree by a tick.
 */
const clockListeners = new Set<() => void>();
let clockNow = Date.now();
let clockTimer: ReturnType<typeof setTimeout> | null = null;
function tick(): void {
  clockNow = Date.now();
  clockListeners.forEach((listener) => listener());
  clockTimer = setTimeout(tick, 1000 - (Date.now() % 1000) + 5);
}
function subscribeClock(listener: () => void): () => void {
  clockListeners.add(listener);
  if (!clockTimer) {
    clockNow = Date.now();
    clockTimer = setTimeout(tick, 1000 - (Date.now() % 1000) + 5);
  }
  return () => {
    clockListeners.delete(listener);
    if (clockListeners.size === 0 && clockTimer) {
      clearTimeout(clockTimer);
      clockTimer = null;
    }
  };
}
export function useNow(): number {
  return useSyncExternalStore(subscribeClock, () => clockNow);
}

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Starts (or switches to) a task from what this page believes runs now (expectedActiveId/Version).
 * If that is stale the server refuses with ACTIVE_STATE_CHANGED and the user is told what runs instead.
 */
export function useStartTimer(): (
  taskId: string | null,
  summary: string | null,
  labelIds?: string[],
  billable?: boolean,
) => Promise<boolean> {
  const queryClient = useQueryClient();
  const toast = useToast();
  const active = useActive();
  const projects = useProjects();
  // billable omitted: the server takes the project's billableByDefault.
  return async (taskId, summary, labelIds = [], billable) => {
    const running = active.data?.activity ?? null;
    try {
      await ok(
        api.POST('/api/v1/activities/start', {
          body: {
            expectedActiveId: running?.id ?? null,
            expectedActiveVersion: running?.version ?? null,
            taskId,
            ...(summary ? { summary } : {}),
            ...(labelIds.length > 0 ? { labelIds } : {}),
            ...(billable !== undefined ? { billable } : {}),
          },
          params: { header: { 'Idempotency-Key': newKey() } },
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'ACTIVE_STATE_CHANGED') {
        const fresh = await queryClient.fetchQuery({
          queryKey: keys.active,
          queryFn: async () => {
            const result = await ok(api.GET('/api/v1/activities/active'));
            return result.response.status === 204 ? null : { activity: result.data, etag: result.etag };
          },
        });
        // What runs now may be a task this page has not loaded yet.
        await queryClient.refetchQueries({ queryKey: keys.tasks });
        const known = queryClient.getQueryData<Task[]>(keys.tasks);
        const what = !fresh
          ? 'nothing'
          : fresh.activity.taskId
            ? taskLabel(
                known?.find((t) => t.id === fresh.activity.taskId),
                projects.data,
              )
            : (fresh.activity.summary ?? '(no task)');
        toast({ tone: 'error', text: `The timer changed elsewhere; nothing was started. Running now: ${what}.` });
      } else toast({ tone: 'error', text: describeError(error) });
      return false;
    } finally {
      for (const key of [keys.active, keys.activities, keys.reports, keys.sessions]) void queryClient.invalidateQueries({ queryKey: key });
    }
  };
}

/** The always-visible timer: what runs now, for how long; choose a task, then Start (or Enter); stop. */
/** `page`: the open page's name, in the tab's title while nothing runs. */
export function Timer({ page }: { page?: string } = {}) {
  const tasks = useTasks();
  const form = useStartForm();
  const { query, chosen, labelIds, billableChoice } = form;
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  const labelPicker = useRef<HTMLDetailsElement>(null);
  const now = useNow();
  const zone = useZone();
  const { running, pendingStop, runningName, stop } = useRunning(setBusy);
  const pickable = useMemo(() => (tasks.data ?? []).filter((t) => !isArchived(t)), [tasks.data]);

  const startTimer = useStartTimer();
  const start = async (task: Task | null, summary: string | null) => {
    setBusy(true);
    if (await startTimer(task?.id ?? null, summary, labelIds, billableChoice ?? undefined)) {
      form.reset();
      if (labelPicker.current) labelPicker.current.open = false;
      // Focus leaves the search box, so the shortcuts (x: stop) work at once.
      input.current?.blur();
      setTimeout(() => stopButton.current?.focus(), 0);
    }
    setBusy(false);
  };
  /** Start with what is on screen: the chosen task (the text is its summary), else the text alone. */
  const startChosen = () => {
    const text = query.trim() || null;
    void start(chosen, text);
  };

  useTimerShortcuts({
    onPick: () => {
      input.current?.focus();
      form.setOpen(true);
    },
    onStop: running ? () => void stop() : undefined,
  });

  const elapsed = running ? (now - epochMs(running.start)) / 1000 : 0;
  useDocumentTitle(running ? `▶ ${clock(elapsed)} ${runningName} · ${PRODUCT}` : page ? `${page} · ${PRODUCT}` : PRODUCT);
  const recent = useRecentTasks(pickable, running?.taskId ?? null);

  return (
    <section className="timer" aria-label="Timer">
      <div className="timer-now" aria-live="polite">
        {running ? (
          <RunningNow
            running={running}
            name={runningName}
            elapsed={elapsed}
            busy={busy}
            stopButton={stopButton}
            onStop={() => void stop()}
          />
        ) : pendingStop ? (
          <span className="idle" data-testid="pending-stop">
            Stopped at {localTimeSeconds(pendingStop.pressedAt, zone)} (sent when the connection returns)
          </span>
        ) : (
          <span className="idle">Nothing is running</span>
        )}
      </div>
      <form
        className="timer-start"
        aria-label="Start the timer"
        onSubmit={(e) => {
          e.preventDefault();
          startChosen();
        }}
      >
        <TaskCombo form={form} pickable={pickable} input={input} onStart={(task) => void start(task, null)} onStartChosen={startChosen} />
        <LabelPicker labelIds={labelIds} onChange={form.setLabelIds} picker={labelPicker} />
        <BillableToggle taskId={chosen?.id ?? null} choice={billableChoice} onChoose={form.setBillableChoice} />
        <button type="submit" className="primary" disabled={busy}>
          Start
        </button>
      </form>
      <p className="shortcuts" id="timer-shortcuts">
        Keys: <kbd>/</kbd> pick a task · <kbd>Enter</kbd> start · <kbd>x</kbd> stop
      </p>
      {recent.length > 0 && (
        <div className="recent" role="group" aria-label="Switch to">
          {recent.map((task) => (
            <button key={task.id} type="button" className="chip" disabled={busy} onClick={() => void start(task, null)}>
              ▶ {task.summary}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

/** What the start form holds: the search text, the chosen task, labels, the billable choice and the open list. */
function useStartForm() {
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Task | null>(null);
  const [labelIds, setLabelIds] = useState<string[]>([]);
  // null: follow the project's billableByDefault; true/false: the person chose.
  const [billableChoice, setBillableChoice] = useState<boolean | null>(null);
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const reset = () => {
    setQuery('');
    setChosen(null);
    setLabelIds([]);
    setBillableChoice(null);
    setOpen(false);
    setHighlight(-1);
  };
  return {
    query,
    setQuery,
    chosen,
    setChosen,
    labelIds,
    setLabelIds,
    billableChoice,
    setBillableChoice,
    open,
    setOpen,
    highlight,
    setHighlight,
    reset,
  };
}
type StartForm = ReturnType<typeof useStartForm>;

/**
 * What runs now as this page shows it, and how to stop it. A stop pressed offline ends the entry at
 * once on screen; the server hears of it on reconnect.
 */
function useRunning(setBusy: (busy: boolean) => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const active = useActive();
  const tasks = useTasks();
  const projects = useProjects();
  const zone = useZone();
  const pending = usePendingStops();
  const serverRunning = active.data?.activity ?? null;
  const pendingStop = serverRunning ? pending.find((p) => p.activityId === serverRunning.id) : undefined;
  const running = pendingStop ? null : serverRunning;
  const runningTask = tasks.data?.find((t) => t.id === running?.taskId);
  const runningName = running
    ? running.taskId
      ? taskLabel(runningTask, projects.data)
      : (running.summary ?? (running.projectId ? projects.data?.find((p) => p.id === running.projectId)?.name : undefined) ?? '(no task)')
    : '';

  const stop = async () => {
    if (!running) return;
    const pressedAt = nowInstant();
    const key = newKey();
    setBusy(true);
    try {
      await queueStop(running.id, active.data?.etag ?? '', key, pressedAt);
      const outcomes = await flush();
      const mine = outcomes.find((o) => o.command.key === key);
      if (!mine)
        toast({
          text: `Stopped at ${localTimeSeconds(pressedAt, zone)}. You are offline: the stop is sent when the connection returns, and the entry ends at that time.`,
          seconds: 10,
        });
      else if (mine.error)
        toast({
          tone: 'error',
          text:
            mine.error instanceof ApiError && mine.error.status === 412
              ? 'The running entry changed elsewhere; showing what runs now.'
              : describeError(mine.error),
        });
    } catch (error) {
      toast({ tone: 'error', text: describeError(error) });
    } finally {
      setBusy(false);
      for (const key of [keys.active, keys.activities, keys.reports, keys.sessions]) void queryClient.invalidateQueries({ queryKey: key });
    }
  };
  return { running, pendingStop, runningName, stop };
}

/** Shortcuts: "/" or "n" to pick a task, "x" to stop (when something runs); not while typing. */
function useTimerShortcuts({ onPick, onStop }: { onPick: () => void; onStop: (() => void) | undefined }): void {
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (typing(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === '/' || event.key === 'n') {
        event.preventDefault();
        onPick();
      }
      if (event.key === 'x' && onStop) {
        event.preventDefault();
        onStop();
      }
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  });
}

/** The tab's title follows the timer; the product's name again when the timer leaves the page. */
function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(
    () => () => {
      document.title = PRODUCT;
    },
    [],
  );
}

/** One-click switching: the tasks used most recently this week, else the newest tasks (not the running one). */
function useRecentTasks(pickable: Task[], runningTaskId: string | null): Task[] {
  const zone = useZone();
  const today = todayIn(zone);
  const week = useActivities(startOfDay(addDays(today, -6), zone), startOfDay(addDays(today, 1), zone));
  const usedIds = [...(week.data ?? [])]
    .sort((a, b) => epochMs(b.start) - epochMs(a.start))
    .map((a) => a.taskId)
    .filter((id, index, all): id is string => id !== null && all.indexOf(id) === index);
  const used = usedIds.map((id) => pickable.find((t) => t.id === id)).filter((t): t is Task => !!t);
  return [
    ...used,
    ...pickable
      .slice()
      .reverse()
      .filter((t) => !usedIds.includes(t.id)),
  ]
    .filter((t) => t.id !== runningTaskId)
    .slice(0, 4);
}

/** The task search: the chosen task as a removable chip, the combobox and its list of matches. */
function TaskCombo({
  form,
  pickable,
  input,
  onStart,
  onStartChosen,
}: {
  form: StartForm;
  pickable: Task[];
  input: RefObject<HTMLInputElement | null>;
  onStart: (task: Task) => void;
  onStartChosen: () => void;
}) {
  const projects = useProjects();
  const { query, chosen, open, highlight } = form;
  const matches = useMemo(() => {
    if (chosen) return [];
    const q = query.trim().toLowerCase();
    return pickable.filter((t) => !q || taskLabel(t, projects.data).toLowerCase().includes(q)).slice(0, 8);
  }, [pickable, query, chosen, projects.data]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      form.setOpen(true);
      form.setHighlight((h) => Math.min(h + 1, matches.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      form.setHighlight((h) => Math.max(h - 1, 0));
    } else if (event.key === 'Escape') {
      form.setOpen(false);
      input.current?.blur();
    } else if (event.key === 'Backspace' && chosen && query === '') form.setChosen(null);
    else if (event.key === 'Enter') {
      event.preventDefault();
      // Enter starts: the highlighted option if the list is open (typed text that matched it is a
      // search, not a summary), else the chosen task with the text as its summary.
      const pick = open && !chosen ? matches[highlight] : undefined;
      if (pick) onStart(pick);
      else onStartChosen();
    }
  };

  const choose = (task: Task) => {
    form.setChosen(task);
    form.setQuery('');
    form.setOpen(false);
    form.setHighlight(-1);
    input.current?.focus();
  };
  return (
    <div className="combo">
      {chosen && (
        <span className="chosen" data-testid="chosen-task">
          {taskLabel(chosen, projects.data)}
          <button
            type="button"
            className="plain"
            aria-label={`Remove task ${chosen.summary}`}
            onClick={() => {
              form.setChosen(null);
              input.current?.focus();
            }}
          >
            ×
          </button>
        </span>
      )}
      <input
        ref={input}
        type="search"
        value={query}
        placeholder={chosen ? 'Summary (optional)' : 'What are you working on?'}
        aria-label={chosen ? `Summary for ${chosen.summary}` : 'Task to start: search tasks, or type a summary'}
        role="combobox"
        aria-expanded={open && matches.length > 0}
        aria-controls="task-options"
        aria-autocomplete="list"
        aria-keyshortcuts="/ n"
        aria-describedby="timer-shortcuts"
        aria-activedescendant={open && highlight >= 0 && matches[highlight] ? `task-option-${highlight}` : undefined}
        onChange={(e) => {
          form.setQuery(e.target.value);
          form.setOpen(true);
          form.setHighlight(e.target.value.trim() && !chosen ? 0 : -1);
        }}
        onFocus={() => form.setOpen(true)}
        // Closed a moment later (a click on an option lands first), and only if the focus has not come
        // back meanwhile: Escape then a quick click back into the box left it closed for good.
        onBlur={() =>
          setTimeout(() => {
            if (document.activeElement !== input.current) form.setOpen(false);
          }, 150)
        }
        onKeyDown={onKeyDown}
      />
      {open && matches.length > 0 && (
        <ul id="task-options" role="listbox" className="options" aria-label="Tasks">
          {matches.map((task, index) => (
            <li
              key={task.id}
              id={`task-option-${index}`}
              role="option"
              aria-selected={index === highlight}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(task)}
            >
              {taskLabel(task, projects.data)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function RunningNow({
  running,
  name,
  elapsed,
  busy,
  stopButton,
  onStop,
}: {
  running: Activity;
  name: string;
  elapsed: number;
  busy: boolean;
  stopButton: RefObject<HTMLButtonElement | null>;
  onStop: () => void;
}) {
  return (
    <>
      <span className="running-dot" aria-hidden="true" />
      <span className="running-what" data-testid="running-task">
        {name}
      </span>
      <span className="elapsed" data-testid="elapsed" aria-label="Elapsed time">
        {clock(elapsed)}
      </span>
      {running.billable && (
        <span className="badge billable" data-testid="running-billable">
          billable
        </span>
      )}
      <button ref={stopButton} type="button" className="stop" onClick={onStop} disabled={busy} aria-keyshortcuts="x">
        Stop
      </button>
    </>
  );
}

/** Labels for the next start (the ones not archived); shown only when there are any. */
function LabelPicker({
  labelIds,
  onChange,
  picker,
}: {
  labelIds: string[];
  onChange: (labelIds: string[]) => void;
  picker: RefObject<HTMLDetailsElement | null>;
}) {
  const pickableLabels = (useLabels().data ?? []).filter((l) => !isArchived(l));
  if (pickableLabels.length === 0) return null;
  return (
    <details className="label-picker" ref={picker}>
      <summary>Labels{labelIds.length > 0 ? ` (${labelIds.length})` : ''}</summary>
      <fieldset>
        <legend className="visually-hidden">Labels for the timer</legend>
        {pickableLabels.map((l) => (
          <label key={l.id} className="check">
            <input
              type="checkbox"
              checked={labelIds.includes(l.id)}
              onChange={(e) => onChange(e.target.checked ? [...labelIds, l.id] : labelIds.filter((x) => x !== l.id))}
            />
            <span className="swatch" style={{ background: l.color ?? 'transparent' }} />
            {l.name}
          </label>
        ))}
      </fieldset>
    </details>
  );
}

/** Billable for the next start: the project's default unless the person chose, with a way back to it. */
function BillableToggle({
  taskId,
  choice,
  onChoose,
}: {
  taskId: string | null;
  choice: boolean | null;
  onChoose: (choice: boolean | null) => void;
}) {
  const tasks = useTasks();
  const projects = useProjects();
  const byDefault = billableDefault(taskId, null, tasks.data, projects.data);
  const billable = choice ?? byDefault.billable;
  const defaultText = byDefault.project
    ? `${byDefault.project.name} is ${byDefault.billable ? '' : 'not '}billable by default`
    : 'Time without a project is not billable by default';
  return (
    <span className="billable-toggle">
      <label className="check" title={defaultText}>
        <input
          type="checkbox"
          checked={billable}
          aria-describedby="timer-billable-default"
          onChange={(e) => onChoose(e.target.checked === byDefault.billable ? null : e.target.checked)}
        />{' '}
        Billable
      </label>
      {choice === null ? (
        <span className="hint" aria-hidden="true">
          (default)
        </span>
      ) : (
        <button type="button" className="link" onClick={() => onChoose(null)} aria-describedby="timer-billable-default">
          use default
        </button>
      )}
      <span id="timer-billable-default" className="visually-hidden">
        {choice === null ? `${defaultText}.` : `Changed from the default: ${defaultText}.`}
      </span>
    </span>
  );
}

const announced = new Set<string>();

/** The stops pressed offline that the server has not heard of yet (IndexedDB), kept fresh. */
function usePendingStops(): QueuedStop[] {
  const queryClient = useQueryClient();
  const toast = useToast();
  const zone = useZone();
  const [pending, setPending] = useState<QueuedStop[]>([]);
  // The effect starts again when stops become pending or none are left: it replays at once and,
  // while some are pending, every 5 s.
  const anyPending = pending.length > 0;
  useEffect(() => {
    let live = true;
    const read = () => {
      void queued()
        .then((all) => {
          if (live) setPending(all);
        })
        .catch(() => undefined);
    };
    const replay = async () => {
      const outcomes = await flush().catch(() => []);
      for (const outcome of outcomes) {
        if (announced.has(outcome.command.key)) continue;
        announced.add(outcome.command.key);
        if (outcome.corrected)
          toast({
            text: `Connection back: the timer stopped at ${localTimeSeconds(outcome.command.pressedAt, zone)}, when you pressed Stop (the entry is marked manual).`,
            seconds: 12,
          });
      }
      if (outcomes.length > 0)
        for (const key of [keys.active, keys.activities, keys.reports, keys.sessions])
          void queryClient.invalidateQueries({ queryKey: key });
    };
    read();
    void replay();
    const off = onQueueChange(read);
    const offOnline = onOfflineChange((offline) => {
      if (!offline) void replay();
    });
    const onOnline = () => {
      void replay();
    };
    addEventListener('online', onOnline);
    const timer = setInterval(() => {
      if (anyPending) void replay();
    }, 5000);
    return () => {
      live = false;
      off();
      offOnline();
      removeEventListener('online', onOnline);
      clearInterval(timer);
    };
  }, [zone, anyPending, queryClient, toast]);
  return pending;
}
