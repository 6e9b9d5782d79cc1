import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { Owner, TestServer, expectProblem, newOwner, uuid } from './support/harness';
import { readPdf } from './support/pdf-text';
import { Catalog, HOUR, WEEK, durationNs, startWithSeededWeek, sum } from './support/report-fixture';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Raw bytes of a download (the harness decodes text). */
async function fetchBytes(server: TestServer, owner: Owner, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.base}/api/v1${path}`, { headers: { authorization: `Bearer ${owner.token}`, ...headers } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

function parseCsv(bytes: Buffer): { fields: string[]; rows: Array<Record<string, string>>; text: string } {
  const text = bytes.toString('utf8');
  expect(text.charCodeAt(0)).not.toBe(0xfeff); // no byte order mark
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return { fields: parsed.meta.fields!, rows: parsed.data, text };
}

async function readXlsx(bytes: Buffer): Promise<{ header: string[]; rows: unknown[][]; about: Map<string, string> }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Report')!;
  const values: unknown[][] = [];
  sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
  const about = new Map<string, string>();
  workbook.getWorksheet('About')!.eachRow((row, n) => {
    if (n > 1) about.set(String(row.getCell(1).value), String(row.getCell(2).value));
  });
  return { header: values[0] as string[], rows: values.slice(1), about };
}

/** What the PDF prints for a duration. */
function clock(iso: string): string {
  const ns = durationNs(iso);
  const minutes = ns / 60_000_000_000n;
  const rest = ns % 60_000_000_000n;
  const text = `${minutes / 60n}:${(minutes % 60n).toString().padStart(2, '0')}`;
  if (rest === 0n) return text;
  const fraction = (rest % 1_000_000_000n).toString().padStart(9, '0').replace(/0+$/, '');
  return `${text}:${(rest / 1_000_000_000n).toString().padStart(2, '0')}${fraction ? `.${fraction}` : ''}`;
}

const hours = (iso: string) => Number(durationNs(iso)) / Number(HOUR);
/** Decimal hours as the CSV writes them: 6 decimals, trailing zeros trimmed. */
const hoursText = (iso: string) => hours(iso).toFixed(6).replace(/\.?0+$/, '');

describe('reports: CSV, XLSX and PDF downloads', () => {
  let server: TestServer;
  let owner: Owner;
  let c: Catalog;

  beforeAll(async () => {
    ({ server, owner, c } = await startWithSeededWeek());
  });
  afterAll(() => server.close());

  const names = () => new Map<string | null, { task: string; project: string; client: string }>([
    [c.design, { task: 'Design', project: 'Website', client: 'Acme' }],
    [c.build, { task: 'Build', project: 'App', client: 'Beta' }],
    [c.admin, { task: 'Admin', project: '', client: '' }],
    [null, { task: '', project: '', client: '' }],
  ]);

  describe('CSV', () => {
    it.each([
      ['Accept: text/csv', {}, { accept: 'text/csv' }],
      ['?format=csv', { format: 'csv' }, {}],
      ['Accept preferring CSV over JSON', {}, { accept: 'application/json;q=0.5, text/csv' }],
    ])('daily, asked by %s: one row per day and task, with names, ISO durations and decimal hours equal to the JSON', async (_name, query, headers) => {
      const extra = 'format' in query ? '&format=csv' : '';
      const json = (await owner.api.get(`/reports/daily?${WEEK}`)).body;
      const reply = await fetchBytes(server, owner, `/reports/daily?${WEEK}${extra}`, headers);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
      expect(reply.headers.get('content-disposition')).toBe('attachment; filename="time-report-daily_2026-11-16_2026-11-22.csv"');
      expect(reply.headers.get('etag')).toMatch(/^"h[0-9a-f]{32}"$/);
      expect(reply.headers.get('vary')).toMatch(/Accept/);
      expect(reply.headers.get('x-service-owner')).toBeTruthy();
      const csv = parseCsv(reply.bytes);
      expect(csv.text.split('\r\n')[0]).toBe('date,taskId,task,projectId,project,clientId,client,duration,hours,billable,billableHours');
      expect(csv.text.endsWith('\r\n')).toBe(true);
      const expected = json.days.flatMap((d: any) => d.tasks.map((t: any) => {
        const n = names().get(t.taskId)!;
        const ids = new Map([[c.design, [c.website, c.acme]], [c.build, [c.app, c.beta]]]).get(t.taskId) ?? ['', ''];
        return { date: d.date, taskId: t.taskId ?? '', task: n.task, projectId: ids[0], project: n.project, clientId: ids[1], client: n.client, duration: t.total, hours: hoursText(t.total), billable: 'PT0S', billableHours: '0' };
      }));
      expect(csv.rows).toEqual(expected);
      expect(csv.rows).toHaveLength(6);
      expect(sum(csv.rows.map((r) => r.duration))).toBe(durationNs(json.total));
    });

    it('weekly: one row per week and task', async () => {
      const json = (await owner.api.get(`/reports/weekly?${WEEK}`)).body;
      const reply = await fetchBytes(server, owner, `/reports/weekly?${WEEK}`, { accept: 'text/csv' });
      expect(reply.headers.get('content-disposition')).toBe('attachment; filename="time-report-weekly_2026-11-16_2026-11-22.csv"');
      const csv = parseCsv(reply.bytes);
      expect(csv.fields[0]).toBe('weekStart');
      expect(csv.rows.map((r) => [r.weekStart, r.taskId || null, r.duration])).toEqual(json.weeks.flatMap((w: any) => w.tasks.map((t: any) => [w.weekStart, t.taskId, t.total])));
    });

    it('summary by project and task, rounded up to 15 minutes: one row per subgroup, the same figures as the JSON', async () => {
      const query = `${WEEK}&groupBy=project&subgroupBy=task&rounding=up&roundingMinutes=15`;
      const json = (await owner.api.get(`/reports/summary?${query}`)).body;
      const csv = parseCsv((await fetchBytes(server, owner, `/reports/summary?${query}&format=csv`)).bytes);
      expect(csv.fields).toEqual(['projectId', 'project', 'taskId', 'task', 'duration', 'hours', 'billable', 'billableHours']);
      const expected = json.groups.flatMap((g: any) => g.subgroups.map((s: any) => ({
        projectId: g.id ?? '', project: g.name ?? '', taskId: s.id ?? '', task: s.name ?? '', duration: s.total, hours: hoursText(s.total), billable: 'PT0S', billableHours: '0',
      })));
      expect(csv.rows).toEqual(expected);
      expect(csv.rows.map((r) => r.hours)).toEqual(['1.5', '0.25', '1.5', '0.5', '0.25']);
      expect(sum(csv.rows.map((r) => r.duration))).toBe(durationNs(json.total));
    });

    it('summary by day: a time level is one column', async () => {
      const csv = parseCsv((await fetchBytes(server, owner, `/reports/summary?${WEEK}&groupBy=day&format=csv`)).bytes);
      expect(csv.fields).toEqual(['day', 'duration', 'hours', 'billable', 'billableHours']);
      expect(csv.rows.map((r) => [r.day, r.duration])).toEqual([
        ['2026-11-16', 'PT2H'], ['2026-11-17', 'PT1H'], ['2026-11-18', 'PT7M'], ['2026-11-19', 'PT20M0.000000001S'], ['2026-11-20', 'PT10M'],
      ]);
      expect(csv.rows[3].hours).toBe('0.333333');
    });

    it('quotes per RFC 4180, keeps UTF-8 names, and guards cells a spreadsheet would run as formulas', async () => {
      const o = await newOwner(server);
      const task = await o.api.post('/tasks', { summary: 'Café, "quoted"\nline 😀' });
      const formula = await o.api.post('/tasks', { summary: '=HYPERLINK("http://x")' });
      await o.api.post('/activities', { start: '2026-11-16T08:00:00Z', end: '2026-11-16T09:00:00Z', taskId: task.body.id });
      await o.api.post('/activities', { start: '2026-11-16T10:00:00Z', end: '2026-11-16T10:30:00Z', taskId: formula.body.id });
      const reply = await fetchBytes(server, o, `/reports/summary?${WEEK}&groupBy=task&format=csv`);
      expect(reply.bytes.toString('utf8')).toContain('"Café, ""quoted""\nline 😀"');
      const csv = parseCsv(reply.bytes);
      expect(new Map(csv.rows.map((r) => [r.task, r.duration]))).toEqual(new Map([['Café, "quoted"\nline 😀', 'PT1H'], ['\'=HYPERLINK("http://x")', 'PT30M']]));
    });

    it('billable time and one amount column per currency, sorted, with the minor-unit digits; XLSX too', async () => {
      const o = await newOwner(server);
      const client = (await o.api.get('/clients')).body.items.find((x: any) => x.name === 'General');
      const eur = (await o.api.post('/projects', { name: 'Paid', clientId: client.id, billableByDefault: true })).body;
      const jpy = (await o.api.post('/projects', { name: 'Yen', clientId: client.id, billableByDefault: true })).body;
      expect((await o.api.post('/rates', { clientId: null, projectId: eur.id, taskId: null, hourlyRate: '80.5', currency: 'EUR', effectiveFrom: null })).status).toBe(201);
      expect((await o.api.post('/rates', { clientId: null, projectId: jpy.id, taskId: null, hourlyRate: '1000', currency: 'JPY', effectiveFrom: null })).status).toBe(201);
      await o.api.post('/activities', { start: '2026-11-16T08:00:00Z', end: '2026-11-16T09:30:00Z', projectId: eur.id });
      await o.api.post('/activities', { start: '2026-11-17T08:00:00Z', end: '2026-11-17T08:45:00Z', projectId: jpy.id });
      await o.api.post('/activities', { start: '2026-11-18T08:00:00Z', end: '2026-11-18T09:00:00Z', projectId: eur.id, billable: false });
      const json = (await o.api.get(`/reports/summary?${WEEK}&groupBy=project`)).body;
      expect([json.billable, json.unpriced, json.amounts]).toEqual(['PT2H15M', 'PT0S', [{ currency: 'EUR', amount: '120.75' }, { currency: 'JPY', amount: '750' }]]);
      const csv = parseCsv((await fetchBytes(server, o, `/reports/summary?${WEEK}&groupBy=project&format=csv`)).bytes);
      expect(csv.fields).toEqual(['projectId', 'project', 'duration', 'hours', 'billable', 'billableHours', 'amount EUR', 'amount JPY']);
      expect(csv.rows).toEqual([
        { projectId: eur.id, project: 'Paid', duration: 'PT2H30M', hours: '2.5', billable: 'PT1H30M', billableHours: '1.5', 'amount EUR': '120.75', 'amount JPY': '' },
        { projectId: jpy.id, project: 'Yen', duration: 'PT45M', hours: '0.75', billable: 'PT45M', billableHours: '0.75', 'amount EUR': '', 'amount JPY': '750' },
      ].sort((a, b) => (a.projectId < b.projectId ? -1 : 1)));
      const filtered = parseCsv((await fetchBytes(server, o, `/reports/summary?${WEEK}&groupBy=project&billable=false&format=csv`)).bytes);
      expect(filtered.fields).toEqual(['projectId', 'project', 'duration', 'hours', 'billable', 'billableHours']);
      expect(filtered.rows).toEqual([{ projectId: eur.id, project: 'Paid', duration: 'PT1H', hours: '1', billable: 'PT0S', billableHours: '0' }]);
      const book = await readXlsx((await fetchBytes(server, o, `/reports/summary?${WEEK}&groupBy=project&format=xlsx`)).bytes);
      expect(book.header).toEqual(['projectId', 'project', 'duration', 'hours', 'time', 'billable', 'billableHours', 'amount EUR', 'amount JPY']);
      const total = book.rows[book.rows.length - 1];
      expect([total[0], total[2], total[5], total[6], total[7], total[8]]).toEqual(['Total', 'PT3H15M', 'PT2H15M', 2.25, '120.75', '750']);
    });

    it('an empty report is a header row only', async () => {
      const o = await newOwner(server);
      const csv = parseCsv((await fetchBytes(server, o, `/reports/daily?${WEEK}&format=csv`)).bytes);
      expect(csv.fields).toEqual(['date', 'taskId', 'task', 'projectId', 'project', 'clientId', 'client', 'duration', 'hours', 'billable', 'billableHours']);
      expect(csv.rows).toEqual([]);
    });
  });

  describe('XLSX', () => {
    it.each([
      ['daily', 'date', 6],
      ['weekly', 'weekStart', 4],
    ])('%s: the CSV table plus time and a Total row; an About sheet', async (route, first, count) => {
      const json = (await owner.api.get(`/reports/${route}?${WEEK}&rounding=nearest&roundingMinutes=6`)).body;
      const reply = await fetchBytes(server, owner, `/reports/${route}?${WEEK}&rounding=nearest&roundingMinutes=6`, { accept: XLSX });
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toBe(XLSX);
      expect(reply.headers.get('content-disposition')).toBe(`attachment; filename="time-report-${route}_2026-11-16_2026-11-22.xlsx"`);
      const book = await readXlsx(reply.bytes);
      expect(book.header).toEqual([first, 'taskId', 'task', 'projectId', 'project', 'clientId', 'client', 'duration', 'hours', 'time', 'billable', 'billableHours']);
      const data = book.rows.slice(0, -1);
      expect(data).toHaveLength(count);
      const buckets = route === 'daily' ? json.days.map((d: any) => [d.date, d.tasks]) : json.weeks.map((w: any) => [w.weekStart, w.tasks]);
      const expected = buckets.flatMap(([key, tasks]: [string, any[]]) => tasks.map((t: any) => [key, t.taskId ?? undefined, t.total, hours(t.total)]));
      expect(data.map((r) => [r[0], r[1] ?? undefined, r[7], r[8]])).toEqual(expected);
      // nothing in the seeded week is billable: no amount columns, zero billable time on every row
      for (const r of data) expect([r.length, r[10], r[11]]).toEqual([12, 'PT0S', 0]);
      expect(data.find((r) => r[1] === c.design)!.slice(2, 7)).toEqual(['Design', c.website, 'Website', c.acme, 'Acme']);
      const total = book.rows[book.rows.length - 1];
      expect([total[0], total[7], total[8]]).toEqual(['Total', json.total, hours(json.total)]);
      expect([total.length, total[10], total[11]]).toEqual([12, 'PT0S', 0]);
      // a duration cell ([h]:mm:ss): read back as a date after the spreadsheet epoch 1899-12-30
      expect(((total[9] as Date).getTime() - Date.UTC(1899, 11, 30)) / 86_400_000).toBeCloseTo(hours(json.total) / 24, 6);
      expect(book.about.get('zone')).toBe('Europe/Berlin');
      expect(book.about.get('rounding')).toBe('nearest to 6 min');
    });

    it('summary by label then client', async () => {
      const json = (await owner.api.get(`/reports/summary?${WEEK}&groupBy=label&subgroupBy=client`)).body;
      const book = await readXlsx((await fetchBytes(server, owner, `/reports/summary?${WEEK}&groupBy=label&subgroupBy=client&format=xlsx`)).bytes);
      expect(book.header).toEqual(['labelId', 'label', 'clientId', 'client', 'duration', 'hours', 'time', 'billable', 'billableHours']);
      const expected = json.groups.flatMap((g: any) => g.subgroups.map((s: any) => [g.id ?? undefined, g.name ?? undefined, s.id ?? undefined, s.name ?? undefined, s.total]));
      expect(book.rows.slice(0, -1).map((r) => r.slice(0, 5))).toEqual(expected);
      expect(book.rows[book.rows.length - 1][4]).toBe(json.total);
    });
    it('a name with a character XML cannot hold still gives a workbook that opens', async () => {
      const o = await newOwner(server);
      const task = await o.api.post('/tasks', { summary: 'Bell\u0007 task' });
      expect(task.status).toBe(201);
      await o.api.post('/activities', { start: '2026-11-16T08:00:00Z', end: '2026-11-16T09:00:00Z', taskId: task.body.id });
      const book = await readXlsx((await fetchBytes(server, o, `/reports/summary?${WEEK}&groupBy=task&format=xlsx`)).bytes);
      expect(book.rows[0].slice(0, 3)).toEqual([task.body.id, 'Bell\uFFFD task', 'PT1H']);
      const csv = parseCsv((await fetchBytes(server, o, `/reports/summary?${WEEK}&groupBy=task&format=csv`)).bytes);
      expect(csv.rows[0].task).toBe('Bell\u0007 task');
    });
  });

  describe('PDF', () => {
    it('daily: one page per Monday-based week, a timesheet of tasks by weekday with totals', async () => {
      const json = (await owner.api.get('/reports/daily?fromDate=2026-11-12&toDate=2026-11-22')).body;
      const reply = await fetchBytes(server, owner, '/reports/daily?fromDate=2026-11-12&toDate=2026-11-22', { accept: 'application/pdf' });
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toBe('application/pdf');
      expect(reply.headers.get('content-disposition')).toBe('attachment; filename="time-report-daily_2026-11-12_2026-11-22.pdf"');
      const pdf = readPdf(reply.bytes);
      expect(pdf.pages).toBe(2); // the week of 2026-11-09 (from Thursday) and the week of 2026-11-16
      expect(pdf.streams).toHaveLength(2);
      const [first, second] = pdf.streams;
      expect(first).toContain('Week of 2026-11-09');
      expect(first).toContain('Thu 11-12');
      expect(second).toContain('Week of 2026-11-16');
      for (const text of ['Daily report', 'Design', 'Website', 'Build', 'App', 'Admin', 'No task', 'Total', 'Mon 11-16', 'Sun 11-22']) expect(second).toContain(text);
      // the Total row: each day's total, then the week's
      const totalRow = second.slice(second.lastIndexOf('Total'));
      const days = json.days.filter((d: any) => d.date >= '2026-11-16' && d.total !== 'PT0S').map((d: any) => clock(d.total));
      expect(totalRow).toEqual(['Total', '', ...days.slice(0, 5), '0:00', '0:00', clock(json.total)].filter((t, i) => i !== 1 || t !== ''));
    });

    it('weekly: the same figures by weekday; rounding shows in the header', async () => {
      const json = (await owner.api.get(`/reports/weekly?${WEEK}&rounding=up&roundingMinutes=15`)).body;
      const pdf = readPdf((await fetchBytes(server, owner, `/reports/weekly?${WEEK}&rounding=up&roundingMinutes=15&format=pdf`)).bytes);
      expect(pdf.pages).toBe(1);
      const text = pdf.streams[0];
      expect(text).toContain('Weekly report');
      expect(text.some((t) => t.includes('rounding: up to 15 min'))).toBe(true);
      expect(text[text.length - 1]).toBe(clock(json.total));
      expect(text[text.length - 1]).toBe('4:00');
      const design = text.indexOf('Design');
      expect(text.slice(design, design + 3)).toEqual(['Design', 'Website', '1:30']);
    });

    it('summary: groups with subgroups indented, and the grand total', async () => {
      const json = (await owner.api.get(`/reports/summary?${WEEK}&groupBy=client&subgroupBy=project`)).body;
      const pdf = readPdf((await fetchBytes(server, owner, `/reports/summary?${WEEK}&groupBy=client&subgroupBy=project&format=pdf`)).bytes);
      expect(pdf.pages).toBe(1);
      const text = pdf.streams[0];
      expect(text).toContain('Summary report');
      for (const g of json.groups) {
        const name = g.name ?? 'No client';
        const at = text.indexOf(name);
        expect(text.slice(at, at + 2)).toEqual([name, clock(g.total)]);
      }
      expect(text.slice(-3)).toEqual(['Total', clock(json.total), hoursText(json.total)]);
    });

    it('prints names outside Windows-1252 as ?', async () => {
      const o = await newOwner(server);
      const task = await o.api.post('/tasks', { summary: 'Résumé 日本' });
      await o.api.post('/activities', { start: '2026-11-16T08:00:00Z', end: '2026-11-16T09:00:00Z', taskId: task.body.id });
      const pdf = readPdf((await fetchBytes(server, o, `/reports/daily?${WEEK}&format=pdf`)).bytes);
      expect(pdf.streams[0]).toContain('Résumé ??');
    });
  });

  describe('negotiation and owner rules', () => {
    it.each([
      ['no Accept', undefined],
      ['*/*', '*/*'],
      ['application/json', 'application/json'],
      ['a browser\'s Accept', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'],
      ['an unsupported type', 'image/png'],
    ])('JSON for %s', async (_name, accept) => {
      const reply = await fetchBytes(server, owner, `/reports/summary?${WEEK}`, accept ? { accept } : {});
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
      expect(reply.headers.get('content-disposition')).toBeNull();
    });

    it('format wins over Accept; an unknown format is 422', async () => {
      const reply = await fetchBytes(server, owner, `/reports/daily?${WEEK}&format=json`, { accept: 'text/csv' });
      expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
      expectProblem(await owner.api.get(`/reports/daily?${WEEK}&format=html`), 422, 'VALIDATION');
    });

    it('errors stay problem+json whatever the Accept; foreign filters are 404; a read-only token may download', async () => {
      const bad = await owner.api.get('/reports/daily?fromDate=2026-11-16', { headers: { accept: 'text/csv' } });
      expectProblem(bad, 400);
      const other = await newOwner(server);
      expectProblem(await other.api.get(`/reports/summary?${WEEK}&projectId=${c.app}&format=csv`), 404, 'NOT_FOUND');
      expectProblem(await other.api.get(`/reports/summary?${WEEK}&labelId=${uuid()}`, { headers: { accept: 'application/pdf' } }), 404, 'NOT_FOUND');
      expectProblem(await owner.api.get(`/reports/daily?${WEEK}&format=csv`, { token: null }), 401);
      const reader = await newOwner(server, ['read']);
      const csv = await fetchBytes(server, reader, `/reports/weekly?${WEEK}&format=csv`);
      expect(csv.status).toBe(200);
      // another owner's download holds none of this owner's data
      const foreign = await fetchBytes(server, other, `/reports/summary?${WEEK}&groupBy=task&format=csv`);
      expect(foreign.bytes.toString('utf8')).toBe('taskId,task,duration,hours,billable,billableHours\r\n');
    });
  });
});
