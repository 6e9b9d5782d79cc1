import { minorDigits } from '../../rates/money';
import { decimalHours } from '../report-time';
import { ReportTable, currenciesOf, flatHeader, flatRecords, isoDuration } from './report-table';

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const NS_PER_DAY = 86_400_000_000_000;
/** Local date-times (the daily Start and End): the report zone's wall clock, as the CSV writes it. */
const DATE_TIME = 'yyyy-mm-dd hh:mm:ss';
// Characters XML 1.0 cannot hold at all (a workbook with one does not open); names may contain them.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** A name as a workbook can hold it: characters XML forbids become U+FFFD. */
export const xmlSafe = (text: string | null) => (text === null ? null : text.replace(NOT_XML, '\uFFFD'));

/** A decimal text without trailing fraction zeros (and without the point when whole). */
const shortest = (text: string) => (text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text);

/**
 * An amount cell: a number where the workbook's number holds exactly these decimal digits (its
 * shortest form is the text), else the exact text. No arithmetic is done on it either way.
 */
export function amountValue(text: string): number | string | null {
  if (text === '') return null;
  const n = Number(text);
  return String(n) === shortest(text) ? n : text;
}

const amountFormat = (currency: string) => {
  const digits = minorDigits(currency);
  return digits === 0 ? '#,##0' : `#,##0.${'0'.repeat(digits)}`;
};

/**
 * A workbook with the report table on its first sheet: the CSV's columns, with the times as
 * duration cells ([h]:mm:ss) that a spreadsheet adds up, hours and amounts as numbers, local start
 * and end as date-time cells showing the report zone's wall clock (to the second, like the CSV),
 * then the Total row; what the report covers on a second sheet.
 */
export async function toXlsx(table: ReportTable, generated: Date): Promise<Buffer> {
  // Loaded on the first download, not at start-up: exceljs and what it pulls in hold ~25 MB of a
  // server that may never export a workbook (docs/performance.md).
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded synchronously on first use, not at start-up
  const ExcelJS = require('exceljs') as typeof import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Time-Tracking Service';
  workbook.created = generated;
  workbook.modified = generated;
  const sheet = workbook.addWorksheet('Report');
  const currencies = currenciesOf(table);
  const header = flatHeader(table);
  const time = { numFmt: '[h]:mm:ss' };
  const hours = { numFmt: '0.00####' };
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
      isoDuration(r.ns),
      isoDuration(r.billableNs),
    ]);
    r.dateTimes.forEach((d, i) => {
      if (d !== null) row.getCell(i + 1).numFmt = DATE_TIME;
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
