import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, call, describeError, type Activity } from '../api/http';
import { activityName, keys, useActivities, useProjects, useTasks, useZone } from '../data';
import { addDays, clock, formatDate, fromLocalInput, localDate, localTime, mondayOf, startOfDay, toLocalInput, todayIn } from '../time';
import {
  DAY_MINUTES,
  addNs,
  addSeconds,
  compareInstants,
  firstFreeStart,
  instantAt,
  keepLength,
  nsBetween,
  overlapColumns,
  segmentsByDay,
  shiftInstant,
  wallMinutesOf,
  wholeSecondsOf,
  type DaySegment,
} from '../calendar-layout';
import { Confirm, ErrorText } from '../ui';
import { useNow } from './Timer';
import { EntryForm, type Draft } from './EntryForm';
import { AddFailureNote, newEntryOf, useAddTime } from './AddTime';
import './calendar.css';

type Part = Activity & { timeEntryId?: string };

/** One time entry: its daily parts drawn as one block (split only where a local midnight cuts it). */
interface CalEntry {
  id: string;
  viaEntries: boolean;
  parts: Part[];
  start: string;
  end: string | null;
  first: Part;
}
interface Times {
  start: string;
  end: string | null;
}
interface WholeEntry {
  start: string;
  end: string | null;
  taskId: string | null;
  projectId: string | null;
  summary: string | null;
  labelIds: string[];
  billable: boolean;
  version?: number;
  parts?: Part[];
}
type Edge = 'move' | 'start' | 'end';

const STEP = 15;
const HOUR_PX = 48;

function groupEntries(parts: Part[]): CalEntry[] {
  const byKey = new Map<string, Part[]>();
  for (const part of [...parts].sort((a, b) => compareInstants(a.start, b.start))) {
    const key = part.timeEntryId ?? part.id;
    byKey.set(key, [...(byKey.get(key) ?? []), part]);
  }
  return [...byKey.entries()].map(([id, list]) => ({
    id,
    viaEntries: !!list[0].timeEntryId,
    parts: list,
    start: list[0].start,
    end: list[list.length - 1].end,
    first: list[0],
  }));
}

const pathOf = (entry: CalEntry) => (entry.viaEntries ? `/api/v1/time-entries/${entry.id}` : `/api/v1/activities/${entry.id}`);

function useNarrow(): boolean {
  const query = '(max-width: 640px)';
  const [narrow, setNarrow] = useState(() => typeof matchMedia === 'function' && matchMedia(query).matches);
  useEffect(() => {
    const list = matchMedia(query);
    const update = () => setNarrow(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return narrow;
}

const longDay = (date: string) => formatDate(date, { weekday: 'long', day: 'numeric', month: 'long' });
const shortDay = (date: string) => `${formatDate(date, { weekday: 'short' })} ${Number(date.slice(8))}`;
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

type FormState =
  | { kind: 'add'; draft: Draft; error: string | null }
  | { kind: 'edit'; entry: CalEntry; etag: string; draft: Draft; error: string | null; conflict: boolean; confirming: boolean };

interface DragState {
  kind: 'create' | Edge;
  entry?: CalEntry;
  origin: Times;
  x0: number;
  y0: number;
  date0: string;
  min0: number;
  moved: boolean;
  touch: boolean;
}

/**
 * The week as a calendar (a day on a phone): one block per time entry, positioned by wall-clock time
 * in the profile zone. Blocks move and resize with the mouse or the keyboard; every change is one
 * `PUT /time-entries/{id}` with If-Match, and a refused one puts the block back and says why.
 */
export default function Calendar({ date, setDate }: { date: string; setDate: (date: string) => void }) {
  const zone = useZone();
  const narrow = useNarrow();
  const first = narrow ? date : mondayOf(date);
  const count = narrow ? 1 : 7;
  const dates = useMemo(() => Array.from({ length: count }, (_, i) => addDays(first, i)), [first, count]);
  const from = startOfDay(first, zone);
  const to = startOfDay(addDays(first, count), zone);
  const activities = useActivities(from, to);
  const tasks = useTasks();
  const projects = useProjects();
  const queryClient = useQueryClient();
  const nowMs = useNow();
  const now = new Date(nowMs).toISOString();
  const today = todayIn(zone);

  const entries = useMemo(() => groupEntries((activities.data ?? []) as Part[]), [activities.data]);
  const entriesRef = useRef(entries);
  entriesRef.current = entries;
  const [moved, setMovedState] = useState<Record<string, Times>>({});
  const movedRef = useRef(moved);
  const setMoved = (update: (current: Record<string, Times>) => Record<string, Times>) => {
    movedRef.current = update(movedRef.current);
    setMovedState(movedRef.current);
  };
  const [ghost, setGhost] = useState<{ date: string; startMin: number; endMin: number } | null>(null);
  const [form, setForm] = useState<FormState | null>(null);
  const adding = useAddTime();
  const [notice, setNotice] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const [focusId, setFocusId] = useState<string | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const drag = useRef<DragState | null>(null);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const chains = useRef(new Map<string, Promise<void>>());

  const nameOf = (entry: CalEntry) => activityName(entry.first, tasks.data, projects.data);
  const shown = (entry: CalEntry): Times => moved[entry.id] ?? { start: entry.start, end: entry.end };
  const segments = useMemo(
    () =>
      segmentsByDay(
        entries.map((e) => ({ id: e.id, ...(moved[e.id] ?? { start: e.start, end: e.end }) })),
        dates,
        zone,
        now,
      ),
    [entries, moved, dates, zone, now],
  );
  const byId = new Map(entries.map((e) => [e.id, e]));
  const describeTimes = (times: Times) => {
    const startDay = localDate(times.start, zone);
    const end =
      times.end === null
        ? 'now'
        : `${localDate(times.end, zone) !== startDay ? `${shortDay(localDate(times.end, zone))} ` : ''}${localTime(times.end, zone)}`;
    return `${shortDay(startDay)} ${localTime(times.start, zone)}–${end}`;
  };

  // Open at the working day (or the earliest block of the view), not at midnight.
  const scrolled = useRef(false);
  useEffect(() => {
    if (scrolled.current || !activities.data || !scrollRef.current) return;
    scrolled.current = true;
    const earliest = Math.min(8 * 60, ...segments.map((s) => s.startMin));
    scrollRef.current.scrollTop = Math.max(0, (earliest / 60 - 0.5) * HOUR_PX);
  }, [activities.data, segments]);

  // A block moved by the keyboard keeps the focus, even into another day's column.
  useEffect(() => {
    if (!focusId || form) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.getAttribute('data-entry') !== focusId && !active.closest('.cal')) return;
    const block = bodyRef.current?.querySelector<HTMLElement>(`[data-entry="${focusId}"][tabindex="0"]`);
    if (block && block !== active) block.focus();
  });

  // A form that opens (to add, or to edit another entry) takes the focus; typing into it does not move it.
  const openForm = form ? `${form.kind}:${form.kind === 'edit' ? form.entry.id : ''}` : null;
  useEffect(() => {
    if (openForm) formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [openForm]);

  const refresh = async () => {
    for (const key of [keys.reports, keys.active, keys.sessions]) void queryClient.invalidateQueries({ queryKey: key });
    await queryClient.invalidateQueries({ queryKey: keys.activities });
  };

  /** Sends the block's new times: the whole entry moves by the same amounts (it may reach outside the view). */
  const commit = async (id: string): Promise<void> => {
    const entry = entriesRef.current.find((e) => e.id === id);
    const next = movedRef.current[id];
    if (!entry || !next) return;
    const name = nameOf(entry);
    try {
      const current = await call<WholeEntry>('GET', pathOf(entry));
      const whole = current.data;
      // The parts this page drew must still be the current ones: else someone changed the entry meanwhile.
      const stale = entry.viaEntries
        ? entry.parts.some((part) => whole.parts?.find((p) => p.id === part.id)?.version !== part.version)
        : whole.version !== entry.first.version;
      if (stale) throw new ApiError(412, { status: 412, code: 'STALE_VERSION' });
      const startShift = nsBetween(entry.start, next.start);
      const start = addNs(whole.start, startShift);
      const end =
        whole.end === null || next.end === null || entry.end === null
          ? next.end === null
            ? whole.end
            : next.end
          : addNs(whole.end, nsBetween(entry.end, next.end));
      await call('PUT', pathOf(entry), {
        body: { start, end, projectId: whole.projectId, summary: whole.summary, labelIds: whole.labelIds },
        headers: { 'If-Match': current.etag ?? '' },
      });
      await refresh();
      setNotice(null);
      setAnnounce(`${name} saved: ${describeTimes({ start, end })}.`);
      if (movedRef.current[id] === next) setMoved(({ [id]: _, ...rest }) => rest);
    } catch (failure) {
      setMoved(({ [id]: _, ...rest }) => rest);
      const why =
        failure instanceof ApiError && failure.status === 412
          ? `“${name}” was changed elsewhere since the calendar showed it, so your change was not saved and the block is back where the entry is now. Look at it again and repeat the change.`
          : `“${name}” was not changed: ${describeError(failure)} The block is back where it was.`;
      setNotice(why);
      setAnnounce(why);
      await refresh();
    }
  };
  const commitSoon = (id: string, delay: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.set(
      id,
      setTimeout(() => {
        timers.current.delete(id);
        const previous = chains.current.get(id) ?? Promise.resolve();
        chains.current.set(
          id,
          previous.then(() => commit(id)),
        );
      }, delay),
    );
  };
  useEffect(
    () => () => {
      for (const timer of timers.current.values()) clearTimeout(timer);
    },
    [],
  );

  /** New times for an entry after a move (days, minutes) or an edge change; null when not allowed. */
  const adjust = (base: Times, edge: Edge, days: number, minutes: number): Times | null => {
    if (edge === 'move') {
      const start = shiftInstant(base.start, zone, days, minutes);
      return { start, end: base.end === null ? null : keepLength(start, base.start, base.end) };
    }
    if (edge === 'start') {
      const start = shiftInstant(base.start, zone, 0, minutes);
      return compareInstants(start, base.end ?? now) < 0 ? { start, end: base.end } : null;
    }
    if (base.end === null) return null;
    const end = shiftInstant(base.end, zone, 0, minutes);
    return compareInstants(base.start, end) < 0 ? { start: base.start, end } : null;
  };

  const onBlockKey = (event: KeyboardEvent, entry: CalEntry) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      void openEdit(entry);
      return;
    }
    const step: Record<string, [number, number]> = { ArrowUp: [0, -STEP], ArrowDown: [0, STEP], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    const delta = step[event.key];
    if (!delta) return;
    const edge: Edge = event.shiftKey ? 'end' : event.altKey ? 'start' : 'move';
    if (edge !== 'move' && delta[0] !== 0) return;
    event.preventDefault();
    const base = movedRef.current[entry.id] ?? { start: entry.start, end: entry.end };
    const next = adjust(base, edge, delta[0], delta[1]);
    if (!next) {
      setAnnounce(
        edge === 'end' && base.end === null
          ? 'A running entry has no end yet: stop it first.'
          : 'An entry keeps at least a moment of time: it was not shortened further.',
      );
      return;
    }
    setMoved((all) => ({ ...all, [entry.id]: next }));
    setFocusId(entry.id);
    setAnnounce(`${nameOf(entry)}: ${describeTimes(next)}`);
    const day = localDate(next.start, zone);
    if (!dates.includes(day)) setDate(day);
    commitSoon(entry.id, 700);
  };

  // Pointer: the column under the pointer and the wall-clock minute there.
  const pointAt = (x: number, y: number): { date: string; minutes: number } => {
    const columns = [...(bodyRef.current?.querySelectorAll<HTMLElement>('[data-day]') ?? [])];
    let column = columns[0];
    for (const c of columns) if (x >= c.getBoundingClientRect().left) column = c;
    const rect = column.getBoundingClientRect();
    return { date: column.dataset.day!, minutes: Math.min(DAY_MINUTES, Math.max(0, ((y - rect.top) / rect.height) * DAY_MINUTES)) };
  };
  const minutesPerPx = () =>
    DAY_MINUTES / (bodyRef.current?.querySelector<HTMLElement>('[data-day]')?.getBoundingClientRect().height || DAY_MINUTES);
  const snap = (minutes: number) => Math.round(minutes / STEP) * STEP;

  const onMove = (event: PointerEvent) => {
    const d = drag.current;
    if (!d) return;
    if (!d.moved && Math.abs(event.clientX - d.x0) + Math.abs(event.clientY - d.y0) < 5) return;
    // A finger moving on empty time scrolls the hours: no new entry from that.
    if (d.kind === 'create' && d.touch) {
      onCancel();
      return;
    }
    d.moved = true;
    const point = pointAt(event.clientX, event.clientY);
    if (d.kind === 'create') {
      const a = snap(d.min0);
      const b = snap(point.minutes);
      setGhost({ date: d.date0, startMin: Math.min(a, b), endMin: Math.max(a, b, Math.min(a, b) + STEP) });
      return;
    }
    const entry = d.entry!;
    let next: Times | null;
    if (d.kind === 'move') {
      next = adjust(d.origin, 'move', dates.indexOf(point.date) - dates.indexOf(d.date0), snap((event.clientY - d.y0) * minutesPerPx()));
    } else if (d.kind === 'start') {
      const start = instantAt(point.date, snap(point.minutes), zone);
      next = compareInstants(start, d.origin.end ?? now) < 0 ? { start, end: d.origin.end } : null;
    } else {
      const end = instantAt(point.date, snap(point.minutes), zone);
      next = compareInstants(d.origin.start, end) < 0 ? { start: d.origin.start, end } : null;
    }
    if (next) setMoved((all) => ({ ...all, [entry.id]: next }));
  };
  const stopListening = () => {
    removeEventListener('pointermove', onMove);
    removeEventListener('pointerup', onUp);
    removeEventListener('pointercancel', onCancel);
  };
  /** The browser took the pointer over (a scroll) or the drag was given up: everything goes back. */
  const onCancel = () => {
    stopListening();
    const d = drag.current;
    drag.current = null;
    if (d?.kind === 'create') setGhost(null);
    else if (d?.entry && d.moved) {
      const id = d.entry.id;
      setMoved(({ [id]: _, ...rest }) => rest);
    }
  };
  const onUp = () => {
    stopListening();
    const d = drag.current;
    drag.current = null;
    if (!d) return;
    if (d.kind === 'create') {
      setGhost((g) => {
        const slot = g ?? {
          date: d.date0,
          startMin: Math.floor(d.min0 / STEP) * STEP,
          endMin: Math.min(DAY_MINUTES, Math.floor(d.min0 / STEP) * STEP + 60),
        };
        openAdd(instantAt(slot.date, slot.startMin, zone), instantAt(slot.date, slot.endMin, zone));
        return slot;
      });
      return;
    }
    const entry = d.entry!;
    if (!d.moved) {
      void openEdit(entry);
      return;
    }
    if (movedRef.current[entry.id]) commitSoon(entry.id, 0);
  };
  const startDrag = (event: ReactPointerEvent, kind: DragState['kind'], entry?: CalEntry) => {
    if (event.button !== 0 || form) return;
    // A finger on empty time scrolls; a tap there still adds (the drag is for a mouse or a pen).
    event.stopPropagation();
    if (kind !== 'create' || event.pointerType !== 'touch') event.preventDefault();
    const point = pointAt(event.clientX, event.clientY);
    drag.current = {
      kind,
      entry,
      origin: entry ? shown(entry) : { start: now, end: now },
      x0: event.clientX,
      y0: event.clientY,
      date0: point.date,
      min0: point.minutes,
      moved: false,
      touch: event.pointerType === 'touch',
    };
    addEventListener('pointermove', onMove);
    addEventListener('pointerup', onUp);
    addEventListener('pointercancel', onCancel);
  };

  const openAdd = (start: string, end: string) => {
    setNotice(null);
    adding.reset();
    setForm({
      kind: 'add',
      error: null,
      draft: {
        start: toLocalInput(start, zone),
        end: toLocalInput(end, zone),
        taskId: '',
        projectId: '',
        summary: '',
        labelIds: [],
        billable: null,
      },
    });
  };
  const addOn = (day: string) => {
    const busy = entries.map((e) => ({ start: e.start, end: e.end }));
    const start = firstFreeStart(day, zone, busy, 3600, now) ?? instantAt(day, 9 * 60, zone);
    setGhost(null);
    openAdd(start, addSeconds(start, 3600));
  };
  const openEdit = async (entry: CalEntry) => {
    setNotice(null);
    try {
      const current = await call<WholeEntry>('GET', pathOf(entry));
      const e = current.data;
      setForm({
        kind: 'edit',
        entry,
        etag: current.etag ?? '',
        error: null,
        conflict: false,
        confirming: false,
        draft: {
          start: toLocalInput(e.start, zone),
          end: e.end ? toLocalInput(e.end, zone) : '',
          taskId: e.taskId ?? '',
          projectId: e.projectId ?? '',
          summary: e.summary ?? '',
          labelIds: e.labelIds,
          billable: e.billable,
        },
      });
    } catch (failure) {
      setNotice(describeError(failure));
    }
  };
  const closeForm = () => {
    if (form?.kind === 'edit') setFocusId(form.entry.id);
    setForm(null);
    setGhost(null);
  };

  const addForm = async (draft: Draft) => {
    // A failure leaves the form as it is (the draft typed meanwhile included) and says why in it.
    const saved = await adding.add(() => newEntryOf(draft, zone, tasks.data));
    if (!saved) return;
    setAnnounce(`Added ${describeTimes(saved.entry)}.`);
    closeForm();
    await refresh();
    const day = localDate(saved.entry.start, zone);
    if (!dates.includes(day)) setDate(day);
  };
  const saveForm = async (force = false) => {
    if (!form) return;
    const { draft } = form;
    if (form.kind === 'add') return addForm(draft);
    try {
      const start = fromLocalInput(draft.start, zone);
      const end = draft.end ? fromLocalInput(draft.end, zone) : null;
      const ifMatch = force ? ((await call('GET', pathOf(form.entry))).etag ?? '') : form.etag;
      await call('PUT', pathOf(form.entry), {
        body: {
          start,
          end,
          projectId: draft.taskId ? form.entry.first.projectId : draft.projectId || null,
          summary: draft.summary.trim() || null,
          labelIds: draft.labelIds,
          ...(draft.billable !== null ? { billable: draft.billable } : {}),
        },
        headers: { 'If-Match': ifMatch },
      });
      setAnnounce(`Saved ${describeTimes({ start, end })}.`);
      closeForm();
      await refresh();
      const day = localDate(start, zone);
      if (!dates.includes(day)) setDate(day);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 412) setForm({ ...form, conflict: true, error: null });
      else setForm({ ...form, error: describeError(failure) });
    }
  };
  const removeEntry = async () => {
    if (form?.kind !== 'edit') return;
    try {
      await call('DELETE', pathOf(form.entry), { headers: { 'If-Match': form.etag } });
      setAnnounce(`Deleted ${nameOf(form.entry)}.`);
      setForm(null);
      setFocusId(null);
      await refresh();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 412) setForm({ ...form, confirming: false, conflict: true });
      else setForm({ ...form, confirming: false, error: describeError(failure) });
    }
  };

  const dayTotal = (day: string) =>
    wholeSecondsOf(segments.filter((s) => s.date === day).reduce((sum, s) => sum + nsBetween(s.start, s.end), 0n));
  const step = narrow ? 1 : 7;
  const leads = new Map<string, string>();
  for (const segment of segments) if (!leads.has(segment.id)) leads.set(segment.id, segment.date);
  const nowMin = wallMinutesOf(now, zone);

  return (
    <div className="calendar-view">
      <div className="toolbar">
        <div className="stepper" role="group" aria-label={narrow ? 'Move through days' : 'Move through weeks'}>
          <button type="button" aria-label={narrow ? 'Previous day' : 'Previous week'} onClick={() => setDate(addDays(date, -step))}>
            ‹
          </button>
          <input type="date" aria-label="Date" value={date} onChange={(e) => e.target.value && setDate(e.target.value)} />
          <button type="button" aria-label={narrow ? 'Next day' : 'Next week'} onClick={() => setDate(addDays(date, step))}>
            ›
          </button>
        </div>
        <button type="button" onClick={() => setDate(today)}>
          Today
        </button>
        <span className="zone" title="Reporting zone">
          {zone}
        </span>
      </div>
      <details className="hint cal-help" open={!narrow}>
        <summary>Mouse and keyboard</summary>
        <p id="calendar-keys">
          Drag on empty time to add, drag a block to move it, drag its top or bottom edge to change start or end; click a block to edit it.
          Keyboard: <kbd>Tab</kbd> to a block, <kbd>↑</kbd> <kbd>↓</kbd> move 15 min, <kbd>←</kbd> <kbd>→</kbd> move a day, <kbd>Shift</kbd>
          +<kbd>↑</kbd> <kbd>↓</kbd> end 15 min earlier/later, <kbd>Alt</kbd>+<kbd>↑</kbd> <kbd>↓</kbd> start 15 min earlier/later,{' '}
          <kbd>Enter</kbd> edit; the <kbd>+</kbd> of a day adds time there.
        </p>
      </details>
      {notice && (
        <p className="error cal-notice" role="alert">
          {notice}
        </p>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announce}
      </p>
      {activities.isError && <ErrorText error={describeError(activities.error)} />}
      {form && (
        <div className="manual cal-form" ref={formRef}>
          <EntryForm
            title={form.kind === 'add' ? 'Add time' : 'Edit entry'}
            draft={form.draft}
            setDraft={(draft) => setForm({ ...form, draft })}
            onSubmit={() => void saveForm()}
            onCancel={closeForm}
            submitLabel={form.kind === 'add' ? 'Add' : 'Save'}
            editing={form.kind === 'edit'}
            busy={form.kind === 'add' && adding.busy}
          >
            {form.kind === 'add' && <AddFailureNote failure={adding.failure} busy={adding.busy} onRetry={() => void saveForm()} />}
            {form.kind === 'edit' && form.conflict && (
              <div className="conflict" role="alert">
                This entry was changed elsewhere since you opened it. Your edit is kept here.
                <button
                  type="button"
                  onClick={() => {
                    closeForm();
                    void refresh();
                  }}
                >
                  Discard mine and reload
                </button>
                <button type="button" onClick={() => void saveForm(true)}>
                  Overwrite with mine
                </button>
              </div>
            )}
            {form.kind === 'edit' && !form.confirming && (
              <button type="button" className="danger" onClick={() => setForm({ ...form, confirming: true })}>
                Delete entry
              </button>
            )}
            {form.kind === 'edit' && form.confirming && (
              <Confirm
                text={`Delete ${nameOf(form.entry)}?`}
                action="Delete"
                onConfirm={() => void removeEntry()}
                onCancel={() => setForm({ ...form, confirming: false })}
              />
            )}
            <ErrorText error={form.error} />
          </EntryForm>
        </div>
      )}
      <div className="cal" style={{ ['--days' as string]: count }} data-testid="calendar">
        <div className="cal-head">
          <span className="cal-corner" aria-hidden="true" />
          {dates.map((day) => (
            <div key={day} className={`cal-dayhead${day === today ? ' today' : ''}`} data-testid={`head-${day}`}>
              <span className="cal-date">{shortDay(day)}</span>
              <span className="cal-total">{dayTotal(day) > 0 ? clock(dayTotal(day)) : ''}</span>
              <button
                type="button"
                className="plain cal-add"
                aria-label={`Add time on ${longDay(day)}`}
                title="Add time on this day"
                onClick={() => addOn(day)}
              >
                +
              </button>
            </div>
          ))}
        </div>
        <div className="cal-scroll" ref={scrollRef} tabIndex={0} role="region" aria-label="Hours of the day">
          <div className="cal-body" ref={bodyRef}>
            <div className="cal-gutter" aria-hidden="true">
              {Array.from({ length: 23 }, (_, i) => i + 1).map((h) => (
                <span key={h} style={{ top: `${(h / 24) * 100}%` }}>
                  {hhmm(h * 60)}
                </span>
              ))}
            </div>
            {dates.map((day) => (
              <div
                key={day}
                className={`cal-day${day === today ? ' today' : ''}`}
                data-day={day}
                data-testid={`day-${day}`}
                onPointerDown={(event) => startDrag(event, 'create')}
              >
                {day === today && <div className="cal-now" style={{ top: `${(nowMin / DAY_MINUTES) * 100}%` }} aria-hidden="true" />}
                {overlapColumns(
                  segments.filter((s) => s.date === day),
                  20,
                ).map(({ item: segment, column, columns }) => {
                  const entry = byId.get(segment.id);
                  return entry ? (
                    <Block
                      key={`${segment.id}-${day}`}
                      segment={segment}
                      lead={leads.get(segment.id) === day}
                      column={column}
                      columns={columns}
                      entry={entry}
                      name={nameOf(entry)}
                      times={shown(entry)}
                      label={describeTimes(shown(entry))}
                      saving={!!moved[entry.id]}
                      onPointerDown={startDrag}
                      onKeyDown={onBlockKey}
                    />
                  ) : null;
                })}
                {ghost && ghost.date === day && (
                  <div
                    className="cal-ghost"
                    style={{
                      top: `${(ghost.startMin / DAY_MINUTES) * 100}%`,
                      height: `${((ghost.endMin - ghost.startMin) / DAY_MINUTES) * 100}%`,
                    }}
                    aria-hidden="true"
                  >
                    {hhmm(ghost.startMin)}–{hhmm(ghost.endMin)}
                  </div>
                )}
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

/** A block: the piece of one entry on one day. Its first piece takes the focus and the keys; edges resize. */
function Block({
  segment,
  lead,
  column,
  columns,
  entry,
  name,
  times,
  label,
  saving,
  onPointerDown,
  onKeyDown,
}: {
  segment: DaySegment;
  lead: boolean;
  column: number;
  columns: number;
  entry: CalEntry;
  name: string;
  times: Times;
  label: string;
  saving: boolean;
  onPointerDown: (event: ReactPointerEvent, kind: Edge, entry: CalEntry) => void;
  onKeyDown: (event: KeyboardEvent, entry: CalEntry) => void;
}) {
  const running = times.end === null;
  const minutes = Math.max(segment.endMin - segment.startMin, 20);
  const seconds = running ? wholeSecondsOf(nsBetween(times.start, segment.end)) : wholeSecondsOf(nsBetween(times.start, times.end!));
  const summary = entry.first.summary && entry.first.summary !== name ? entry.first.summary : null;
  return (
    <div
      role="button"
      tabIndex={lead ? 0 : -1}
      aria-describedby="calendar-keys"
      title={`${name}, ${label}`}
      data-entry={entry.id}
      data-testid="block"
      className={`cal-block${running ? ' running' : ''}${saving ? ' saving' : ''}${segment.continuesBefore ? ' from-before' : ''}${segment.continuesAfter ? ' goes-on' : ''}${minutes < 40 ? ' short' : ''}${columns > 1 ? ' narrow' : ''}`}
      style={{
        top: `${(segment.startMin / DAY_MINUTES) * 100}%`,
        height: `${(minutes / DAY_MINUTES) * 100}%`,
        left: `calc(${(column / columns) * 100}% + 2px)`,
        width: `calc(${100 / columns}% - 4px)`,
      }}
      onPointerDown={(event) => onPointerDown(event, 'move', entry)}
      onKeyDown={(event) => onKeyDown(event, entry)}
    >
      {!segment.continuesBefore && (
        <div className="cal-handle cal-handle-top" aria-hidden="true" onPointerDown={(event) => onPointerDown(event, 'start', entry)} />
      )}
      <span className="cal-name">{name}</span>
      <span className="cal-time">
        {hhmmOf(segment.startMin)}
        <span className="cal-end">–{running ? 'now' : hhmmOf(segment.endMin)}</span>
      </span>
      <span className="cal-dur">{clock(seconds)}</span>
      {summary && <span className="cal-summary">{summary}</span>}
      <span className="visually-hidden">, {label}</span>
      {!segment.continuesAfter && !running && (
        <div className="cal-handle cal-handle-bottom" aria-hidden="true" onPointerDown={(event) => onPointerDown(event, 'end', entry)} />
      )}
    </div>
  );
}

const hhmmOf = (minutes: number) => hhmm(Math.round(minutes) >= DAY_MINUTES ? 0 : Math.round(minutes));
