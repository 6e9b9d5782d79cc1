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

async function readXlsx(
  bytes: Buffer,
): Promise<{ header: string[]; rows: unknown[][]; about: Map<string, string>; sheet: ExcelJS.Worksheet }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Report')!;
  const values: unknown[][] = [];
  sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
  const about = new Map<string, string>();
  workbook.getWorksheet('About')!.eachRow((row, n) => {
    if (n > 1) about.set(String(row.getCell(1).value), String(row.getCell(2).value));
  });
  return { header: values[0] as string[], rows: values.slice(1), about, sheet };
}

/** What the downloads print for a duration: h:mm:ss, to the nearest second. */
function hms(iso: string | bigint): string {
  const ns = typeof iso === 'bigint' ? iso : durationNs(iso);
  const seconds = (ns * 2n + 1_000_000_000n) / 2_000_000_000n;
  return `${seconds / 3600n}:${((seconds / 60n) % 60n).toString().padStart(2, '0')}:${(seconds % 60n).toString().padStart(2, '0')}`;
}

const hours = (iso: string) => Number(durationNs(iso)) / Number(HOUR);
/** Decimal hours as the CSV writes them: 6 decimals, trailing zeros trimmed. */
const hoursText = (iso: string) =>
  hours(iso)
    .toFixed(6)
    .replace(/\.?0+$/, '');
const ISO = 'Duration (ISO 8601)';
const BILLABLE_ISO = 'Billable duration (ISO 8601)';
const FIGURES = ['Time', 'Hours', 'Billable time', 'Billable hours'];
/** A row's figures when nothing is billable. */
const plain = (iso: string) => ({
  Time: hms(iso),
  Hours: hoursText(iso),
  'Billable time': '0:00:00',
  'Billable hours': '0',
  [ISO]: iso,
  [BILLABLE_ISO]: 'PT0S',
});
/** Everything of a CSV record but the blank cells (names and IDs a row does not have). */
const filled = (row: Record<string, string>) => Object.fromEntries(Object.entries(row).filter(([, v]) => v !== ''));

describe('reports: CSV, XLSX and PDF downloads', () => {
  let server: TestServer;
  let owner: Owner;
  let c: Catalog;

  beforeAll(async () => {
    ({ server, owner, c } = await startWithSeededWeek());
  });
  afterAll(() => server.close());

  describe('CSV', () => {
    it.each([
      ['Accept: text/csv', {}, { accept: 'text/csv' }],
      ['?format=csv', { format: 'csv' }, {}],
      ['Accept preferring CSV over JSON', {}, { accept: 'application/json;q=0.5, text/csv' }],
    ])(
      'daily, asked by %s: one row per line (activity part within a local day) with local start and end, names first, then a Total row',
      async (_name, query, headers) => {
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
        expect(csv.text.split('\r\n')[0]).toBe(
          'Date,Start,End,Client,Project,Task,Description,Time,Hours,Billable time,Billable hours,Activity ID,Task ID,Project ID,Client ID,Duration (ISO 8601),Billable duration (ISO 8601)',
        );
        expect(csv.text.endsWith('\r\n')).toBe(true);
        const ids = json.intervals.map((i: any) => i.activityId);
        // a2 (Mon 23:30 - Tue 01:00 Berlin) is two lines, one per local day (and two records: it was split in the owner's zone)
        expect(ids).toHaveLength(6);
        expect(csv.rows.map(filled)).toEqual([
          {
            Date: '2026-11-16',
            Start: '2026-11-16 09:00:00',
            End: '2026-11-16 10:30:00',
            Client: 'Acme',
            Project: 'Website',
            Task: 'Design',
            ...plain('PT1H30M'),
            'Activity ID': ids[0],
            'Task ID': c.design,
            'Project ID': c.website,
            'Client ID': c.acme,
          },
          {
            Date: '2026-11-16',
            Start: '2026-11-16 23:30:00',
            End: '2026-11-17 00:00:00',
            Client: 'Beta',
            Project: 'App',
            Task: 'Build',
            ...plain('PT30M'),
            'Activity ID': ids[1],
            'Task ID': c.build,
            'Project ID': c.app,
            'Client ID': c.beta,
          },
          {
            Date: '2026-11-17',
            Start: '2026-11-17 00:00:00',
            End: '2026-11-17 01:00:00',
            Client: 'Beta',
            Project: 'App',
            Task: 'Build',
            ...plain('PT1H'),
            'Activity ID': ids[2],
            'Task ID': c.build,
            'Project ID': c.app,
            'Client ID': c.beta,
          },
          {
            Date: '2026-11-18',
            Start: '2026-11-18 10:00:00',
            End: '2026-11-18 10:07:00',
            Client: 'Beta',
            Project: 'App',
            ...plain('PT7M'),
            'Activity ID': ids[3],
            'Project ID': c.app,
            'Client ID': c.beta,
          },
          {
            Date: '2026-11-19',
            Start: '2026-11-19 14:00:00',
            End: '2026-11-19 14:20:00',
            Task: 'Admin',
            ...plain('PT20M0.000000001S'),
            'Activity ID': ids[4],
            'Task ID': c.admin,
          },
          { Date: '2026-11-20', Start: '2026-11-20 08:00:00', End: '2026-11-20 08:10:00', ...plain('PT10M'), 'Activity ID': ids[5] },
          { Date: 'Total', ...plain(json.total) },
        ]);
        expect(sum(csv.rows.slice(0, -1).map((r) => r[ISO]))).toBe(durationNs(json.total));
        expect(csv.rows[csv.rows.length - 1].Time).toBe('3:37:00');
      },
    );

    it("daily: the description, lines priced one by one whose amounts add up to the report's, in a zone given by the query", async () => {
      const o = await newOwner(server);
      const client = (await o.api.get('/clients')).body.items.find((x: any) => x.name === 'General');
      const paid = (await o.api.post('/projects', { name: 'Zoë — 東京 ✓ Łódź', clientId: client.id, billableByDefault: true })).body;
      expect(
        (
          await o.api.post('/rates', {
            clientId: null,
            projectId: paid.id,
            taskId: null,
            hourlyRate: '80.5',
            currency: 'EUR',
            effectiveFrom: null,
          })
        ).status,
      ).toBe(201);
      expect(
        (
          await o.api.post('/rates', {
            clientId: null,
            projectId: paid.id,
            taskId: null,
            hourlyRate: '100',
            currency: 'EUR',
            effectiveFrom: '2026-11-17T00:00:00Z',
          })
        ).status,
      ).toBe(201);
      // 22:20 to 01:00 in Tokyo (UTC+9): two lines, both starting before the 100 rate (1h40 at 80.5 is 134.1666… → 134.17);
      // 20 minutes at 100 is 33.333… → 33.33
      await o.api.post('/activities', {
        start: '2026-11-16T13:20:00Z',
        end: '2026-11-16T16:00:00Z',
        projectId: paid.id,
        summary: 'Call, "planning"',
      });
      await o.api.post('/activities', {
        start: '2026-11-18T01:00:00Z',
        end: '2026-11-18T01:20:00Z',
        projectId: paid.id,
        summary: '=SUM(A1)',
      });
      await o.api.post('/activities', { start: '2026-11-18T02:00:00Z', end: '2026-11-18T02:30:00Z', projectId: paid.id, billable: false });
      const query = `${WEEK}&zoneId=Asia/Tokyo`;
      const json = (await o.api.get(`/reports/daily?${query}`)).body;
      expect(json.amounts).toEqual([{ currency: 'EUR', amount: '248.00' }]);
      const csv = parseCsv((await fetchBytes(server, o, `/reports/daily?${query}&format=csv`)).bytes);
      expect(csv.fields).toContain('Amount EUR');
      expect(csv.rows.map((r) => [r.Date, r.Start, r.End, r.Project, r.Description, r.Time, r['Billable time'], r['Amount EUR']])).toEqual([
        [
          '2026-11-16',
          '2026-11-16 22:20:00',
          '2026-11-17 00:00:00',
          'Zoë — 東京 ✓ Łódź',
          'Call, "planning"',
          '1:40:00',
          '1:40:00',
          '134.17',
        ],
        [
          '2026-11-17',
          '2026-11-17 00:00:00',
          '2026-11-17 01:00:00',
          'Zoë — 東京 ✓ Łódź',
          'Call, "planning"',
          '1:00:00',
          '1:00:00',
          '80.50',
        ],
        ['2026-11-18', '2026-11-18 10:00:00', '2026-11-18 10:20:00', 'Zoë — 東京 ✓ Łódź', "'=SUM(A1)", '0:20:00', '0:20:00', '33.33'],
        ['2026-11-18', '2026-11-18 11:00:00', '2026-11-18 11:30:00', 'Zoë — 東京 ✓ Łódź', '', '0:30:00', '0:00:00', ''],
        ['Total', '', '', '', '', '3:30:00', '3:00:00', '248.00'],
      ]);
      const cents = (text: string) => BigInt(text.replace('.', ''));
      expect(csv.rows.slice(0, -1).reduce((s, r) => s + (r['Amount EUR'] ? cents(r['Amount EUR']) : 0n), 0n)).toBe(
        cents(json.amounts[0].amount),
      );
      expect(csv.rows[csv.rows.length - 1][ISO]).toBe(json.total);
    });

    it('weekly: one row per week and task, names first, then a Total row', async () => {
      const json = (await owner.api.get(`/reports/weekly?${WEEK}`)).body;
      const reply = await fetchBytes(server, owner, `/reports/weekly?${WEEK}`, { accept: 'text/csv' });
      expect(reply.headers.get('content-disposition')).toBe('attachment; filename="time-report-weekly_2026-11-16_2026-11-22.csv"');
      const csv = parseCsv(reply.bytes);
      expect(csv.fields).toEqual([
        'Week',
        'Client',
        'Project',
        'Task',
        ...FIGURES,
        'Task ID',
        'Project ID',
        'Client ID',
        ISO,
        BILLABLE_ISO,
      ]);
      expect(csv.rows.map((r) => [r.Week, r.Task, r['Task ID'] || null, r[ISO]])).toEqual([
        ...json.weeks.flatMap((w: any) =>
          w.tasks.map((t: any) => [w.weekStart, t.taskId === null ? 'No task' : expect.any(String), t.taskId, t.total]),
        ),
        ['Total', '', null, json.total],
      ]);
      expect(csv.rows.find((r) => r['Task ID'] === c.design)).toMatchObject({
        Client: 'Acme',
        Project: 'Website',
        Task: 'Design',
        Time: '1:30:00',
      });
    });

    it('summary by project and task, rounded up to 15 minutes: one row per subgroup, the same figures as the JSON, and the Total', async () => {
      const query = `${WEEK}&groupBy=project&subgroupBy=task&rounding=up&roundingMinutes=15`;
      const json = (await owner.api.get(`/reports/summary?${query}`)).body;
      const csv = parseCsv((await fetchBytes(server, owner, `/reports/summary?${query}&format=csv`)).bytes);
      expect(csv.fields).toEqual(['Project', 'Task', ...FIGURES, 'Project ID', 'Task ID', ISO, BILLABLE_ISO]);
      const expected = json.groups.flatMap((g: any) =>
        g.subgroups.map((s: any) => ({
          Project: g.name ?? 'No project',
          Task: s.name ?? 'No task',
          ...plain(s.total),
          'Project ID': g.id ?? '',
          'Task ID': s.id ?? '',
        })),
      );
      expect(csv.rows).toEqual([...expected, { Project: 'Total', Task: '', ...plain(json.total), 'Project ID': '', 'Task ID': '' }]);
      expect(csv.rows.map((r) => r.Hours)).toEqual(['1.5', '0.25', '1.5', '0.5', '0.25', '4']);
      expect(sum(csv.rows.slice(0, -1).map((r) => r[ISO]))).toBe(durationNs(json.total));
    });

    it('summary by day: a time level is one column and has no ID column', async () => {
      const csv = parseCsv((await fetchBytes(server, owner, `/reports/summary?${WEEK}&groupBy=day&format=csv`)).bytes);
      expect(csv.fields).toEqual(['Day', ...FIGURES, ISO, BILLABLE_ISO]);
      expect(csv.rows.map((r) => [r.Day, r.Time, r[ISO]])).toEqual([
        ['2026-11-16', '2:00:00', 'PT2H'],
        ['2026-11-17', '1:00:00', 'PT1H'],
        ['2026-11-18', '0:07:00', 'PT7M'],
        ['2026-11-19', '0:20:00', 'PT20M0.000000001S'],
        ['2026-11-20', '0:10:00', 'PT10M'],
        ['Total', '3:37:00', 'PT3H37M0.000000001S'],
      ]);
      expect(csv.rows[3].Hours).toBe('0.333333');
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
      expect(new Map(csv.rows.map((r) => [r.Task, r[ISO]]))).toEqual(
        new Map([
          ['Café, "quoted"\nline 😀', 'PT1H'],
          ['\'=HYPERLINK("http://x")', 'PT30M'],
          ['Total', 'PT1H30M'],
        ]),
      );
    });

    it('billable time and one amount column per currency, sorted, with the minor-unit digits, and Totals equal to the JSON; XLSX too', async () => {
      const o = await newOwner(server);
      const client = (await o.api.get('/clients')).body.items.find((x: any) => x.name === 'General');
      const eur = (await o.api.post('/projects', { name: 'Paid', clientId: client.id, billableByDefault: true })).body;
      const jpy = (await o.api.post('/projects', { name: 'Yen', clientId: client.id, billableByDefault: true })).body;
      expect(
        (
          await o.api.post('/rates', {
            clientId: null,
            projectId: eur.id,
            taskId: null,
            hourlyRate: '80.5',
            currency: 'EUR',
            effectiveFrom: null,
          })
        ).status,
      ).toBe(201);
      expect(
        (
          await o.api.post('/rates', {
            clientId: null,
            projectId: jpy.id,
            taskId: null,
            hourlyRate: '1000',
            currency: 'JPY',
            effectiveFrom: null,
          })
        ).status,
      ).toBe(201);
      await o.api.post('/activities', { start: '2026-11-16T08:00:00Z', end: '2026-11-16T09:30:00Z', projectId: eur.id });
      await o.api.post('/activities', { start: '2026-11-17T08:00:00Z', end: '2026-11-17T08:45:00Z', projectId: jpy.id });
      await o.api.post('/activities', { start: '2026-11-18T08:00:00Z', end: '2026-11-18T09:00:00Z', projectId: eur.id, billable: false });
      const json = (await o.api.get(`/reports/summary?${WEEK}&groupBy=project`)).body;
      expect([json.billable, json.unpriced, json.amounts]).toEqual([
        'PT2H15M',
        'PT0S',
        [
          { currency: 'EUR', amount: '120.75' },
          { currency: 'JPY', amount: '750' },
        ],
      ]);
      const csv = parseCsv((await fetchBytes(server, o, `/reports/summary?${WEEK}&groupBy=project&format=csv`)).bytes);
      expect(csv.fields).toEqual(['Project', ...FIGURES, 'Amount EUR', 'Amount JPY', 'Project ID', ISO, BILLABLE_ISO]);
      expect(csv.rows).toEqual([
        {
          Project: 'Paid',
          Time: '2:30:00',
          Hours: '2.5',
          'Billable time': '1:30:00',
          'Billable hours': '1.5',
          'Amount EUR': '120.75',
          'Amount JPY': '',
          'Project ID': eur.id,
          [ISO]: 'PT2H30M',
          [BILLABLE_ISO]: 'PT1H30M',
        },
        {
          Project: 'Yen',
          Time: '0:45:00',
          Hours: '0.75',
          'Billable time': '0:45:00',
          'Billable hours': '0.75',
          'Amount EUR': '',
          'Amount JPY': '750',
          'Project ID': jpy.id,
          [ISO]: 'PT45M',
          [BILLABLE_ISO]: 'PT45M',
        },
        {
          Project: 'Total',
          Time: '3:15:00',
          Hours: '3.25',
          'Billable time': '2:15:00',
          'Billable hours': '2.25',
          'Amount EUR': '120.75',
          'Amount JPY': '750',
          'Project ID': '',
          [ISO]: json.total,
          [BILLABLE_ISO]: json.billable,
        },
      ]);
      const filtered = parseCsv((await fetchBytes(server, o, `/reports/summary?${WEEK}&groupBy=project&billable=false&format=csv`)).bytes);
      expect(filtered.fields).toEqual(['Project', ...FIGURES, 'Project ID', ISO, BILLABLE_ISO]);
      expect(filtered.rows.map(filled)).toEqual([
        { Project: 'Paid', ...plain('PT1H'), 'Project ID': eur.id },
        { Project: 'Total', ...plain('PT1H') },
      ]);
      const book = await readXlsx((await fetchBytes(server, o, `/reports/summary?${WEEK}&groupBy=project&format=xlsx`)).bytes);
      expect(book.header).toEqual(['Project', ...FIGURES, 'Amount EUR', 'Amount JPY', 'Project ID', ISO, BILLABLE_ISO]);
      const total = book.rows[book.rows.length - 1];
      expect([total[0], total[2], total[4], total[5], total[6], total[8], total[9]]).toEqual([
        'Total',
        3.25,
        2.25,
        120.75,
        750,
        'PT3H15M',
        'PT2H15M',
      ]);
      expect(book.about.get('Billable')).toBeUndefined();
    });

    it('an empty report is the header row and a zero Total row', async () => {
      const o = await newOwner(server);
      const csv = parseCsv((await fetchBytes(server, o, `/reports/daily?${WEEK}&format=csv`)).bytes);
      expect(csv.fields).toEqual([
        'Date',
        'Start',
        'End',
        'Client',
        'Project',
        'Task',
        'Description',
        ...FIGURES,
        'Activity ID',
        'Task ID',
        'Project ID',
        'Client ID',
        ISO,
        BILLABLE_ISO,
      ]);
      expect(csv.rows.map(filled)).toEqual([{ Date: 'Total', ...plain('PT0S') }]);
    });
  });

  describe('XLSX', () => {
    it.each([
      [
        'daily',
        ['Date', 'Start', 'End', 'Client', 'Project', 'Task', 'Description'],
        ['Activity ID', 'Task ID', 'Project ID', 'Client ID'],
        6,
      ],
      ['weekly', ['Week', 'Client', 'Project', 'Task'], ['Task ID', 'Project ID', 'Client ID'], 4],
    ])('%s: the CSV table with duration cells and numbers, a Total row; an About sheet for a person', async (route, names, ids, count) => {
      const json = (await owner.api.get(`/reports/${route}?${WEEK}&rounding=nearest&roundingMinutes=6`)).body;
      const reply = await fetchBytes(server, owner, `/reports/${route}?${WEEK}&rounding=nearest&roundingMinutes=6`, { accept: XLSX });
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toBe(XLSX);
      expect(reply.headers.get('content-disposition')).toBe(`attachment; filename="time-report-${route}_2026-11-16_2026-11-22.xlsx"`);
      const book = await readXlsx(reply.bytes);
      expect(book.header).toEqual([...names, ...FIGURES, ...ids, ISO, BILLABLE_ISO]);
      const n = names.length;
      const data = book.rows.slice(0, -1);
      expect(data).toHaveLength(count);
      const iso = n + 4 + ids.length;
      expect(sum(data.map((r) => r[iso] as string))).toBe(durationNs(json.total));
      if (route === 'weekly') {
        const expected = json.weeks.flatMap((w: any) =>
          w.tasks.map((t: any) => [w.weekStart, t.taskId ?? undefined, t.total, hours(t.total)]),
        );
        expect(data.map((r) => [r[0], r[n + 4], r[iso], r[n + 1]])).toEqual(expected);
        expect(data.find((r) => r[n + 4] === c.design)!.slice(1, 4)).toEqual(['Acme', 'Website', 'Design']);
      } else {
        // local start and end: date-time cells showing the Berlin wall clock the CSV writes (a workbook
        // has no zones: the local fields are the cell's date and time), a2 cut at local midnight
        const wall = (text: string) => new Date(`${text.replace(' ', 'T')}Z`);
        expect(data.slice(0, 3).map((r) => [r[0], r[1], r[2]])).toEqual([
          ['2026-11-16', wall('2026-11-16 09:00:00'), wall('2026-11-16 10:30:00')],
          ['2026-11-16', wall('2026-11-16 23:30:00'), wall('2026-11-17 00:00:00')],
          ['2026-11-17', wall('2026-11-17 00:00:00'), wall('2026-11-17 01:00:00')],
        ]);
        for (const cell of [book.sheet.getCell('B2'), book.sheet.getCell('C7')])
          expect([cell.type, cell.numFmt]).toEqual([ExcelJS.ValueType.Date, 'yyyy-mm-dd hh:mm:ss']);
        expect(book.sheet.getCell('B8').value).toBeNull(); // the Total row
      }
      // nothing in the seeded week is billable: no amount columns, zero billable time on every row
      for (const r of data) expect([r[n + 3], r[iso + 1]]).toEqual([0, 'PT0S']);
      const total = book.rows[book.rows.length - 1];
      expect([total[0], total[n + 1], total[iso], total[iso + 1]]).toEqual(['Total', hours(json.total), json.total, 'PT0S']);
      // a duration cell ([h]:mm:ss): read back as a date after the spreadsheet epoch 1899-12-30
      expect(((total[n] as Date).getTime() - Date.UTC(1899, 11, 30)) / 86_400_000).toBeCloseTo(hours(json.total) / 24, 6);
      expect(book.about.get('Time zone')).toBe('Europe/Berlin');
      expect(book.about.get('Dates')).toBe('2026-11-16 to 2026-11-22');
      expect(book.about.get('Account')).toBe(owner.email);
      expect(book.about.get('Generated')).toBe('2026-11-20 13:00:00');
      expect(book.about.get('Rounding')).toBe('nearest to 6 min');
      expect([...book.about.keys()].join(' ')).not.toMatch(/revision/i);
    });

    it('summary by label then client', async () => {
      const json = (await owner.api.get(`/reports/summary?${WEEK}&groupBy=label&subgroupBy=client`)).body;
      const book = await readXlsx(
        (await fetchBytes(server, owner, `/reports/summary?${WEEK}&groupBy=label&subgroupBy=client&format=xlsx`)).bytes,
      );
      expect(book.header).toEqual(['Label', 'Client', ...FIGURES, 'Label ID', 'Client ID', ISO, BILLABLE_ISO]);
      const expected = json.groups.flatMap((g: any) =>
        g.subgroups.map((s: any) => [g.name ?? 'No label', s.name ?? 'No client', g.id ?? undefined, s.id ?? undefined, s.total]),
      );
      expect(book.rows.slice(0, -1).map((r) => [r[0], r[1], r[6], r[7], r[8]])).toEqual(expected);
      expect(book.rows[book.rows.length - 1][8]).toBe(json.total);
      expect(book.about.get('Grouped by')).toBe('label, then client');
    });

    it('a name with a character XML cannot hold still gives a workbook that opens', async () => {
      const o = await newOwner(server);
      const task = await o.api.post('/tasks', { summary: 'Bell\u0007 task' });
      expect(task.status).toBe(201);
      await o.api.post('/activities', { start: '2026-11-16T08:00:00Z', end: '2026-11-16T09:00:00Z', taskId: task.body.id });
      const book = await readXlsx((await fetchBytes(server, o, `/reports/summary?${WEEK}&groupBy=task&format=xlsx`)).bytes);
      expect([book.rows[0][0], book.rows[0][5], book.rows[0][6]]).toEqual(['Bell\uFFFD task', task.body.id, 'PT1H']);
      const csv = parseCsv((await fetchBytes(server, o, `/reports/summary?${WEEK}&groupBy=task&format=csv`)).bytes);
      expect(csv.rows[0].Task).toBe('Bell\u0007 task');
    });
  });

  describe('PDF', () => {
    /** The heading's "Label: value" pairs of a page. */
    const heading = (text: string[]) =>
      new Map(text.flatMap((t, i) => (/^[A-Z][a-z ()]*: $/.test(t) ? [[t.slice(0, -2), text[i + 1]]] : [])));

    it('daily: one page per Monday-based week, a timesheet of tasks by weekday with totals, under a heading a client understands', async () => {
      const json = (await owner.api.get('/reports/daily?fromDate=2026-11-12&toDate=2026-11-22')).body;
      const reply = await fetchBytes(server, owner, '/reports/daily?fromDate=2026-11-12&toDate=2026-11-22', { accept: 'application/pdf' });
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toBe('application/pdf');
      expect(reply.headers.get('content-disposition')).toBe('attachment; filename="time-report-daily_2026-11-12_2026-11-22.pdf"');
      const pdf = readPdf(reply.bytes);
      expect(pdf.pages).toBe(2); // the week of 2026-11-09 (from Thursday) and the week of 2026-11-16
      expect(pdf.streams).toHaveLength(2);
      expect(pdf.fonts.some((f) => /\+DejaVuSans$/.test(f))).toBe(true);
      const [first, second] = pdf.streams;
      expect(first).toContain('Week of 2026-11-09');
      expect(first).toContain('Thu 11-12');
      expect(second).toContain('Week of 2026-11-16');
      for (const text of ['Daily report', 'Design', 'Website', 'Build', 'App', 'Admin', 'No task', 'Total', 'Mon 11-16', 'Sun 11-22'])
        expect(second).toContain(text);
      expect(heading(second)).toEqual(
        new Map([
          ['Account', owner.email],
          ['Dates', '2026-11-12 to 2026-11-22'],
          ['Time zone', 'Europe/Berlin'],
          ['Generated', '2026-11-20 13:00:00'],
        ]),
      );
      // no internals, no UTC timestamps; nothing billable: no billable or amount columns
      for (const page of pdf.streams) for (const t of page) expect(t).not.toMatch(/revision|\d{4}-\d\d-\d\dT\d\d|\dZ\b|billable|amount/i);
      // the Total row: each day's total, then the week's
      const totalRow = second.slice(second.lastIndexOf('Total'));
      const days = json.days.filter((d: any) => d.date >= '2026-11-16' && d.total !== 'PT0S').map((d: any) => hms(d.total));
      expect(totalRow).toEqual(['Total', ...days.slice(0, 5), '0:00:00', '0:00:00', hms(json.total)]);
    });

    it('weekly: the same figures by weekday; rounding shows in the heading', async () => {
      const json = (await owner.api.get(`/reports/weekly?${WEEK}&rounding=up&roundingMinutes=15`)).body;
      const pdf = readPdf((await fetchBytes(server, owner, `/reports/weekly?${WEEK}&rounding=up&roundingMinutes=15&format=pdf`)).bytes);
      expect(pdf.pages).toBe(1);
      const text = pdf.streams[0];
      expect(text).toContain('Weekly report');
      expect(heading(text).get('Rounding')).toBe('up to 15 min');
      expect(text[text.length - 1]).toBe(hms(json.total));
      expect(text[text.length - 1]).toBe('4:00:00');
      const design = text.indexOf('Design');
      expect(text.slice(design, design + 3)).toEqual(['Design', 'Website', '1:30:00']);
    });

    it('summary: groups with subgroups indented, the grand total, billable time and amounts per currency', async () => {
      const json = (await owner.api.get(`/reports/summary?${WEEK}&groupBy=client&subgroupBy=project`)).body;
      const pdf = readPdf((await fetchBytes(server, owner, `/reports/summary?${WEEK}&groupBy=client&subgroupBy=project&format=pdf`)).bytes);
      expect(pdf.pages).toBe(1);
      const text = pdf.streams[0];
      expect(text).toContain('Summary report');
      expect(heading(text).get('Grouped by')).toBe('client, then project');
      for (const g of json.groups) {
        const name = g.name ?? 'No client';
        const at = text.indexOf(name);
        expect(text.slice(at, at + 2)).toEqual([name, hms(g.total)]);
      }
      expect(text.slice(-4)).toEqual(['Total', hms(json.total), hoursText(json.total), '0:00:00']);
    });

    describe('with billable time: the billable time and the amount per currency beside the times', () => {
      let o: Owner;
      beforeAll(async () => {
        o = await newOwner(server);
        const client = (await o.api.get('/clients')).body.items.find((x: any) => x.name === 'General');
        const project = async (name: string, currency: string | null, hourlyRate: string) => {
          const p = (await o.api.post('/projects', { name, clientId: client.id, billableByDefault: true })).body;
          if (currency)
            expect(
              (await o.api.post('/rates', { clientId: null, projectId: p.id, taskId: null, hourlyRate, currency, effectiveFrom: null }))
                .status,
            ).toBe(201);
          return p.id as string;
        };
        const [paid, yen, unrated] = [
          await project('Paid', 'EUR', '80.5'),
          await project('Yen', 'JPY', '1000'),
          await project('No rate', null, ''),
        ];
        const design = (await o.api.post('/tasks', { summary: 'Design', projectId: paid })).body.id;
        const translate = (await o.api.post('/tasks', { summary: 'Translate', projectId: yen })).body.id;
        const activity = async (body: Record<string, unknown>) => expect((await o.api.post('/activities', body)).status).toBe(201);
        await activity({ start: '2026-11-13T08:00:00Z', end: '2026-11-13T09:30:00Z', taskId: design }); // Fri of the first week: 120.75 EUR
        await activity({ start: '2026-11-16T08:00:00Z', end: '2026-11-16T09:00:00Z', taskId: design }); // 80.50 EUR
        await activity({ start: '2026-11-17T08:00:00Z', end: '2026-11-17T08:45:00Z', taskId: translate }); // 750 JPY
        await activity({ start: '2026-11-18T08:00:00Z', end: '2026-11-18T08:30:00Z', projectId: unrated }); // billable, no rate
        await activity({ start: '2026-11-18T09:00:00Z', end: '2026-11-18T10:00:00Z', taskId: design, billable: false });
      });

      /** A row of a sheet: its cells from its first one (blank cells are not drawn). */
      const rowOf = (text: string[], first: string, cells: number) => {
        const at = text.indexOf(first);
        expect(at).toBeGreaterThan(-1);
        return text.slice(at, at + cells);
      };
      const WEEKDAYS = ['1:00:00', '0:45:00', '1:30:00', '0:00:00', '0:00:00', '0:00:00', '0:00:00'];

      it("daily over two weeks: per task and in each week's Total, then the time without a rate and the report's totals; no billing page", async () => {
        const range = 'fromDate=2026-11-12&toDate=2026-11-22';
        const json = (await o.api.get(`/reports/daily?${range}`)).body;
        expect([json.billable, json.unpriced, json.amounts]).toEqual([
          'PT3H45M',
          'PT30M',
          [
            { currency: 'EUR', amount: '201.25' },
            { currency: 'JPY', amount: '750' },
          ],
        ]);
        const pdf = readPdf((await fetchBytes(server, o, `/reports/daily?${range}&format=pdf`)).bytes);
        expect(pdf.pages).toBe(2);
        const [first, second] = pdf.streams;
        // the header, on two lines: weekday over date, then Total, Billable and one amount column per currency
        expect(rowOf(second, 'Mon', 9)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'Amount', 'Amount']);
        expect(rowOf(second, 'Task', 13)).toEqual([
          'Task',
          'Project',
          '11-16',
          '11-17',
          '11-18',
          '11-19',
          '11-20',
          '11-21',
          '11-22',
          'Total',
          'Billable',
          'EUR',
          'JPY',
        ]);
        // Thursday 11-12 to Sunday: Design on Friday (a task's days without time are blank), its amount; the week's Total carries the same
        expect(rowOf(first, 'Design', 7)).toEqual(['Design', 'Paid', '1:30:00', '1:30:00', '1:30:00', '120.75', 'Total']);
        expect(first.slice(first.lastIndexOf('Total'))).toEqual([
          'Total',
          '0:00:00',
          '1:30:00',
          '0:00:00',
          '0:00:00',
          '1:30:00',
          '1:30:00',
          '120.75',
        ]);
        // the second week: billable time per row (an unbillable hour of Design counts in its time only), amounts with the currency's digits
        expect(rowOf(second, 'Design', 7)).toEqual(['Design', 'Paid', '1:00:00', '1:00:00', '2:00:00', '1:00:00', '80.50']);
        expect(rowOf(second, 'Translate', 6)).toEqual(['Translate', 'Yen', '0:45:00', '0:45:00', '0:45:00', '750']);
        expect(rowOf(second, 'No task', 4)).toEqual(['No task', '0:30:00', '0:30:00', '0:30:00']);
        const week = json.days.filter((d: any) => d.date >= '2026-11-16');
        expect(week.map((d: any) => hms(d.total))).toEqual(WEEKDAYS);
        expect(second.slice(second.lastIndexOf('Total'))).toEqual([
          'Total',
          ...WEEKDAYS,
          '3:15:00',
          '2:15:00',
          '80.50',
          '750',
          'Billable time without a rate (no amount)',
          '0:30:00',
          'Total, all weeks',
          hms(json.total),
          hms(json.billable),
          '201.25',
          '750',
          'All weeks: billable time without a rate (no amount)',
          hms(json.unpriced),
        ]);
        for (const page of pdf.streams) expect(page).not.toContain('Billing');
      });

      it("weekly: the same beside the week's times, equal to the JSON's week and tasks", async () => {
        const json = (await o.api.get(`/reports/weekly?${WEEK}`)).body;
        const pdf = readPdf((await fetchBytes(server, o, `/reports/weekly?${WEEK}&format=pdf`)).bytes);
        expect(pdf.pages).toBe(1);
        const text = pdf.streams[0];
        const [week] = json.weeks;
        const amounts = (x: any) => x.amounts.map((a: any) => a.amount);
        expect(text.slice(text.lastIndexOf('Total'))).toEqual([
          'Total',
          ...WEEKDAYS,
          hms(week.total),
          hms(week.billable),
          ...amounts(week),
          'Billable time without a rate (no amount)',
          hms(week.unpriced),
        ]);
        expect(text.slice(text.lastIndexOf('Total')).slice(-6)).toEqual([
          '3:15:00',
          '2:15:00',
          '80.50',
          '750',
          'Billable time without a rate (no amount)',
          '0:30:00',
        ]);
        const design = week.tasks.find((t: any) => t.amounts.some((a: any) => a.currency === 'EUR'));
        expect(rowOf(text, 'Design', 7).slice(-3)).toEqual([hms(design.total), hms(design.billable), ...amounts(design)]);
        expect(text).not.toContain('Total, all weeks');
      });

      it("more currencies than fit beside the days: the amounts follow the week's sheet in a table of their own", async () => {
        const m = await newOwner(server);
        const client = (await m.api.get('/clients')).body.items.find((x: any) => x.name === 'General');
        const rates: Array<[string, string]> = [
          ['USD', '20'],
          ['EUR', '80'],
          ['JPY', '1000'],
          ['BHD', '10.5'],
        ];
        for (const [i, [currency, hourlyRate]] of rates.entries()) {
          const project = (await m.api.post('/projects', { name: `In ${currency}`, clientId: client.id, billableByDefault: true })).body.id;
          expect(
            (await m.api.post('/rates', { clientId: null, projectId: project, taskId: null, hourlyRate, currency, effectiveFrom: null }))
              .status,
          ).toBe(201);
          const task = (await m.api.post('/tasks', { summary: `Work ${currency}`, projectId: project })).body.id;
          expect(
            (await m.api.post('/activities', { start: `2026-11-1${6 + i}T08:00:00Z`, end: `2026-11-1${6 + i}T09:00:00Z`, taskId: task }))
              .status,
          ).toBe(201);
        }
        const pdf = readPdf((await fetchBytes(server, m, `/reports/weekly?${WEEK}&format=pdf`)).bytes);
        expect(pdf.pages).toBe(1);
        const text = pdf.streams[0];
        const amountsAt = text.indexOf('Week of 2026-11-16: amounts');
        expect(amountsAt).toBeGreaterThan(-1);
        const [sheet, amounts] = [text.slice(0, amountsAt), text.slice(amountsAt + 1)];
        expect(rowOf(sheet, 'Mon', 7)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
        expect(rowOf(sheet, 'Task', 11)).toEqual([
          'Task',
          'Project',
          '11-16',
          '11-17',
          '11-18',
          '11-19',
          '11-20',
          '11-21',
          '11-22',
          'Total',
          'Billable',
        ]);
        expect(sheet.slice(sheet.lastIndexOf('Total'))).toEqual([
          'Total',
          '1:00:00',
          '1:00:00',
          '1:00:00',
          '1:00:00',
          '0:00:00',
          '0:00:00',
          '0:00:00',
          '4:00:00',
          '4:00:00',
        ]);
        expect(sheet.join(' ')).not.toMatch(/Amount|80\.00/);
        // the same rows, their billable time and the amount per currency, sorted
        expect(amounts.slice(0, 11)).toEqual([
          'Amount',
          'Amount',
          'Amount',
          'Amount',
          'Task',
          'Project',
          'Billable',
          'BHD',
          'EUR',
          'JPY',
          'USD',
        ]);
        expect(rowOf(amounts, 'Work BHD', 4)).toEqual(['Work BHD', 'In BHD', '1:00:00', '10.500']);
        expect(rowOf(amounts, 'Work USD', 4)).toEqual(['Work USD', 'In USD', '1:00:00', '20.00']);
        expect(amounts.slice(amounts.lastIndexOf('Total'))).toEqual(['Total', '4:00:00', '10.500', '80.00', '1000', '20.00']);

        // The summary of the same week: the names keep their width, the amounts follow in a table.
        const summary = readPdf((await fetchBytes(server, m, `/reports/summary?${WEEK}&format=pdf`)).bytes);
        const all = summary.streams.flat();
        const at = all.indexOf('Amounts');
        expect(at).toBeGreaterThan(-1);
        const [times, money] = [all.slice(0, at), all.slice(at + 1)];
        expect(times.join(' ')).not.toMatch(/Amount /);
        expect(times.slice(times.lastIndexOf('Total'))).toEqual(['Total', '4:00:00', '4', '4:00:00']);
        expect(money.slice(0, 6)).toEqual(['Project', 'Billable time', 'Amount BHD', 'Amount EUR', 'Amount JPY', 'Amount USD']);
        expect(money.slice(money.lastIndexOf('Total'))).toEqual(['Total', '4:00:00', '10.500', '80.00', '1000', '20.00']);
      });
    });

    it('prints names outside Windows-1252 in an embedded Unicode font', async () => {
      const o = await newOwner(server);
      const client = (await o.api.get('/clients')).body.items.find((x: any) => x.name === 'General');
      const project = (await o.api.post('/projects', { name: 'Łódź ✓', clientId: client.id, billableByDefault: true })).body;
      await o.api.post('/rates', {
        clientId: null,
        projectId: project.id,
        taskId: null,
        hourlyRate: '80',
        currency: 'EUR',
        effectiveFrom: null,
      });
      const task = await o.api.post('/tasks', { summary: 'Zoë — 東京 ✓ Łódź', projectId: project.id });
      await o.api.post('/activities', { start: '2026-11-16T08:00:00Z', end: '2026-11-16T09:00:00Z', taskId: task.body.id });
      const daily = readPdf((await fetchBytes(server, o, `/reports/daily?${WEEK}&format=pdf`)).bytes);
      expect(daily.streams[0].join('')).toContain('Zoë — 東京 ✓ Łódź');
      expect(daily.streams[0].join('\n')).not.toContain('?');
      expect(daily.fonts.some((f) => /\+NotoSansJP/.test(f))).toBe(true);
      // the amount beside the week's times, no billing page
      expect(daily.pages).toBe(1);
      const text = daily.streams[0];
      expect(text.slice(text.lastIndexOf('Total'))).toEqual([
        'Total',
        '1:00:00',
        ...Array(6).fill('0:00:00'),
        '1:00:00',
        '1:00:00',
        '80.00',
      ]);
      const summary = readPdf((await fetchBytes(server, o, `/reports/summary?${WEEK}&groupBy=project&subgroupBy=task&format=pdf`)).bytes)
        .streams[0];
      expect(summary.join('')).toContain('Zoë — 東京 ✓ Łódź');
      expect(summary).toContain('Łódź ✓');
      expect(summary).toContain('Amount EUR');
      expect(summary.slice(-5)).toEqual(['Total', '1:00:00', '1', '1:00:00', '80.00']);
    });
  });

  describe('negotiation and owner rules', () => {
    it.each([
      ['no Accept', undefined],
      ['*/*', '*/*'],
      ['application/json', 'application/json'],
      ["a browser's Accept", 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'],
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
      expectProblem(
        await other.api.get(`/reports/summary?${WEEK}&labelId=${uuid()}`, { headers: { accept: 'application/pdf' } }),
        404,
        'NOT_FOUND',
      );
      expectProblem(await owner.api.get(`/reports/daily?${WEEK}&format=csv`, { token: null }), 401);
      const reader = await newOwner(server, ['read']);
      const csv = await fetchBytes(server, reader, `/reports/weekly?${WEEK}&format=csv`);
      expect(csv.status).toBe(200);
      // another owner's download holds none of this owner's data
      const foreign = await fetchBytes(server, other, `/reports/summary?${WEEK}&groupBy=task&format=csv`);
      expect(foreign.bytes.toString('utf8')).toBe(
        'Task,Time,Hours,Billable time,Billable hours,Task ID,Duration (ISO 8601),Billable duration (ISO 8601)\r\nTotal,0:00:00,0,0:00:00,0,,PT0S,PT0S\r\n',
      );
    });
  });
});
