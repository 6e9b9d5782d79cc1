import Papa from 'papaparse';

/** One CSV record with the 1-based line of the file it starts on. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export interface CsvTable {
  delimiter: string;
  header: string[];
  records: CsvRecord[];
}

/**
 * Reads a tracker export: strips a UTF-8 BOM, takes the delimiter from the header line (`,`, `;` or
 * tab: a data line may hold decimal commas, the header does not), and keeps quoted fields with
 * embedded delimiters, quotes and newlines intact. Blank lines are dropped, and so are records whose
 * every field is blank (`,,,,`: the empty rows a spreadsheet saves below the data). Line breaks are made
 * uniform first: papaparse takes the break of the first line for the whole file, so a CRLF header
 * over LF rows (files edited or concatenated by hand) would otherwise read as one record.
 */
export function readCsv(input: string): CsvTable {
  const text = (input.charCodeAt(0) === 0xfeff ? input.slice(1) : input).replace(/\r\n?/g, '\n');
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const unquoted = firstLine.replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((d) => [d, unquoted.split(d).length - 1] as const);
  const delimiter = counts.reduce((best, c) => (c[1] > best[1] ? c : best), [',', -1] as readonly [string, number])[0];
  const parsed = Papa.parse<string[]>(text, { delimiter, newline: '\n', skipEmptyLines: false, header: false });
  // Papaparse reports records, not lines: count the line breaks inside each record to keep `line` true.
  const rows = parsed.data;
  const records: CsvRecord[] = [];
  let line = 1;
  for (const fields of rows) {
    const breaks = fields.reduce((n, f) => n + (f.match(/\n/g)?.length ?? 0), 0);
    if (!fields.every((f) => f.trim() === '')) records.push({ line, fields });
    line += 1 + breaks;
  }
  const [head, ...body] = records;
  return { delimiter, header: (head?.fields ?? []).map((h) => h.trim()), records: body };
}
