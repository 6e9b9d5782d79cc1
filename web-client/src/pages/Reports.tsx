import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, describeError, ok, type Schemas } from '../api/http';
import { keys, taskLabel, useProjects, useTasks, useZone } from '../data';
import { clock, durationSeconds, localDate, localTime, presetRange, todayIn, zones, type RangePreset } from '../time';
import { ErrorText } from '../ui';

type Kind = 'daily' | 'weekly' | 'summary';
type Dimension = Schemas['ReportGroupDimension'];
type Rounding = Schemas['ReportRoundingOption'];
type Daily = Schemas['DailyReportResponse'];
type Weekly = Schemas['WeeklyReportResponse'];
type Summary = Schemas['SummaryReportResponse'];

const PRESETS: [RangePreset, string][] = [['today', 'Today'], ['this-week', 'This week'], ['last-week', 'Last week'], ['this-month', 'This month'], ['last-month', 'Last month']];
const DIMENSIONS: Dimension[] = ['client', 'project', 'task', 'label', 'day', 'week', 'month'];
const KINDS: [Kind, string][] = [['daily', 'Daily'], ['weekly', 'Weekly'], ['summary', 'Summary']];

const groupName = (name: string | null) => name ?? '(none)';

/**
 * Range (named or custom local dates in a zone), kind and rounding in; the server's report out, shown
 * and downloadable. Downloads are plain links to the same GET with ?format=, so the file holds exactly
 * the figures on the page (the session cookie authenticates a GET; no CSRF value is needed).
 */
export function Reports() {
  const profileZone = useZone();
  const [zoneInput, setZone] = useState('');
  const zone = zoneInput || profileZone;
  const knownZone = zones().includes(zone);
  const [preset, setPreset] = useState<RangePreset | 'custom'>('this-week');
  const [custom, setCustom] = useState(() => presetRange('this-week', todayIn(profileZone)));
  // A named range is read in the report zone, so "today" is the zone's today, not the browser's.
  const { fromDate, toDate } = preset === 'custom' || !knownZone ? custom : presetRange(preset, todayIn(zone));
  const [kind, setKind] = useState<Kind>('daily');
  const [groupBy, setGroupBy] = useState<Dimension>('project');
  const [subgroupBy, setSubgroupBy] = useState<Dimension | ''>('');
  const [rounding, setRounding] = useState<Rounding>('none');
  const [minutesInput, setMinutes] = useState('15');
  const minutes = Number(minutesInput);
  const tasks = useTasks();
  const projects = useProjects();

  const validMinutes = rounding === 'none' || (Number.isInteger(minutes) && minutes >= 1);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(fromDate) && /^\d{4}-\d{2}-\d{2}$/.test(toDate) && toDate >= fromDate && knownZone && validMinutes;
  const query: Record<string, string> = { fromDate, toDate, zoneId: zone };
  if (rounding !== 'none') Object.assign(query, { rounding, roundingMinutes: String(minutes) });
  if (kind === 'summary') {
    query.groupBy = groupBy;
    if (subgroupBy && subgroupBy !== groupBy) query.subgroupBy = subgroupBy;
  }
  const path = `/api/v1/reports/${kind}` as const;
  const downloadHref = (format: 'csv' | 'xlsx' | 'pdf') => `${path}?${new URLSearchParams({ ...query, format })}`;

  const report = useQuery({
    queryKey: [...keys.reports, kind, query],
    enabled: valid,
    queryFn: async () => {
      // The routes also answer CSV/XLSX/PDF, so openapi-fetch types the body as a union; this call asks for JSON.
      const params = { params: { query: query as never } };
      if (kind === 'summary') return { kind, data: (await ok(api.GET('/api/v1/reports/summary', params))).data as Summary } as const;
      if (kind === 'daily') {
        const data = (await ok(api.GET('/api/v1/reports/daily', params))).data as Daily;
        return { kind, data, buckets: data.days.map((d) => ({ key: d.date, label: d.date.slice(5), total: d.total })) } as const;
      }
      const data = (await ok(api.GET('/api/v1/reports/weekly', params))).data as Weekly;
      return { kind, data, buckets: data.weeks.map((w) => ({ key: w.weekStart, label: `wk ${w.weekStart.slice(5)}`, total: w.total })) } as const;
    },
  });
  const name = (taskId: string | null) => taskId ? taskLabel(tasks.data?.find((t) => t.id === taskId), projects.data) : '(no task)';
  const shown = report.data?.kind === kind ? report.data : undefined;
  const data = shown?.data;

  return (
    <section aria-labelledby="reports-title" className="reports">
      <h1 id="reports-title">Reports</h1>
      <form className="toolbar no-print" onSubmit={(e) => e.preventDefault()}>
        <label>Range <select value={preset} onChange={(e) => {
          const next = e.target.value as RangePreset | 'custom';
          if (next === 'custom') setCustom({ fromDate, toDate });
          setPreset(next);
        }}>
          {PRESETS.map(([value, label]) => <option key={value} value={value}>{label}</option>)}
          <option value="custom">Custom</option>
        </select></label>
        <label>From <input type="date" value={fromDate} onChange={(e) => { setCustom({ fromDate: e.target.value, toDate }); setPreset('custom'); }} /></label>
        <label>To <input type="date" value={toDate} onChange={(e) => { setCustom({ fromDate, toDate: e.target.value }); setPreset('custom'); }} /></label>
        <label>Zone <input list="report-zones" value={zoneInput} placeholder={profileZone} onChange={(e) => setZone(e.target.value)} /></label>
        <datalist id="report-zones">{zones().map((z) => <option key={z} value={z} />)}</datalist>
        <div role="group" aria-label="Report kind">
          {KINDS.map(([value, label]) => <button key={value} type="button" aria-pressed={kind === value} onClick={() => setKind(value)}>{label}</button>)}
        </div>
        {kind === 'summary' && (
          <>
            <label>Group by <select value={groupBy} onChange={(e) => {
              const next = e.target.value as Dimension;
              setGroupBy(next);
              if (subgroupBy === next) setSubgroupBy('');
            }}>
              {DIMENSIONS.map((d) => <option key={d} value={d}>{d}</option>)}
            </select></label>
            <label>Then by <select value={subgroupBy} onChange={(e) => setSubgroupBy(e.target.value as Dimension | '')}>
              <option value="">(nothing)</option>
              {DIMENSIONS.filter((d) => d !== groupBy).map((d) => <option key={d} value={d}>{d}</option>)}
            </select></label>
          </>
        )}
        <label>Rounding <select value={rounding} onChange={(e) => setRounding(e.target.value as Rounding)}>
          <option value="none">none</option><option value="up">up</option><option value="down">down</option><option value="nearest">nearest</option>
        </select></label>
        {rounding !== 'none' && <label>Minutes <input type="number" min={1} step={1} inputMode="numeric" className="minutes" value={minutesInput} onChange={(e) => setMinutes(e.target.value)} /></label>}
        {valid && (['csv', 'xlsx', 'pdf'] as const).map((format) => (
          <a key={format} className="button" href={downloadHref(format)} download>Download {format.toUpperCase()}</a>
        ))}
        <button type="button" onClick={() => print()}>Print</button>
      </form>
      {!valid && <ErrorText error="Pick a range whose end is not before its start, a known zone and a whole number of rounding minutes." />}
      {report.isError && <ErrorText error={describeError(report.error)} />}
      {data && (
        <p className="total">
          {fromDate} – {toDate} ({zone}): <strong data-testid="report-total">{clock(durationSeconds(data.total))}</strong>
          {data.rounding && data.exactTotal && <> (rounded {data.rounding.mode} to {data.rounding.minutes} min; recorded {clock(durationSeconds(data.exactTotal))})</>}
        </p>
      )}
      {shown && shown.kind === 'summary' && <SummaryTable report={shown.data} />}
      {shown && shown.kind !== 'summary' && (
        <>
          <Chart kind={shown.kind} buckets={shown.buckets} />
          <h2>Per task</h2>
          <table>
            <thead><tr><th scope="col">Task</th><th scope="col">Total</th></tr></thead>
            <tbody>{shown.data.tasks.map((t) => <tr key={t.taskId ?? 'none'}><td>{name(t.taskId)}</td><td>{clock(durationSeconds(t.total))}</td></tr>)}</tbody>
          </table>
          <h2>Intervals</h2>
          <table data-testid="intervals">
            <thead><tr><th scope="col">Date</th><th scope="col">From</th><th scope="col">To</th><th scope="col">Task</th><th scope="col">Duration</th></tr></thead>
            <tbody>{shown.data.intervals.map((i) => (
              <tr key={`${i.activityId}-${i.start}`}><td>{localDate(i.start, zone)}</td><td>{localTime(i.start, zone)}</td><td>{localTime(i.end, zone)}</td><td>{name(i.taskId)}</td><td>{clock(durationSeconds(i.duration))}</td></tr>
            ))}</tbody>
          </table>
        </>
      )}
    </section>
  );
}

function Chart({ kind, buckets }: { kind: 'daily' | 'weekly'; buckets: { key: string; label: string; total: string }[] }) {
  const max = Math.max(1, ...buckets.map((b) => durationSeconds(b.total)));
  return (
    <div className="chart" role="img" aria-label={`${kind === 'daily' ? 'Daily' : 'Weekly'} totals: ${buckets.map((b) => `${b.key} ${clock(durationSeconds(b.total))}`).join(', ')}`}>
      {buckets.map((bucket) => (
        <div key={bucket.key} className="bar-wrap">
          <div className="bar" style={{ height: `${(durationSeconds(bucket.total) / max) * 100}%` }} title={clock(durationSeconds(bucket.total))} />
          <span className="bar-label">{bucket.label}</span>
        </div>
      ))}
    </div>
  );
}

/** Group rows with their subgroups nested under them; a label level may count one interval twice (the server says so). */
function SummaryTable({ report }: { report: Summary }) {
  return (
    <>
      {(!report.groupsAddUp || report.groups.some((g) => g.subgroupsAddUp === false)) && (
        <p className="hint">An interval with several labels counts under each of them, so label rows add up to more than the total.</p>
      )}
      <table data-testid="summary" className="summary">
        <thead><tr><th scope="col">{report.groupBy}{report.subgroupBy ? ` / ${report.subgroupBy}` : ''}</th><th scope="col">Total</th></tr></thead>
        <tbody>
          {report.groups.map((group) => [
            <tr key={`g-${group.id}`} className="group" data-testid="summary-group">
              <th scope="row">{groupName(group.name)}</th><td>{clock(durationSeconds(group.total))}</td>
            </tr>,
            ...(group.subgroups ?? []).map((sub) => (
              <tr key={`s-${group.id}-${sub.id}`} className="subgroup" data-testid="summary-subgroup">
                <td>{groupName(sub.name)}</td><td>{clock(durationSeconds(sub.total))}</td>
              </tr>
            )),
          ])}
        </tbody>
        <tfoot><tr><th scope="row">Total</th><td data-testid="summary-total">{clock(durationSeconds(report.total))}</td></tr></tfoot>
      </table>
    </>
  );
}
