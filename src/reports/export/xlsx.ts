import { setImmediate as nextTurn } from 'node:timers/promises';
import { promisify } from 'node:util';
import { crc32, createDeflateRaw, deflateRaw, deflateRawSync } from 'node:zlib';
import { JsonByteWriter } from '../../common/http/response-writer';
import { minorDigits } from '../../rates/money';
import { Billing } from '../billing';
import { decimalHours } from '../report-time';
import { ReportTable, TableRow, amountCells, currenciesOf, dataRows, flatHeader, isoDuration, remembered, totalRow } from './report-table';

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const NS_PER_DAY = 86_400_000_000_000;
const MS_PER_DAY = 86_400_000;
/** Day 0 of the spreadsheet's 1900 date system is 25,569 days before 1970-01-01. */
const EPOCH_SERIAL = 25_569;
/** Local date-times (the daily Start and End): the report zone's wall clock, as the CSV writes it. */
const DATE_TIME = 'yyyy-mm-dd hh:mm:ss';
// Characters XML 1.0 cannot hold at all (a workbook with one does not open); names may contain them.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const HAS_NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/** A name as a workbook can hold it: characters XML forbids become U+FFFD. */
export const xmlSafe = (text: string | null) => (text === null || !HAS_NOT_XML.test(text) ? text : text.replace(NOT_XML, '\uFFFD'));

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
 *
 * Written directly (SpreadsheetML parts in a zip of node:zlib's deflate): exceljs took about a
 * second for a year's daily download (10,000 rows), most of it registering a style per cell, its
 * XML writer and a JavaScript deflate. The workbook holds what exceljs wrote (the spec reads both
 * back with exceljs and compares them cell by cell): the same parts, shared strings, cell types and
 * values, number formats (exceljs's built-in IDs where it used them), bold header and Total rows,
 * column widths and styles, the frozen header row, the document properties.
 */
export async function toXlsx(table: ReportTable, generated: Date): Promise<Buffer> {
  const strings = new SharedStrings();
  const styles = new Styles();
  // The sheet's rows are written now; its last chunks may still be deflating on the thread pool, beside the shared strings.
  const report = await reportSheet(table, strings, styles);
  const about = aboutSheet(table, strings, styles);
  const [sheet, sharedStrings] = await Promise.all([report.packed, deflatedPart(strings.xml())]);
  const parts: Array<[string, Buffer | string | PackedPart]> = [
    ['[Content_Types].xml', CONTENT_TYPES],
    ['_rels/.rels', ROOT_RELS],
    ['xl/_rels/workbook.xml.rels', WORKBOOK_RELS],
    ['xl/worksheets/sheet1.xml', sheet],
    ['xl/worksheets/sheet2.xml', about],
    ['xl/sharedStrings.xml', sharedStrings],
    ['xl/theme/theme1.xml', theme()],
    ['xl/styles.xml', styles.xml()],
    ['docProps/app.xml', APP],
    ['docProps/core.xml', core(generated)],
    ['xl/workbook.xml', WORKBOOK],
  ];
  return zip(parts, generated);
}

/** One cell: a number, a shared string, or nothing (written only when it has a style). */
type Value = number | string | null | NumberText;

/** A number cell whose text (JavaScript's, as exceljs wrote it) was made once for many cells. */
class NumberText {
  readonly text: string;
  constructor(value: number) {
    this.text = String(value);
  }
}

interface Column {
  header: string;
  width: number;
  /** The column's number format (null: General). */
  numFmt: string | null;
}

/** Writes the report's sheet; `packed` settles when its deflate has caught up. */
async function reportSheet(table: ReportTable, strings: SharedStrings, styles: Styles): Promise<{ packed: Promise<PackedPart> }> {
  const currencies = currenciesOf(table);
  const header = flatHeader(table);
  const formats: Array<string | null> = [
    ...table.names.map(() => null),
    '[h]:mm:ss',
    '0.00####',
    '[h]:mm:ss',
    '0.00####',
    ...currencies.map(amountFormat),
    ...table.ids.map(() => null),
    null,
    null,
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
  const columns: Column[] = header.map((h, i) => ({ header: h, width: widths[i], numFmt: formats[i] }));
  const rows = dataRows(table);
  const part = new DeflatingPart();
  const sheet = new SheetWriter(part, columns, strings, styles, true, rows.length + 2);
  sheet.row(header, true);
  const plain = columns.map((c) => styles.id(c.numFmt, false));
  const bolder = columns.map((c) => styles.id(c.numFmt, true));
  // A duration's cells (its day fraction, its decimal hours) repeat: each made once per value.
  const timesOf = remembered((ns: bigint): [NumberText, NumberText] => [
    new NumberText(Number(ns) / NS_PER_DAY),
    new NumberText(Number(decimalHours(ns))),
  ]);
  const isoOf = remembered(isoDuration);
  // Amount texts repeat (a year of 20-minute lines at a few rates): each one's cell value once.
  const amountOf = remembered((text: string): Value => {
    const amount = amountValue(text);
    return typeof amount === 'number' ? new NumberText(amount) : amount;
  });
  // A row's amount cells, by its billing: daily lines of one length at one price share theirs.
  const amountsOf = remembered((billing: Billing | null): Value[] => amountCells(billing, currencies).map(amountOf));
  // The cell styles of a row whose names at some places are date-times (the daily Start and End), by those places (bits).
  const dated = [new Map<number, number[]>(), new Map<number, number[]>()];
  const datedStyles = (places: number, bold: boolean): number[] => {
    let rowStyles = dated[bold ? 1 : 0].get(places);
    if (rowStyles === undefined) {
      rowStyles = (bold ? bolder : plain).slice();
      for (let i = 0; i < rowStyles.length; i++) if (places & (2 ** i)) rowStyles[i] = styles.id(DATE_TIME, bold);
      dated[bold ? 1 : 0].set(places, rowStyles);
    }
    return rowStyles;
  };
  const values: Value[] = [];
  const record = (r: TableRow, bold: boolean): void => {
    values.length = 0;
    let places = 0;
    for (let i = 0; i < r.names.length; i++) {
      const n = r.names[i];
      const wallClock = r.dateTimes?.[i] ?? null;
      if (wallClock !== null) {
        values.push(EPOCH_SERIAL + wallClock.getTime() / MS_PER_DAY);
        places += 2 ** i;
      } else values.push(n === null || n === '' ? null : xmlSafe(n));
    }
    const billableNs = r.billing?.billableNs ?? 0n;
    const [time, hours] = timesOf(r.ns);
    const [billableTime, billableHours] = timesOf(billableNs);
    values.push(time, hours, billableTime, billableHours);
    for (const amount of amountsOf(r.billing ?? null)) values.push(amount);
    for (const id of r.ids) values.push(id === null || id === '' ? null : id);
    values.push(isoOf(r.ns), isoOf(billableNs));
    sheet.row(values, bold, places === 0 ? null : datedStyles(places, bold));
  };
  try {
    for (const r of rows) {
      record(r, false);
      // A full chunk goes to the deflater; yielding lets its thread-pool work start while the next rows are written.
      if (part.handedOff()) await nextTurn();
    }
    record(totalRow(table), true);
    sheet.end();
    const packed = part.end();
    // Awaited by toXlsx; should it fail before that, the rejection is not left unhandled.
    packed.catch(() => undefined);
    return { packed };
  } catch (error) {
    part.destroy();
    throw error;
  }
}

function aboutSheet(table: ReportTable, strings: SharedStrings, styles: Styles): Buffer {
  const columns: Column[] = [
    { header: 'Report', width: 20, numFmt: null },
    { header: table.title, width: 60, numFmt: null },
  ];
  // A few hundred bytes: gathered whole, then deflated with the other small parts.
  const out = new JsonByteWriter(1 << 12);
  const sheet = new SheetWriter(out, columns, strings, styles, false, table.about.length + 1);
  sheet.row(
    columns.map((c) => c.header),
    true,
  );
  for (const [label, value] of table.about) sheet.row([label, xmlSafe(value)], false);
  sheet.end();
  return out.bytes();
}

/** A zip entry's data, deflated, with the CRC-32 and the size of the bytes deflated. */
interface PackedPart {
  packed: Buffer;
  crc: number;
  size: number;
}

/** The bytes a sheet gathers before handing them on (to the deflater, for the report's sheet). */
const CHUNK_BYTES = 1 << 18;

/**
 * A sheet's text written straight into byte chunks, each handed on when full: no string of a row or
 * a cell is built. A sheet's XML is ASCII (every name and text is a shared string, written
 * elsewhere), copied a character at a time; anything else is written as UTF-8 all the same.
 */
class ByteChunks {
  private buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  private length = 0;

  constructor(private readonly take: (chunk: Buffer) => void) {}

  write(text: string): void {
    const n = text.length;
    // At most 3 bytes per UTF-16 unit.
    if (this.length + 3 * n > this.buffer.length) {
      this.flush();
      if (3 * n > this.buffer.length) this.buffer = Buffer.allocUnsafe(3 * n);
    }
    const buffer = this.buffer;
    let at = this.length;
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c >= 0x80) {
        at += buffer.write(text.slice(i), at, 'utf8');
        break;
      }
      buffer[at++] = c;
    }
    this.length = at;
  }

  /** Hands on what has been written (the chunk is the caller's from then on). */
  flush(): void {
    if (this.length === 0) return;
    const chunk = this.buffer.subarray(0, this.length);
    this.buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    this.length = 0;
    this.take(chunk);
  }
}

/**
 * A part deflated while it is written: each full chunk is added to the CRC and written to a raw
 * deflate stream, which runs on libuv's thread pool while the next rows are written. A year's sheet
 * is ~7 MB, whose deflate (~15–20 ms at level 1) then overlaps the writing instead of following it.
 * The stream goes on to its next chunk only from the event loop, so the writer yields after each
 * hand-off (`handedOff`, reportSheet); its output chunks are as large as an input chunk's output can
 * be, one pass on the thread pool per chunk (with the default 16 kB it took ~5 passes each).
 */
class DeflatingPart extends ByteChunks {
  private readonly deflater = createDeflateRaw({ level: DEFLATE_LEVEL, chunkSize: CHUNK_BYTES });
  private readonly packed: Buffer[] = [];
  private readonly finished: Promise<void>;
  private crc = 0;
  private size = 0;
  private handed = false;

  constructor() {
    super((chunk) => {
      this.crc = crc32(chunk, this.crc);
      this.size += chunk.length;
      this.deflater.write(chunk);
      this.handed = true;
    });
    this.deflater.on('data', (bytes: Buffer) => this.packed.push(bytes));
    this.finished = new Promise((resolve, reject) => {
      this.deflater.once('end', resolve);
      this.deflater.once('error', reject);
    });
    // end() awaits `finished`; a failed writer destroys the stream and nobody waits.
    this.finished.catch(() => undefined);
  }

  /** True once after each chunk handed to the deflater. */
  handedOff(): boolean {
    const handed = this.handed;
    this.handed = false;
    return handed;
  }

  async end(): Promise<PackedPart> {
    this.flush();
    this.deflater.end();
    await this.finished;
    return { packed: Buffer.concat(this.packed), crc: this.crc, size: this.size };
  }

  destroy(): void {
    this.deflater.destroy();
  }
}

/** The text of an XML element or attribute as exceljs encoded it: the five entities, and C0 controls (but tab, LF, CR) and DEL dropped. */
const XML_SPECIAL = /[<>&'"\x7F\x00-\x08\x0B\x0C\x0E-\x1F]/;
const XML_ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };
function xmlText(text: string): string {
  if (!XML_SPECIAL.test(text)) return text;
  return text.replace(/[<>&'"\x7F\x00-\x08\x0B\x0C\x0E-\x1F]/g, (c) => XML_ENTITIES[c] ?? '');
}

/** The workbook's shared strings: each distinct text once, cells refer to it by index. */
class SharedStrings {
  /** Each text's index, as the text a cell holds. */
  private readonly index = new Map<string, string>();
  private readonly out = new JsonByteWriter();
  private count = 0;

  id(text: string): string {
    this.count++;
    let i = this.index.get(text);
    if (i === undefined) {
      this.index.set(text, (i = String(this.index.size)));
      // exceljs's text element: spaces kept where the text starts or ends with one, or holds a line break.
      const space = /^\s|\n|\s$/.test(text) ? ' xml:space="preserve"' : '';
      this.out.write(`<si><t${space}>${xmlText(text)}</t></si>`);
    }
    return i;
  }

  xml(): Buffer {
    const head = Buffer.from(`${XML_HEAD}<sst xmlns="${MAIN_NS}" count="${this.count}" uniqueCount="${this.index.size}">`, 'utf8');
    return Buffer.concat([head, this.out.bytes(), Buffer.from('</sst>')]);
  }
}

/** exceljs's built-in number formats among those used here; others are custom from 164 on. */
const BUILT_IN_FORMATS: Record<string, number> = { '#,##0': 3, '#,##0.00': 4, '[h]:mm:ss': 46 };

/** The cell formats used: a number format and plain or bold, in order of first use (0: General, plain). */
class Styles {
  private readonly formats = new Map<string, number>();
  private readonly xfs: Array<{ numFmtId: number; bold: boolean }> = [{ numFmtId: 0, bold: false }];
  private readonly ids = new Map<string, number>([['0 false', 0]]);

  id(numFmt: string | null, bold: boolean): number {
    let numFmtId = 0;
    if (numFmt !== null) {
      numFmtId = BUILT_IN_FORMATS[numFmt] ?? this.formats.get(numFmt) ?? 164 + this.formats.size;
      if (!(numFmt in BUILT_IN_FORMATS)) this.formats.set(numFmt, numFmtId);
    }
    const key = `${numFmtId} ${bold}`;
    let id = this.ids.get(key);
    if (id === undefined) {
      this.ids.set(key, (id = this.xfs.length));
      this.xfs.push({ numFmtId, bold });
    }
    return id;
  }

  xml(): string {
    const numFmts = [...this.formats].map(([code, id]) => `<numFmt numFmtId="${id}" formatCode="${xmlText(code)}"/>`).join('');
    const xfs = this.xfs
      .map(
        (x) =>
          `<xf numFmtId="${x.numFmtId}" fontId="${x.bold ? 1 : 0}" fillId="0" borderId="0" xfId="0"` +
          `${x.numFmtId !== 0 ? ' applyNumberFormat="1"' : ''}${x.bold ? ' applyFont="1"' : ''}/>`,
      )
      .join('');
    return (
      `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}" xmlns:mc="${MC_NS}" mc:Ignorable="x14ac x16r2" xmlns:x14ac="${X14AC_NS}" ` +
      `xmlns:x16r2="http://schemas.microsoft.com/office/spreadsheetml/2015/02/main">` +
      (this.formats.size > 0 ? `<numFmts count="${this.formats.size}">${numFmts}</numFmts>` : '') +
      '<fonts count="2" x14ac:knownFonts="1"><font><color theme="1"/><family val="2"/><scheme val="minor"/><sz val="11"/><name val="Calibri"/></font><font><b/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      `<cellXfs count="${this.xfs.length}">${xfs}</cellXfs>` +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles><dxfs count="0"/>' +
      '<tableStyles count="0" defaultTableStyle="TableStyleMedium2" defaultPivotStyle="PivotStyleLight16"/>' +
      '<extLst><ext uri="{EB79DEF2-80B8-43e5-95BD-54CBDDF9020C}" xmlns:x14="http://schemas.microsoft.com/office/spreadsheetml/2009/9/main">' +
      '<x14:slicerStyles defaultSlicerStyle="SlicerStyleLight1"/></ext><ext uri="{9260A510-F301-46a8-8635-F512D64BE5F5}" ' +
      'xmlns:x15="http://schemas.microsoft.com/office/spreadsheetml/2010/11/main"><x15:timelineStyles defaultTimelineStyle="TimeSlicerStyleLight1"/></ext></extLst>' +
      '</styleSheet>'
    );
  }
}

/** A1-style column letters of a 0-based column. */
function columnLetters(i: number): string {
  let letters = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** What follows a cell's row number, by its style: an empty cell's end, a shared string's start, a number's start. */
interface CellTails {
  empty: string;
  shared: string;
  number: string;
}

function cellTails(style: number): CellTails {
  const s = style === 0 ? '"' : `" s="${style}"`;
  return { empty: `${s}/>`, shared: `${s} t="s"><v>`, number: `${s}><v>` };
}

/**
 * A worksheet's XML, row by row: every row has a cell per column; a cell takes its column's number
 * format (bold rows: the bold one), or the one given for it; an empty cell is written only when it
 * has a style, as exceljs wrote it.
 */
class SheetWriter {
  private readonly letters: string[];
  private readonly opens: string[];
  private readonly afterRow: CellTails[] = [];
  private readonly plain: number[];
  private readonly bold: number[];
  private readonly boldRow: number;
  private rows = 0;

  /** Writes the sheet's head at once: its dimension needs the number of rows, `rowCount`, which end() checks. */
  constructor(
    private readonly out: { write(text: string): void },
    private readonly columns: Column[],
    private readonly strings: SharedStrings,
    styles: Styles,
    frozenHeader: boolean,
    private readonly rowCount: number,
  ) {
    this.letters = columns.map((_, i) => columnLetters(i));
    this.opens = this.letters.map((l) => `<c r="${l}`);
    this.plain = columns.map((c) => styles.id(c.numFmt, false));
    this.bold = columns.map((c) => styles.id(c.numFmt, true));
    this.boldRow = styles.id(null, true);
    out.write(
      `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}" xmlns:mc="${MC_NS}" mc:Ignorable="x14ac" xmlns:x14ac="${X14AC_NS}">` +
        `<dimension ref="A1:${this.letters[this.letters.length - 1]}${rowCount}"/>` +
        (frozenHeader
          ? '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
            '<selection pane="bottomLeft"/></sheetView></sheetViews>'
          : '') +
        '<sheetFormatPr defaultRowHeight="15" outlineLevelRow="0" outlineLevelCol="0" x14ac:dyDescent="55"/>' +
        `<cols>${this.cols()}</cols><sheetData>`,
    );
  }

  /** Adjacent columns of one width and style share a <col> element, as exceljs wrote them. */
  private cols(): string {
    let xml = '';
    for (let i = 0; i < this.columns.length;) {
      let j = i;
      while (j + 1 < this.columns.length && this.columns[j + 1].width === this.columns[i].width && this.plain[j + 1] === this.plain[i]) j++;
      const style = this.plain[i] === 0 ? '' : ` style="${this.plain[i]}"`;
      xml += `<col min="${i + 1}" max="${j + 1}" width="${this.columns[i].width}"${style} customWidth="1"/>`;
      i = j + 1;
    }
    return xml;
  }

  /** A row of values (one per column); `cellStyles` overrides the columns' styles of a plain row. */
  row(values: readonly Value[], bold: boolean, cellStyles: readonly number[] | null = null): void {
    const out = this.out;
    const r = String(++this.rows);
    const styles = cellStyles ?? (bold ? this.bold : this.plain);
    out.write(
      bold
        ? `<row r="${r}" spans="1:${this.columns.length}" s="${this.boldRow}" customFormat="1" x14ac:dyDescent="0.25">`
        : `<row r="${r}" spans="1:${this.columns.length}" x14ac:dyDescent="0.25">`,
    );
    for (let i = 0; i < this.columns.length; i++) {
      const value = values[i] ?? null;
      const s = styles[i];
      if (value === null && s === 0) continue;
      // `<c r="A` … the row … `" s="1"><v>`: the pieces around the row number, made once per column and style.
      const after = (this.afterRow[s] ??= cellTails(s));
      out.write(this.opens[i]);
      out.write(r);
      if (value === null) out.write(after.empty);
      else if (typeof value === 'string') {
        out.write(after.shared);
        out.write(this.strings.id(value));
        out.write('</v></c>');
      } else {
        out.write(after.number);
        out.write(typeof value === 'number' ? String(value) : value.text);
        out.write('</v></c>');
      }
    }
    out.write('</row>');
  }

  /** The worksheet's tail, after exactly the rows its head announced. */
  end(): void {
    if (this.rows !== this.rowCount) throw new Error(`The sheet announced ${this.rowCount} rows and has ${this.rows}`);
    this.out.write(
      '</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>' +
        '<pageSetup orientation="portrait" horizontalDpi="4294967295" verticalDpi="4294967295" scale="100" fitToWidth="1" fitToHeight="1"/></worksheet>',
    );
  }
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const MC_NS = 'http://schemas.openxmlformats.org/markup-compatibility/2006';
const X14AC_NS = 'http://schemas.microsoft.com/office/spreadsheetml/2009/9/ac';
const PACKAGE_RELS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_TYPE = 'application/vnd.openxmlformats-officedocument';

const CONTENT_TYPES =
  `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/xl/workbook.xml" ContentType="${OFFICE_TYPE}.spreadsheetml.sheet.main+xml"/>` +
  `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${OFFICE_TYPE}.spreadsheetml.worksheet+xml"/>` +
  `<Override PartName="/xl/worksheets/sheet2.xml" ContentType="${OFFICE_TYPE}.spreadsheetml.worksheet+xml"/>` +
  `<Override PartName="/xl/theme/theme1.xml" ContentType="${OFFICE_TYPE}.theme+xml"/>` +
  `<Override PartName="/xl/styles.xml" ContentType="${OFFICE_TYPE}.spreadsheetml.styles+xml"/>` +
  `<Override PartName="/xl/sharedStrings.xml" ContentType="${OFFICE_TYPE}.spreadsheetml.sharedStrings+xml"/>` +
  `<Default Extension="vml" ContentType="${OFFICE_TYPE}.vmlDrawing"/>` +
  '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
  `<Override PartName="/docProps/app.xml" ContentType="${OFFICE_TYPE}.extended-properties+xml"/></Types>`;

const ROOT_RELS =
  `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELS_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
  `<Relationship Id="rId3" Type="${REL_NS}/extended-properties" Target="docProps/app.xml"/></Relationships>`;

const WORKBOOK_RELS =
  `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELS_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/styles" Target="styles.xml"/>` +
  `<Relationship Id="rId2" Type="${REL_NS}/theme" Target="theme/theme1.xml"/>` +
  `<Relationship Id="rId3" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/>` +
  `<Relationship Id="rId4" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId5" Type="${REL_NS}/worksheet" Target="worksheets/sheet2.xml"/></Relationships>`;

const WORKBOOK =
  `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}" xmlns:mc="${MC_NS}" mc:Ignorable="x15" ` +
  'xmlns:x15="http://schemas.microsoft.com/office/spreadsheetml/2010/11/main">' +
  '<fileVersion appName="xl" lastEdited="5" lowestEdited="5" rupBuild="9303"/><workbookPr defaultThemeVersion="164011" filterPrivacy="1"/>' +
  '<sheets><sheet sheetId="1" name="Report" state="visible" r:id="rId4"/><sheet sheetId="2" name="About" state="visible" r:id="rId5"/></sheets>' +
  '<calcPr calcId="171027"/></workbook>';

const APP =
  `${XML_HEAD}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" ` +
  'xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"><Application>Microsoft Excel</Application>' +
  '<DocSecurity>0</DocSecurity><ScaleCrop>false</ScaleCrop><HeadingPairs><vt:vector size="2" baseType="variant"><vt:variant>' +
  '<vt:lpstr>Worksheets</vt:lpstr></vt:variant><vt:variant><vt:i4>2</vt:i4></vt:variant></vt:vector></HeadingPairs>' +
  '<TitlesOfParts><vt:vector size="2" baseType="lpstr"><vt:lpstr>Report</vt:lpstr><vt:lpstr>About</vt:lpstr></vt:vector></TitlesOfParts>' +
  '<Company></Company><Manager></Manager><LinksUpToDate>false</LinksUpToDate><SharedDoc>false</SharedDoc>' +
  '<HyperlinksChanged>false</HyperlinksChanged><AppVersion>16.0300</AppVersion></Properties>';

/** The document properties: the service as creator, created and modified at the report's generation time. */
function core(generated: Date): string {
  const at = generated.toISOString().replace(/[.]\d{3}/, '');
  return (
    `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
    'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:dcmitype="http://purl.org/dc/dcmitype/" ' +
    'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:creator>Time-Tracking Service</dc:creator><dc:title></dc:title>' +
    '<dc:subject></dc:subject><dc:description></dc:description><cp:keywords></cp:keywords><cp:category></cp:category>' +
    '<cp:lastModifiedBy>Unknown</cp:lastModifiedBy>' +
    `<dcterms:created xsi:type="dcterms:W3CDTF">${at}</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">${at}</dcterms:modified>` +
    '</cp:coreProperties>'
  );
}

/** The Office theme exceljs writes (the default font, Calibri, is the theme's minor font); read on the first workbook. */
let themeXml: string | null = null;
function theme(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- one 8 kB string module of exceljs, read on first use
  themeXml ??= require('exceljs/lib/xlsx/xml/theme1.js') as string;
  return themeXml;
}

const deflateRawAsync = promisify(deflateRaw);

/** Deflate level of the parts: 1 is several times faster than the default 6 on a year's sheet, for a larger file. */
const DEFLATE_LEVEL = 1;

/** A larger part deflated on the thread pool (the shared strings of a year: ~0.5 MB), beside the sheet's last chunks. */
async function deflatedPart(data: Buffer): Promise<PackedPart> {
  return { packed: await deflateRawAsync(data, { level: DEFLATE_LEVEL }), crc: crc32(data), size: data.length };
}

function packedPart(content: Buffer | string | PackedPart): PackedPart {
  if (typeof content !== 'string' && !Buffer.isBuffer(content)) return content;
  const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return { packed: deflateRawSync(data, { level: DEFLATE_LEVEL }), crc: crc32(data), size: data.length };
}

/**
 * A zip archive (PKWARE APPNOTE: local headers, data, central directory, end record) of the parts,
 * each deflated, dated by the report's generation time (MS-DOS time, UTC fields; 1980 at the earliest).
 */
function zip(parts: Array<[string, Buffer | string | PackedPart]>, date: Date): Buffer {
  const year = date.getUTCFullYear();
  const [dosTime, dosDate] =
    year < 1980
      ? [0, (1 << 5) | 1]
      : [
          (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1),
          ((Math.min(year, 2107) - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
        ];
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of parts) {
    const { packed, crc, size } = packedPart(content);
    const fileName = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
    local.writeUInt16LE(0, 6); // flags
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(dosTime, 10);
    local.writeUInt16LE(dosDate, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(fileName.length, 26);
    local.writeUInt16LE(0, 28); // extra field length
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4); // made by: 2.0, MS-DOS
    local.copy(entry, 6, 4, 30); // version needed .. name length, extra length as in the local header
    entry.writeUInt16LE(0, 32); // comment length
    entry.writeUInt16LE(0, 34); // disk
    entry.writeUInt16LE(0, 36); // internal attributes
    entry.writeUInt32LE(0, 38); // external attributes
    entry.writeUInt32LE(offset, 42);
    chunks.push(local, fileName, packed);
    central.push(entry, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, directory, end]);
}
