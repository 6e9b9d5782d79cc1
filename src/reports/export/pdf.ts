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

/** Text in the embedded fonts (pdf-fonts.ts), one run per font: its width, and drawing it without wrapping. */
class Typesetter {
  constructor(private readonly doc: Doc) {}

  width(text: string, { bold = false, size = 9 }: TextStyle = {}): number {
    let width = 0;
    for (const run of fontRuns(text, bold)) width += this.doc.font(run.font).fontSize(size).widthOfString(run.text);
    return width;
  }

  /** Draws at (x, y), left-aligned, or right-aligned within `width`. */
  draw(text: string, x: number, y: number, { bold = false, size = 9 }: TextStyle = {}, align: 'left' | 'right' = 'left', width = 0): void {
    let cursor = align === 'right' ? x + width - this.width(text, { bold, size }) : x;
    // One baseline for every font of the line (their ascenders differ): DejaVu's ascender below y.
    const baseline = y + size * DEJAVU_ASCENDER;
    for (const run of fontRuns(text, bold)) {
      this.doc.font(run.font).fontSize(size).text(run.text, cursor, baseline, { lineBreak: false, baseline: 'alphabetic' });
      cursor += this.doc.widthOfString(run.text);
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
  header: string;
  width: number;
  align: 'left' | 'right';
  /** Figures are never shortened: a long one is set in a smaller size instead. */
  figure?: boolean;
}

class TableWriter {
  private y = 0;
  constructor(private readonly doc: Doc, private readonly type: Typesetter, private readonly heading: () => void, private readonly columns: Column[]) {}

  start(): void {
    this.doc.addPage();
    this.heading();
    this.y = this.doc.y + 8;
    this.row(this.columns.map((c) => c.header), true, 0, true, true);
  }

  row(cells: string[], bold = false, indent = 0, rule = false, header = false): void {
    if (this.y + ROW > this.doc.page.height - MARGIN) this.start();
    let x = MARGIN;
    this.columns.forEach((column, i) => {
      const pad = i === 0 ? indent : 0;
      const width = column.width - 4 - pad;
      let size = 9;
      let text = cells[i] ?? '';
      if (column.figure && !header) {
        const natural = this.type.width(text, { bold, size });
        if (natural > width) size = Math.max(4, Math.floor((9 * width * 10) / natural) / 10);
      } else {
        text = this.type.fit(text, width, { bold, size });
      }
      if (text !== '') this.type.draw(text, x + 2 + pad, this.y + 3, { bold, size }, column.align, width);
      x += column.width;
    });
    this.y += ROW;
    if (rule) this.rule();
  }

  rule(): void {
    const width = this.columns.reduce((sum, c) => sum + c.width, 0);
    this.doc.moveTo(MARGIN, this.y).lineTo(MARGIN + width, this.y).lineWidth(0.5).stroke();
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

function weekPages(doc: Doc, type: Typesetter, table: ReportTable, weeks: WeekSheet[]): void {
  for (const week of weeks) {
    const columns: Column[] = [
      { header: 'Task', width: 166, align: 'left' },
      { header: 'Project', width: 106, align: 'left' },
      ...week.dates.map((date, i) => ({ header: `${WEEKDAYS[i]} ${date ? date.slice(5) : ''}`, width: 62, align: 'right' as const, figure: true })),
      { header: 'Total', width: 64, align: 'right', figure: true },
    ];
    const writer = new TableWriter(doc, type, () => header(doc, type, table, `Week of ${week.weekStart}`), columns);
    writer.start();
    const cell = (ns: bigint | null) => (ns === null ? '' : hms(ns));
    for (const row of week.rows) writer.row([row.task, row.project ?? '', ...row.days.map(cell), hms(row.totalNs)]);
    writer.rule();
    writer.row(['Total', '', ...week.dayTotals.map(cell), hms(week.totalNs)], true);
  }
  const billing = table.totalBilling;
  if (billing && billing.billableNs > 0n) {
    const columns: Column[] = [{ header: 'Billing', width: WIDTH - 180, align: 'left' }, { header: 'Time / amount', width: 100, align: 'right', figure: true }, { header: 'Hours', width: 80, align: 'right', figure: true }];
    const writer = new TableWriter(doc, type, () => header(doc, type, table, 'Billing'), columns);
    writer.start();
    writer.row(['Billable time', hms(billing.billableNs), decimalHours(billing.billableNs)], true);
    if (billing.unpricedNs > 0n) writer.row(['Billable time without a rate', hms(billing.unpricedNs), decimalHours(billing.unpricedNs)]);
    for (const currency of currenciesOf(table)) writer.row([`Amount ${currency}`, amountCells(billing, [currency])[0], ''], true);
  }
}

/** The summary: one row per group (subgroups indented) with time, hours, billable time and one amount column per currency. */
function listPages(doc: Doc, type: Typesetter, table: ReportTable): void {
  const currencies = currenciesOf(table);
  const figures: Column[] = [
    { header: 'Time', width: 70, align: 'right', figure: true },
    { header: 'Hours', width: 64, align: 'right', figure: true },
    { header: 'Billable time', width: 76, align: 'right', figure: true },
    ...currencies.map((c) => ({ header: `Amount ${c}`, width: 86, align: 'right' as const, figure: true })),
  ];
  const labelWidth = WIDTH - figures.reduce((s, c) => s + c.width, 0);
  const columns: Column[] = [{ header: table.names.join(' / '), width: labelWidth, align: 'left' }, ...figures];
  const writer = new TableWriter(doc, type, () => header(doc, type, table, null), columns);
  writer.start();
  const nested = table.rows.some((r) => r.level === 1);
  const cells = (label: string, ns: bigint, billing: ReportTable['totalBilling']) => [label, hms(ns), decimalHours(ns), hms(billing?.billableNs ?? 0n), ...amountCells(billing, currencies)];
  for (const row of table.rows) writer.row(cells(row.label, row.ns, row.billing), row.level === 0 && nested, row.level * 14);
  writer.rule();
  writer.row(cells('Total', table.totalNs, table.totalBilling), true);
  const unpriced = table.totalBilling?.unpricedNs ?? 0n;
  if (unpriced > 0n) writer.row(['Billable time without a rate (no amount)', hms(unpriced), decimalHours(unpriced), '', ...currencies.map(() => '')]);
}

/**
 * A4 landscape, in embedded Unicode fonts. Each page starts with the title and what the report
 * covers (account, dates, zone, generated at, in the report zone's local time). Daily and weekly
 * reports: one page per Monday-based week (more when a week has many tasks), a timesheet of tasks by
 * weekday with row, day and week totals, then a billing page when there is billable time. The
 * summary: one table of groups (subgroups indented) with the grand total. Durations as h:mm:ss.
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
