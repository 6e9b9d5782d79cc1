import { decimalHours } from '../report-time';
import { ReportTable, WeekSheet, amountCells, clockDuration, currenciesOf } from './report-table';

export const PDF_MEDIA_TYPE = 'application/pdf';

const MARGIN = 36;
const ROW = 15;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/**
 * The built-in PDF fonts (no font file to ship) cover Windows-1252 only; other characters print
 * as '?' rather than as wrong glyphs. The CSV and XLSX downloads keep every character.
 */
export function pdfText(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    out += (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.includes(ch) ? ch : '?';
  }
  return out;
}

type Doc = PDFKit.PDFDocument;

interface Column {
  header: string;
  width: number;
  align: 'left' | 'right';
  /** Figures are never shortened: a long one (nanoseconds) is set in a smaller size instead. */
  figure?: boolean;
}

/** Shortens text to fit a width, with an ellipsis. */
function fit(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (doc.widthOfString(`${text.slice(0, mid)}…`) <= width) lo = mid;
    else hi = mid - 1;
  }
  return `${text.slice(0, lo)}…`;
}

class TableWriter {
  private y = 0;
  constructor(private readonly doc: Doc, private readonly heading: () => void, private readonly columns: Column[]) {}

  start(): void {
    this.doc.addPage();
    this.heading();
    this.y = this.doc.y + 6;
    this.row(this.columns.map((c) => c.header), true, 0, true, true);
  }

  row(cells: string[], bold = false, indent = 0, rule = false, header = false): void {
    const doc = this.doc;
    if (this.y + ROW > doc.page.height - MARGIN) this.start();
    doc.font(bold ? BOLD : FONT);
    let x = MARGIN;
    this.columns.forEach((column, i) => {
      const pad = i === 0 ? indent : 0;
      const width = column.width - 4 - pad;
      doc.fontSize(9);
      let text = pdfText(cells[i] ?? '');
      if (column.figure && !header) {
        const natural = doc.widthOfString(text);
        if (natural > width) doc.fontSize(Math.max(4, Math.floor((9 * width * 10) / natural) / 10));
      } else {
        text = fit(doc, text, width);
      }
      if (text !== '') doc.text(text, x + 2 + pad, this.y + 3, { width, align: column.align, lineBreak: false });
      x += column.width;
    });
    this.y += ROW;
    if (rule) doc.moveTo(MARGIN, this.y).lineTo(x, this.y).lineWidth(0.5).stroke();
  }

  rule(): void {
    const width = this.columns.reduce((sum, c) => sum + c.width, 0);
    this.doc.moveTo(MARGIN, this.y).lineTo(MARGIN + width, this.y).lineWidth(0.5).stroke();
  }
}

function header(doc: Doc, table: ReportTable, subtitle: string | null): void {
  doc.font(BOLD).fontSize(14).text(pdfText(table.title), MARGIN, MARGIN);
  doc.font(FONT).fontSize(8).text(pdfText(table.meta.map(([k, v]) => `${k}: ${v}`).join('   ')));
  if (subtitle) doc.moveDown(0.4).font(BOLD).fontSize(11).text(pdfText(subtitle));
}

function weekPages(doc: Doc, table: ReportTable, weeks: WeekSheet[]): void {
  for (const week of weeks) {
    const columns: Column[] = [
      { header: 'Task', width: 190, align: 'left' },
      { header: 'Project', width: 130, align: 'left' },
      ...week.dates.map((date, i) => ({ header: `${WEEKDAYS[i]} ${date ? date.slice(5) : ''}`, width: 58, align: 'right' as const, figure: true })),
      { header: 'Total', width: 64, align: 'right', figure: true },
    ];
    const writer = new TableWriter(doc, () => header(doc, table, `Week of ${week.weekStart}`), columns);
    writer.start();
    const cell = (ns: bigint | null) => (ns === null ? '' : clockDuration(ns));
    for (const row of week.rows) writer.row([row.task, row.project ?? '', ...row.days.map(cell), clockDuration(row.totalNs)]);
    writer.rule();
    writer.row(['Total', '', ...week.dayTotals.map(cell), clockDuration(week.totalNs)], true);
  }
  const billing = table.totalBilling;
  if (billing && billing.billableNs > 0n) {
    const columns: Column[] = [{ header: 'Billing', width: 630, align: 'left' }, { header: 'Time / amount', width: 70, align: 'right', figure: true }, { header: 'Hours', width: 70, align: 'right', figure: true }];
    const writer = new TableWriter(doc, () => header(doc, table, 'Billing'), columns);
    writer.start();
    billingLines(writer, table);
  }
}

function listPages(doc: Doc, table: ReportTable): void {
  const labelWidth = 770 - 2 * 70;
  const columns: Column[] = [
    { header: table.columns.filter((c) => !c.endsWith('Id')).join(' / '), width: labelWidth, align: 'left' },
    { header: 'Time', width: 70, align: 'right', figure: true },
    { header: 'Hours', width: 70, align: 'right', figure: true },
  ];
  const writer = new TableWriter(doc, () => header(doc, table, null), columns);
  writer.start();
  for (const row of table.rows) {
    writer.row([row.label, clockDuration(row.ns), decimalHours(row.ns)], row.level === 0 && table.rows.some((r) => r.level === 1), row.level * 14);
  }
  writer.rule();
  writer.row(['Total', clockDuration(table.totalNs), decimalHours(table.totalNs)], true);
  billingLines(writer, table);
}

/** Below the total: the billable time and the amount in each currency, when there is billable time. */
function billingLines(writer: TableWriter, table: ReportTable): void {
  const billing = table.totalBilling;
  if (!billing || billing.billableNs === 0n) return;
  writer.row(['Billable', clockDuration(billing.billableNs), decimalHours(billing.billableNs)], true);
  if (billing.unpricedNs > 0n) writer.row(['Billable without a rate', clockDuration(billing.unpricedNs), decimalHours(billing.unpricedNs)]);
  for (const currency of currenciesOf(table)) writer.row([`Amount ${currency}`, amountCells(billing, [currency])[0], ''], true);
}

/**
 * A4 landscape. Daily and weekly reports: one page per Monday-based week (more when a week has
 * many tasks), a timesheet of tasks by weekday with row, day and week totals. The summary: one
 * table of groups (subgroups indented) with the grand total. Durations as h:mm.
 */
export function toPdf(table: ReportTable, generated: Date): Promise<Buffer> {
  // Loaded on the first download, not at start-up (~20 MB resident; docs/performance.md).
  const PDFDocument = require('pdfkit') as typeof import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: pdfText(table.title), Creator: 'Time-Tracking Service', CreationDate: generated, ModDate: generated },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (table.weeks && table.weeks.length > 0) weekPages(doc, table, table.weeks);
  else listPages(doc, table);
  doc.end();
  return done;
}
