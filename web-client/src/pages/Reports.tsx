import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, describeError, ok } from '../api/http';
import { keys, taskLabel, useProjects, useTasks, useZone } from '../data';
import { addDays, clock, durationSeconds, localDate, localTime, mondayOf, startOfDay, todayIn, zones } from '../time';
import { ErrorText } from '../ui';

function csvCell(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Range and zone in, bar chart, per-task totals and the interval table out; CSV and print. */
export function Reports() {
  const profileZone = useZone();
  const today = todayIn(profileZone);
  const [kind, setKind] = useState<'daily' | 'weekly'>('daily');
  const [fromDate, setFrom] = useState(mondayOf(today));
  const [toDate, setTo] = useState(addDays(mondayOf(today), 6));
  const [zoneInput, setZone] = useState('');
  const zone = zoneInput || profileZone;
  const tasks = useTasks();
  const projects = useProjects();
  const valid = toDate >= fromDate && zones().includes(zone);
  const from = valid ? startOfDay(fromDate, zone) : '';
  const to = valid ? startOfDay(addDays(toDate, 1), zone) : '';
  const report = useQuery({
    queryKey: [...keys.reports, kind, from, to, zone],
    enabled: valid,
    queryFn: async () => {
      const query = { params: { query: { from, to, zoneId: zone } } };
      if (kind === 'daily') {
        const { data } = await ok(api.GET('/api/v1/reports/daily', query));
        return { ...data, buckets: data.days.map((d) => ({ key: d.date, label: d.date.slice(5), total: d.total })) };
      }
      const { data } = await ok(api.GET('/api/v1/reports/weekly', query));
      return { ...data, buckets: data.weeks.map((w) => ({ key: w.weekStart, label: `wk ${w.weekStart.slice(5)}`, total: w.total })) };
    },
  });
  const name = (taskId: string | null) => taskId ? taskLabel(tasks.data?.find((t) => t.id === taskId), projects.data) : '(no task)';
  const data = report.data;
  const max = Math.max(1, ...(data?.buckets.map((b) => durationSeconds(b.total)) ?? []));

  const download = () => {
    if (!data) return;
    const rows = [['date', 'start', 'end', 'task', 'project', 'duration_seconds', 'duration']];
    for (const interval of data.intervals) {
      const task = tasks.data?.find((t) => t.id === interval.taskId);
      const projectId = interval.projectId ?? task?.projectId;
      rows.push([localDate(interval.start, zone), interval.start, interval.end, task?.summary ?? '',
        projects.data?.find((p) => p.id === projectId)?.name ?? '', String(durationSeconds(interval.duration)), interval.duration]);
    }
    const blob = new Blob(['\ufeff' + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'], { type: 'text/csv;charset=utf-8' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `report-${kind}-${fromDate}-${toDate}.csv`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  };

  return (
    <section aria-labelledby="reports-title" className="reports">
      <h1 id="reports-title">Reports</h1>
      <form className="toolbar no-print" onSubmit={(e) => e.preventDefault()}>
        <label>From <input type="date" value={fromDate} onChange={(e) => setFrom(e.target.value)} /></label>
        <label>To <input type="date" value={toDate} onChange={(e) => setTo(e.target.value)} /></label>
        <label>Zone <input list="report-zones" value={zoneInput} placeholder={profileZone} onChange={(e) => setZone(e.target.value)} /></label>
        <datalist id="report-zones">{zones().map((z) => <option key={z} value={z} />)}</datalist>
        <div role="group" aria-label="Group by">
          <button type="button" aria-pressed={kind === 'daily'} onClick={() => setKind('daily')}>Daily</button>
          <button type="button" aria-pressed={kind === 'weekly'} onClick={() => setKind('weekly')}>Weekly</button>
        </div>
        <button type="button" onClick={() => { setFrom(mondayOf(today)); setTo(addDays(mondayOf(today), 6)); }}>This week</button>
        <button type="button" onClick={() => { setFrom(addDays(mondayOf(today), -7)); setTo(addDays(mondayOf(today), -1)); }}>Last week</button>
        <button type="button" onClick={download} disabled={!data}>Download CSV</button>
        <button type="button" onClick={() => print()}>Print</button>
      </form>
      {!valid && <ErrorText error="Pick a range whose end is not before its start, and a known zone." />}
      {report.isError && <ErrorText error={describeError(report.error)} />}
      {data && (
        <>
          <p className="total">{fromDate} – {toDate} ({zone}): <strong data-testid="report-total">{clock(durationSeconds(data.total))}</strong></p>
          <div className="chart" role="img" aria-label={`${kind === 'daily' ? 'Daily' : 'Weekly'} totals: ${data.buckets.map((b) => `${b.key} ${clock(durationSeconds(b.total))}`).join(', ')}`}>
            {data.buckets.map((bucket) => (
              <div key={bucket.key} className="bar-wrap">
                <div className="bar" style={{ height: `${(durationSeconds(bucket.total) / max) * 100}%` }} title={clock(durationSeconds(bucket.total))} />
                <span className="bar-label">{bucket.label}</span>
              </div>
            ))}
          </div>
          <h2>Per task</h2>
          <table>
            <thead><tr><th scope="col">Task</th><th scope="col">Total</th></tr></thead>
            <tbody>{data.tasks.map((t) => <tr key={t.taskId ?? 'none'}><td>{name(t.taskId)}</td><td>{clock(durationSeconds(t.total))}</td></tr>)}</tbody>
          </table>
          <h2>Intervals</h2>
          <table data-testid="intervals">
            <thead><tr><th scope="col">Date</th><th scope="col">From</th><th scope="col">To</th><th scope="col">Task</th><th scope="col">Duration</th></tr></thead>
            <tbody>{data.intervals.map((i) => (
              <tr key={`${i.activityId}-${i.start}`}><td>{localDate(i.start, zone)}</td><td>{localTime(i.start, zone)}</td><td>{localTime(i.end, zone)}</td><td>{name(i.taskId)}</td><td>{clock(durationSeconds(i.duration))}</td></tr>
            ))}</tbody>
          </table>
        </>
      )}
    </section>
  );
}
