import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, call, describeError, ok, type Activity, type Label } from '../api/http';
import { activityName, keys, useActivities, useLabels, useProjects, useTasks, useZone } from '../data';
import {
  addDays,
  clock,
  formatDate,
  fromLocalInput,
  localDate,
  laterDay,
  localTime,
  mondayOf,
  shortDate,
  overlapping,
  startOfDay,
  toLocalInput,
  todayIn,
  wholeSeconds,
} from '../time';
import { Confirm, ErrorText, PageLink, useToast } from '../ui';
import { useNow, useStartTimer } from './Timer';
import { EntryForm, type Draft } from './EntryForm';
import { AddFailureNote, newEntryOf, useAddTime } from './AddTime';

/** An activity as the API answers it; `timeEntryId` joins the daily parts of one tracked interval. */
type Part = Activity & { timeEntryId?: string };

/** One tracked interval: its daily parts (in start order) as one row. */
interface Entry {
  id: string;
  viaEntries: boolean;
  parts: Part[];
  first: Part;
  last: Part;
}

const entryKey = (part: Part): string => part.timeEntryId ?? part.id;

function groupEntries(parts: Part[]): Entry[] {
  const byKey = new Map<string, Part[]>();
  for (const part of [...parts].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    const key = entryKey(part);
    byKey.set(key, [...(byKey.get(key) ?? []), part]);
  }
  return [...byKey.entries()].map(([id, list]) => ({
    id,
    viaEntries: !!list[0].timeEntryId,
    parts: list,
    first: list[0],
    last: list[list.length - 1],
  }));
}

/**
 * Whole seconds of each part on each local day (the server stores one record per local day; an
 * open part runs to now and is clipped at the zone's midnights). Every total on the page is a sum
 * of these whole seconds, so the figures shown add up.
 */
function partDays(part: Part, zone: string, nowMs: number): Array<{ date: string; seconds: number }> {
  const out: Array<{ date: string; seconds: number }> = [];
  let start = Date.parse(part.start);
  const end = part.end ? Date.parse(part.end) : nowMs;
  while (start < end) {
    const date = localDate(new Date(start).toISOString(), zone);
    const next = Date.parse(startOfDay(addDays(date, 1), zone));
    const partEnd = Math.min(next, end);
    out.push({ date, seconds: partEnd - start });
    start = partEnd;
  }
  // Whole seconds of the exact part (nanoseconds matter only below the second shown).
  if (part.end && out.length === 1) out[0].seconds = wholeSeconds(part.start, part.end) * 1000;
  return out.map((d) => ({ date: d.date, seconds: Math.floor(d.seconds / 1000) }));
}

// The week calendar and the timesheet load only when opened (outside the initial JS).
const Calendar = lazy(() => import('./Calendar'));
const Timesheet = lazy(() => import('./Timesheet'));

/** Day and week views in the profile zone: one row per time entry, day totals from its daily parts. */
export function TimeView() {
  const zone = useZone();
  const [mode, setMode] = useState<Mode>('day');
  // null: today in the profile zone, worked out on every render, so it is the profile's today once
  // /me has loaded (not the fallback zone's) and it rolls over at midnight while the page is open.
  const [picked, setDate] = useState<string | null>(null);
  const date = picked ?? todayIn(zone);
  const first = mode === 'week' ? mondayOf(date) : date;
  const days = mode === 'week' ? 7 : 1;
  const from = startOfDay(first, zone);
  const to = startOfDay(addDays(first, days), zone);
  const activities = useActivities(from, to);
  // The same once-a-second clock as the header timer: running rows tick with it.
  const nowMs = useNow();
  const nowIso = new Date(nowMs).toISOString();

  const entries = useMemo(() => groupEntries((activities.data ?? []) as Part[]), [activities.data]);
  const flagged = useMemo(
    () =>
      overlapping(
        entries.map((e) => ({ id: e.id, start: e.first.start, end: e.last.end })),
        nowIso,
      ),
    [entries, nowIso],
  );
  const dates = Array.from({ length: days }, (_, i) => addDays(first, i));
  const perDay = new Map<string, number>();
  const perEntry = new Map<string, Array<{ date: string; seconds: number }>>();
  for (const entry of entries) {
    const split = entry.parts
      .flatMap((part) => partDays(part, zone, nowMs))
      .filter((d) => d.date >= first && d.date < addDays(first, days));
    perEntry.set(entry.id, split);
    for (const d of split) perDay.set(d.date, (perDay.get(d.date) ?? 0) + d.seconds);
  }
  const total = dates.reduce((sum, day) => sum + (perDay.get(day) ?? 0), 0);
  const goTo = (day: string) => setDate(day);
  const views = <ViewButtons mode={mode} setMode={setMode} />;

  if (mode === 'calendar' || mode === 'timesheet') {
    return (
      <section aria-labelledby="time-title">
        <div className="toolbar">
          <h1 id="time-title">{mode === 'calendar' ? 'Calendar' : 'Timesheet'}</h1>
          {views}
        </div>
        <Suspense fallback={<p className="loading">Loading…</p>}>
          {mode === 'calendar' ? <Calendar date={date} setDate={setDate} /> : <Timesheet date={date} setDate={setDate} />}
        </Suspense>
      </section>
    );
  }

  return (
    <section aria-labelledby="time-title">
      <div className="toolbar">
        <h1 id="time-title">{mode === 'day' ? 'Day' : 'Week'}</h1>
        {views}
        <div className="stepper" role="group" aria-label="Move through days">
          <button
            type="button"
            aria-label={mode === 'day' ? 'Previous day' : 'Previous week'}
            onClick={() => setDate(addDays(date, -days))}
          >
            ‹
          </button>
          <input type="date" aria-label="Date" value={date} onChange={(e) => e.target.value && setDate(e.target.value)} />
          <button type="button" aria-label={mode === 'day' ? 'Next day' : 'Next week'} onClick={() => setDate(addDays(date, days))}>
            ›
          </button>
        </div>
        <button type="button" onClick={() => setDate(null)}>
          Today
        </button>
        <span className="zone" title="Reporting zone">
          {zone}
        </span>
      </div>
      <AddEntry zone={zone} defaultDate={date} onAdded={goTo} />
      {activities.isSuccess && entries.length === 0 && <GettingStarted />}
      {activities.isError && <ErrorText error={describeError(activities.error)} />}
      {mode === 'week' && (
        <p className="total" data-testid="week-total">
          Week total <strong>{clock(total)}</strong>
        </p>
      )}
      {dates.map((day) => (
        <DaySection
          key={day}
          day={day}
          first={first}
          entries={entries}
          perEntry={perEntry}
          dayTotal={perDay.get(day) ?? 0}
          flagged={flagged}
          zone={zone}
          onMoved={goTo}
        />
      ))}
    </section>
  );
}

type Mode = 'day' | 'week' | 'calendar' | 'timesheet';

const WELCOMED = 'timekeeper.welcomed';

/**
 * First steps, for an account with no projects and no tasks yet while the shown days are empty
 * (until dismissed in this browser): how to track, where the catalog and the import are.
 */
function GettingStarted() {
  const projects = useProjects();
  const tasks = useTasks();
  const [dismissed, setDismissed] = useState(() => {
    try {
      return localStorage.getItem(WELCOMED) === '1';
    } catch {
      return false;
    }
  });
  if (dismissed || !projects.isSuccess || !tasks.isSuccess || projects.data.length > 0 || tasks.data.length > 0) return null;
  return (
    <section className="card getting-started" aria-labelledby="getting-started-title">
      <h2 id="getting-started-title">Getting started</h2>
      <ol>
        <li>
          Type what you are working on in the box at the top and press <strong>Start</strong>; press <strong>Stop</strong> when you are
          done. Forgot to start? <strong>+ Add time</strong> records it afterwards.
        </li>
        <li>
          Keep your clients, projects, tasks and labels in the <PageLink path="catalog">Catalog</PageLink>, then pick a task when you start.
        </li>
        <li>
          Coming from Toggl, Clockify, Kimai, solidtime or Harvest? <PageLink path="import">Import your history</PageLink>. Your reporting
          zone and password are in <PageLink path="settings">Settings</PageLink>.
        </li>
      </ol>
      <button
        type="button"
        className="plain"
        onClick={() => {
          setDismissed(true);
          try {
            localStorage.setItem(WELCOMED, '1');
          } catch {
            // Private mode: dismissed for this page only.
          }
        }}
      >
        Dismiss
      </button>
    </section>
  );
}

function ViewButtons({ mode, setMode }: { mode: Mode; setMode: (mode: Mode) => void }) {
  return (
    <div role="group" aria-label="View" className="segmented">
      <button type="button" aria-pressed={mode === 'day'} onClick={() => setMode('day')}>
        Day
      </button>
      <button type="button" aria-pressed={mode === 'week'} onClick={() => setMode('week')}>
        Week
      </button>
      <button type="button" aria-pressed={mode === 'calendar'} onClick={() => setMode('calendar')}>
        Calendar
      </button>
      <button type="button" aria-pressed={mode === 'timesheet'} onClick={() => setMode('timesheet')}>
        Timesheet
      </button>
    </div>
  );
}

/** One local day: the entries that start on it (the view's first day also takes earlier ones), then those continuing into it. */
function DaySection({
  day,
  first,
  entries,
  perEntry,
  dayTotal,
  flagged,
  zone,
  onMoved,
}: {
  day: string;
  first: string;
  entries: Entry[];
  perEntry: Map<string, Array<{ date: string; seconds: number }>>;
  dayTotal: number;
  flagged: Set<string>;
  zone: string;
  onMoved: (date: string) => void;
}) {
  const tasks = useTasks();
  const projects = useProjects();
  const labels = useLabels();
  const starting = entries.filter(
    (e) => localDate(e.first.start, zone) === day || (day === first && localDate(e.first.start, zone) < first),
  );
  const continuing = entries.filter(
    (e) => !starting.includes(e) && localDate(e.first.start, zone) < day && (perEntry.get(e.id) ?? []).some((d) => d.date === day),
  );
  return (
    <section className="day" aria-label={day} data-testid={`day-${day}`}>
      <h2>
        {formatDate(day, { weekday: 'long', day: 'numeric', month: 'short' })}
        <span className="day-total" data-testid="day-total">
          {clock(dayTotal)}
        </span>
      </h2>
      {starting.length === 0 && continuing.length === 0 ? (
        <p className="empty">No time recorded.</p>
      ) : (
        <ul className="entries">
          {continuing.map((entry) => {
            const here = (perEntry.get(entry.id) ?? []).filter((d) => d.date === day).reduce((s, d) => s + d.seconds, 0);
            return (
              <li key={`c-${entry.id}`} className="continued" data-testid="continued">
                <span className="when">↳ until {entry.last.end ? localTime(entry.last.end, zone) : 'now'}</span>
                <span className="what">
                  {activityName(entry.first, tasks.data, projects.data)}{' '}
                  <span className="muted">
                    (from {shortDate(localDate(entry.first.start, zone))}, {localTime(entry.first.start, zone)})
                  </span>
                </span>
                <span className="dur">{clock(here)}</span>
              </li>
            );
          })}
          {starting.map((entry) => (
            <EntryRow
              key={entry.id}
              entry={entry}
              zone={zone}
              day={day}
              split={perEntry.get(entry.id) ?? []}
              overlaps={flagged.has(entry.id)}
              labels={labels.data ?? []}
              name={activityName(entry.first, tasks.data, projects.data)}
              onMoved={onMoved}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

export function useRefreshTime() {
  const queryClient = useQueryClient();
  return () => {
    for (const key of [keys.activities, keys.reports, keys.active, keys.sessions]) void queryClient.invalidateQueries({ queryKey: key });
  };
}

/** Creates an interval; whatever day it is on, the view moves there and says so. */
function AddEntry({ zone, defaultDate, onAdded }: { zone: string; defaultDate: string; onAdded: (date: string) => void }) {
  const refresh = useRefreshTime();
  const toast = useToast();
  const tasks = useTasks();
  const blank = (): Draft => ({
    start: `${defaultDate}T09:00:00`,
    end: `${defaultDate}T10:00:00`,
    taskId: '',
    projectId: '',
    summary: '',
    labelIds: [],
    billable: null,
  });
  const [draft, setDraft] = useState<Draft | null>(null);
  const adding = useAddTime();
  // Closed (added or cancelled): the keyboard is back on "+ Add time", which the form replaced.
  const addButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (draft) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      addButton.current?.focus();
    }
  }, [draft]);

  const submit = async () => {
    if (!draft) return;
    // On a failure the form stays open with the entry as typed, and says why.
    const saved = await adding.add(() => newEntryOf(draft, zone, tasks.data));
    if (!saved) return;
    setDraft(null);
    refresh();
    const day = localDate(saved.entry.start, zone);
    onAdded(day);
    toast({
      kind: 'added',
      text: `Added on ${formatDate(day, { weekday: 'long', day: 'numeric', month: 'long' })}${saved.outcome === 'found' ? ' (it had reached the server before the connection dropped)' : ''}.`,
    });
  };

  if (!draft)
    return (
      <button
        ref={addButton}
        type="button"
        className="add"
        onClick={() => {
          adding.reset();
          setDraft(blank());
        }}
      >
        + Add time
      </button>
    );
  return (
    <div className="manual">
      <EntryForm
        title="Add time"
        draft={draft}
        setDraft={setDraft}
        onSubmit={() => void submit()}
        onCancel={() => setDraft(null)}
        submitLabel="Add"
        editing={false}
        busy={adding.busy}
      >
        <AddFailureNote failure={adding.failure} busy={adding.busy} onRetry={() => void submit()} />
      </EntryForm>
    </div>
  );
}

interface WholeEntry {
  start: string;
  end: string | null;
  taskId: string | null;
  projectId: string | null;
  summary: string | null;
  labelIds: string[];
  billable: boolean;
}

const entryPath = (entry: Entry): string => (entry.viaEntries ? `/api/v1/time-entries/${entry.id}` : `/api/v1/activities/${entry.id}`);

/** The whole entry as the server has it now, with its ETag (an entry may span several daily parts). */
async function loadEntry(path: string): Promise<{ data: WholeEntry; etag: string }> {
  const current = await call<WholeEntry>('GET', path);
  return { data: current.data, etag: current.etag ?? '' };
}

function EntryRow({
  entry,
  zone,
  day,
  split,
  overlaps,
  labels,
  name,
  onMoved,
}: {
  entry: Entry;
  zone: string;
  day: string;
  split: Array<{ date: string; seconds: number }>;
  overlaps: boolean;
  labels: Label[];
  name: string;
  onMoved: (date: string) => void;
}) {
  const editing = useEntryEdit(entry, zone, day, onMoved);
  const remove = useDeleteEntry(entry, zone, name);
  const [confirming, setConfirming] = useState(false);
  const startTimer = useStartTimer();
  const row = useRef<HTMLLIElement>(null);
  const { first, last } = entry;
  const span = useEntrySpan(entry, zone);

  useEffect(() => {
    if (!confirming) return;
    row.current?.querySelector<HTMLButtonElement>('.confirm button')?.focus();
  }, [confirming]);
  // The editor replaces the row: once it closes (saved, cancelled, Escape), the keyboard is back on Edit.
  const wasEditing = useRef(false);
  useEffect(() => {
    if (editing.draft) wasEditing.current = true;
    else if (wasEditing.current) {
      wasEditing.current = false;
      row.current?.querySelector<HTMLButtonElement>('button[aria-label^="Edit "]')?.focus();
    }
  }, [editing.draft]);

  if (editing.draft) return <EntryEditor editing={editing} draft={editing.draft} />;
  // The time on this row's day (a week shows an entry's later days as continuation rows there), so
  // each day's rows add up to its total; the badge after it gives the whole entry.
  const seconds = split.filter((d) => d.date === day).reduce((sum, d) => sum + d.seconds, 0);
  const days = new Set(split.map((d) => d.date)).size;
  const wholeTotal = span.end ? wholeSeconds(span.start, span.end) : null;
  const rowName = `${name}${first.summary && first.summary !== name ? ` — ${first.summary}` : ''} at ${localTime(first.start, zone)}`;
  const entryLabels = first.labelIds.map((id) => labels.find((l) => l.id === id)).filter((l): l is Label => !!l);
  return (
    <li ref={row} className={`entry${overlaps ? ' overlap' : ''}${last.end ? '' : ' running'}`} data-testid="entry">
      <EntryWhen span={span} zone={zone} day={day} />
      <span className="what">
        {name}
        {(first.taskId || (first.projectId && !first.taskId)) && first.summary ? <em> — {first.summary}</em> : null}
        {entryLabels.map((l) => (
          <span key={l.id} className="label-chip">
            <span className="swatch" style={{ background: l.color ?? 'transparent' }} aria-hidden="true" />
            {l.name}
          </span>
        ))}
      </span>
      {overlaps && (
        <span className="badge warn" title="Overlaps another entry">
          overlap
        </span>
      )}
      {first.billable && <span className="badge billable">billable</span>}
      {entry.parts.some((p) => p.manual) && <span className="badge">manual</span>}
      {days > 1 && (
        <span className="badge" title="Counted on each local day it covers">
          {days} days
        </span>
      )}
      <span className="dur" data-testid="entry-duration">
        {clock(seconds)}
      </span>
      {wholeTotal !== null && wholeTotal !== seconds && (
        <span className="badge" data-testid="entry-whole" title="The whole entry; the figure before it is the time in this view">
          of {clock(wholeTotal)}
        </span>
      )}
      <span className="actions">
        {last.end && (
          <button
            type="button"
            className="icon-button"
            onClick={() => void startTimer(first.taskId, first.taskId ? null : first.summary, [], first.billable)}
            aria-label={`Continue ${rowName}`}
            title="Start this again"
          >
            ▶
          </button>
        )}
        <button type="button" onClick={() => void editing.begin()} aria-label={`Edit ${rowName}`}>
          Edit
        </button>
        <button type="button" className="danger" onClick={() => setConfirming(true)} aria-label={`Delete ${rowName}`}>
          Delete
        </button>
      </span>
      {confirming && (
        <Confirm
          text={`Delete ${name} (${clock(wholeTotal ?? seconds)})?`}
          action="Delete"
          onConfirm={() => {
            setConfirming(false);
            void remove();
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </li>
  );
}

/**
 * The entry's real start and end. A part that begins or ends at a local midnight may belong to an
 * entry that reaches outside this view: the whole entry is read for them.
 */
function useEntrySpan(entry: Entry, zone: string): { start: string; end: string | null } {
  const { first, last } = entry;
  const atMidnight = (instant: string | null) => instant !== null && localTime(instant, zone) === '00:00';
  const outside = entry.viaEntries && (atMidnight(first.start) || atMidnight(last.end));
  const fetched = useQuery({
    queryKey: [...keys.activities, 'entry', entry.id, entry.parts.map((p) => p.version).join(',')],
    enabled: outside,
    queryFn: async () => (await call<WholeEntry>('GET', entryPath(entry))).data,
  });
  return fetched.data ?? { start: first.start, end: last.end };
}

/** Start–end in the zone; the date too where the entry starts on an earlier day or ends on a later one. */
function EntryWhen({ span, zone, day }: { span: { start: string; end: string | null }; zone: string; day: string }) {
  // The end's day is said when it is not the row's own day ("Thu, Nov 26 22:00–01:30" on Friday needs none).
  const crosses =
    span.end !== null &&
    localDate(span.end, zone) !== localDate(span.start, zone) &&
    localDate(span.end, zone) !== day &&
    localTime(span.end, zone) !== '00:00';
  const startsEarlier = localDate(span.start, zone) < day;
  return (
    <span className="when">
      {startsEarlier ? `${shortDate(localDate(span.start, zone))} ` : ''}
      {localTime(span.start, zone)}–{span.end ? localTime(span.end, zone) : 'now'}
      {crosses && span.end ? ` (${laterDay(localDate(span.end, zone), localDate(span.start, zone))})` : ''}
    </span>
  );
}

/**
 * Editing an entry under its ETag: a 412 keeps the edit on screen and lets the user overwrite
 * (with the current ETag) or discard it. A start moved to another day moves the view there.
 */
function useEntryEdit(entry: Entry, zone: string, day: string, onMoved: (date: string) => void) {
  const toast = useToast();
  const refresh = useRefreshTime();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [etag, setEtag] = useState<string>('');
  const [conflict, setConflict] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const path = entryPath(entry);

  const begin = async () => {
    setConflict(false);
    setError(null);
    try {
      const current = await loadEntry(path);
      setEtag(current.etag);
      const e = current.data;
      setDraft({
        start: toLocalInput(e.start, zone),
        end: e.end ? toLocalInput(e.end, zone) : '',
        taskId: e.taskId ?? '',
        projectId: e.projectId ?? '',
        summary: e.summary ?? '',
        labelIds: e.labelIds,
        billable: e.billable,
      });
    } catch (failure) {
      toast({ tone: 'error', text: describeError(failure) });
    }
  };

  const save = async (force = false) => {
    if (!draft) return;
    setError(null);
    try {
      const ifMatch = force ? (await loadEntry(path)).etag : etag;
      const start = fromLocalInput(draft.start, zone);
      await call('PUT', path, {
        body: {
          start,
          end: draft.end ? fromLocalInput(draft.end, zone) : null,
          projectId: draft.taskId ? entry.first.projectId : draft.projectId || null,
          summary: draft.summary.trim() || null,
          labelIds: draft.labelIds,
          ...(draft.billable !== null ? { billable: draft.billable } : {}),
        },
        headers: { 'If-Match': ifMatch },
      });
      setDraft(null);
      setConflict(false);
      refresh();
      if (localDate(start, zone) !== day) onMoved(localDate(start, zone));
    } catch (failure) {
      // The edit stays on screen: the user chooses to overwrite or to discard it.
      if (failure instanceof ApiError && failure.status === 412) setConflict(true);
      else setError(describeError(failure));
    }
  };

  const discard = () => {
    setDraft(null);
    setConflict(false);
    refresh();
  };
  return { draft, setDraft, conflict, error, begin, save, discard };
}

function EntryEditor({ editing, draft }: { editing: ReturnType<typeof useEntryEdit>; draft: Draft }) {
  return (
    <li className="entry editing">
      <EntryForm
        title="Edit entry"
        draft={draft}
        setDraft={editing.setDraft}
        onSubmit={() => void editing.save()}
        onCancel={() => editing.setDraft(null)}
        submitLabel="Save"
        editing
      >
        {editing.conflict && (
          <div className="conflict" role="alert">
            This entry was changed elsewhere since you started editing. Your edit is kept here.
            <button type="button" onClick={editing.discard}>
              Discard mine and reload
            </button>
            <button type="button" onClick={() => void editing.save(true)}>
              Overwrite with mine
            </button>
          </div>
        )}
        <ErrorText error={editing.error} />
      </EntryForm>
    </li>
  );
}

/** Deletes the whole entry under its current ETag; the toast's Undo records it again as it was. */
function useDeleteEntry(entry: Entry, zone: string, name: string): () => Promise<void> {
  const toast = useToast();
  const refresh = useRefreshTime();
  const path = entryPath(entry);
  return async () => {
    try {
      const current = await loadEntry(path);
      await call('DELETE', path, { headers: { 'If-Match': current.etag } });
      refresh();
      const kept = current.data;
      toast({
        text: `Deleted ${name} (${localTime(kept.start, zone)}–${kept.end ? localTime(kept.end, zone) : ''}).`,
        seconds: 10,
        action: {
          label: 'Undo',
          run: async () => {
            try {
              await ok(
                api.POST('/api/v1/activities', {
                  body: {
                    start: kept.start,
                    end: kept.end,
                    taskId: kept.taskId,
                    projectId: kept.projectId,
                    summary: kept.summary,
                    labelIds: kept.labelIds,
                    billable: kept.billable,
                  },
                }),
              );
              toast({ text: 'Entry restored.' });
            } catch (failure) {
              toast({ tone: 'error', text: `Could not restore it: ${describeError(failure)}` });
            }
            refresh();
          },
        },
      });
    } catch (failure) {
      toast({
        tone: 'error',
        text:
          failure instanceof ApiError && failure.status === 412
            ? 'This entry changed elsewhere; it was not deleted. Check it and try again.'
            : describeError(failure),
      });
      refresh();
    }
  };
}
