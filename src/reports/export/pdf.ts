import { Billing } from '../billing';
import { decimalHours } from '../report-time';
import { fontRuns, registerFonts } from './pdf-fonts';
import { ReportTable, WeekSheet, amountCells, currenciesOf, hms } from './report-table';

export const PDF_MEDIA_TYPE = 'application/pdf';

const MARGIN = 36;
const ROW = 15;
const WIDTH = 770; // A4 landscape less the margins
const DEJAVU_ASCENDER = 1901 / 2048;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

type Doc = PDFKit.PDFDocument;

interface TextStyle {
  bold?: boolean;
  size?: number;
}

/**
 * Text in the embedded fonts (pdf-fonts.ts), one run per font: its width, and drawing it without
 * wrapping. A year's timesheets set the same texts (durations, amounts, task names) thousands of
 * times: each text's runs, and each run's width per font and size, are worked out once per document.
 */
class Typesetter {
  private readonly runs = new Map<string, ReturnType<typeof fontRuns>>();
  private readonly widths = new Map<string, number>();

  constructor(private readonly doc: Doc) {}

  private runsOf(text: string, bold: boolean): ReturnType<typeof fontRuns> {
    const key = `${bold ? 'b' : 'r'}${text}`;
    let runs = this.runs.get(key);
    if (runs === undefined) this.runs.set(key, (runs = fontRuns(text, bold)));
    return runs;
  }

  /** A run's width in its font at a size (pdfkit's widthOfString, remembered). */
  private runWidth(run: { font: string; text: string }, size: number): number {
    const key = `${run.font} ${size} ${run.text}`;
    let width = this.widths.get(key);
    if (width === undefined) this.widths.set(key, (width = this.doc.font(run.font).fontSize(size).widthOfString(run.text)));
    return width;
  }

  width(text: string, { bold = false, size = 9 }: TextStyle = {}): number {
    let width = 0;
    for (const run of this.runsOf(text, bold)) width += this.runWidth(run, size);
    return width;
  }

  /** Draws at (x, y), left-aligned, or right-aligned within `width`. */
  draw(text: string, x: number, y: number, { bold = false, size = 9 }: TextStyle = {}, align: 'left' | 'right' = 'left', width = 0): void {
    let cursor = align === 'right' ? x + width - this.width(text, { bold, size }) : x;
    // One baseline for every font of the line (their ascenders differ): DejaVu's ascender below y.
    const baseline = y + size * DEJAVU_ASCENDER;
    for (const run of this.runsOf(text, bold)) {
      this.doc.font(run.font).fontSize(size).text(run.text, cursor, baseline, { lineBreak: false, baseline: 'alphabetic' });
      cursor += this.runWidth(run, size);
    }
  }

  /** Shortens text to fit a width, with an ellipsis (whole characters, never half a surrogate pair). */
  fit(text: string, width: number, style: TextStyle = {}): string {
    if (this.width(text, style) <= width) return text;
    const chars = Array.from(text);
    let lo = 0;
    let hi = chars.length;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.width(`${chars.slice(0, mid).join('')}…`, style) <= width) lo = mid;
      else hi = mid - 1;
    }
    return `${chars.slice(0, lo).join('')}…`;
  }
}

interface Column {
  /** A line break makes a header of two lines (the header row is as high as its tallest cell). */
  header: string;
  width: number;
  align: 'left' | 'right';
  /** Figures are never shortened: a long one is set in a smaller size instead. */
  figure?: boolean;
}

interface RowStyle {
  bold?: boolean;
  /** Of the first cell. */
  indent?: number;
  /** How many columns the first cell runs over (1: its own); the cells under it are not drawn. */
  span?: number;
}

const HEADER_LINE = 11;

class TableWriter {
  private y = 0;
  constructor(
    private readonly doc: Doc,
    private readonly type: Typesetter,
    private readonly heading: () => void,
    private readonly columns: Column[],
  ) {}

  /** On a new page under the page heading. */
  start(): void {
    this.doc.addPage();
    this.heading();
    this.headerAt(this.doc.y + 8);
  }

  /**
   * Below what a page already holds (from y), under a subtitle, when the subtitle, the header and two
   * rows fit there; else on a new page.
   */
  startBelow(y: number, subtitle: string): void {
    const top = y + 18;
    if (top + 22 + this.headerHeight() + 2 * ROW > this.doc.page.height - MARGIN) {
      this.start();
      return;
    }
    this.type.draw(subtitle, MARGIN, top, { bold: true, size: 11 });
    this.headerAt(top + 22);
  }

  /** Where the next row goes. */
  get bottom(): number {
    return this.y;
  }

  private headerLines(): number {
    return Math.max(...this.columns.map((c) => c.header.split('\n').length));
  }

  private headerHeight(): number {
    return ROW + HEADER_LINE * (this.headerLines() - 1);
  }

  /** The header row at y, bottom-aligned (each header's last line on the row's last line), and a rule under it. */
  private headerAt(y: number): void {
    this.y = y;
    const count = this.headerLines();
    const lines = this.columns.map((c) => c.header.split('\n'));
    for (let line = 0; line < count; line++) {
      this.draw(
        lines.map((l) => l[line - (count - l.length)] ?? ''),
        { bold: true },
        true,
      );
      this.y += line < count - 1 ? HEADER_LINE : ROW;
    }
    this.rule();
  }

  row(cells: string[], style: RowStyle = {}): void {
    if (this.y + ROW > this.doc.page.height - MARGIN) this.start();
    this.draw(cells, style, false);
    this.y += ROW;
  }

  private draw(cells: string[], { bold = false, indent = 0, span = 1 }: RowStyle, header: boolean): void {
    let x = MARGIN;
    this.columns.forEach((column, i) => {
      if (i > 0 && i < span) return;
      const pad = i === 0 ? indent : 0;
      const spanned = i === 0 ? this.columns.slice(0, span).reduce((sum, c) => sum + c.width, 0) : column.width;
      const width = spanned - 4 - pad;
      let size = 9;
      let text = cells[i] ?? '';
      if (column.figure && !header) {
        const natural = this.type.width(text, { bold, size });
        if (natural > width) size = Math.max(4, Math.floor((9 * width * 10) / natural) / 10);
      } else {
        text = this.type.fit(text, width, { bold, size });
      }
      if (text !== '') this.type.draw(text, x + 2 + pad, this.y + 3, { bold, size }, span > 1 && i === 0 ? 'left' : column.align, width);
      x += spanned;
    });
  }

  rule(): void {
    const width = this.columns.reduce((sum, c) => sum + c.width, 0);
    this.doc
      .moveTo(MARGIN, this.y)
      .lineTo(MARGIN + width, this.y)
      .lineWidth(0.5)
      .stroke();
  }
}

/** The page heading: the title, then what the report covers, one "Label: value" line each. */
function header(doc: Doc, type: Typesetter, table: ReportTable, subtitle: string | null): void {
  let y = MARGIN;
  type.draw(table.title, MARGIN, y, { bold: true, size: 14 });
  y += 22;
  for (const [label, value] of table.about) {
    const prefix = `${label}: `;
    type.draw(prefix, MARGIN, y, { bold: true, size: 9 });
    type.draw(type.fit(value, WIDTH - 120, { size: 9 }), MARGIN + Math.max(90, type.width(prefix, { bold: true })), y, { size: 9 });
    y += 12;
  }
  if (subtitle) {
    y += 6;
    type.draw(subtitle, MARGIN, y, { bold: true, size: 11 });
    y += 14;
  }
  doc.x = MARGIN;
  doc.y = y;
}

/** One line of a week's timesheet; each table prints what its columns take of it. */
interface SheetLine {
  name: string;
  project: string;
  /** Monday..Sunday (null: blank). */
  days: ReadonlyArray<bigint | null>;
  totalNs: bigint | null;
  billableNs: bigint | null;
  /** Its amounts (null: none). */
  billing: Billing | null;
  bold?: boolean;
  /** A label (a total, the time without a rate): it runs over the blank cells after it. */
  label?: boolean;
  /** A rule above it. */
  ruled?: boolean;
}

interface SheetColumn extends Column {
  cell: (line: SheetLine) => string;
}

const NO_DAYS: ReadonlyArray<bigint | null> = Array(7).fill(null);
const duration = (ns: bigint | null) => (ns === null ? '' : hms(ns));
const UNPRICED = 'Billable time without a rate (no amount)';

/**
 * Column widths. Without billable time: as the timesheet always was. With it: narrower days (their
 * headers on two lines), then Total, Billable and the amount per currency when they fit beside the
 * days with at least `names` left for the task and the project; else the amounts follow the timesheet
 * in tables of their own (task, project, billable time, up to AMOUNTS_PER_TABLE currencies each).
 */
const PLAIN = { day: 62, total: 64 };
const BILLED = { day: 50, total: 56, billable: 56, amount: 62, names: 180 };
const AMOUNTS = { billable: 70, amount: 80, names: 300 };
const AMOUNTS_PER_TABLE = Math.floor((WIDTH - AMOUNTS.billable - AMOUNTS.names) / AMOUNTS.amount);
/** The task's share of the names' width (166 of 272 without billable time). */
const TASK_SHARE = 166 / 272;

/** The task and project columns in the width the figures leave, then the figures. */
function withNames(figures: SheetColumn[]): SheetColumn[] {
  const names = WIDTH - figures.reduce((sum, c) => sum + c.width, 0);
  const task = Math.round(names * TASK_SHARE);
  return [
    { header: 'Task', width: task, align: 'left', cell: (l) => l.name },
    { header: 'Project', width: names - task, align: 'left', cell: (l) => l.project },
    ...figures,
  ];
}

/** The week's task rows and its Total; with billable time, the time without a rate, and after the last of several weeks the report's totals. */
function sheetLines(table: ReportTable, week: WeekSheet, billed: boolean, lastOfSeveral: boolean): SheetLine[] {
  const lines: SheetLine[] = week.rows.map((r) => ({
    name: r.task,
    project: r.project ?? '',
    days: r.days,
    totalNs: r.totalNs,
    billableNs: r.billing?.billableNs ?? 0n,
    billing: r.billing,
  }));
  const totals = (
    name: string,
    days: ReadonlyArray<bigint | null>,
    totalNs: bigint,
    billing: Billing | null | undefined,
    unpriced: string,
  ) => {
    lines.push({
      name,
      project: '',
      days,
      totalNs,
      billableNs: billing?.billableNs ?? 0n,
      billing: billing ?? null,
      bold: true,
      label: true,
      ruled: true,
    });
    if (billed && billing && billing.unpricedNs > 0n)
      lines.push({ name: unpriced, project: '', days: NO_DAYS, totalNs: null, billableNs: billing.unpricedNs, billing: null, label: true });
  };
  totals('Total', week.dayTotals, week.totalNs, week.billing, UNPRICED);
  if (billed && lastOfSeveral)
    totals('Total, all weeks', NO_DAYS, table.totalNs, table.totalBilling, 'All weeks: billable time without a rate (no amount)');
  return lines;
}

/** A table of sheet lines on a new page (below: null) or below what the page holds; where it ends. */
function writeSheet(
  doc: Doc,
  type: Typesetter,
  table: ReportTable,
  subtitle: string,
  columns: SheetColumn[],
  lines: SheetLine[],
  below: number | null,
): number {
  const writer = new TableWriter(doc, type, () => header(doc, type, table, subtitle), columns);
  if (below === null) writer.start();
  else writer.startBelow(below, subtitle);
  for (const line of lines) {
    if (line.ruled) writer.rule();
    const cells = columns.map((c) => c.cell(line));
    let span = 1;
    if (line.label) while (span < cells.length && cells[span] === '') span++;
    writer.row(cells, { bold: line.bold, span });
  }
  return writer.bottom;
}

/**
 * Daily and weekly reports: a timesheet per Monday-based week, tasks by weekday with their totals.
 * With billable time, each row also has its billable time and its amount per currency (with the
 * currency's minor digits), the Total row the week's; the time without a rate is a line of its own,
 * and after the last of several weeks come the report's totals.
 */
function weekPages(doc: Doc, type: Typesetter, table: ReportTable, weeks: WeekSheet[]): void {
  const billed = (table.totalBilling?.billableNs ?? 0n) > 0n;
  const currencies = billed ? currenciesOf(table) : [];
  const amount = (currency: string, width: number): SheetColumn => ({
    header: `Amount\n${currency}`,
    width,
    align: 'right',
    figure: true,
    cell: (l) => amountCells(l.billing, [currency])[0],
  });
  const billable = (width: number): SheetColumn => ({
    header: 'Billable',
    width,
    align: 'right',
    figure: true,
    cell: (l) => duration(l.billableNs),
  });
  const beside = 7 * BILLED.day + BILLED.total + BILLED.billable + currencies.length * BILLED.amount + BILLED.names <= WIDTH;
  const apart: string[][] = [];
  if (!beside) for (let i = 0; i < currencies.length; i += AMOUNTS_PER_TABLE) apart.push(currencies.slice(i, i + AMOUNTS_PER_TABLE));
  weeks.forEach((week, w) => {
    const lines = sheetLines(table, week, billed, weeks.length > 1 && w === weeks.length - 1);
    const widths = billed ? BILLED : PLAIN;
    const days = week.dates.map((date, i): SheetColumn => ({
      header: `${WEEKDAYS[i]}${billed ? '\n' : ' '}${date ? date.slice(5) : ''}`,
      width: widths.day,
      align: 'right',
      figure: true,
      cell: (l) => duration(l.days[i]),
    }));
    const total: SheetColumn = { header: 'Total', width: widths.total, align: 'right', figure: true, cell: (l) => duration(l.totalNs) };
    const figures = billed
      ? [...days, total, billable(BILLED.billable), ...(beside ? currencies.map((c) => amount(c, BILLED.amount)) : [])]
      : [...days, total];
    let y = writeSheet(doc, type, table, `Week of ${week.weekStart}`, withNames(figures), lines, null);
    for (const group of apart) {
      y = writeSheet(
        doc,
        type,
        table,
        `Week of ${week.weekStart}: amounts`,
        withNames([billable(AMOUNTS.billable), ...group.map((c) => amount(c, AMOUNTS.amount))]),
        lines,
        y,
      );
    }
  });
}

/** The summary's column widths; the names get what is left, never less than `label`. */
const SUMMARY = { time: 70, hours: 64, billable: 76, amount: 86, label: 240 };
const SUMMARY_AMOUNTS_PER_TABLE = Math.floor((WIDTH - SUMMARY.label - SUMMARY.billable) / SUMMARY.amount);

/**
 * Where the summary's amount columns go, as counts of currencies (in currency order): beside the
 * time when they fit with at least SUMMARY.label for the names; else in tables of their own after
 * it (names, billable time and up to SUMMARY_AMOUNTS_PER_TABLE currencies each). With the width the
 * names get in each table (the page's width less the figures').
 */
export function summaryAmountTables(currencies: number): { beside: number; after: number[]; namesWidths: number[] } {
  const main = (beside: number) => WIDTH - (SUMMARY.time + SUMMARY.hours + SUMMARY.billable + beside * SUMMARY.amount);
  if (main(currencies) >= SUMMARY.label) return { beside: currencies, after: [], namesWidths: [main(currencies)] };
  const after: number[] = [];
  for (let left = currencies; left > 0; left -= SUMMARY_AMOUNTS_PER_TABLE) after.push(Math.min(left, SUMMARY_AMOUNTS_PER_TABLE));
  return { beside: 0, after, namesWidths: [main(0), ...after.map((n) => WIDTH - SUMMARY.billable - n * SUMMARY.amount)] };
}

/** A summary table's columns: the names in the width the figures leave, then the figures. */
function summaryColumns(names: string, figures: Column[]): Column[] {
  return [{ header: names, width: WIDTH - figures.reduce((s, c) => s + c.width, 0), align: 'left' }, ...figures];
}

/**
 * The summary: one row per group (subgroups indented) with time, hours, billable time and one amount
 * column per currency, and the grand total; with more currencies than fit, the amounts follow in
 * tables of their own with the same rows.
 */
function listPages(doc: Doc, type: Typesetter, table: ReportTable): void {
  const currencies = currenciesOf(table);
  const { beside, after } = summaryAmountTables(currencies.length);
  const amountColumns = (list: string[]): Column[] =>
    list.map((c) => ({ header: `Amount ${c}`, width: SUMMARY.amount, align: 'right' as const, figure: true }));
  const billableColumn: Column = { header: 'Billable time', width: SUMMARY.billable, align: 'right', figure: true };
  const nested = table.rows.some((r) => r.level === 1);
  const names = table.names.join(' / ');
  type Cells = (label: string, ns: bigint, billing: ReportTable['totalBilling']) => string[];
  /** One table of the summary's rows (subgroups indented) and its Total, started by `start`. */
  const write = (columns: Column[], start: (writer: TableWriter) => void, cells: Cells): TableWriter => {
    const writer = new TableWriter(doc, type, () => header(doc, type, table, null), columns);
    start(writer);
    for (const row of table.rows)
      writer.row(cells(row.label, row.ns, row.billing), { bold: row.level === 0 && nested, indent: row.level * 14 });
    writer.rule();
    writer.row(cells('Total', table.totalNs, table.totalBilling), { bold: true });
    return writer;
  };

  const shown = currencies.slice(0, beside);
  const time: Column[] = [
    { header: 'Time', width: SUMMARY.time, align: 'right', figure: true },
    { header: 'Hours', width: SUMMARY.hours, align: 'right', figure: true },
  ];
  const main = write(
    summaryColumns(names, [...time, billableColumn, ...amountColumns(shown)]),
    (w) => w.start(),
    (label, ns, billing) => [label, hms(ns), decimalHours(ns), hms(billing?.billableNs ?? 0n), ...amountCells(billing, shown)],
  );
  const unpriced = table.totalBilling?.unpricedNs ?? 0n;
  if (unpriced > 0n) main.row([UNPRICED, hms(unpriced), decimalHours(unpriced), '', ...shown.map(() => '')]);

  let y = main.bottom;
  let from = beside;
  for (const count of after) {
    const group = currencies.slice(from, from + count);
    from += count;
    y = write(
      summaryColumns(names, [billableColumn, ...amountColumns(group)]),
      (w) => w.startBelow(y, 'Amounts'),
      (label, _ns, billing) => [label, hms(billing?.billableNs ?? 0n), ...amountCells(billing, group)],
    ).bottom;
  }
}

/**
 * A4 landscape, in embedded Unicode fonts. Each page starts with the title and what the report
 * covers (account, dates, zone, generated at, in the report zone's local time). Daily and weekly
 * reports: one page per Monday-based week (more when a week has many tasks), a timesheet of tasks by
 * weekday with row, day and week totals, and with billable time the billable time and amounts beside
 * them (weekPages). The summary: one table of groups (subgroups indented) with the grand total.
 * Durations as h:mm:ss; names too long for their column end in an ellipsis.
 */
export function toPdf(table: ReportTable, generated: Date): Promise<Buffer> {
  // Loaded on the first download, not at start-up (~20 MB resident; docs/performance.md).
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded synchronously on first use, not at start-up
  const PDFDocument = require('pdfkit') as typeof import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: table.title, Creator: 'Time-Tracking Service', CreationDate: generated, ModDate: generated },
  });
  registerFonts(doc);
  const type = new Typesetter(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (table.weeks && table.weeks.length > 0) weekPages(doc, type, table, table.weeks);
  else listPages(doc, type, table);
  doc.end();
  return done;
}
