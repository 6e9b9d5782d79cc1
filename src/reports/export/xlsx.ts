import { decimalHours } from '../report-time';
import { dataRows } from './csv';
import { Billing } from '../billing';
import { ReportTable, amountCells, currenciesOf, isoDuration } from './report-table';

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const NS_PER_DAY = 86_400_000_000_000;
// Characters XML 1.0 cannot hold at all (a workbook with one does not open); names may contain them.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** A name as a workbook can hold it: characters XML forbids become U+FFFD. */
export const xmlSafe = (text: string | null) => (text === null ? null : text.replace(NOT_XML, '\uFFFD'));

/**
 * A workbook with the report table on its first sheet (the CSV's columns, a `time` column that
 * spreadsheets add up as a duration, then a Total row) and what the report covers on a second.
 */
export async function toXlsx(table: ReportTable, generated: Date): Promise<Buffer> {
  // Loaded on the first download, not at start-up: exceljs and what it pulls in hold ~25 MB of a
  // server that may never export a workbook (docs/performance.md).
  const ExcelJS = require('exceljs') as typeof import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Time-Tracking Service';
  workbook.created = generated;
  workbook.modified = generated;
  const sheet = workbook.addWorksheet('Report');
  sheet.columns = [
    ...table.columns.map((header) => ({ header, key: header, width: header.endsWith('Id') ? 38 : 28 })),
    { header: 'duration', key: 'duration', width: 24 },
    { header: 'hours', key: 'hours', width: 12 },
    { header: 'time', key: 'time', width: 12, style: { numFmt: '[h]:mm:ss' } },
    { header: 'billable', key: 'billable', width: 24 },
    { header: 'billableHours', key: 'billableHours', width: 14 },
    // Amounts as exact decimal text with the currency's minor digits (never a binary float).
    ...currenciesOf(table).map((c) => ({ header: `amount ${c}`, key: `amount ${c}`, width: 16 })),
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const currencies = currenciesOf(table);
  const row = (cells: Array<string | null>, ns: bigint, billing: Billing | null | undefined) => {
    const billableNs = billing?.billableNs ?? 0n;
    return [...cells.map(xmlSafe), isoDuration(ns), Number(decimalHours(ns)), Number(ns) / NS_PER_DAY, isoDuration(billableNs), Number(decimalHours(billableNs)), ...amountCells(billing, currencies)];
  };
  for (const r of dataRows(table)) sheet.addRow(row(r.cells, r.ns, r.billing));
  const total = sheet.addRow(row(['Total', ...table.columns.slice(1).map(() => null)], table.totalNs, table.totalBilling));
  total.font = { bold: true };
  const about = workbook.addWorksheet('About');
  about.columns = [{ header: 'property', key: 'p', width: 20 }, { header: 'value', key: 'v', width: 50 }];
  about.getRow(1).font = { bold: true };
  about.addRow(['report', table.title]);
  for (const [label, value] of table.meta) about.addRow([label, value]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
