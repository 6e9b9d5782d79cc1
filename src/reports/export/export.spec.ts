import Papa from 'papaparse';
import { toCsv } from './csv';
import { pdfText } from './pdf';
import { chooseFormat } from './report-export';
import { ReportTable, clockDuration } from './report-table';
import { xmlSafe } from './xlsx';

const MIN = 60_000_000_000n;

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

describe('toCsv', () => {
  const table = (rows: ReportTable['rows']): ReportTable => ({ kind: 'summary', title: 't', fileBase: 'f', meta: [], columns: ['projectId', 'project', 'task'], rows, totalNs: 0n, weeks: null });

  it('writes the deepest level only, with the group cells repeated, and round-trips through papaparse', () => {
    const csv = toCsv(table([
      { cells: ['p1', 'Web, "site"', null], ns: 90n * MIN, label: 'Web', level: 0 },
      { cells: ['p1', 'Web, "site"', 'Design'], ns: 60n * MIN, label: 'Design', level: 1 },
      { cells: ['p1', 'Web, "site"', '@sum'], ns: 30n * MIN, label: '@sum', level: 1 },
    ])).toString('utf8');
    expect(csv).toBe('projectId,project,task,duration,hours,billable,billableHours\r\np1,"Web, ""site""",Design,PT1H,1,PT0S,0\r\np1,"Web, ""site""","\'@sum",PT30M,0.5,PT0S,0\r\n');
    expect(Papa.parse(csv, { header: true, skipEmptyLines: true }).data).toEqual([
      { projectId: 'p1', project: 'Web, "site"', task: 'Design', duration: 'PT1H', hours: '1', billable: 'PT0S', billableHours: '0' },
      { projectId: 'p1', project: 'Web, "site"', task: '\'@sum', duration: 'PT30M', hours: '0.5', billable: 'PT0S', billableHours: '0' },
    ]);
  });

  it('guards multi-line text that starts like a formula too', () => {
    const csv = toCsv(table([{ cells: ['p1', '=1+1\nsecond line', '-x'], ns: 30n * MIN, label: 'x', level: 0 }])).toString('utf8');
    expect(Papa.parse(csv, { header: true, skipEmptyLines: true }).data).toEqual([
      { projectId: 'p1', project: '\'=1+1\nsecond line', task: '\'-x', duration: 'PT30M', hours: '0.5', billable: 'PT0S', billableHours: '0' },
    ]);
  });
});

describe('PDF text and durations', () => {
  it('keeps Windows-1252 text and replaces the rest', () => {
    expect(pdfText('Café – “ok” €5')).toBe('Café – “ok” €5');
    expect(pdfText('日本 😀 x')).toBe('?? ? x');
  });

  it('prints durations as h:mm, with seconds only when needed', () => {
    expect(clockDuration(0n)).toBe('0:00');
    expect(clockDuration(90n * MIN)).toBe('1:30');
    expect(clockDuration(32n * 60n * MIN)).toBe('32:00');
    expect(clockDuration(20n * MIN + 1n)).toBe('0:20:00.000000001');
    expect(clockDuration(61_500_000_000n)).toBe('0:01:01.5');
  });
});

describe('xmlSafe', () => {
  it('replaces only the characters XML 1.0 cannot hold', () => {
    expect(xmlSafe('a\u0007b\tc\nd\u001Fe\uFFFE')).toBe('a\uFFFDb\tc\nd\uFFFDe\uFFFD');
    expect(xmlSafe('Café 😀')).toBe('Café 😀');
    expect(xmlSafe(null)).toBeNull();
  });
});
