import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { allPages, api, describeError, ok, type Activity, type Schemas } from '../api/http';
import { isArchived, keys, taskLabel, useClients, useLabels, useProjects, useTasks, useZone } from '../data';
import {
  addDays,
  clock,
  dateRange,
  durationSeconds,
  formatDate,
  localDate,
  localTime,
  mediumDate,
  mondayOf,
  presetRange,
  shortDate,
  startOfDay,
  todayIn,
  zones,
  type RangePreset,
} from '../time';
import { ErrorText, PageLink } from '../ui';
import { formatMoney } from '../money';

/** Archived records stay filterable (their time is in reports), marked so in the filter lists. */
const archivedMark = (record: object) => (isArchived(record) ? ' (archived)' : '');

type Kind = 'daily' | 'weekly' | 'summary';
type Dimension = Schemas['ReportGroupDimension'];
type Rounding = Schemas['ReportRoundingOption'];
type Daily = Schemas['DailyReportResponse'];
type Weekly = Schemas['WeeklyReportResponse'];
type Summary = Schemas['SummaryReportResponse'];

const PRESETS: [RangePreset, string][] = [
  ['today', 'Today'],
  ['this-week', 'This week'],
  ['last-week', 'Last week'],
  ['this-month', 'This month'],
  ['last-month', 'Last month'],
];
const DIMENSIONS: Dimension[] = ['client', 'project', 'task', 'label', 'day', 'week', 'month'];
/** A grouping as a word of the page: "Project", not the API's "project". */
const dimensionName = (d: string): string => d[0].toUpperCase() + d.slice(1);
const KINDS: [Kind, string][] = [
  ['daily', 'Daily'],
  ['weekly', 'Weekly'],
  ['summary', 'Summary'],
];

interface Filter {
  client: string;
  project: string;
  task: string;
  label: string;
}

const groupName = (name: string | null) => name ?? '(none)';

/** A day of the report: its weekday and date, with the year only when the range spans more than one. */
const reportDay = (date: string, yearShown: boolean): string =>
  yearShown ? formatDate(date, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }) : shortDate(date);
const weekOf = (monday: string): string => `Week of ${mediumDate(monday)}`;

/**
 * A summary row's name: client, project, task and label names as they are, time groups (the
 * server names them by their ISO date, Monday or YYYY-MM) in the browser's language.
 */
function groupLabel(dimension: Dimension | null, name: string | null, yearShown: boolean): string {
  if (name === null) return groupName(name);
  if (dimension === 'day') return reportDay(name, yearShown);
  if (dimension === 'week') return weekOf(name);
  if (dimension === 'month') return formatDate(`${name}-01`, { month: 'long', year: 'numeric' });
  return name;
}

type Billable = '' | 'true' | 'false';
/** The billing figures every report object with a total carries. */
interface Billed {
  billable: string;
  unpriced: string;
  amounts: Schemas['ReportAmount'][];
}

/**
 * Range (named or custom local dates in a zone), kind and rounding in; the server's report out, shown
 * and downloadable. Downloads are plain links to the same GET with ?format=, so the file holds exactly
 * the figures on the page (the session cookie authenticates a GET; no CSRF value is needed).
 */
export function Reports() {
  const profileZone = useZone();
  const view = useReportView(profileZone);
  const { kind, rounding, filter, billable, setFilter, setBillable } = view;
  const request = reportRequest(view, profileZone);
  const { zone, fromDate, toDate, valid } = request;
  const filtering = !!(filter.client || filter.project || filter.task || filter.label);
  const { report, shown } = useShownReport(kind, request, filter, filtering);
  const data = shown?.data;
  const yearShown = fromDate.slice(0, 4) !== toDate.slice(0, 4);
  const narrowed = filtering || !!billable;
  // Nothing to chart or list: the page says so, and what to do, instead of an empty chart.
  const empty =
    !!shown &&
    (shown.kind === 'summary' ? shown.data.groups.length === 0 : shown.data.intervals.length === 0 && shown.data.tasks.length === 0);

  return (
    <section aria-labelledby="reports-title" className="reports">
      <h1 id="reports-title">Reports</h1>
      <ReportToolbar view={view} profileZone={profileZone} request={request} />
      <ReportFilters view={view} filtering={filtering} />
      {filtering && kind === 'summary' && (
        <p className="hint">
          Filtered: the summary, its amounts and its downloads cover the matching time only
          {filter.task === 'none' ? ' ("no task" applies to the daily and weekly views, not to the summary)' : ''}.
        </p>
      )}
      {filtering && kind !== 'summary' && (
        <p className="hint">
          Filtered: totals are the sums of the matching intervals
          {rounding !== 'none' ? ' (rounding applies to the unfiltered report and its downloads)' : ''}; downloads hold the whole report.
          Amounts are priced by the server for whole reports only: clear the filters, or use the summary grouped by client, project or task,
          to see them.
        </p>
      )}
      {!valid && <ErrorText error="Pick a range whose end is not before its start, a known zone and a whole number of rounding minutes." />}
      {report.isError && <ErrorText error={describeError(report.error)} />}
      {data && (
        <p className="total">
          {dateRange(fromDate, toDate)} ({zone}): <strong data-testid="report-total">{clock(durationSeconds(data.total))}</strong>
          {data.rounding && data.exactTotal && (
            <>
              {' '}
              (rounded {data.rounding.mode} to {data.rounding.minutes} min; recorded {clock(durationSeconds(data.exactTotal))})
            </>
          )}
        </p>
      )}
      {empty ? (
        <EmptyReport
          narrowed={narrowed}
          range={dateRange(fromDate, toDate)}
          onClear={() => {
            setFilter({ client: '', project: '', task: '', label: '' });
            setBillable('');
          }}
        />
      ) : (
        <>
          {data && <BillingTotals report={data} priced={!filtering || kind === 'summary'} billableFilter={billable} />}
          {shown && shown.kind === 'summary' && <SummaryTable report={shown.data} yearShown={yearShown} />}
          {shown && shown.kind !== 'summary' && <IntervalReport shown={shown} zone={zone} priced={!filtering} yearShown={yearShown} />}
        </>
      )}
    </section>
  );
}

/** The view's choices, read once from the URL and written back to it: a reload or a shared link shows the same report. */
function useReportView(profileZone: string) {
  const initial = useMemo(() => new URLSearchParams(location.search), []);
  const pick = <T extends string>(key: string, allowed: readonly T[], fallback: T): T => {
    const value = initial.get(key) as T | null;
    return value !== null && allowed.includes(value) ? value : fallback;
  };
  const [zoneInput, setZone] = useState(initial.get('zone') ?? '');
  const [preset, setPreset] = useState<RangePreset | 'custom'>(() => {
    const range = initial.get('range');
    return range && (PRESETS.some(([p]) => p === range) || range === 'custom') ? (range as RangePreset | 'custom') : 'this-week';
  });
  const [custom, setCustom] = useState(() => {
    const fromDate = initial.get('from');
    const toDate = initial.get('to');
    return fromDate && toDate ? { fromDate, toDate } : presetRange('this-week', todayIn(profileZone));
  });
  const [kind, setKind] = useState<Kind>(() =>
    pick(
      'kind',
      KINDS.map(([k]) => k),
      'daily',
    ),
  );
  const [groupBy, setGroupBy] = useState<Dimension>(() => pick('group', DIMENSIONS, 'project'));
  const [subgroupBy, setSubgroupBy] = useState<Dimension | ''>(() => pick('then', ['', ...DIMENSIONS], ''));
  const [rounding, setRounding] = useState<Rounding>(() => pick('rounding', ['none', 'up', 'down', 'nearest'] as Rounding[], 'none'));
  const [minutesInput, setMinutes] = useState(initial.get('minutes') ?? '15');
  const [filter, setFilter] = useState<Filter>(() => ({
    client: initial.get('client') ?? '',
    project: initial.get('project') ?? '',
    task: initial.get('task') ?? '',
    label: initial.get('label') ?? '',
  }));
  // The billable filter is the server's (billable=true|false): figures, amounts and downloads all follow it.
  const [billable, setBillable] = useState<Billable>(() => pick('billable', ['', 'true', 'false'] as Billable[], ''));
  useEffect(() => {
    const params = new URLSearchParams();
    params.set('range', preset);
    if (preset === 'custom') {
      params.set('from', custom.fromDate);
      params.set('to', custom.toDate);
    }
    if (zoneInput) params.set('zone', zoneInput);
    params.set('kind', kind);
    if (kind === 'summary') {
      params.set('group', groupBy);
      if (subgroupBy) params.set('then', subgroupBy);
    }
    if (rounding !== 'none') {
      params.set('rounding', rounding);
      params.set('minutes', minutesInput);
    }
    for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
    if (billable) params.set('billable', billable);
    const next = `${location.pathname}?${params}`;
    if (`${location.pathname}${location.search}` !== next) history.replaceState(history.state, '', next);
  }, [preset, custom, zoneInput, kind, groupBy, subgroupBy, rounding, minutesInput, filter, billable]);
  return {
    zoneInput,
    setZone,
    preset,
    setPreset,
    custom,
    setCustom,
    kind,
    setKind,
    groupBy,
    setGroupBy,
    subgroupBy,
    setSubgroupBy,
    rounding,
    setRounding,
    minutesInput,
    setMinutes,
    filter,
    setFilter,
    billable,
    setBillable,
  };
}
type ReportView = ReturnType<typeof useReportView>;

/** What the view asks the server for: the local dates, the zone, and the report's query parameters. */
function reportRequest(view: ReportView, profileZone: string) {
  const { preset, custom, kind, groupBy, subgroupBy, rounding, billable, filter } = view;
  const zone = view.zoneInput || profileZone;
  const knownZone = zones().includes(zone);
  // A named range is read in the report zone, so "today" is the zone's today, not the browser's.
  const { fromDate, toDate } = preset === 'custom' || !knownZone ? custom : presetRange(preset, todayIn(zone));
  const minutes = Number(view.minutesInput);
  const validMinutes = rounding === 'none' || (Number.isInteger(minutes) && minutes >= 1);
  const valid =
    /^\d{4}-\d{2}-\d{2}$/.test(fromDate) && /^\d{4}-\d{2}-\d{2}$/.test(toDate) && toDate >= fromDate && knownZone && validMinutes;
  const query: Record<string, string> = { fromDate, toDate, zoneId: zone };
  if (rounding !== 'none') Object.assign(query, { rounding, roundingMinutes: String(minutes) });
  if (billable) query.billable = billable;
  if (kind === 'summary') {
    query.groupBy = groupBy;
    if (subgroupBy && subgroupBy !== groupBy) query.subgroupBy = subgroupBy;
    // The summary is filtered by the server (its totals and amounts cover the matching time only);
    // "(no task)" has no server filter and applies to the daily and weekly views.
    if (filter.client) query.clientId = filter.client;
    if (filter.project) query.projectId = filter.project;
    if (filter.task && filter.task !== 'none') query.taskId = filter.task;
    if (filter.label) query.labelId = filter.label;
  }
  const downloadHref = (format: 'csv' | 'xlsx' | 'pdf') => `/api/v1/reports/${kind}?${new URLSearchParams({ ...query, format })}`;
  return { zone, fromDate, toDate, valid, query, downloadHref };
}
type ReportRequest = ReturnType<typeof reportRequest>;

async function fetchReport(kind: Kind, query: Record<string, string>) {
  // The routes also answer CSV/XLSX/PDF, so openapi-fetch types the body as a union; this call asks for JSON.
  const params = { params: { query: query as never } };
  if (kind === 'summary') return { kind, data: (await ok(api.GET('/api/v1/reports/summary', params))).data as Summary } as const;
  if (kind === 'daily') {
    const data = (await ok(api.GET('/api/v1/reports/daily', params))).data as Daily;
    return {
      kind,
      data,
      buckets: data.days.map((d) => ({
        key: d.date,
        label: formatDate(d.date, { day: 'numeric', month: 'numeric' }),
        name: shortDate(d.date),
        total: d.total,
      })),
    } as const;
  }
  const data = (await ok(api.GET('/api/v1/reports/weekly', params))).data as Weekly;
  return {
    kind,
    data,
    buckets: data.weeks.map((w) => ({
      key: w.weekStart,
      label: `wk ${formatDate(w.weekStart, { day: 'numeric', month: 'numeric' })}`,
      name: weekOf(w.weekStart),
      total: w.total,
    })),
  } as const;
}
type Shown = Awaited<ReturnType<typeof fetchReport>>;

/**
 * The server's report, and what is shown of it: with a client, project, task or label filter, the
 * daily and weekly figures are sums of the matching intervals (the summary is shown as it is).
 */
function useShownReport(kind: Kind, { zone, fromDate, toDate, valid, query }: ReportRequest, filter: Filter, filtering: boolean) {
  const projects = useProjects();
  const report = useQuery({ queryKey: [...keys.reports, kind, query], enabled: valid, queryFn: () => fetchReport(kind, query) });
  // Labels are on the activities: read them only when a label filter asks for them.
  const labelled = useQuery({
    queryKey: [...keys.activities, 'report-labels', fromDate, toDate, zone],
    enabled: valid && !!filter.label,
    queryFn: () =>
      allPages<Activity>(
        async (cursor) =>
          (
            await ok(
              api.GET('/api/v1/activities', {
                params: { query: { from: startOfDay(fromDate, zone), to: startOfDay(addDays(toDate, 1), zone), limit: 200, cursor } },
              }),
            )
          ).data,
      ),
  });
  const shownRaw = report.data?.kind === kind ? report.data : undefined;
  const shown = useMemo((): Shown | undefined => {
    if (!shownRaw || shownRaw.kind === 'summary' || !filtering) return shownRaw;
    const keep = (i: Schemas['ReportInterval']) => {
      const project = projects.data?.find((p) => p.id === i.projectId);
      if (filter.project && i.projectId !== filter.project) return false;
      if (filter.client && project?.clientId !== filter.client) return false;
      if (filter.task && (filter.task === 'none' ? i.taskId !== null : i.taskId !== filter.task)) return false;
      if (filter.label && !labelled.data?.find((a) => a.id === i.activityId)?.labelIds.includes(filter.label)) return false;
      return true;
    };
    // The filtered figures are sums of the server's interval durations (whole seconds, as shown).
    const intervals = shownRaw.data.intervals.filter(keep);
    const seconds = (i: Schemas['ReportInterval']) => Math.floor(durationSeconds(i.duration));
    const sum = (list: Schemas['ReportInterval'][]) => list.reduce((s, i) => s + seconds(i), 0);
    const iso = (n: number) => `PT${n}S`;
    const bucketOf = (i: Schemas['ReportInterval']) =>
      shownRaw.kind === 'daily' ? localDate(i.start, zone) : mondayOf(localDate(i.start, zone));
    const buckets = shownRaw.buckets.map((b) => ({ ...b, total: iso(sum(intervals.filter((i) => bucketOf(i) === b.key))) }));
    const taskIds = [...new Set(intervals.map((i) => i.taskId))];
    // Billable time is a sum of the same whole seconds; amounts are the server's only (never added up here).
    const billed = (list: Schemas['ReportInterval'][]) => ({
      billable: iso(sum(list.filter((i) => i.billable))),
      unpriced: 'PT0S',
      amounts: [],
    });
    const tasksTotals = taskIds.map((taskId) => ({
      taskId,
      total: iso(sum(intervals.filter((i) => i.taskId === taskId))),
      ...billed(intervals.filter((i) => i.taskId === taskId)),
    }));
    return {
      ...shownRaw,
      buckets,
      data: {
        ...shownRaw.data,
        intervals,
        tasks: tasksTotals,
        total: iso(sum(intervals)),
        ...billed(intervals),
        exactTotal: undefined,
        rounding: undefined,
      },
    } as typeof shownRaw;
  }, [shownRaw, filtering, filter, projects.data, labelled.data, zone]);
  return { report, shown };
}

/** Range, zone, kind, grouping, rounding, the downloads and Print. */
function ReportToolbar({ view, profileZone, request }: { view: ReportView; profileZone: string; request: ReportRequest }) {
  const {
    preset,
    setPreset,
    setCustom,
    zoneInput,
    setZone,
    kind,
    setKind,
    groupBy,
    setGroupBy,
    subgroupBy,
    setSubgroupBy,
    rounding,
    setRounding,
    minutesInput,
    setMinutes,
  } = view;
  const { fromDate, toDate, valid, downloadHref } = request;
  return (
    <form className="toolbar no-print" onSubmit={(e) => e.preventDefault()}>
      <label>
        Range{' '}
        <select
          value={preset}
          onChange={(e) => {
            const next = e.target.value as RangePreset | 'custom';
            if (next === 'custom') setCustom({ fromDate, toDate });
            setPreset(next);
          }}
        >
          {PRESETS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
          <option value="custom">Custom</option>
        </select>
      </label>
      <label>
        From{' '}
        <input
          type="date"
          value={fromDate}
          onChange={(e) => {
            setCustom({ fromDate: e.target.value, toDate });
            setPreset('custom');
          }}
        />
      </label>
      <label>
        To{' '}
        <input
          type="date"
          value={toDate}
          onChange={(e) => {
            setCustom({ fromDate, toDate: e.target.value });
            setPreset('custom');
          }}
        />
      </label>
      <label>
        Zone <input list="report-zones" value={zoneInput} placeholder={profileZone} onChange={(e) => setZone(e.target.value)} />
      </label>
      <datalist id="report-zones">
        {zones().map((z) => (
          <option key={z} value={z} />
        ))}
      </datalist>
      <div role="group" aria-label="Report kind">
        {KINDS.map(([value, label]) => (
          <button key={value} type="button" aria-pressed={kind === value} onClick={() => setKind(value)}>
            {label}
          </button>
        ))}
      </div>
      {kind === 'summary' && (
        <>
          <label>
            Group by{' '}
            <select
              value={groupBy}
              onChange={(e) => {
                const next = e.target.value as Dimension;
                setGroupBy(next);
                if (subgroupBy === next) setSubgroupBy('');
              }}
            >
              {DIMENSIONS.map((d) => (
                <option key={d} value={d}>
                  {dimensionName(d)}
                </option>
              ))}
            </select>
          </label>
          <label>
            Then by{' '}
            <select value={subgroupBy} onChange={(e) => setSubgroupBy(e.target.value as Dimension | '')}>
              <option value="">(nothing)</option>
              {DIMENSIONS.filter((d) => d !== groupBy).map((d) => (
                <option key={d} value={d}>
                  {dimensionName(d)}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
      <label>
        Rounding{' '}
        <select value={rounding} onChange={(e) => setRounding(e.target.value as Rounding)}>
          <option value="none">None</option>
          <option value="up">Up</option>
          <option value="down">Down</option>
          <option value="nearest">Nearest</option>
        </select>
      </label>
      {rounding !== 'none' && (
        <label>
          Minutes{' '}
          <input
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            className="minutes"
            value={minutesInput}
            onChange={(e) => setMinutes(e.target.value)}
          />
        </label>
      )}
      {valid &&
        (['csv', 'xlsx', 'pdf'] as const).map((format) => (
          <a key={format} className="button" href={downloadHref(format)} download>
            Download {format.toUpperCase()}
          </a>
        ))}
      <button type="button" onClick={() => print()}>
        Print
      </button>
    </form>
  );
}

/** Client, project, task, label and billable filters. */
function ReportFilters({ view, filtering }: { view: ReportView; filtering: boolean }) {
  const { filter, setFilter, billable, setBillable } = view;
  const tasks = useTasks();
  const projects = useProjects();
  const clients = useClients();
  const labels = useLabels();
  return (
    <form className="toolbar filters no-print" aria-label="Filters" onSubmit={(e) => e.preventDefault()}>
      <label>
        Client{' '}
        <select value={filter.client} onChange={(e) => setFilter({ ...filter, client: e.target.value })}>
          <option value="">All clients</option>
          {clients.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
              {archivedMark(c)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Project{' '}
        <select value={filter.project} onChange={(e) => setFilter({ ...filter, project: e.target.value })}>
          <option value="">All projects</option>
          {projects.data
            ?.filter((p) => !filter.client || p.clientId === filter.client)
            .map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
                {archivedMark(p)}
              </option>
            ))}
        </select>
      </label>
      <label>
        Task{' '}
        <select value={filter.task} onChange={(e) => setFilter({ ...filter, task: e.target.value })}>
          <option value="">All tasks</option>
          <option value="none">(no task)</option>
          {tasks.data?.map((t) => (
            <option key={t.id} value={t.id}>
              {taskLabel(t, projects.data)}
              {archivedMark(t)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Label{' '}
        <select value={filter.label} onChange={(e) => setFilter({ ...filter, label: e.target.value })}>
          <option value="">All labels</option>
          {labels.data?.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
              {archivedMark(l)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Billable{' '}
        <select value={billable} onChange={(e) => setBillable(e.target.value as Billable)}>
          <option value="">All time</option>
          <option value="true">Billable</option>
          <option value="false">Not billable</option>
        </select>
      </label>
      {(filtering || billable) && (
        <button
          type="button"
          onClick={() => {
            setFilter({ client: '', project: '', task: '', label: '' });
            setBillable('');
          }}
        >
          Clear filters
        </button>
      )}
    </form>
  );
}

/** The daily or weekly report with time in it: its chart, the totals per task and every interval. */
function IntervalReport({
  shown,
  zone,
  priced,
  yearShown,
}: {
  shown: Exclude<Shown, { kind: 'summary' }>;
  zone: string;
  priced: boolean;
  yearShown: boolean;
}) {
  const tasks = useTasks();
  const projects = useProjects();
  const name = (taskId: string | null) =>
    taskId
      ? taskLabel(
          tasks.data?.find((t) => t.id === taskId),
          projects.data,
        )
      : '(no task)';
  return (
    <>
      <Chart kind={shown.kind} buckets={shown.buckets} />
      <IntervalTables shown={shown} zone={zone} priced={priced} name={name} yearShown={yearShown} />
    </>
  );
}

function IntervalTables({
  shown,
  zone,
  priced,
  name,
  yearShown,
}: {
  shown: Exclude<Shown, { kind: 'summary' }>;
  zone: string;
  priced: boolean;
  name: (taskId: string | null) => string;
  yearShown: boolean;
}) {
  return (
    <>
      <h2 id="per-task-title">Per task</h2>
      <Scroll label="Per task">
        <table data-testid="per-task" className="stack">
          <thead>
            <tr>
              <th scope="col">Task</th>
              <th scope="col" className="num">
                Total
              </th>
              <BillingHeads report={shown.data} priced={priced} />
            </tr>
          </thead>
          <tbody>
            {shown.data.tasks.map((t) => (
              <tr key={t.taskId ?? 'none'}>
                <th scope="row">{name(t.taskId)}</th>
                <td className="num" data-label="Total">
                  {clock(durationSeconds(t.total))}
                </td>
                <BillingCells row={t} report={shown.data} priced={priced} />
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
      <h2>Intervals</h2>
      <Scroll label="Intervals">
        <table data-testid="intervals" className="stack">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">From</th>
              <th scope="col">To</th>
              <th scope="col">Task</th>
              <th scope="col">Billable</th>
              <th scope="col" className="num">
                Duration
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.data.intervals.map((i) => (
              <tr key={`${i.activityId}-${i.start}`}>
                <td className="date">{reportDay(localDate(i.start, zone), yearShown)}</td>
                <td data-label="From">{localTime(i.start, zone)}</td>
                <td data-label="To">{localTime(i.end, zone)}</td>
                <td data-label="Task">{name(i.taskId)}</td>
                <td data-label="Billable">{i.billable ? 'yes' : 'no'}</td>
                <td className="num" data-label="Duration">
                  {clock(durationSeconds(i.duration))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
    </>
  );
}

/** The content width an element has on the page, kept current (a phone turned, a window resized); null before it is laid out. */
function useContentWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** About the width of one character of the chart's 11 px text, with a little room. */
const CHART_CHAR = 7;

/**
 * Bars per day or week, drawn at the width the page has (never scaled down, so its text stays
 * 11 px on a phone): where the bars are too narrow for every label, every second (third, …) one is
 * named, and the figures above the bars are left out; each bar keeps its figure as a tooltip, the
 * chart's label reads them all, and the tables below give them.
 */
function Chart({ kind, buckets }: { kind: 'daily' | 'weekly'; buckets: { key: string; label: string; name: string; total: string }[] }) {
  const { ref, width: room } = useContentWidth<HTMLElement>();
  const values = buckets.map((b) => durationSeconds(b.total));
  const maxHours = Math.max(1, Math.ceil(Math.max(0, ...values) / 3600));
  const step = maxHours <= 4 ? 1 : maxHours <= 10 ? 2 : maxHours <= 24 ? 4 : Math.ceil(maxHours / 6);
  const top = Math.ceil(maxHours / step) * step;
  const ticks = Array.from({ length: top / step + 1 }, (_, i) => i * step);
  const natural = Math.max(360, Math.min(1100, buckets.length * 72 + 48));
  const width = room ? Math.min(natural, room) : natural;
  const height = 220;
  const left = 40;
  const bottom = 36;
  const plot = height - bottom - 16;
  const band = (width - left - 8) / Math.max(1, buckets.length);
  const y = (seconds: number) => 16 + plot - (seconds / (top * 3600)) * plot;
  const figure = (v: number) => (v < 3600 ? clock(v) : clock(v).replace(/:\d\d$/, ''));
  const labelEvery = Math.max(1, Math.ceil((Math.max(0, ...buckets.map((b) => b.label.length)) * CHART_CHAR + 6) / band));
  const valuesFit = band >= Math.max(0, ...values.filter((v) => v > 0).map((v) => figure(v).length)) * CHART_CHAR + 4;
  return (
    <figure className="chart-figure" ref={ref}>
      <svg
        className="chart-svg"
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        role="img"
        data-testid="chart"
        aria-label={`${kind === 'daily' ? 'Daily' : 'Weekly'} totals in hours: ${buckets.map((b) => `${b.name} ${clock(durationSeconds(b.total))}`).join(', ')}`}
      >
        {ticks.map((t) => (
          <g key={t}>
            <line x1={left} x2={width - 8} y1={y(t * 3600)} y2={y(t * 3600)} stroke="#d9dde3" />
            <text x={left - 6} y={y(t * 3600) + 4} textAnchor="end" className="axis">
              {t}h
            </text>
          </g>
        ))}
        <line x1={left} x2={left} y1={16} y2={16 + plot} stroke="#5b6473" />
        {buckets.map((bucket, i) => {
          const v = values[i];
          const x = left + i * band;
          return (
            <g key={bucket.key} data-testid="chart-bar">
              <title>{`${bucket.name}: ${clock(v)}`}</title>
              <rect
                x={x + band * 0.15}
                width={band * 0.7}
                y={y(v)}
                height={Math.max(v > 0 ? 1 : 0, 16 + plot - y(v))}
                fill="#1f6feb"
                rx="2"
              />
              {v > 0 && valuesFit && (
                <text x={x + band / 2} y={y(v) - 4} textAnchor="middle" className="value">
                  {figure(v)}
                </text>
              )}
              {i % labelEvery === 0 && (
                <text x={x + band / 2} y={height - bottom + 16} textAnchor="middle" className="axis">
                  {bucket.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="hint">
        {kind === 'daily' ? 'Hours per day' : 'Hours per week'}
        {valuesFit
          ? ' (h:mm above each bar, h:mm:ss under an hour)'
          : ': the bars are too narrow here for their figures, which are in the tables below'}
      </figcaption>
    </figure>
  );
}

/**
 * A report with no time: what is empty, and what to do about it. A filter that matches nothing
 * (`narrowed`) is said apart from a range where nothing was recorded.
 */
function EmptyReport({ narrowed, range, onClear }: { narrowed: boolean; range: string; onClear: () => void }) {
  return (
    <div className="empty-state" data-testid="report-empty-state">
      <p className="empty" data-testid="report-empty">
        {narrowed ? 'No time in this range matches the filters.' : 'No time recorded in this range.'}
      </p>
      {narrowed ? (
        <p>
          Nothing in {range} fits the filters above.{' '}
          <button type="button" onClick={onClear}>
            Show all time
          </button>{' '}
          or pick another range.
        </p>
      ) : (
        <p>
          To fill {range}: start the timer at the top of the page, or record time you already worked with <strong>+ Add time</strong> on the{' '}
          <PageLink path="time">Time</PageLink> page. Or pick another range above.
        </p>
      )}
    </div>
  );
}

/** Group rows with their subgroups nested under them; a label level may count one interval twice (the server says so). */
function SummaryTable({ report, yearShown }: { report: Summary; yearShown: boolean }) {
  return (
    <>
      {(!report.groupsAddUp || report.groups.some((g) => g.subgroupsAddUp === false)) && (
        <p className="hint">An interval with several labels counts under each of them, so label rows add up to more than the total.</p>
      )}
      <Scroll label="Summary">
        <table data-testid="summary" className="summary stack">
          <thead>
            <tr>
              <th scope="col">
                {dimensionName(report.groupBy)}
                {report.subgroupBy ? ` / ${dimensionName(report.subgroupBy).toLowerCase()}` : ''}
              </th>
              <th scope="col" className="num">
                Total
              </th>
              <BillingHeads report={report} priced />
            </tr>
          </thead>
          <tbody>
            {report.groups.map((group) => [
              <tr key={`g-${group.id}`} className="group" data-testid="summary-group">
                <th scope="row">{groupLabel(report.groupBy, group.name, yearShown)}</th>
                <td className="num" data-label="Total">
                  {clock(durationSeconds(group.total))}
                </td>
                <BillingCells row={group} report={report} priced />
              </tr>,
              ...(group.subgroups ?? []).map((sub) => (
                <tr key={`s-${group.id}-${sub.id}`} className="subgroup" data-testid="summary-subgroup">
                  <td>{groupLabel(report.subgroupBy, sub.name, yearShown)}</td>
                  <td className="num" data-label="Total">
                    {clock(durationSeconds(sub.total))}
                  </td>
                  <BillingCells row={sub} report={report} priced />
                </tr>
              )),
            ])}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td className="num" data-label="Total" data-testid="summary-total">
                {clock(durationSeconds(report.total))}
              </td>
              <BillingCells row={report} report={report} priced />
            </tr>
          </tfoot>
        </table>
      </Scroll>
    </>
  );
}

/** A wide table scrolls sideways on a narrow screen, as a named region the keyboard can reach. */
function Scroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

const hasBilling = (report: Billed): boolean => durationSeconds(report.billable) > 0 || report.amounts.length > 0;

/**
 * Billable time, then one amount per currency (currencies are never added together), then the
 * billable time without a rate. Each figure is the server's; nothing is summed here.
 */
function BillingTotals({ report, priced, billableFilter }: { report: Billed; priced: boolean; billableFilter: Billable }) {
  const unpriced = durationSeconds(report.unpriced);
  if (!hasBilling(report)) {
    return (
      <p className="billing muted" data-testid="billing">
        {billableFilter === 'false' ? 'Showing time that is not billable.' : 'No billable time in this report.'}
      </p>
    );
  }
  return (
    <>
      <dl className="billing" data-testid="billing">
        <div>
          <dt>Billable</dt>
          <dd data-testid="billable-total">{clock(durationSeconds(report.billable))}</dd>
        </div>
        {priced &&
          report.amounts.map((a) => (
            <div key={a.currency}>
              <dt>Amount {a.currency}</dt>
              <dd className="amount" data-testid={`amount-${a.currency}`}>
                {formatMoney(a.amount, a.currency)}
              </dd>
            </div>
          ))}
        {priced && unpriced > 0 && (
          <div className="unpriced">
            <dt>Unpriced</dt>
            <dd data-testid="unpriced-total">{clock(unpriced)}</dd>
          </div>
        )}
      </dl>
      {priced && unpriced > 0 && (
        <p className="hint warn-text" data-testid="unpriced-note">
          {clock(unpriced)} of billable time has no rate in effect, so it is in none of the amounts. Give its task, project or client a rate
          in the <PageLink path="catalog">Catalog</PageLink>, or set a default rate in <PageLink path="settings">Settings</PageLink>.
        </p>
      )}
    </>
  );
}

function BillingHeads({ report, priced }: { report: Billed; priced: boolean }) {
  if (!hasBilling(report)) return null;
  return (
    <>
      <th scope="col" className="num">
        Billable
      </th>
      {priced &&
        report.amounts.map((a) => (
          <th key={a.currency} scope="col" className="num">
            Amount {a.currency}
          </th>
        ))}
      {priced && durationSeconds(report.unpriced) > 0 && (
        <th scope="col" className="num">
          Unpriced
        </th>
      )}
    </>
  );
}

/** A row's billable time and amounts, in the report's currency columns ("–" where the row has none in that currency). */
function BillingCells({ row, report, priced }: { row: Billed; report: Billed; priced: boolean }) {
  if (!hasBilling(report)) return null;
  const unpriced = durationSeconds(row.unpriced);
  return (
    <>
      <td className="num" data-label="Billable">
        {clock(durationSeconds(row.billable))}
      </td>
      {priced &&
        report.amounts.map((column) => {
          const amount = row.amounts.find((a) => a.currency === column.currency);
          return (
            <td key={column.currency} className={`num${amount ? '' : ' none'}`} data-label={`Amount ${column.currency}`}>
              {amount ? formatMoney(amount.amount, amount.currency) : '–'}
            </td>
          );
        })}
      {priced && durationSeconds(report.unpriced) > 0 && (
        <td className={`num${unpriced > 0 ? ' warn-text' : ' none'}`} data-label="Unpriced">
          {unpriced > 0 ? clock(unpriced) : '–'}
        </td>
      )}
    </>
  );
}
