import ExcelJS from 'exceljs';
import fc from 'fast-check';
import Papa from 'papaparse';
import { Temporal } from 'temporal-polyfill';
import { FORMULA_START } from '../../common/csv/formula-guard';
import { amountFactor, minorDigits } from '../../rates/money';
import { formatDuration } from '../../common/time/duration';
import { Billing, billingFields, computeReportBilling } from '../billing';
import { computeReport } from '../report-computation';
import { cachedDayBuckets } from '../report-parts';
import { ReportRequest } from '../report-request';
import { NO_ROUNDING, decimalHours } from '../report-time';
import { csvField, toCsv } from './csv';
import { fontRuns } from './pdf-fonts';
import { summaryAmountTables } from './pdf';
import { TaskNames, chooseFormat, dailyLinesTable } from './report-export';
import { ReportTable, TableRow, currenciesOf, dataRows, flatHeader, flatRecords, hms, localDateTime, wallClockOf } from './report-table';
import { SerialTexts, amountValue, toXlsx, xmlSafe } from './xlsx';
import { ZoneClock } from './zone-clock';

const SEC = 1_000_000_000n;
const MIN = 60n * SEC;
const HOUR = 60n * MIN;

describe('chooseFormat', () => {
  it.each([
    [undefined, undefined, 'json'],
    [undefined, '*/*', 'json'],
    [undefined, 'text/csv', 'csv'],
    [undefined, 'text/csv;q=0.9, application/json;q=0.5', 'csv'],
    [undefined, 'application/json, text/csv;q=0.9', 'json'],
    [undefined, 'application/pdf', 'pdf'],
    [undefined, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
    [undefined, 'image/png', 'json'],
    [undefined, 'application/problem+json', 'json'],
    ['csv', 'application/json', 'csv'],
    ['json', 'text/csv', 'json'],
  ])('format %s, Accept %s: %s', (format, accept, expected) => {
    expect(chooseFormat(format, accept)).toBe(expected);
  });
});

describe('h:mm:ss', () => {
  it.each([
    [0n, '0:00:00'],
    [90n * MIN, '1:30:00'],
    [32n * HOUR, '32:00:00'],
    [20n * MIN + 1n, '0:20:00'],
    [SEC / 2n - 1n, '0:00:00'],
    [SEC / 2n, '0:00:01'],
    [59n * SEC + SEC / 2n, '0:01:00'],
    [7500n * HOUR + 49_995_000n, '7500:00:00'],
    [123_456_789n * HOUR + 59n * MIN + 59n * SEC, '123456789:59:59'],
  ])('%s ns is %s', (ns, text) => {
    expect(hms(ns)).toBe(text);
  });

  it('refuses a negative duration', () => {
    expect(() => hms(-1n)).toThrow(RangeError);
  });
});

describe('decimal hours', () => {
  it.each([
    [0n, '0'],
    [15n * MIN, '0.25'],
    [20n * MIN, '0.333333'],
    [40n * MIN, '0.666667'],
    [HOUR / 2_000_000n, '0.000001'], // 1.8 ms: half a millionth rounds up
    [HOUR / 2_000_000n - 1n, '0'],
    // beyond what a binary float holds exactly: still exact digits
    [9_007_199_254_740_993n * HOUR + 45n * MIN, '9007199254740993.75'],
  ])('%s ns is %s hours', (ns, text) => {
    expect(decimalHours(ns)).toBe(text);
  });
});

describe('local date-times', () => {
  it('are wall-clock times of the report zone, to the second, across a DST change', () => {
    const instant = (iso: string) => BigInt(Date.parse(iso)) * 1_000_000n;
    expect(localDateTime(instant('2026-11-16T08:00:00Z'), 'Europe/Berlin')).toBe('2026-11-16 09:00:00');
    expect(localDateTime(instant('2026-03-29T00:59:59Z') + 999_999_999n, 'Europe/Berlin')).toBe('2026-03-29 01:59:59');
    expect(localDateTime(instant('2026-03-29T01:00:00Z'), 'Europe/Berlin')).toBe('2026-03-29 03:00:00');
    expect(localDateTime(instant('2026-11-16T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-11-17 08:30:00');
  });

  it("for a workbook: the same wall clock as a Date in UTC, to the second, the text's second (fraction dropped); before March 1900 none", () => {
    const instant = (iso: string) => BigInt(Date.parse(iso)) * 1_000_000n;
    expect(wallClockOf(instant('2026-11-16T08:00:00Z'), 'Europe/Berlin')).toEqual({
      text: '2026-11-16 09:00:00',
      wallClock: new Date('2026-11-16T09:00:00Z'),
    });
    // the last nanosecond before the clocks go forward: still 01:59:59, never rounded up to 02:00 (which did not happen)
    expect(wallClockOf(instant('2026-03-29T00:59:59Z') + 999_999_999n, 'Europe/Berlin').wallClock).toEqual(
      new Date('2026-03-29T01:59:59Z'),
    );
    // the hour that happens twice: the wall clock as a person read it, both times
    expect(wallClockOf(instant('2026-10-25T00:30:00Z'), 'Europe/Berlin').wallClock).toEqual(new Date('2026-10-25T02:30:00Z'));
    expect(wallClockOf(instant('2026-10-25T01:30:00Z'), 'Europe/Berlin').wallClock).toEqual(new Date('2026-10-25T02:30:00Z'));
    expect(wallClockOf(instant('2026-11-16T23:30:00.25Z') + 123_456n, 'Asia/Tokyo').wallClock).toEqual(new Date('2026-11-17T08:30:00Z'));
    // the far ends of the stored range: exact to the second, no float rounding of the nanoseconds
    expect(wallClockOf(9_223_372_036_854_775_807n, 'UTC')).toEqual({
      text: '2262-04-11 23:47:16',
      wallClock: new Date('2262-04-11T23:47:16Z'),
    });
    expect(wallClockOf(instant('1900-03-01T00:00:00Z'), 'UTC').wallClock).toEqual(new Date('1900-03-01T00:00:00Z'));
    expect(wallClockOf(instant('1900-02-28T23:59:59Z'), 'UTC')).toEqual({ text: '1900-02-28 23:59:59', wallClock: null });
    expect(wallClockOf(-9_223_372_036_854_775_808n, 'UTC')).toEqual({ text: '1677-09-21 00:12:43', wallClock: null });
  });
});

function billing(lines: Array<[bigint, string | null, bigint, number]>): Billing {
  const b = new Billing();
  for (const [ns, currency, minor, digits] of lines)
    b.add(ns, currency === null ? null : { currency, rate: 0n, digits, factor: 0n }, minor);
  return b;
}

describe('flat files', () => {
  const row = (
    names: Array<string | null>,
    ids: Array<string | null>,
    ns: bigint,
    b: Billing | null = null,
    level: 0 | 1 = 0,
  ): TableRow => ({ names, ids, ns, label: names[names.length - 1] ?? '', level, billing: b });
  const table = (rows: TableRow[], totalNs: bigint, totalBilling: Billing | null = null): ReportTable => ({
    kind: 'summary',
    title: 'Summary report',
    fileBase: 'f',
    about: [['Time zone', 'Europe/Berlin']],
    names: ['Project', 'Task'],
    ids: ['Project ID', 'Task ID'],
    rows,
    totalNs,
    totalBilling,
    weeks: null,
  });

  it('CSV: names first, h:mm:ss and decimal hours, amounts per currency, IDs and ISO durations last, a Total row equal to the totals', () => {
    const csv = toCsv(
      table(
        [
          row(['Web, "site"', null], ['p1', null], 90n * MIN),
          row(['Web, "site"', 'Design'], ['p1', 't1'], 60n * MIN, billing([[60n * MIN, 'EUR', 8050n, 2]]), 1),
          row(
            ['Web, "site"', '@sum'],
            ['p1', 't2'],
            30n * MIN + 1n,
            billing([
              [30n * MIN + 1n, 'JPY', 500n, 0],
              [0n, 'EUR', 1n, 2],
            ]),
            1,
          ),
        ],
        90n * MIN + 1n,
        billing([
          [60n * MIN, 'EUR', 8050n, 2],
          [30n * MIN + 1n, 'JPY', 500n, 0],
          [0n, 'EUR', 1n, 2],
        ]),
      ),
    ).toString('utf8');
    expect(csv.split('\r\n')).toEqual([
      'Project,Task,Time,Hours,Billable time,Billable hours,Amount EUR,Amount JPY,Project ID,Task ID,Duration (ISO 8601),Billable duration (ISO 8601)',
      '"Web, ""site""",Design,1:00:00,1,1:00:00,1,80.50,,p1,t1,PT1H,PT1H',
      '"Web, ""site""","\'@sum",0:30:00,0.5,0:30:00,0.5,0.01,500,p1,t2,PT30M0.000000001S,PT30M0.000000001S',
      'Total,,1:30:00,1.5,1:30:00,1.5,80.51,500,,,PT1H30M0.000000001S,PT1H30M0.000000001S',
      '',
    ]);
    const parsed = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
    expect(parsed.map((r) => r['Amount EUR'])).toEqual(['80.50', '0.01', '80.51']);
  });

  it('the Total row carries the report totals; the data rows add up to them to the nanosecond and the minor unit', () => {
    const lines: Array<[bigint, bigint]> = [
      [20n * MIN + 1n, 2683n],
      [7n * MIN, 939n],
      [HOUR, 8050n],
      [1n, 0n],
    ];
    const rows = lines.map(([ns, minor], i) => row(['P', `T${i}`], ['p', `t${i}`], ns, billing([[ns, 'EUR', minor, 2]])));
    const total = billing(lines.map(([ns, minor]) => [ns, 'EUR', minor, 2] as [bigint, string, bigint, number]));
    const records = flatRecords(
      table(
        rows,
        lines.reduce((s, [ns]) => s + ns, 0n),
        total,
      ),
    );
    const data = records.filter((r) => !r.total);
    const last = records[records.length - 1];
    expect(last.total).toBe(true);
    expect(last.names).toEqual(['Total', '']);
    expect(data.reduce((s, r) => s + r.ns, 0n)).toBe(last.ns);
    const cents = (text: string) => BigInt(text.replace('.', ''));
    expect(data.reduce((s, r) => s + cents(r.amounts[0]), 0n)).toBe(cents(last.amounts[0]));
    expect(last.amounts).toEqual(['116.72']);
  });

  it('guards multi-line text that starts like a formula too', () => {
    const csv = toCsv(table([row(['=1+1\nsecond line', '-x'], ['p1', null], 30n * MIN)], 30n * MIN)).toString('utf8');
    const parsed = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
    expect([parsed[0].Project, parsed[0].Task, parsed[1].Project]).toEqual(["'=1+1\nsecond line", "'-x", 'Total']);
  });

  it('XLSX: durations as [h]:mm:ss cells, amounts as numbers only where the number keeps every digit', async () => {
    expect([amountValue('120.75'), amountValue('750'), amountValue('0.00'), amountValue('1234567890123456.78'), amountValue('')]).toEqual([
      120.75,
      750,
      0,
      '1234567890123456.78',
      null,
    ]);
    const bytes = await toXlsx(
      table(
        [row(['Café', 'Design'], ['p1', 't1'], 90n * MIN, billing([[90n * MIN, 'BHD', 187_500n, 3]]))],
        90n * MIN,
        billing([[90n * MIN, 'BHD', 187_500n, 3]]),
      ),
      new Date(0),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Report')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Project',
      'Task',
      'Time',
      'Hours',
      'Billable time',
      'Billable hours',
      'Amount BHD',
      'Project ID',
      'Task ID',
      'Duration (ISO 8601)',
      'Billable duration (ISO 8601)',
    ]);
    const total = sheet.getRow(3);
    expect([total.getCell(1).value, total.getCell(4).value, total.getCell(7).value, total.getCell(10).value]).toEqual([
      'Total',
      1.5,
      187.5,
      'PT1H30M',
    ]);
    expect(total.getCell(3).numFmt).toBe('[h]:mm:ss');
    expect(total.getCell(7).numFmt).toBe('#,##0.000');
    expect(book.getWorksheet('About')!.getRow(2).values).toEqual([undefined, 'Time zone', 'Europe/Berlin']);
  });

  it('XLSX: local start and end as date-time cells of the wall clock, the text where a spreadsheet cannot show it', async () => {
    const daily = (rows: TableRow[], totalNs: bigint): ReportTable => ({
      kind: 'daily',
      title: 'Daily report',
      fileBase: 'f',
      about: [['Time zone', 'Asia/Tokyo']],
      names: ['Date', 'Start', 'End', 'Task'],
      ids: ['Activity ID'],
      rows,
      totalNs,
      totalBilling: null,
      weeks: null,
    });
    const line = (date: string, start: string, end: string, ns: bigint): TableRow => {
      const [from, to] = [
        wallClockOf(BigInt(Date.parse(start)) * 1_000_000n, 'Asia/Tokyo'),
        wallClockOf(BigInt(Date.parse(end)) * 1_000_000n, 'Asia/Tokyo'),
      ];
      return {
        names: [date, from.text, to.text, 'Design'],
        ids: ['a1'],
        ns,
        label: 'Design',
        level: 0,
        dateTimes: [null, from.wallClock, to.wallClock, null],
      };
    };
    const bytes = await toXlsx(
      daily(
        [
          line('2026-11-16', '2026-11-16T13:20:00.999Z', '2026-11-16T15:00:00Z', 100n * MIN),
          line('1900-01-01', '1899-12-31T15:00:00Z', '1899-12-31T16:00:00Z', HOUR),
        ],
        100n * MIN + HOUR,
      ),
      new Date(0),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Report')!;
    const [first, early, total] = [sheet.getRow(2), sheet.getRow(3), sheet.getRow(4)];
    expect([first.getCell(1).value, first.getCell(2).value, first.getCell(3).value, first.getCell(4).value]).toEqual([
      '2026-11-16',
      new Date('2026-11-16T22:20:00Z'),
      new Date('2026-11-17T00:00:00Z'),
      'Design',
    ]);
    expect([first.getCell(2).numFmt, first.getCell(3).numFmt]).toEqual(['yyyy-mm-dd hh:mm:ss', 'yyyy-mm-dd hh:mm:ss']);
    expect(first.getCell(5).numFmt).toBe('[h]:mm:ss');
    expect([early.getCell(2).value, early.getCell(3).value]).toEqual(['1900-01-01 00:00:00', '1900-01-01 01:00:00']);
    expect([total.getCell(1).value, total.getCell(2).value, total.getCell(3).value]).toEqual(['Total', null, null]);
  });
});

describe('PDF fonts', () => {
  it('sets each character in the embedded font that has it: DejaVu Sans, Noto Sans JP for Han and kana', () => {
    expect(fontRuns('Zoë — 東京 ✓ Łódź', false)).toEqual([
      { font: 'Sans', text: 'Zoë — ' },
      { font: 'CJK', text: '東京' },
      { font: 'Sans', text: ' ✓ Łódź' },
    ]);
    expect(fontRuns('Résumé 日本', true)).toEqual([
      { font: 'Sans-Bold', text: 'Résumé ' },
      { font: 'CJK-Bold', text: '日本' },
    ]);
  });
});

describe('xmlSafe', () => {
  it('replaces only the characters XML 1.0 cannot hold', () => {
    expect(xmlSafe('a\u0007b\tc\nd\u001Fe\uFFFE')).toBe('a\uFFFDb\tc\nd\uFFFDe\uFFFD');
    expect(xmlSafe('Café 😀')).toBe('Café 😀');
    expect(xmlSafe(null)).toBeNull();
  });
});

describe('summary PDF layout', () => {
  it('keeps every currency and at least 240 pt for the names, however many currencies there are', () => {
    for (let n = 0; n <= 40; n++) {
      const { beside, after, namesWidths } = summaryAmountTables(n);
      expect(beside + after.reduce((a, b) => a + b, 0)).toBe(n);
      expect(beside === 0 || after.length === 0).toBe(true);
      expect(after.every((count) => count >= 1)).toBe(true);
      expect(namesWidths).toHaveLength(1 + after.length);
      for (const width of namesWidths) expect(width).toBeGreaterThanOrEqual(240);
    }
    // Three currencies still fit beside the time; four go to a table of their own.
    expect(summaryAmountTables(3)).toMatchObject({ beside: 3, after: [] });
    expect(summaryAmountTables(4)).toMatchObject({ beside: 0, after: [4] });
  });
});

/**
 * The CSV as it was written before the direct writer: papaparse's unparse (FORMULA_START as its
 * escapeFormulae) of each record's cells, amounts through the wire form's billingFields.
 */
function papaCsv(table: ReportTable): Buffer {
  const currencies = currenciesOf(table);
  const amounts = (b: Billing | null | undefined) =>
    currencies.map((c) => billingFields(b).amounts.find((a) => a.currency === c)?.amount ?? '');
  const records: Array<Pick<TableRow, 'names' | 'ids' | 'ns' | 'billing'>> = [
    ...dataRows(table),
    {
      names: ['Total', ...table.names.slice(1).map(() => null)],
      ids: table.ids.map(() => null),
      ns: table.totalNs,
      billing: table.totalBilling,
    },
  ];
  const data = records.map((r) => {
    const billableNs = r.billing?.billableNs ?? 0n;
    return [
      ...r.names.map((n) => n ?? ''),
      hms(r.ns),
      decimalHours(r.ns),
      hms(billableNs),
      decimalHours(billableNs),
      ...amounts(r.billing),
      ...r.ids.map((n) => n ?? ''),
      formatDuration(r.ns),
      formatDuration(billableNs),
    ];
  });
  const text = Papa.unparse({ fields: flatHeader(table), data }, { newline: '\r\n', escapeFormulae: FORMULA_START });
  return Buffer.from(text.endsWith('\r\n') ? text : `${text}\r\n`, 'utf8');
}

describe('CSV writer', () => {
  // Text that papaparse quotes, guards or leaves alone: separators, quotes, line breaks, a byte order
  // mark, spaces at either end, formula starts, non-ASCII and astral characters.
  const tricky = fc.string({
    unit: fc.constantFrom('a', 'Z', '1', ' ', ',', ';', '"', "'", '\r', '\n', '\t', '=', '+', '-', '@', '\uFEFF', 'é', '東', '😀'),
    maxLength: 6,
  });
  const currency = fc.constantFrom<[string, number]>(['EUR', 2], ['JPY', 0], ['BHD', 3]);
  const ns = fc.bigInt({ min: 0n, max: 10n ** 15n });
  const billingArb = fc.option(
    fc
      .array(fc.tuple(ns, fc.option(currency, { nil: null }), fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n })), { maxLength: 4 })
      .map((lines) => {
        const b = new Billing();
        for (const [n, c, minor] of lines) b.add(n, c === null ? null : { currency: c[0], rate: 0n, digits: c[1], factor: 0n }, minor);
        return b;
      }),
    { nil: null },
  );
  const tableArb = fc
    .record({ names: fc.array(tricky, { minLength: 1, maxLength: 3 }), ids: fc.array(tricky, { maxLength: 2 }) })
    .chain(({ names, ids }) =>
      fc.record({
        names: fc.constant(names),
        ids: fc.constant(ids),
        rows: fc.array(
          fc.record({
            names: fc.array(fc.option(tricky, { nil: null }), { minLength: names.length, maxLength: names.length }),
            ids: fc.array(fc.option(tricky, { nil: null }), { minLength: ids.length, maxLength: ids.length }),
            ns,
            level: fc.constantFrom<0 | 1>(0, 1),
            billing: billingArb,
          }),
          { maxLength: 8 },
        ),
        totalNs: ns,
        totalBilling: billingArb,
      }),
    )
    .map((t): ReportTable => ({
      kind: 'summary',
      title: 'Summary report',
      fileBase: 'f',
      about: [],
      names: t.names,
      ids: t.ids,
      rows: t.rows.map((r) => ({ ...r, label: '' })),
      totalNs: t.totalNs,
      totalBilling: t.totalBilling,
      weeks: null,
    }));

  it('writes the bytes papaparse wrote, for any names, IDs, durations and amounts', () => {
    fc.assert(
      fc.property(tableArb, (table) => {
        expect(toCsv(table).equals(papaCsv(table))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('quotes and guards a field as papaparse does', () => {
    expect(['', 'a', ' a', 'a ', 'a,b', 'say "hi"', 'x\ny', '\uFEFFa', '=1', "'=1", '-', '\tx', '@x'].map(csvField)).toEqual([
      '',
      'a',
      '" a"',
      '"a "',
      '"a,b"',
      '"say ""hi"""',
      '"x\ny"',
      '"\uFEFFa"',
      `"'=1"`,
      "'=1",
      `"'-"`,
      `"'\tx"`,
      `"'@x"`,
    ]);
  });

  it('pins the bytes of a daily download: lines split at local midnight, the repeated hour of a DST change, billing, names', () => {
    const zone = 'Europe/Berlin';
    const at = (iso: string) => BigInt(Date.parse(iso)) * 1_000_000n;
    const [fromNs, toNs] = [at('2026-10-23T22:00:00Z'), at('2026-10-26T23:00:00Z')];
    const days = cachedDayBuckets(fromNs, toNs, zone);
    const activities = [
      { id: 'a1', taskId: 't1', projectId: null, billable: true, startNs: at('2026-10-24T21:30:00Z'), endNs: at('2026-10-24T23:00:00.5Z') },
      { id: 'a2', taskId: null, projectId: 'p2', billable: false, startNs: at('2026-10-25T00:30:00Z'), endNs: at('2026-10-25T01:30:00Z') },
      { id: 'a3', taskId: 't1', projectId: null, billable: true, startNs: at('2026-10-26T08:00:00Z'), endNs: at('2026-10-26T08:20:00Z') },
    ];
    const nowNs = at('2026-11-01T00:00:00Z');
    const report = computeReport({ activities, fromNs, toNs, nowNs, buckets: days });
    const price = { currency: 'EUR', rate: 805_000n, digits: 2, factor: amountFactor(805_000n, 2) };
    const names: TaskNames = {
      task: new Map([['t1', 'Design']]),
      placement: new Map([['t1', { projectId: 'p1', clientId: 'c1' }]]),
      project: new Map([
        ['p1', 'Web, "site"'],
        ['p2', 'Ops'],
      ]),
      client: new Map([['c1', 'ACME']]),
      projectClient: new Map<string, string | null>([
        ['p1', 'c1'],
        ['p2', null],
      ]),
      summary: new Map<string, string | null>([
        ['a1', null],
        ['a2', '=cmd twice'],
        ['a3', 'Review '],
      ]),
    };
    const pricer = () => price;
    const billing = computeReportBilling(report.intervals, days, days, 'daily', NO_ROUNDING, pricer);
    const table = dailyLinesTable(
      {
        kind: 'daily',
        zoneId: zone,
        fromNs,
        toNs,
        generatedNs: null,
        nowNs,
        request: { roundingEcho: null, billable: null } as unknown as ReportRequest,
        account: 'a@example.com',
      },
      report,
      names,
      { days, rounding: NO_ROUNDING, pricer, total: billing.total },
    );
    const csv = toCsv(table);
    expect(csv.equals(papaCsv(table))).toBe(true);
    expect(csv.toString('utf8').split('\r\n')).toEqual([
      'Date,Start,End,Client,Project,Task,Description,Time,Hours,Billable time,Billable hours,Amount EUR,Activity ID,Task ID,Project ID,Client ID,Duration (ISO 8601),Billable duration (ISO 8601)',
      '2026-10-24,2026-10-24 23:30:00,2026-10-25 00:00:00,ACME,"Web, ""site""",Design,,0:30:00,0.5,0:30:00,0.5,40.25,a1,t1,p1,c1,PT30M,PT30M',
      '2026-10-25,2026-10-25 00:00:00,2026-10-25 01:00:00,ACME,"Web, ""site""",Design,,1:00:01,1.000139,1:00:01,1.000139,80.51,a1,t1,p1,c1,PT1H0.5S,PT1H0.5S',
      `2026-10-25,2026-10-25 02:30:00,2026-10-25 02:30:00,,Ops,,"'=cmd twice",1:00:00,1,0:00:00,0,,a2,,p2,,PT1H,PT0S`,
      '2026-10-26,2026-10-26 09:00:00,2026-10-26 09:20:00,ACME,"Web, ""site""",Design,"Review ",0:20:00,0.333333,0:20:00,0.333333,26.83,a3,t1,p1,c1,PT20M,PT20M',
      'Total,,,,,,,2:50:01,2.833472,1:50:01,1.833472,147.59,,,,,PT2H50M0.5S,PT1H50M0.5S',
      '',
    ]);
  });
});

describe('ZoneClock', () => {
  const zones = [
    'UTC',
    'Europe/Berlin',
    'Europe/Dublin',
    'America/New_York',
    'America/Sao_Paulo',
    'Australia/Lord_Howe',
    'Pacific/Chatham',
    'Pacific/Apia',
    'Asia/Kolkata',
    'Asia/Tokyo',
    'Africa/Casablanca',
  ];
  const SECOND = 1_000_000_000n;
  const YEAR = 366n * 86_400n * SECOND;

  it('gives the wall clock wallClockOf gives, for instants in and out of its range', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.bigInt({ min: -5_000_000_000n * SECOND, max: 7_000_000_000n * SECOND }),
        fc.bigInt({ min: 1n, max: 2n * YEAR }),
        fc.array(fc.bigInt({ min: -SECOND, max: 2n * YEAR + SECOND }), { minLength: 1, maxLength: 20 }),
        (zone, fromNs, length, offsets) => {
          const clock = new ZoneClock(zone, fromNs, fromNs + length);
          for (const offset of offsets) expect(clock.of(fromNs + offset)).toEqual(wallClockOf(fromNs + offset, zone));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is exact on both sides of every offset change of a range', () => {
    for (const zone of zones) {
      const fromNs = BigInt(Date.parse('2024-01-01T00:00:00Z')) * 1_000_000n;
      const toNs = fromNs + 2n * YEAR;
      const clock = new ZoneClock(zone, fromNs, toNs);
      let t: Temporal.ZonedDateTime | null = new Temporal.ZonedDateTime(fromNs, zone);
      for (;;) {
        t = t.getTimeZoneTransition('next');
        if (t === null || t.epochNanoseconds >= toNs) break;
        for (const d of [-SECOND - 1n, -SECOND, -1n, 0n, 1n, SECOND - 1n, SECOND])
          expect(clock.of(t.epochNanoseconds + d)).toEqual(wallClockOf(t.epochNanoseconds + d, zone));
      }
      expect(clock.of(fromNs)).toEqual(wallClockOf(fromNs, zone));
      expect(clock.of(toNs)).toEqual(wallClockOf(toNs, zone));
    }
  });
});

/** The workbook as exceljs built it before the direct writer (the reference the writer is compared with). */
async function exceljsXlsx(table: ReportTable, generated: Date): Promise<Buffer> {
  const NS_PER_DAY = 86_400_000_000_000;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Time-Tracking Service';
  workbook.created = generated;
  workbook.modified = generated;
  const sheet = workbook.addWorksheet('Report');
  const currencies = currenciesOf(table);
  const header = flatHeader(table);
  const time = { numFmt: '[h]:mm:ss' };
  const hours = { numFmt: '0.00####' };
  const amountFormat = (currency: string) => {
    const digits = minorDigits(currency);
    return digits === 0 ? '#,##0' : `#,##0.${'0'.repeat(digits)}`;
  };
  const styles = [
    ...table.names.map(() => ({})),
    time,
    hours,
    time,
    hours,
    ...currencies.map((c) => ({ numFmt: amountFormat(c) })),
    ...table.ids.map(() => ({})),
    {},
    {},
  ];
  const widths = [
    ...table.names.map((n) => (n === 'Description' ? 40 : n === 'Start' || n === 'End' ? 20 : 24)),
    12,
    10,
    14,
    14,
    ...currencies.map(() => 16),
    ...table.ids.map(() => 38),
    24,
    26,
  ];
  sheet.columns = header.map((h, i) => ({ header: h, key: String(i), width: widths[i], style: styles[i] }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const r of flatRecords(table)) {
    const row = sheet.addRow([
      ...r.names.map((n, i) => r.dateTimes[i] ?? (n === '' ? null : xmlSafe(n))),
      Number(r.ns) / NS_PER_DAY,
      Number(decimalHours(r.ns)),
      Number(r.billableNs) / NS_PER_DAY,
      Number(decimalHours(r.billableNs)),
      ...r.amounts.map(amountValue),
      ...r.ids.map((id) => (id === '' ? null : id)),
      formatDuration(r.ns),
      formatDuration(r.billableNs),
    ]);
    r.dateTimes.forEach((d, i) => {
      if (d !== null) row.getCell(i + 1).numFmt = 'yyyy-mm-dd hh:mm:ss';
    });
    if (r.total) row.font = { bold: true };
  }
  const about = workbook.addWorksheet('About');
  about.columns = [
    { header: 'Report', key: 'p', width: 20 },
    { header: table.title, key: 'v', width: 60 },
  ];
  about.getRow(1).font = { bold: true };
  for (const [label, value] of table.about) about.addRow([label, xmlSafe(value)]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** What a workbook holds, as exceljs reads it: properties, sheets, columns, views, and every cell's value, type, format and weight. */
async function workbookContent(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return {
    creator: book.creator,
    created: book.created,
    modified: book.modified,
    sheets: book.worksheets.map((sheet) => {
      const rows: unknown[] = [];
      sheet.eachRow({ includeEmpty: true }, (row, n) => {
        const cells: unknown[] = [];
        row.eachCell({ includeEmpty: true }, (cell, c) =>
          cells.push([c, cell.type, cell.value, cell.numFmt ?? null, cell.font?.bold === true]),
        );
        rows.push([n, row.font?.bold === true, cells]);
      });
      return {
        name: sheet.name,
        dimensions: sheet.dimensions.range,
        views: sheet.views,
        columns: (sheet.columns ?? []).map((c) => [c.width, c.numFmt ?? null]),
        rows,
      };
    }),
  };
}

describe('XLSX writer', () => {
  const at = (iso: string) => BigInt(Date.parse(iso)) * 1_000_000n;

  it('holds what exceljs wrote: a daily table with date-times, amounts in three currencies, odd names, the Total', async () => {
    const zone = 'Europe/Berlin';
    const [fromNs, toNs] = [at('2026-10-23T22:00:00Z'), at('2026-10-26T23:00:00Z')];
    const days = cachedDayBuckets(fromNs, toNs, zone);
    const activities = [
      { id: 'a1', taskId: 't1', projectId: null, billable: true, startNs: at('2026-10-24T21:30:00Z'), endNs: at('2026-10-24T23:00:00.5Z') },
      { id: 'a2', taskId: null, projectId: 'p2', billable: false, startNs: at('2026-10-25T00:30:00Z'), endNs: at('2026-10-25T01:30:00Z') },
      { id: 'a3', taskId: 't2', projectId: null, billable: true, startNs: at('2026-10-26T08:00:00Z'), endNs: at('2026-10-26T08:20:00Z') },
      { id: 'a4', taskId: 't3', projectId: null, billable: true, startNs: at('2026-10-26T09:00:00Z'), endNs: at('2026-10-26T09:07:00Z') },
    ];
    const nowNs = at('2026-11-01T00:00:00Z');
    const report = computeReport({ activities, fromNs, toNs, nowNs, buckets: days });
    const prices: Record<string, { currency: string; rate: bigint; digits: number; factor: bigint }> = {
      t1: { currency: 'EUR', rate: 805_000n, digits: 2, factor: amountFactor(805_000n, 2) },
      t2: { currency: 'JPY', rate: 12_345_0000n, digits: 0, factor: amountFactor(12_345_0000n, 0) },
      t3: { currency: 'BHD', rate: 123_4567n, digits: 3, factor: amountFactor(123_4567n, 3) },
    };
    const pricer = (a: { taskId: string | null }) => (a.taskId === null ? null : prices[a.taskId]);
    const names: TaskNames = {
      task: new Map([
        ['t1', 'Design <&> "quoted" \u0007bell'],
        ['t2', ' leading space'],
        ['t3', 'line\nbreak'],
      ]),
      placement: new Map([
        ['t1', { projectId: 'p1', clientId: 'c1' }],
        ['t2', { projectId: 'p1', clientId: 'c1' }],
        ['t3', { projectId: null, clientId: null }],
      ]),
      project: new Map([
        ['p1', 'Café 東京 😀'],
        ['p2', 'Ops'],
      ]),
      client: new Map([['c1', "O'Brien & Co"]]),
      projectClient: new Map<string, string | null>([
        ['p1', 'c1'],
        ['p2', null],
      ]),
      summary: new Map<string, string | null>([
        ['a1', null],
        ['a2', '=cmd twice'],
        ['a3', 'trailing '],
        ['a4', ''],
      ]),
    };
    const table = dailyLinesTable(
      {
        kind: 'daily',
        zoneId: zone,
        fromNs,
        toNs,
        generatedNs: null,
        nowNs,
        request: { roundingEcho: null, billable: null } as unknown as ReportRequest,
        account: 'a@example.com',
      },
      report,
      names,
      {
        days,
        rounding: NO_ROUNDING,
        pricer,
        total: computeReportBilling(report.intervals, days, days, 'daily', NO_ROUNDING, pricer).total,
      },
    );
    const generated = new Date('2026-11-01T10:11:12.345Z');
    const [written, reference] = [
      await workbookContent(await toXlsx(table, generated)),
      await workbookContent(await exceljsXlsx(table, generated)),
    ];
    expect(written).toEqual(reference);
    expect(written.sheets.map((s) => s.name)).toEqual(['Report', 'About']);
    expect(written.sheets[0].rows).toHaveLength(7);
  });

  it('holds what exceljs wrote for a large sheet (non-ASCII text across the writer chunks)', async () => {
    const rows: TableRow[] = Array.from({ length: 6000 }, (_, i) => ({
      names: [`Project ${i % 7} café 東京 😀 ${'x'.repeat(i % 50)}`, `Task ${i}`],
      ids: [`p${i % 7}`],
      ns: BigInt(i) * MIN,
      label: '',
      level: 0,
      billing: i % 3 === 0 ? null : billing([[BigInt(i) * MIN, 'EUR', BigInt(i * 13), 2]]),
    }));
    const table: ReportTable = {
      kind: 'summary',
      title: 'Summary report',
      fileBase: 'f',
      about: [['Time zone', 'Europe/Berlin']],
      names: ['Project', 'Task'],
      ids: ['Project ID'],
      rows,
      totalNs: rows.reduce((sum, r) => sum + r.ns, 0n),
      totalBilling: billing([[HOUR, 'EUR', 1n, 2]]),
      weeks: null,
    };
    const generated = new Date('2026-11-01T10:11:12Z');
    const bytes = await toXlsx(table, generated);
    expect(bytes.length).toBeGreaterThan(100_000);
    expect(await workbookContent(bytes)).toEqual(await workbookContent(await exceljsXlsx(table, generated)));
  });

  it('holds what exceljs wrote for any summary table', async () => {
    const name = fc.string({
      unit: fc.constantFrom('a', ' ', '<', '&', '"', "'", '\n', '\t', '\u0001', '\u007F', 'é', '😀', '_x0041_'),
      maxLength: 5,
    });
    const currency = fc.constantFrom<[string, number]>(['EUR', 2], ['JPY', 0], ['BHD', 3]);
    const ns = fc.bigInt({ min: 0n, max: 10n ** 16n });
    const billingArb = fc.option(
      fc.array(fc.tuple(ns, currency, fc.bigInt({ min: 0n, max: 10n ** 18n })), { maxLength: 3 }).map((lines) => {
        const b = new Billing();
        for (const [n, c, minor] of lines) b.add(n, { currency: c[0], rate: 0n, digits: c[1], factor: 0n }, minor);
        return b;
      }),
      { nil: null },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            names: fc.tuple(fc.option(name, { nil: null }), name),
            ids: fc.tuple(fc.option(name, { nil: null })),
            ns,
            billing: billingArb,
          }),
          {
            maxLength: 5,
          },
        ),
        ns,
        billingArb,
        fc.array(fc.tuple(name, name), { maxLength: 3 }),
        async (rows, totalNs, totalBilling, about) => {
          const table: ReportTable = {
            kind: 'summary',
            title: 'Summary report',
            fileBase: 'f',
            about,
            names: ['Project', 'Task'],
            ids: ['Project ID'],
            rows: rows.map((r) => ({ ...r, label: '', level: 0 })),
            totalNs,
            totalBilling,
            weeks: null,
          };
          const generated = new Date('2026-11-01T10:11:12Z');
          expect(await workbookContent(await toXlsx(table, generated))).toEqual(await workbookContent(await exceljsXlsx(table, generated)));
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('XLSX date-time texts', () => {
  const MS_PER_DAY = 86_400_000;
  /** What exceljs wrote for a date-time cell: JavaScript's text of the serial number. */
  const serial = (ms: number) => String(25_569 + ms / MS_PER_DAY);

  it("are String's text of the serial number for every second of the days at both ends and inside the range made from the time of day", () => {
    const texts = new SerialTexts();
    // Epoch days 2^14 (2014-11-09) to 2^15 - 1 (2059-09-17), a day in the middle, and the days just outside.
    for (const day of [2 ** 14 - 1, 2 ** 14, 2 ** 14 + 1, 20_420, 2 ** 15 - 1, 2 ** 15]) {
      for (let second = 0; second < 86_400; second++) {
        const ms = day * MS_PER_DAY + second * 1000;
        if (texts.text(ms) !== serial(ms)) expect([day, second, texts.text(ms)]).toEqual([day, second, serial(ms)]);
      }
    }
  });

  it("are String's text for any millisecond, in the range or not", () => {
    const texts = new SerialTexts();
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 2 ** 14 * MS_PER_DAY, max: 2 ** 15 * MS_PER_DAY - 1 }),
          fc.integer({ min: Date.UTC(1900, 2, 1), max: Date.UTC(2262, 3, 12) }),
        ),
        (ms) => expect(texts.text(ms)).toBe(serial(ms)),
      ),
      { numRuns: 20_000 },
    );
  });
});
