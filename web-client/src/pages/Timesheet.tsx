import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, describeError, ok, type Activity, type Project, type Schemas, type Task } from '../api/http';
import { isArchived, keys, taskLabel, useActivities, useProjects, useTasks, useZone } from '../data';
import { addDays, clock, dateRange, formatDate, localDate, mondayOf, startOfDay, todayIn } from '../time';
import {
  addNs,
  addSeconds,
  cellKey,
  compareInstants,
  firstFreeStart,
  parseDuration,
  sheetSums,
  wholeSecondsOf,
  type Sheet,
} from '../calendar-layout';
import { ErrorText } from '../ui';
import { useNow } from './Timer';
import './calendar.css';

type Part = Activity & { timeEntryId?: string };
type Grouping = 'task' | 'project';
interface Row {
  key: string;
  name: string;
  archived: boolean;
}
interface WholeEntry {
  start: string;
  end: string | null;
  projectId: string | null;
  summary: string | null;
  labelIds: string[];
}

const NONE = 'none';
const dayName = (date: string, style: 'short' | 'long') => formatDate(date, { weekday: style });

/**
 * The week as a timesheet: rows are tasks (or projects), columns the seven local days of the profile
 * zone. Every figure is summed exactly from the weekly report's intervals, so the totals are the
 * report's to the second. Typing a duration into a cell creates or adjusts an entry.
 */
export default function Timesheet({ date, setDate }: { date: string; setDate: (date: string) => void }) {
  const zone = useZone();
  const monday = mondayOf(date);
  const dates = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  const from = startOfDay(monday, zone);
  const to = startOfDay(addDays(monday, 7), zone);
  const today = todayIn(zone);
  const [grouping, setGrouping] = useState<Grouping>('task');
  const tasks = useTasks();
  const projects = useProjects();
  const report = useQuery({
    queryKey: [...keys.reports, 'timesheet', from, to],
    queryFn: async () =>
      (await ok(api.GET('/api/v1/reports/weekly', { params: { query: { from, to } } }))).data as Schemas['WeeklyReportResponse'],
  });

  const rowOf = (item: { taskId: string | null; projectId: string | null }) => (grouping === 'task' ? item.taskId : item.projectId) ?? NONE;
  const intervals = report.data?.intervals ?? [];
  const sheet = sheetSums(
    intervals.map((i) => ({ row: rowOf(i), start: i.start, end: i.end })),
    dates,
    zone,
  );
  const rows = sheetRows(grouping, sheet, tasks.data, projects.data);
  const cells = useCellEdits({ from, to, zone, grouping, sheet, rowOf });

  return (
    <div className="timesheet-view">
      <div className="toolbar">
        <div className="stepper" role="group" aria-label="Move through weeks">
          <button type="button" aria-label="Previous week" onClick={() => setDate(addDays(date, -7))}>
            ‹
          </button>
          <input type="date" aria-label="Date" value={date} onChange={(e) => e.target.value && setDate(e.target.value)} />
          <button type="button" aria-label="Next week" onClick={() => setDate(addDays(date, 7))}>
            ›
          </button>
        </div>
        <button type="button" onClick={() => setDate(today)}>
          Today
        </button>
        <div role="group" aria-label="Rows" className="segmented">
          <button
            type="button"
            aria-pressed={grouping === 'task'}
            onClick={() => {
              setGrouping('task');
              cells.setEdits({});
            }}
          >
            By task
          </button>
          <button
            type="button"
            aria-pressed={grouping === 'project'}
            onClick={() => {
              setGrouping('project');
              cells.setEdits({});
            }}
          >
            By project
          </button>
        </div>
        <span className="zone" title="Reporting zone">
          {zone}
        </span>
      </div>
      <p className="hint">
        Type a duration into a cell (<kbd>1:30</kbd>, <kbd>1.5h</kbd>, <kbd>90m</kbd>) and press <kbd>Enter</kbd>, or move on with{' '}
        <kbd>Tab</kbd> or <kbd>↑</kbd> <kbd>↓</kbd>. An empty cell gets a new entry of that length, starting at the day’s first free hour
        from 09:00; a filled one moves the end of that day’s last entry of the row. <kbd>Esc</kbd> undoes the typing.
      </p>
      <ErrorText error={cells.error} />
      {report.isError && <ErrorText error={describeError(report.error)} />}
      <p className="visually-hidden" role="status" aria-live="polite">
        {cells.status}
      </p>
      <div className="sheet-wrap" role="region" aria-label="Timesheet" tabIndex={0}>
        <SheetTable
          monday={monday}
          dates={dates}
          today={today}
          grouping={grouping}
          rows={rows}
          sheet={sheet}
          busy={cells.busy || report.isFetching}
          cells={cells}
        />
      </div>
      {rows.length === 0 && !report.isPending && <p className="empty">No tasks yet: add them in the Catalog.</p>}
    </div>
  );
}

/** The sheet's rows: the tasks (or projects) in name order, archived ones only with time this week, then rows the report has that are not loaded. */
function sheetRows(grouping: Grouping, sheet: Sheet, tasks: Task[] | undefined, projects: Project[] | undefined): Row[] {
  const rows: Row[] = [];
  if (grouping === 'task') {
    for (const task of tasks ?? [])
      if (!isArchived(task) || sheet.rows.has(task.id))
        rows.push({ key: task.id, name: taskLabel(task, projects), archived: isArchived(task) });
  } else {
    for (const project of projects ?? [])
      if (!isArchived(project) || sheet.rows.has(project.id))
        rows.push({ key: project.id, name: project.name, archived: isArchived(project) });
  }
  rows.sort((a, b) => a.name.localeCompare(b.name));
  for (const key of sheet.rows.keys()) {
    if (!rows.some((r) => r.key === key))
      rows.push({ key, name: key === NONE ? (grouping === 'task' ? '(no task)' : '(no project)') : '(not loaded)', archived: false });
  }
  return rows;
}

/**
 * The typed cells and their commit: an empty cell gets a new entry of the typed length at the day's
 * first free hour; a filled one moves the end of that day's last entry of the row.
 */
function useCellEdits({
  from,
  to,
  zone,
  grouping,
  sheet,
  rowOf,
}: {
  from: string;
  to: string;
  zone: string;
  grouping: Grouping;
  sheet: Sheet;
  rowOf: (item: { taskId: string | null; projectId: string | null }) => string;
}) {
  const queryClient = useQueryClient();
  const tasks = useTasks();
  const activities = useActivities(from, to);
  const nowMs = useNow();
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(new Set<string>());
  // Another week: its typing and its message are gone, also the message of a cell left for it (the
  // click on "Next week" commits the cell it leaves, and that answer comes after the change).
  const week = useRef(from);
  useEffect(() => {
    week.current = from;
    setEdits({});
    setError(null);
  }, [from]);

  const refresh = async () => {
    void queryClient.invalidateQueries({ queryKey: keys.active });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.reports }),
      queryClient.invalidateQueries({ queryKey: keys.activities }),
    ]);
  };

  const commit = async (row: Row, day: string) => {
    const key = cellKey(row.key, day);
    const typed = edits[key];
    if (typed === undefined) return;
    const drop = () => setEdits(({ [key]: _, ...rest }) => rest);
    const currentNs = sheet.cells.get(key) ?? 0n;
    const where = `${row.name} on ${dayName(day, 'long')}`;
    if (typed.trim() === '' && currentNs === 0n) {
      drop();
      return;
    }
    if (typed.trim() === '') {
      setError(`To remove the time of ${where}, delete its entries in the calendar or the day list.`);
      drop();
      return;
    }
    const seconds = parseDuration(typed);
    if (seconds === null) {
      setError(`“${typed}” is not a duration. Type for example 1:30, 1.5h or 90m.`);
      return;
    }
    if (seconds === wholeSecondsOf(currentNs)) {
      drop();
      return;
    }
    if (inFlight.current.has(key)) return;
    inFlight.current.add(key);
    const startedIn = week.current;
    const fail = (message: string) => {
      if (week.current === startedIn) setError(message);
    };
    setError(null);
    setBusy(true);
    try {
      const parts = ((activities.data ?? []) as Part[]).filter((p) => localDate(p.start, zone) === day);
      if (currentNs === 0n) {
        if (seconds === 0) {
          drop();
          return;
        }
        const start = firstFreeStart(
          day,
          zone,
          parts.map((p) => ({ start: p.start, end: p.end })),
          seconds,
          new Date(nowMs).toISOString(),
        );
        if (!start) {
          fail(`There is no free hour on ${dayName(day, 'long')} for ${clock(seconds)}.`);
          return;
        }
        const task = grouping === 'task' && row.key !== NONE ? tasks.data?.find((t) => t.id === row.key) : undefined;
        await ok(
          api.POST('/api/v1/activities', {
            body: {
              start,
              end: addSeconds(start, seconds),
              taskId: task?.id ?? null,
              projectId: grouping === 'task' ? (task?.projectId ?? null) : row.key === NONE ? null : row.key,
              summary: null,
              labelIds: [],
            },
          }),
        );
        setStatus(`Added ${clock(seconds)} to ${where}.`);
      } else {
        const outcome = await moveLastEnd(
          parts.filter((p) => rowOf(p) === row.key),
          where,
          seconds,
          currentNs,
          startOfDay(addDays(day, 1), zone),
        );
        if ('error' in outcome) {
          fail(outcome.error);
          return;
        }
        setStatus(outcome.status);
      }
      await refresh();
      drop();
    } catch (failure) {
      fail(`${where} was not changed: ${describeError(failure)}`);
      await refresh();
    } finally {
      inFlight.current.delete(key);
      setBusy(false);
    }
  };

  const onKey = (event: KeyboardEvent<HTMLInputElement>, row: Row, day: string) => {
    const key = cellKey(row.key, day);
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit(row, day);
    }
    if (event.key === 'Escape') {
      setEdits(({ [key]: _, ...rest }) => rest);
      setError(null);
    }
    // Up and down move to the same day of the row above or below (leaving the cell commits it), as in a spreadsheet.
    if ((event.key === 'ArrowUp' || event.key === 'ArrowDown') && !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey) {
      const cell = event.currentTarget.closest('td');
      const tr = cell?.parentElement;
      const next = event.key === 'ArrowUp' ? tr?.previousElementSibling : tr?.nextElementSibling;
      const target = cell && tr && next?.children[Array.prototype.indexOf.call(tr.children, cell)]?.querySelector('input');
      if (target) {
        event.preventDefault();
        target.focus();
        target.select();
      }
    }
  };
  return { edits, setEdits, error, status, busy, commit, onKey };
}

/**
 * A filled cell: the day's last entry of the row gets the difference at its end (not when it is still
 * running, goes on past midnight, or would end before it starts).
 */
async function moveLastEnd(
  rowParts: Part[],
  where: string,
  seconds: number,
  currentNs: bigint,
  /** The next local midnight: the moved end stays on the cell's day. */
  dayEnd: string,
): Promise<{ status: string } | { error: string }> {
  const last = [...rowParts].sort((a, b) => compareInstants(a.start, b.start)).pop();
  if (!last) return { error: `The time of ${where} could not be found; reload and try again.` };
  if (last.end === null) return { error: `The last entry of ${where} is still running: stop it first, or change it in the calendar.` };
  const path = last.timeEntryId ? `/api/v1/time-entries/${last.timeEntryId}` : `/api/v1/activities/${last.id}`;
  const current = await call<WholeEntry>('GET', path);
  if (current.data.end === null || compareInstants(current.data.end, last.end) !== 0) {
    return { error: `The last entry of ${where} goes on past midnight: change it in the calendar.` };
  }
  const end = addNs(last.end, BigInt(seconds) * 1_000_000_000n - currentNs);
  if (compareInstants(end, last.start) <= 0) {
    return {
      error: `${clock(seconds)} is less than the other entries of ${where} already take: delete or shorten them in the calendar or the day list.`,
    };
  }
  if (compareInstants(end, dayEnd) > 0) {
    return { error: `${clock(seconds)} does not fit: the last entry of ${where} would go on past midnight. Add the rest on the next day.` };
  }
  await call('PUT', path, {
    body: {
      start: current.data.start,
      end,
      projectId: current.data.projectId,
      summary: current.data.summary,
      labelIds: current.data.labelIds,
    },
    headers: { 'If-Match': current.etag ?? '' },
  });
  return { status: `${where} is now ${clock(seconds)}.` };
}

function SheetTable({
  monday,
  dates,
  today,
  grouping,
  rows,
  sheet,
  busy,
  cells,
}: {
  monday: string;
  dates: string[];
  today: string;
  grouping: Grouping;
  rows: Row[];
  sheet: Sheet;
  busy: boolean;
  cells: ReturnType<typeof useCellEdits>;
}) {
  const { edits, setEdits, commit, onKey } = cells;
  const shownSeconds = (row: string, day: string) => wholeSecondsOf(sheet.cells.get(cellKey(row, day)) ?? 0n);
  const text = (row: string, day: string) => {
    const s = shownSeconds(row, day);
    return s > 0 ? clock(s) : '';
  };
  const total = (ns: bigint | undefined) => clock(wholeSecondsOf(ns ?? 0n));
  return (
    <table className="sheet" aria-busy={busy}>
      <caption className="visually-hidden">
        Week {dateRange(monday, addDays(monday, 6))}, {grouping === 'task' ? 'tasks' : 'projects'} by day
      </caption>
      <thead>
        <tr>
          <th scope="col">{grouping === 'task' ? 'Task' : 'Project'}</th>
          {dates.map((day) => (
            <th key={day} scope="col" className={day === today ? 'today' : undefined}>
              {dayName(day, 'short')} {Number(day.slice(8))}
            </th>
          ))}
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-testid={`row-${row.name}`}>
            <th scope="row" title={row.name}>
              {row.name}
              {row.archived && <span className="archived-tag">archived</span>}
            </th>
            {dates.map((day) => {
              const key = cellKey(row.key, day);
              return (
                <td key={day}>
                  <input
                    className="cell"
                    inputMode="decimal"
                    autoComplete="off"
                    aria-label={`${row.name}, ${dayName(day, 'long')} ${Number(day.slice(8))}`}
                    value={edits[key] ?? text(row.key, day)}
                    onChange={(e) => setEdits({ ...edits, [key]: e.target.value })}
                    onBlur={() => void commit(row, day)}
                    onKeyDown={(e) => onKey(e, row, day)}
                  />
                </td>
              );
            })}
            <td className="row-total" data-testid="row-total">
              {total(sheet.rows.get(row.key))}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          {dates.map((day) => (
            <td key={day} data-testid={`day-total-${day}`}>
              {total(sheet.days.get(day))}
            </td>
          ))}
          <td data-testid="sheet-total">{total(sheet.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
