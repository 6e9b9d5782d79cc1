import { FORMULA_START } from '../../common/csv/formula-guard';
import { JsonByteWriter } from '../../common/http/response-writer';
import { Billing } from '../billing';
import { decimalHours } from '../report-time';
import {
  ReportTable,
  TableRow,
  amountCells,
  currenciesOf,
  dataRows,
  flatHeader,
  hms,
  isoDuration,
  remembered,
  totalRow,
} from './report-table';

export const CSV_MEDIA_TYPE = 'text/csv; charset=utf-8; header=present';

/** What makes papaparse quote a field: a line break, a quote, a comma, a byte order mark, a leading or trailing space. */
const NEEDS_QUOTES = /[\r\n",\uFEFF]|^ | $/;
const QUOTE = /"/g;

/**
 * One field, exactly as papaparse's unparse writes it with FORMULA_START as its escapeFormulae: a
 * cell a spreadsheet would run as a formula gets a leading ' and quotes; quotes are doubled inside
 * quotes; empty stays empty.
 */
export function csvField(text: string): string {
  if (text === '') return '';
  if (FORMULA_START.test(text)) return `"'${text.replace(QUOTE, '""')}"`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(QUOTE, '""')}"` : text;
}

/**
 * RFC 4180 CSV (every record ends with CRLF, fields quoted where needed), UTF-8 without a byte order
 * mark, a header row, one row per data row and a Total row (report-table.ts flatHeader has the
 * columns). Cells that a spreadsheet would run as a formula (starting with = + - @, tab or CR) get a
 * leading '.
 *
 * Written directly as UTF-8 bytes (a year's daily download is ~10,000 lines): the bytes are those
 * papaparse's unparse made of recordTexts(flatRecords(table)) before (the spec compares both). The
 * figures a row prints (h:mm:ss, decimal hours, ISO 8601) are made once per distinct duration, its
 * amount fields once per billing object.
 */
export function toCsv(table: ReportTable): Buffer {
  const out = new JsonByteWriter();
  const currencies = currenciesOf(table);
  // A duration's "h:mm:ss,hours" and its ISO 8601 text (none of them needs quoting).
  const timesOf = remembered((ns: bigint) => `${hms(ns)},${decimalHours(ns)}`);
  const isoOf = remembered(isoDuration);
  const fields = (cells: ReadonlyArray<string | null>): string => {
    let line = '';
    for (const cell of cells) line += `${csvField(cell ?? '')},`;
    return line;
  };
  // A row's amount fields, by its billing: daily lines of one length at one price share theirs.
  const amountsOf = remembered((billing: Billing | null) => fields(amountCells(billing, currencies)));
  const record = (row: TableRow): void => {
    const billableNs = row.billing?.billableNs ?? 0n;
    out.write(
      `${fields(row.names)}${timesOf(row.ns)},${timesOf(billableNs)},${amountsOf(row.billing ?? null)}${fields(row.ids)}` +
        `${isoOf(row.ns)},${isoOf(billableNs)}\r\n`,
    );
  };
  out.write(`${flatHeader(table).map(csvField).join(',')}\r\n`);
  for (const row of dataRows(table)) record(row);
  record(totalRow(table));
  return out.bytes();
}
