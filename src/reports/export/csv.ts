import Papa from 'papaparse';
import { FORMULA_START } from '../../common/csv/formula-guard';
import { decimalHours } from '../report-time';
import { ReportTable, TableRow, amountCells, currenciesOf, isoDuration } from './report-table';

export const CSV_MEDIA_TYPE = 'text/csv; charset=utf-8; header=present';

/** The rows a flat file holds: the deepest level (subgroups under their group's cells, or the groups). */
export function dataRows(table: ReportTable): TableRow[] {
  const deepest = table.rows.some((r) => r.level === 1) ? 1 : 0;
  return table.rows.filter((r) => r.level === deepest);
}

/**
 * RFC 4180 CSV (every record ends with CRLF, fields quoted where needed), UTF-8 without a byte order mark, a header row,
 * then one row per data row with its names, the exact ISO 8601 duration and decimal hours. Cells
 * that a spreadsheet would run as a formula (starting with = + - @, tab or CR) get a leading '.
 */
export function toCsv(table: ReportTable): Buffer {
  const currencies = currenciesOf(table);
  const fields = [...table.columns, 'duration', 'hours', 'billable', 'billableHours', ...currencies.map((c) => `amount ${c}`)];
  const data = dataRows(table).map((row) => {
    const billableNs = row.billing?.billableNs ?? 0n;
    return [...row.cells.map((c) => c ?? ''), isoDuration(row.ns), decimalHours(row.ns), isoDuration(billableNs), decimalHours(billableNs), ...amountCells(row.billing, currencies)];
  });
  const text = Papa.unparse({ fields, data }, { newline: '\r\n', escapeFormulae: FORMULA_START });
  // Every record, the last included, ends with CRLF (papaparse ends a header-only file so, not others).
  return Buffer.from(text.endsWith('\r\n') ? text : `${text}\r\n`, 'utf8');
}
