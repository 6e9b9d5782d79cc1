import Papa from 'papaparse';
import { FORMULA_START } from '../../common/csv/formula-guard';
import { ReportTable, flatHeader, flatRecords, recordTexts } from './report-table';

export const CSV_MEDIA_TYPE = 'text/csv; charset=utf-8; header=present';

/**
 * RFC 4180 CSV (every record ends with CRLF, fields quoted where needed), UTF-8 without a byte order
 * mark, a header row, one row per data row and a Total row (report-table.ts flatHeader has the
 * columns). Cells that a spreadsheet would run as a formula (starting with = + - @, tab or CR) get a
 * leading '.
 */
export function toCsv(table: ReportTable): Buffer {
  const data = flatRecords(table).map(recordTexts);
  const text = Papa.unparse({ fields: flatHeader(table), data }, { newline: '\r\n', escapeFormulae: FORMULA_START });
  return Buffer.from(text.endsWith('\r\n') ? text : `${text}\r\n`, 'utf8');
}
