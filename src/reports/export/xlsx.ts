import { setImmediate as nextTurn } from 'node:timers/promises';
import { promisify } from 'node:util';
import { crc32, createGzip, deflateRawSync, gzip } from 'node:zlib';
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
const safeText = (text: string): string => (HAS_NOT_XML.test(text) ? text.replace(NOT_XML, '\uFFFD') : text);

/** A name as a workbook can hold it (safeText), or null. */
export const xmlSafe = (text: string | null) => (text === null ? null : safeText(text));

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
    ['[Content_Types].xml', fixed().contentTypes],
    ['_rels/.rels', fixed().rootRels],
    ['xl/_rels/workbook.xml.rels', fixed().workbookRels],
    ['xl/worksheets/sheet1.xml', sheet],
    ['xl/worksheets/sheet2.xml', about],
    ['xl/sharedStrings.xml', sharedStrings],
    ['xl/theme/theme1.xml', fixed().theme],
    ['xl/styles.xml', styles.xml()],
    ['docProps/app.xml', fixed().app],
    ['docProps/core.xml', core(generated)],
    ['xl/workbook.xml', fixed().workbook],
  ];
  return zip(parts, generated);
}

/** A number cell's text (JavaScript's, as exceljs wrote it) as bytes, made once for the many cells that hold it. */
const numberBytes = (value: number): Uint8Array => Buffer.from(String(value), 'latin1');

/** An amount cell: its number's text as bytes, its exact text (a shared string), or nothing. */
type AmountCell = Uint8Array | string | null;

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
  sheet.textRow(header, true);
  const plain = columns.map((c) => styles.id(c.numFmt, false));
  const bolder = columns.map((c) => styles.id(c.numFmt, true));
  // A duration's cells (its day fraction, its decimal hours) repeat: each made once per value.
  const timesOf = remembered((ns: bigint): [Uint8Array, Uint8Array] => [
    numberBytes(Number(ns) / NS_PER_DAY),
    numberBytes(Number(decimalHours(ns))),
  ]);
  // A duration's ISO 8601 text is a shared string: its index is remembered once registered.
  const isoIds = new Map<bigint, number>();
  const isoId = (ns: bigint): number => {
    const i = isoIds.get(ns);
    if (i !== undefined) return strings.again(i);
    const id = strings.id(isoDuration(ns));
    isoIds.set(ns, id);
    return id;
  };
  // Amount texts repeat (a year of 20-minute lines at a few rates): each one's cell value once.
  const amountOf = remembered((text: string): AmountCell => {
    const amount = amountValue(text);
    return typeof amount === 'number' ? numberBytes(amount) : amount;
  });
  // A row's amount cells, by its billing: daily lines of one length at one price share theirs.
  const amountsOf = remembered((billing: Billing | null): AmountCell[] => amountCells(billing, currencies).map(amountOf));
  // The style of a date-time cell (the daily Start and End), plain and bold: registered when first used, as before.
  const dateStyles: Array<number | undefined> = [undefined, undefined];
  const dateStyle = (bold: boolean): number => (dateStyles[bold ? 1 : 0] ??= styles.id(DATE_TIME, bold));
  const first = table.names.length;
  const record = (r: TableRow, bold: boolean): void => {
    const rowStyles = bold ? bolder : plain;
    sheet.startRow(bold);
    const names = r.names;
    const dateTimes = r.dateTimes;
    for (let i = 0; i < names.length; i++) {
      const wallClock = dateTimes?.[i] ?? null;
      if (wallClock !== null) sheet.dateTime(i, dateStyle(bold), wallClock.getTime());
      else {
        const n = names[i];
        if (n === null || n === '') sheet.empty(i, rowStyles[i]);
        else sheet.shared(i, rowStyles[i], strings.nameId(n));
      }
    }
    const billableNs = r.billing?.billableNs ?? 0n;
    const times = timesOf(r.ns);
    const billableTimes = timesOf(billableNs);
    let i = first;
    sheet.numberText(i, rowStyles[i++], times[0]);
    sheet.numberText(i, rowStyles[i++], times[1]);
    sheet.numberText(i, rowStyles[i++], billableTimes[0]);
    sheet.numberText(i, rowStyles[i++], billableTimes[1]);
    const amounts = amountsOf(r.billing ?? null);
    for (let a = 0; a < amounts.length; a++, i++) {
      const amount = amounts[a];
      if (amount === null) sheet.empty(i, rowStyles[i]);
      else if (typeof amount === 'string') sheet.shared(i, rowStyles[i], strings.id(amount));
      else sheet.numberText(i, rowStyles[i], amount);
    }
    const ids = r.ids;
    for (let d = 0; d < ids.length; d++, i++) {
      const id = ids[d];
      if (id === null || id === '') sheet.empty(i, rowStyles[i]);
      else sheet.shared(i, rowStyles[i], strings.id(id));
    }
    sheet.shared(i, rowStyles[i], isoId(r.ns));
    i++;
    sheet.shared(i, rowStyles[i], isoId(billableNs));
    sheet.endRow();
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
  const chunks: Buffer[] = [];
  const out = new ByteChunks((chunk) => chunks.push(chunk), 1 << 12);
  const sheet = new SheetWriter(out, columns, strings, styles, false, table.about.length + 1);
  sheet.textRow(
    columns.map((c) => c.header),
    true,
  );
  for (const [label, value] of table.about) sheet.textRow([label, xmlSafe(value)], false);
  sheet.end();
  out.flush();
  return Buffer.concat(chunks);
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
 * elsewhere): its fixed pieces are copied from bytes made once (`put`), numbers written as digits
 * (`digits`), other texts a character at a time (`write`; anything not ASCII as UTF-8 all the same).
 * `put` and `digits` write into room made first (`room`), so a cell checks the chunk's end once.
 */
class ByteChunks {
  private buffer: Buffer;
  private length = 0;

  constructor(
    private readonly take: (chunk: Buffer) => void,
    private readonly chunkBytes = CHUNK_BYTES,
  ) {
    this.buffer = Buffer.allocUnsafe(chunkBytes);
  }

  /** Makes room for `n` more bytes in the current chunk, handing it on first when they do not fit. */
  room(n: number): void {
    if (this.length + n > this.buffer.length) {
      this.flush();
      if (n > this.buffer.length) this.buffer = Buffer.allocUnsafe(n);
    }
  }

  /** Bytes, into room made for them. */
  put(bytes: Uint8Array, count = bytes.length): void {
    const buffer = this.buffer;
    let at = this.length;
    for (let i = 0; i < count; i++) buffer[at++] = bytes[i];
    this.length = at;
  }

  /** A whole number's decimal digits (0 or more, below 2^53), into room made for them (16 bytes). */
  digits(n: number): void {
    const buffer = this.buffer;
    let end = this.length + 1;
    for (let rest = n; rest >= 10; rest = Math.floor(rest / 10)) end++;
    this.length = end;
    let rest = n;
    do {
      const next = Math.floor(rest / 10);
      buffer[--end] = 48 + rest - next * 10;
      rest = next;
    } while (rest > 0);
  }

  write(text: string): void {
    const n = text.length;
    // At most 3 bytes per UTF-16 unit.
    this.room(3 * n);
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
    this.buffer = Buffer.allocUnsafe(this.chunkBytes);
    this.length = 0;
    this.take(chunk);
  }
}

/**
 * A part deflated while it is written: each full chunk is written to a deflate stream, which runs on
 * libuv's thread pool while the next rows are written. A year's sheet is ~7 MB, whose deflate
 * (~15–20 ms at level 1) then overlaps the writing instead of following it. The stream goes on to
 * its next chunk only from the event loop, so the writer yields after each hand-off (`handedOff`,
 * reportSheet); its output chunks are as large as an input chunk's output can be, one pass on the
 * thread pool per chunk (with the default 16 kB it took ~5 passes each). The stream is gzip's, whose
 * trailer carries the CRC-32 zlib computes on the thread pool while it deflates (zlib.crc32 of a year's
 * sheet took ~3 ms on the request's thread): the zip entry is the deflate data between gzip's header
 * and trailer (gzipped).
 */
class DeflatingPart extends ByteChunks {
  private readonly deflater = createGzip({ level: DEFLATE_LEVEL, chunkSize: CHUNK_BYTES });
  private readonly packed: Buffer[] = [];
  private readonly finished: Promise<void>;
  private size = 0;
  private handed = false;

  constructor() {
    super((chunk) => {
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
    return gzipped(Buffer.concat(this.packed), this.size);
  }

  destroy(): void {
    this.deflater.destroy();
  }
}

/** gzip's header as node:zlib writes it: no name, comment, extra field or header CRC (flags 0), so 10 bytes. */
const GZIP_HEAD = 10;
/** gzip's trailer: the CRC-32 and the size (mod 2^32) of the data. */
const GZIP_TAIL = 8;

/** A zip entry's deflate data, CRC-32 and size, from a gzip member of `size` bytes of data (RFC 1952). */
function gzipped(member: Buffer, size: number): PackedPart {
  const end = member.length - GZIP_TAIL;
  if (member.readUInt32LE(0) !== 0x00088b1f || member.readUInt32LE(end + 4) !== size % 2 ** 32)
    throw new Error('Unexpected gzip member: not a 10-byte header, or not the size written');
  return { packed: member.subarray(GZIP_HEAD, end), crc: member.readUInt32LE(end), size };
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
  /** Each text's index. */
  private readonly index = new Map<string, number>();
  /** A name's index, by the name as the report has it (the index of its xmlSafe text). */
  private readonly names = new Map<string, number>();
  /** The <si> elements, written as bytes as each text first comes (no string is built for one). */
  private readonly chunks: Buffer[] = [];
  private readonly out = new ByteChunks((chunk) => this.chunks.push(chunk), 1 << 16);
  private count = 0;

  id(text: string): number {
    this.count++;
    let i = this.index.get(text);
    if (i === undefined) {
      this.index.set(text, (i = this.index.size));
      // exceljs's text element: spaces kept where the text starts or ends with one, or holds a line break.
      const open = /^\s|\n|\s$/.test(text) ? SI_OPEN_PRESERVED : SI_OPEN;
      const out = this.out;
      out.room(open.length);
      out.put(open);
      out.write(xmlText(text));
      out.room(SI_CLOSE.length);
      out.put(SI_CLOSE);
    }
    return i;
  }

  /** An index id() gave, for one more cell holding its text. */
  again(index: number): number {
    this.count++;
    return index;
  }

  /** The index of a name's xmlSafe text: xmlSafe runs once per distinct name, not per cell. */
  nameId(name: string): number {
    const i = this.names.get(name);
    if (i !== undefined) return this.again(i);
    const id = this.id(safeText(name));
    this.names.set(name, id);
    return id;
  }

  xml(): Buffer {
    this.out.flush();
    const head = Buffer.from(`${XML_HEAD}<sst xmlns="${MAIN_NS}" count="${this.count}" uniqueCount="${this.index.size}">`, 'utf8');
    return Buffer.concat([head, ...this.chunks, Buffer.from('</sst>')]);
  }
}

const SI_OPEN = Buffer.from('<si><t>', 'latin1');
const SI_OPEN_PRESERVED = Buffer.from('<si><t xml:space="preserve">', 'latin1');
const SI_CLOSE = Buffer.from('</t></si>', 'latin1');

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

/** Bytes of a fixed piece of a sheet (ASCII). */
const ascii = (text: string): Uint8Array => Buffer.from(text, 'latin1');

/** What follows a cell's row number, by its style: an empty cell's end, a shared string's start, a number's start. */
interface CellTails {
  empty: Uint8Array;
  shared: Uint8Array;
  number: Uint8Array;
}

function cellTails(style: number): CellTails {
  const s = style === 0 ? '"' : `" s="${style}"`;
  return { empty: ascii(`${s}/>`), shared: ascii(`${s} t="s"><v>`), number: ascii(`${s}><v>`) };
}

const ROW_START = ascii('<row r="');
const ROW_END = ascii('</row>');
const VALUE_END = ascii('</v></c>');
/** Room for a cell but its number's text: `<c r="` and its column letters, the row number, the longest tail, a shared string's index, the end. */
const CELL_BYTES = 96;

/** Epoch days [2^14, 2^15): 2014-11-09 to 2059-09-17, where SerialTexts makes a date-time's text from its second of the day. */
const FIRST_DAY = 2 ** 14;
const END_DAY = 2 ** 15;
/** The most bytes of a serial number's text (JavaScript's shortest text of a double: at most 17 digits, a point, an exponent). */
const SERIAL_BYTES = 25;

/**
 * The texts of date-time cells: a wall clock (as a Date's time, ms) is the serial number
 * EPOCH_SERIAL + ms / MS_PER_DAY, written as JavaScript's shortest text of that double, as exceljs
 * wrote it. On the epoch days [2^14, 2^15) that text is the serial day's five digits followed by a
 * fraction that depends on the time of day alone, so each time of day's fraction is made once
 * (from the text of the range's first day) and written after any day's digits:
 * - ms / MS_PER_DAY lies in [2^14, 2^15), where doubles are 2^-38 apart: it is the epoch day plus
 *   the time's fraction rounded to that grid, the same bits whatever the day (a tie goes to the even
 *   last bit, which the day, a multiple of 2^38 steps, does not change);
 * - adding EPOCH_SERIAL (an integer) lands in [2^15, 2^16), where doubles are 2^-37 apart: those
 *   bits rounded again, alike for every day;
 * - the shortest decimal that reads back as that double lies within half a step of it, and the
 *   integer part has five digits throughout, so it is the day's digits followed by the shortest
 *   fraction within half a step of those bits: the same digits for every day.
 * Other days' texts are String's. The spec compares both with String over every second of days at
 * the ends and in the middle of the range, and random milliseconds.
 */
export class SerialTexts {
  /** By the time of day (ms): the text after the day's digits ('' at midnight). */
  private readonly fractions = new Map<number, string>();

  /** Writes the serial number's text into room made for SERIAL_BYTES. */
  write(out: ByteChunks, ms: number): void {
    const day = Math.floor(ms / MS_PER_DAY);
    if (!(day >= FIRST_DAY && day < END_DAY && Number.isInteger(ms))) {
      out.write(String(EPOCH_SERIAL + ms / MS_PER_DAY));
      return;
    }
    const time = ms - day * MS_PER_DAY;
    let fraction = this.fractions.get(time);
    if (fraction === undefined) {
      // The first day's serial number is 41953: five digits, then the fraction.
      fraction = String(EPOCH_SERIAL + (FIRST_DAY * MS_PER_DAY + time) / MS_PER_DAY).slice(5);
      this.fractions.set(time, fraction);
    }
    out.digits(EPOCH_SERIAL + day);
    out.write(fraction);
  }

  /** The text write() writes, as a string. */
  text(ms: number): string {
    const chunks: Buffer[] = [];
    const out = new ByteChunks((chunk) => chunks.push(chunk), SERIAL_BYTES);
    this.write(out, ms);
    out.flush();
    return Buffer.concat(chunks).toString('latin1');
  }
}

/**
 * A worksheet's XML, row by row: a row's cells are written in column order (startRow, a cell per
 * column, endRow); a cell takes the style given (its column's number format, bold in bold rows, or
 * its own); an empty cell is written only when it has a style, as exceljs wrote it. Every cell has
 * its reference (`r="B12"`): the column's part and the tails are bytes made once, the row's number
 * once per row.
 */
class SheetWriter {
  /** `<c r="` and the column's letters. */
  private readonly opens: Uint8Array[];
  /** By style. */
  private readonly tails: CellTails[] = [];
  /** What follows a row's number in its element, plain and bold. */
  private readonly rowHeads: [Uint8Array, Uint8Array];
  private readonly plain: number[];
  private readonly bold: number[];
  /** The current row's number, as digits. */
  private readonly rowNumber = new Uint8Array(16);
  private rowDigits = 0;
  private rows = 0;
  private readonly serials = new SerialTexts();

  /** Writes the sheet's head at once: its dimension needs the number of rows, `rowCount`, which end() checks. */
  constructor(
    private readonly out: ByteChunks,
    private readonly columns: Column[],
    private readonly strings: SharedStrings,
    styles: Styles,
    frozenHeader: boolean,
    private readonly rowCount: number,
  ) {
    const letters = columns.map((_, i) => columnLetters(i));
    this.opens = letters.map((l) => ascii(`<c r="${l}`));
    this.plain = columns.map((c) => styles.id(c.numFmt, false));
    this.bold = columns.map((c) => styles.id(c.numFmt, true));
    const boldRow = styles.id(null, true);
    this.rowHeads = [
      ascii(`" spans="1:${columns.length}" x14ac:dyDescent="0.25">`),
      ascii(`" spans="1:${columns.length}" s="${boldRow}" customFormat="1" x14ac:dyDescent="0.25">`),
    ];
    out.write(
      `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}" xmlns:mc="${MC_NS}" mc:Ignorable="x14ac" xmlns:x14ac="${X14AC_NS}">` +
        `<dimension ref="A1:${letters[letters.length - 1]}${rowCount}"/>` +
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

  /** A row of texts (shared strings; null: no value), in the columns' styles (bold: their bold ones): a header, or the About sheet's lines. */
  textRow(texts: ReadonlyArray<string | null>, bold: boolean): void {
    const styles = bold ? this.bold : this.plain;
    this.startRow(bold);
    for (let i = 0; i < this.columns.length; i++) {
      const text = texts[i] ?? null;
      if (text === null) this.empty(i, styles[i]);
      else this.shared(i, styles[i], this.strings.id(text));
    }
    this.endRow();
  }

  startRow(bold: boolean): void {
    const out = this.out;
    const r = ++this.rows;
    let digits = 1;
    for (let rest = r; rest >= 10; rest = Math.floor(rest / 10)) digits++;
    const scratch = this.rowNumber;
    for (let at = digits - 1, rest = r; at >= 0; at--) {
      const next = Math.floor(rest / 10);
      scratch[at] = 48 + rest - next * 10;
      rest = next;
    }
    this.rowDigits = digits;
    const head = this.rowHeads[bold ? 1 : 0];
    out.room(ROW_START.length + digits + head.length);
    out.put(ROW_START);
    out.put(scratch, digits);
    out.put(head);
  }

  endRow(): void {
    this.out.room(ROW_END.length);
    this.out.put(ROW_END);
  }

  /** An empty cell: written only when it has a style. */
  empty(column: number, style: number): void {
    if (style === 0) return;
    this.head(column, (this.tails[style] ??= cellTails(style)).empty, 0);
  }

  /** A shared string's cell, by the string's index. */
  shared(column: number, style: number, index: number): void {
    this.head(column, (this.tails[style] ??= cellTails(style)).shared, 0);
    this.out.digits(index);
    this.out.put(VALUE_END);
  }

  /** A number's cell, by its text's bytes (numberBytes). */
  numberText(column: number, style: number, text: Uint8Array): void {
    this.head(column, (this.tails[style] ??= cellTails(style)).number, text.length);
    this.out.put(text);
    this.out.put(VALUE_END);
  }

  /** A date-time's cell, by its wall clock as a Date's time (ms): its serial number (SerialTexts). */
  dateTime(column: number, style: number, ms: number): void {
    this.head(column, (this.tails[style] ??= cellTails(style)).number, SERIAL_BYTES);
    this.serials.write(this.out, ms);
    this.out.put(VALUE_END);
  }

  /** `<c r="B12" s="3" t="s"><v>`, with room for `valueBytes` more and the cell's end after it. */
  private head(column: number, tail: Uint8Array, valueBytes: number): void {
    const out = this.out;
    out.room(CELL_BYTES + valueBytes);
    out.put(this.opens[column]);
    out.put(this.rowNumber, this.rowDigits);
    out.put(tail);
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

/** The parts every workbook holds as they are, deflated once (on the first workbook). */
interface FixedParts {
  contentTypes: PackedPart;
  rootRels: PackedPart;
  workbookRels: PackedPart;
  /** The Office theme exceljs writes (the default font, Calibri, is the theme's minor font). */
  theme: PackedPart;
  app: PackedPart;
  workbook: PackedPart;
}

let fixedParts: FixedParts | null = null;
function fixed(): FixedParts {
  fixedParts ??= {
    contentTypes: packedPart(CONTENT_TYPES),
    rootRels: packedPart(ROOT_RELS),
    workbookRels: packedPart(WORKBOOK_RELS),
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- one 8 kB string module of exceljs, read on first use
    theme: packedPart(require('exceljs/lib/xlsx/xml/theme1.js') as string),
    app: packedPart(APP),
    workbook: packedPart(WORKBOOK),
  };
  return fixedParts;
}

const gzipAsync = promisify(gzip);

/** Deflate level of the parts: 1 is several times faster than the default 6 on a year's sheet, for a larger file. */
const DEFLATE_LEVEL = 1;

/** A larger part deflated on the thread pool with its CRC-32 (the shared strings of a year: ~0.5 MB), beside the sheet's last chunks. */
async function deflatedPart(data: Buffer): Promise<PackedPart> {
  return gzipped(await gzipAsync(data, { level: DEFLATE_LEVEL }), data.length);
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
