import { Temporal } from 'temporal-polyfill';
import { CsvTable, readCsv } from './csv';
import { SlashOrder, inferSlashOrder, localText, parseDate, parseDateTime, parseHours, parseTime } from './dates';

/**
 * Detailed-report CSV exports of other trackers → the normalized entries of `POST /imports…`.
 * Pure TypeScript (papaparse, Temporal): the command line and the web client share it; nothing here
 * needs Node. Local times stay local (`YYYY-MM-DDTHH:MM:SS`): the server converts them with the source
 * zone the user chose, and reports gaps and folds instead of guessing.
 */

export const TRACKERS = ['toggl', 'clockify', 'kimai', 'solidtime', 'harvest'] as const;
export type Tracker = (typeof TRACKERS)[number];

export interface NormalizedEntry {
  row: number;
  sourceId: string | null;
  start: string;
  end: string;
  client: string | null;
  project: string | null;
  task: string | null;
  description: string | null;
  tags: string[];
  occurrence: number;
  /** The tracker's own billable flag; absent when the file has none (the project default then applies). */
  billable?: boolean;
}

export interface RowIssue {
  row: number;
  message: string;
}

export interface Conversion {
  source: Tracker;
  /** Which header variant was recognised. */
  variant: string;
  entries: NormalizedEntry[];
  /** Rows that could not be converted (never guessed); they are not in `entries`. */
  issues: RowIssue[];
  /** Choices the conversion made that the user should see in the preview (placement, date order). */
  notes: string[];
}

export interface ConvertOptions {
  /** Harvest has hours but no times: entries of a day are placed one after another from this local time (default 09:00). */
  dayStart?: string;
  /**
   * The zone the file's local times are in. Harvest entries are then placed by elapsed time (each
   * lasts exactly its Hours, across a DST change too) and passed on as instants; without it they
   * are placed on the wall clock, as local times.
   */
  zoneId?: string;
  /**
   * Order of `nn/nn/yyyy` and `nn-nn-yyyy` dates when the file itself does not reveal it (default:
   * month first for `nn/nn/yyyy`, day first for `nn-nn-yyyy`).
   */
  slashOrder?: SlashOrder;
}

export class UnrecognizedFileError extends Error {
  /**
   * @param candidates the trackers the file looks like instead (none, one, or several that fit equally)
   * @param detail what was expected and found, without the command line's advice
   */
  constructor(
    message: string,
    readonly candidates: Tracker[] = [],
    readonly detail: string = message,
  ) {
    super(message);
    this.name = 'UnrecognizedFileError';
  }
}

/** Header rows as the trackers write them (../shared/import-formats.md). */
export const EXPECTED_HEADERS: Record<Tracker, string[]> = {
  toggl: [
    'User',
    'Email',
    'Client',
    'Project',
    'Task',
    'Description',
    'Billable',
    'Start date',
    'Start time',
    'End date',
    'End time',
    'Duration',
    'Tags',
    'Amount (EUR)',
  ],
  clockify: [
    'Project',
    'Client',
    'Description',
    'Task',
    'User',
    'Group',
    'Email',
    'Tags',
    'Billable',
    'Start Date',
    'Start Time',
    'End Date',
    'End Time',
    'Duration (h)',
    'Duration (decimal)',
  ],
  kimai: [
    'Date',
    'From',
    'To',
    'Duration',
    'Currency',
    'Price',
    'Internal price',
    'Hourly price',
    'Fixed price',
    'Name',
    'User',
    'E-mail',
    'Staff number',
    'Customer',
    'Project',
    'Activity',
    'Description',
    'Billable',
    'Tags',
    'Type',
    'category',
    'Account',
    'Project number',
    'VAT-ID',
    'Order number',
  ],
  solidtime: ['Description', 'Task', 'Project', 'Client', 'User', 'Start', 'End', 'Duration', 'Duration (decimal)', 'Billable', 'Tags'],
  harvest: [
    'Date',
    'Client',
    'Project',
    'Project Code',
    'Task',
    'Notes',
    'Hours',
    'Billable?',
    'Invoiced?',
    'Approved?',
    'First Name',
    'Last Name',
    'Roles',
    'Employee?',
    'Billable Rate',
    'Billable Amount',
    'Cost Rate',
    'Cost Amount',
    'Currency',
    'External Reference URL',
  ],
};

/**
 * Kimai writes its headers in a language: the export template's (2.28 and later; the default
 * template's is English) or, before, the user's. These are Kimai's own translations of the columns
 * the converter reads (translations/messages.*.xlf); a file is read in the one language whose
 * required columns it has.
 */
interface KimaiHeaders {
  date: string;
  from: string;
  to: string;
  duration: string;
  customer: string;
  project: string;
  activity: string;
  description: string;
  billable: string;
  tags: string;
}
/** Date, From, To, Duration, Customer, Project, Activity, Description, Billable, Tags in each language. */
const KIMAI_LANGUAGES: KimaiHeaders[] = Object.values({
  en: ['Date', 'From', 'To', 'Duration', 'Customer', 'Project', 'Activity', 'Description', 'Billable', 'Tags'],
  de: ['Datum', 'Von', 'Bis', 'Dauer', 'Kunde', 'Projekt', 'Tätigkeit', 'Beschreibung', 'Abrechenbar', 'Schlagworte'],
  fr: ['Date', 'De', 'À', 'Durée', 'Client', 'Projet', 'Activité', 'Description', 'Facturable', 'Mots-clés'],
  es: ['Fecha', 'De', 'Para', 'Duración', 'Cliente', 'Proyecto', 'Actividad', 'Descripción', 'Facturable', 'Etiquetas'],
  it: ['Data', 'Da', 'A', 'Durata', 'Cliente', 'Progetto', 'Attività', 'Descrizione', 'Fatturabile', 'Etichette'],
  nl: ['Datum', 'Van', 'Tot', 'Duur', 'Klant', 'Project', 'Activiteit', 'Beschrijving', 'Factureerbaar', 'Labels'],
  pt: ['Data', 'De', 'Para', 'Duração', 'Cliente', 'Projeto', 'Atividade', 'Descrição', 'Faturável', 'Etiquetas'],
  pt_BR: ['Data', 'De', 'Para', 'Duração', 'Cliente', 'Projeto', 'Atividade', 'Descrição', 'Faturável', 'Tags'],
  sv: ['Datum', 'Från', 'till', 'Längd', 'Kund', 'Projekt', 'Aktivitet', 'Beskrivning', 'Debiterbar', 'Etiketter'],
  da: ['Dato', 'Fra', 'Til', 'Varighed', 'Kunde', 'Projekt', 'Aktivitet', 'Beskrivelse', 'Fakturérbar', 'Etiketter'],
  pl: ['Data', 'Od', 'Do', 'Czas trwania', 'Klient', 'Projekt', 'Aktywność', 'Opis', 'Płatne', 'Tagi'],
  cs: ['Datum', 'Od', 'Do', 'Doba trvání', 'Zákazník', 'Projekt', 'Aktivita', 'Popis', 'Zpoplatnitelné', 'Štítky'],
  ru: ['Дата', 'С', 'До', 'Длительность', 'Клиент', 'Проект', 'Активность', 'Описание', 'Подлежащий оплате', 'Метки'],
}).map(([date, from, to, duration, customer, project, activity, description, billable, tags]) => ({
  date,
  from,
  to,
  duration,
  customer,
  project,
  activity,
  description,
  billable,
  tags,
}));

/** The columns a file must have to be read as that tracker's export (Kimai: in one of its languages). */
const REQUIRED: Record<Tracker, string[]> = {
  toggl: ['Project', 'Description', 'Start date', 'Start time', 'End date', 'End time'],
  clockify: ['Project', 'Description', 'Start Date', 'Start Time', 'End Date', 'End Time'],
  kimai: ['Date', 'From', 'To', 'Project', 'Activity', 'Description'],
  solidtime: ['Description', 'Project', 'Start', 'End'],
  harvest: ['Date', 'Project', 'Task', 'Notes', 'Hours'],
};

/**
 * Every column each tracker writes, spelt as it writes it (case included): what tells apart two
 * trackers whose required columns a file has. Toggl and Clockify share most names, but Toggl writes
 * `Start date` and Clockify `Start Date`, and each has columns of its own (a Clockify user may hide
 * the duration columns; the spelling of the date columns stays).
 */
const OWN_COLUMNS: Record<Tracker, Array<string | RegExp>> = {
  toggl: [...EXPECTED_HEADERS.toggl.filter((h) => !h.startsWith('Amount')), /^Amount \(.*\)$/],
  clockify: [
    ...EXPECTED_HEADERS.clockify,
    'Activity',
    'Type',
    'Invoiced',
    'Invoice ID',
    'Date of creation',
    'Approval',
    'Approved by',
    /^Billable Rate \(.*\)$/,
    /^Billable Amount \(.*\)$/,
  ],
  kimai: [...EXPECTED_HEADERS.kimai, 'Exported', 'Break', 'ID', ...KIMAI_LANGUAGES.flatMap((l) => Object.values(l))],
  solidtime: EXPECTED_HEADERS.solidtime,
  harvest: [...EXPECTED_HEADERS.harvest, 'Hours Rounded', 'Employee Id', 'Teams'],
};

const norm = (h: string) => h.trim().replace(/^"|"$/g, '').trim().toLowerCase();

class Columns {
  private readonly index = new Map<string, number>();
  constructor(header: string[]) {
    header.forEach((h, i) => {
      if (!this.index.has(norm(h))) this.index.set(norm(h), i);
    });
  }
  has(name: string): boolean {
    return this.index.has(norm(name));
  }
  /** The trimmed value, or null for a missing column or blank cell. */
  get(fields: string[], ...names: string[]): string | null {
    for (const name of names) {
      const i = this.index.get(norm(name));
      if (i === undefined) continue;
      // Line breaks inside quoted fields are kept, as \n whatever the file's line ending.
      const value = (fields[i] ?? '').replace(/\r\n?/g, '\n').trim();
      return value.length === 0 ? null : value;
    }
    return null;
  }
}

/** The language of a Kimai header row: the first whose required columns are all there, or null. */
function kimaiLanguage(columns: Columns): KimaiHeaders | null {
  return KIMAI_LANGUAGES.find((l) => [l.date, l.from, l.to, l.project, l.activity, l.description].every((c) => columns.has(c))) ?? null;
}

function fits(tracker: Tracker, columns: Columns): boolean {
  return tracker === 'kimai' ? kimaiLanguage(columns) !== null : REQUIRED[tracker].every((c) => columns.has(c));
}

function isOwnColumn(tracker: Tracker, header: string): boolean {
  const name = header.trim();
  return OWN_COLUMNS[tracker].some((c) => (typeof c === 'string' ? c === name : c.test(name)));
}

/**
 * The trackers whose export this header row can be: none, one, or several when their columns fit
 * it equally well (a wrong guess would misread the file; the caller asks the user instead). Of the
 * trackers whose required columns are there, those with the most columns only they write, as they
 * spell them.
 */
export function detectTrackers(header: string[]): Tracker[] {
  const columns = new Columns(header);
  const fitting = TRACKERS.filter((t) => fits(t, columns));
  if (fitting.length <= 1) return fitting;
  const evidence = fitting.map((t) => header.filter((h) => isOwnColumn(t, h) && !fitting.some((o) => o !== t && isOwnColumn(o, h))).length);
  const best = Math.max(...evidence);
  return best === 0 ? fitting : fitting.filter((_, i) => evidence[i] === best);
}

/** Which tracker's export this header row is: null when none fits, or when several fit equally (see detectTrackers). */
export function detectTracker(header: string[]): Tracker | null {
  const found = detectTrackers(header);
  return found.length === 1 ? found[0] : null;
}

const foundText = (header: string[]) =>
  header.length === 0 ? 'an empty file' : `the headers ${header.map((h) => JSON.stringify(h)).join(', ')}`;
const either = (trackers: Tracker[]) => trackers.join(' or ');

function unrecognized(source: Tracker, header: string[], candidates: Tracker[]): UnrecognizedFileError {
  const others = candidates.filter((t) => t !== source);
  const hint =
    others.length > 0 ? ` It looks like a ${either(others)} export: use ${others.map((t) => `--source ${t}`).join(' or ')}.` : '';
  const languages = source === 'kimai' ? ' (or the same in the language of the export)' : '';
  const detail =
    `expected the headers ${EXPECTED_HEADERS[source].join(', ')} ` +
    `(at least ${REQUIRED[source].join(', ')}${languages}), found ${foundText(header)}.`;
  return new UnrecognizedFileError(`Not a ${source} detailed CSV export: ${detail}${hint}`, others, detail);
}

/**
 * The tracker that wrote this export, from its header row. Throws UnrecognizedFileError when no
 * tracker's columns fit it, or when several fit equally (naming them: the user says which).
 */
export function identifyTracker(text: string): Tracker {
  const header = readCsv(text).header;
  const found = detectTrackers(header);
  if (found.length === 1) return found[0];
  if (found.length > 1) {
    const detail = `its headers fit a ${either(found)} export equally (found ${foundText(header)}).`;
    const choice = found.map((t) => `--source ${t}`).join(' or ');
    throw new UnrecognizedFileError(`Cannot tell which tracker wrote this file: ${detail} Say which with ${choice}.`, found, detail);
  }
  const detail = `expected the headers of a detailed CSV export of ${TRACKERS.join(', ')} (at least: ${TRACKERS.map((t) => `${t}: ${REQUIRED[t].join(', ')}`).join('; ')}), found ${foundText(header)}.`;
  throw new UnrecognizedFileError(`Not a recognised tracker export: ${detail}`, [], detail);
}

/**
 * Yes and no as the trackers write them: English (Toggl, Clockify, solidtime, Harvest), true/false
 * and 1/0 (Kimai 2.28 and later writes 1/0), and the words of every language Kimai exported them in
 * before (its translations of yes and no).
 */
const BILLABLE_YES = new Set(
  'yes y true 1 ja j oui sí si sì sim tak ano áno da jes jah jā bai kyllä igen ya evet có да так ναι نعم بله כן はい 예 是 ਹਾਂ ஆம்'.split(
    ' ',
  ),
);
const BILLABLE_NO = new Set(
  'no n false 0 nein non não nao nej nei nee nie ne nē nu ei ez nem tidak hayır không не нет ні όχι لا خیر לא いいえ 아니오 否 ਨਹੀਂ இல்லை'.split(
    ' ',
  ),
);

/** A billable column's value: true, false, or null when empty or not a yes or no (never a guess). */
export function parseBillable(text: string | null): boolean | null {
  const value = text?.trim().toLowerCase() ?? '';
  if (BILLABLE_YES.has(value)) return true;
  if (BILLABLE_NO.has(value)) return false;
  return null;
}

/** Tags written as one field, comma-separated (Toggl, Clockify, solidtime, Kimai). */
function splitTags(text: string | null): string[] {
  if (text === null) return [];
  return [
    ...new Set(
      text
        .split(',')
        .map((t) => t.trim())
        .filter((t) => t.length > 0),
    ),
  ];
}

/** An entry whose times are instants already (solidtime with offsets). */
type FixedEntry = Omit<NormalizedEntry, 'occurrence' | 'billable'> & { billable: boolean | null };

interface Draft {
  row: number;
  sourceId: string | null;
  start: Temporal.PlainDateTime;
  end: Temporal.PlainDateTime;
  client: string | null;
  project: string | null;
  task: string | null;
  description: string | null;
  tags: string[];
  billable: boolean | null;
}

/**
 * Converts the text of a detailed-report CSV export. Throws UnrecognizedFileError naming the
 * expected headers when the file is not one of `source`.
 */
export function convertTrackerCsv(text: string, source: Tracker, options: ConvertOptions = {}): Conversion {
  const table = readCsv(text);
  const candidates = detectTrackers(table.header);
  const columns = new Columns(table.header);
  // A file that fits several trackers equally is read as the one the user chose among them.
  if (!fits(source, columns) || (candidates.length > 0 && !candidates.includes(source))) {
    throw unrecognized(source, table.header, candidates);
  }
  const issues: RowIssue[] = [];
  const notes: string[] = [];
  const drafts: Draft[] = [];
  const fixed: Array<FixedEntry> = [];
  const variant = describeVariant(source, table, columns);
  const unreadBillable = new Set<string>();
  const billable = (text: string | null) => {
    const flag = parseBillable(text);
    if (flag === null && text !== null) unreadBillable.add(text);
    return flag;
  };
  const reader = READERS[source];
  reader({ table, columns, options, issues, notes, drafts, fixed, billable });
  if (unreadBillable.size > 0)
    notes.push(
      `Billable values not understood as yes or no (${[...unreadBillable].map((v) => JSON.stringify(v)).join(', ')}): ` +
        "those rows take their project's billable default.",
    );
  return { source, variant, entries: withOccurrences(drafts, fixed), issues, notes };
}

/** A date-time with `Z` or an offset (`2026-04-06T10:00:00Z`, `2026-04-06 10:00:00+02:00`). */
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/i;

interface ReaderContext {
  /** Entries whose times are already instants (kept as the file has them). */
  fixed: Array<FixedEntry>;
  table: CsvTable;
  columns: Columns;
  options: ConvertOptions;
  issues: RowIssue[];
  notes: string[];
  drafts: Draft[];
  /** The billable flag of a cell (parseBillable), remembering values it did not understand for a note. */
  billable: (text: string | null) => boolean | null;
}

function describeVariant(source: Tracker, table: CsvTable, columns: Columns): string {
  switch (source) {
    case 'toggl':
      return columns.has('Amount (EUR)') || table.header.some((h) => /^Amount \(/.test(h))
        ? 'detailed, with amount'
        : 'detailed, without amount';
    case 'clockify':
      if (columns.has('Activity')) return 'detailed, Activity column (approval)';
      if (columns.has('Invoiced')) return 'detailed, with invoicing';
      return 'detailed';
    default:
      return 'detailed';
  }
}

/** How the file's `nn/nn/yyyy` and `nn-nn-yyyy` dates are ordered (`nn.nn.yyyy` is always day first). */
interface DateOrders {
  slash: SlashOrder;
  dash: SlashOrder;
}

/**
 * The order of each kind of date, as the file's values reveal it (a part over 12); where they do not,
 * the order the user chose, else month first for `nn/nn/yyyy` and day first for `nn-nn-yyyy`, said
 * in a note.
 */
function dateOrdersFor(ctx: ReaderContext, dateColumns: string[]): DateOrders {
  const values = ctx.table.records.flatMap((r) => dateColumns.map((c) => ctx.columns.get(r.fields, c) ?? ''));
  const chosen = ctx.options.slashOrder;
  const slash = inferSlashOrder(values, '/', chosen ?? 'MDY');
  const dash = inferSlashOrder(values, '-', chosen ?? 'DMY');
  if (!chosen) {
    if (!slash.certain)
      ctx.notes.push(`Dates like 01/02/2026 are read month first (MM/DD/YYYY); pass the other order if your tracker writes day first.`);
    if (!dash.certain)
      ctx.notes.push(`Dates like 01-02-2026 are read day first (DD-MM-YYYY); pass the other order if your tracker writes month first.`);
  }
  return { slash: slash.order, dash: dash.order };
}

/** Separate date and time columns (Toggl, Clockify). */
function readSplitColumns(
  ctx: ReaderContext,
  names: {
    startDate: string;
    startTime: string;
    endDate: string;
    endTime: string;
    task: string[];
    client: string;
    project: string;
    description: string;
    tags: string;
    billable: string;
    id?: string;
  },
) {
  const order = dateOrdersFor(ctx, [names.startDate, names.endDate]);
  // A file repeats its dates (several entries a day) and its times: each cell text is read once, and rows
  // share the (immutable) Temporal values.
  const dates = new Map<string, Temporal.PlainDate | null>();
  const times = new Map<string, Temporal.PlainTime | null>();
  const dateTimes = new Map<string, Temporal.PlainDateTime>();
  const dateOf = (text: string) => remembered(dates, text, () => parseDate(text, order.slash, order.dash));
  const timeOf = (text: string) => remembered(times, text, () => parseTime(text));
  /** The date-time of a date cell's and a time cell's texts (both read). */
  const at = (dateText: string, timeText: string) =>
    remembered(dateTimes, `${dateText}\u0000${timeText}`, () => dateOf(dateText)!.toPlainDateTime(timeOf(timeText)!));
  for (const record of ctx.table.records) {
    const f = record.fields;
    const startDateText = ctx.columns.get(f, names.startDate) ?? '';
    const startTimeText = ctx.columns.get(f, names.startTime) ?? '';
    const endTimeText = ctx.columns.get(f, names.endTime) ?? '';
    let endDateText = ctx.columns.get(f, names.endDate) ?? '';
    const startDate = dateOf(startDateText);
    const startTime = timeOf(startTimeText);
    if (dateOf(endDateText) === null) endDateText = startDateText;
    const endDate = dateOf(endDateText);
    const endTime = timeOf(endTimeText);
    if (!startDate || !startTime || !endDate || !endTime) {
      ctx.issues.push({
        row: record.line,
        message: `unreadable start or end (${[names.startDate, names.startTime, names.endDate, names.endTime].map((c) => ctx.columns.get(f, c) ?? '∅').join(' ')})`,
      });
      continue;
    }
    let end = at(endDateText, endTimeText);
    const start = at(startDateText, startTimeText);
    // A missing end date with an end time before the start: the entry ran past midnight.
    if (ctx.columns.get(f, names.endDate) === null && Temporal.PlainDateTime.compare(end, start) < 0) end = end.add({ days: 1 });
    ctx.drafts.push({
      row: record.line,
      sourceId: names.id ? ctx.columns.get(f, names.id) : null,
      start,
      end,
      client: ctx.columns.get(f, names.client),
      project: ctx.columns.get(f, names.project),
      task: ctx.columns.get(f, ...names.task),
      description: ctx.columns.get(f, names.description),
      tags: splitTags(ctx.columns.get(f, names.tags)),
      billable: ctx.billable(ctx.columns.get(f, names.billable)),
    });
  }
}

function remembered<T>(known: Map<string, T>, key: string, make: () => T): T {
  if (known.has(key)) return known.get(key)!;
  const value = make();
  known.set(key, value);
  return value;
}

const READERS: Record<Tracker, (ctx: ReaderContext) => void> = {
  toggl: (ctx) =>
    readSplitColumns(ctx, {
      startDate: 'Start date',
      startTime: 'Start time',
      endDate: 'End date',
      endTime: 'End time',
      task: ['Task'],
      client: 'Client',
      project: 'Project',
      description: 'Description',
      tags: 'Tags',
      billable: 'Billable',
    }),

  clockify: (ctx) =>
    readSplitColumns(ctx, {
      startDate: 'Start Date',
      startTime: 'Start Time',
      endDate: 'End Date',
      endTime: 'End Time',
      task: ['Task', 'Activity'],
      client: 'Client',
      project: 'Project',
      description: 'Description',
      tags: 'Tags',
      billable: 'Billable',
    }),

  kimai: (ctx) => {
    // fits() found the language before any reader runs.
    const names = kimaiLanguage(ctx.columns)!;
    const order = dateOrdersFor(ctx, [names.date]);
    const rows: Array<{ line: number; fields: string[]; start: Temporal.PlainDateTime; end: Temporal.PlainDateTime; timesOnly: boolean }> =
      [];
    for (const record of ctx.table.records) {
      const f = record.fields;
      const fromText = ctx.columns.get(f, names.from) ?? '';
      const toText = ctx.columns.get(f, names.to) ?? '';
      const date = parseDate(ctx.columns.get(f, names.date) ?? '', order.slash, order.dash);
      const fromTime = parseTime(fromText);
      const toTime = parseTime(toText);
      // From/To are times of Date, or (in some versions) full date-times.
      const fullEnd = parseDateTime(toText, order.slash, order.dash);
      const start = parseDateTime(fromText, order.slash, order.dash) ?? (date && fromTime ? date.toPlainDateTime(fromTime) : null);
      const end = fullEnd ?? (date && toTime ? date.toPlainDateTime(toTime) : null);
      if (!start || !end) {
        ctx.issues.push({
          row: record.line,
          message: `unreadable ${names.date}/${names.from}/${names.to} (${ctx.columns.get(f, names.date) ?? '∅'} ${fromText || '∅'} ${toText || '∅'})`,
        });
        continue;
      }
      rows.push({ line: record.line, fields: f, start, end, timesOnly: fullEnd === null });
    }
    // A time-only To is on Date or a later day: a To before From is the next day (an entry past
    // midnight), and the Duration column tells entries of 24 hours and more (To 10:30 after From
    // 09:00 with 25:30 is the next day; To equal to From with 24:00 too). One equal to From without a
    // duration that says so stays zero-length: the server reports it instead of a guess.
    const spans = rows.map((r) => wallSeconds(r.start, r.end));
    const durations = kimaiDurations(
      rows.map((r) => ctx.columns.get(r.fields, names.duration)),
      spans,
    );
    rows.forEach((r, i) => {
      const f = r.fields;
      const days = r.timesOnly ? daysAfter(spans[i], durations[i]) : 0;
      ctx.drafts.push({
        row: r.line,
        sourceId: null,
        start: r.start,
        end: r.end.add({ days }),
        client: ctx.columns.get(f, names.customer),
        project: ctx.columns.get(f, names.project),
        task: ctx.columns.get(f, names.activity),
        description: ctx.columns.get(f, names.description),
        tags: splitTags(ctx.columns.get(f, names.tags)),
        billable: ctx.billable(ctx.columns.get(f, names.billable)),
      });
    });
  },

  solidtime: (ctx) => {
    const order = dateOrdersFor(ctx, ['Start', 'End']);
    for (const record of ctx.table.records) {
      const f = record.fields;
      const startText = ctx.columns.get(f, 'Start') ?? '';
      const endText = ctx.columns.get(f, 'End') ?? '';
      // Times with Z or an offset name instants: passed on as such (the server takes them as they are).
      const instant = (text: string) => (WITH_OFFSET.test(text) ? text.replace(' ', 'T') : null);
      if (instant(startText) && instant(endText)) {
        ctx.fixed.push({
          row: record.line,
          sourceId: null,
          start: instant(startText)!,
          end: instant(endText)!,
          client: ctx.columns.get(f, 'Client'),
          project: ctx.columns.get(f, 'Project'),
          task: ctx.columns.get(f, 'Task'),
          description: ctx.columns.get(f, 'Description'),
          tags: splitTags(ctx.columns.get(f, 'Tags')),
          billable: ctx.billable(ctx.columns.get(f, 'Billable')),
        });
        continue;
      }
      const start = parseDateTime(startText, order.slash, order.dash);
      const end = parseDateTime(endText, order.slash, order.dash);
      if (!start || !end) {
        ctx.issues.push({ row: record.line, message: `unreadable Start/End (${startText || '∅'} ${endText || '∅'})` });
        continue;
      }
      ctx.drafts.push({
        row: record.line,
        sourceId: null,
        start,
        end,
        client: ctx.columns.get(f, 'Client'),
        project: ctx.columns.get(f, 'Project'),
        task: ctx.columns.get(f, 'Task'),
        description: ctx.columns.get(f, 'Description'),
        tags: splitTags(ctx.columns.get(f, 'Tags')),
        billable: ctx.billable(ctx.columns.get(f, 'Billable')),
      });
    }
  },

  harvest: (ctx) => {
    const dayStartText = ctx.options.dayStart ?? '09:00';
    const dayStart = parseTime(dayStartText);
    if (!dayStart) throw new RangeError(`The start of day ${dayStartText} is not a time (HH:MM)`);
    const zone = ctx.options.zoneId;
    ctx.notes.push(
      `Harvest records hours, not times: each day's entries are placed one after another from ${dayStart.toString({ smallestUnit: 'minute' })}` +
        (zone === undefined
          ? ', in file order.'
          : ` (${zone}), in file order, each lasting exactly its hours (across a daylight-saving change too).`),
    );
    const order = dateOrdersFor(ctx, ['Date']);
    const nextFree = new Map<string, Temporal.PlainDateTime>();
    const placed = new Map<string, Temporal.Instant>();
    for (const record of ctx.table.records) {
      const f = record.fields;
      const date = parseDate(ctx.columns.get(f, 'Date') ?? '', order.slash, order.dash);
      const hours = parseHours(ctx.columns.get(f, 'Hours') ?? '');
      if (!date || !hours) {
        ctx.issues.push({
          row: record.line,
          message: `unreadable Date or Hours (${ctx.columns.get(f, 'Date') ?? '∅'} ${ctx.columns.get(f, 'Hours') ?? '∅'})`,
        });
        continue;
      }
      if (hours.sign === 0) {
        ctx.issues.push({ row: record.line, message: 'zero hours: nothing to import' });
        continue;
      }
      const names = {
        client: ctx.columns.get(f, 'Client'),
        project: ctx.columns.get(f, 'Project'),
        task: ctx.columns.get(f, 'Task'),
        description: ctx.columns.get(f, 'Notes'),
        tags: [],
        billable: ctx.billable(ctx.columns.get(f, 'Billable?')),
      };
      if (zone !== undefined) {
        // The day's first entry starts at the start of day (where that falls in a DST gap, as much
        // later as the gap is long); each lasts exactly its hours of elapsed time.
        const start = placed.get(date.toString()) ?? date.toZonedDateTime({ timeZone: zone, plainTime: dayStart }).toInstant();
        const end = start.add(hours);
        placed.set(date.toString(), end);
        ctx.fixed.push({ row: record.line, sourceId: null, start: instantText(start, zone), end: instantText(end, zone), ...names });
        continue;
      }
      const start = nextFree.get(date.toString()) ?? date.toPlainDateTime(dayStart);
      const end = start.add(hours);
      nextFree.set(date.toString(), end);
      ctx.drafts.push({ row: record.line, sourceId: null, start, end, ...names });
    }
  },
};

const DAY_SECONDS = 86_400;

/** The wall-clock seconds from a start to a time-only end on the same date (negative: it is earlier). */
function wallSeconds(start: Temporal.PlainDateTime, end: Temporal.PlainDateTime): number {
  return start.until(end, { largestUnit: 'hours' }).total('seconds');
}

/** A time-only To before From is on the next day: the span from From to To, made non-negative. */
const overnight = (span: number) => (span < 0 ? span + DAY_SECONDS : span);

/**
 * The whole days a duration adds to a From–To span: the nearest whole number (a daylight-saving
 * change or a break moves the duration an hour or so off the wall clock, never half a day).
 */
const extraDays = (span: number, duration: number) => Math.max(0, Math.round((duration - overnight(span)) / DAY_SECONDS));

/** How many days after Date a time-only To falls, given the span From–To and the duration if known. */
function daysAfter(span: number, duration: number | null): number {
  return (span < 0 ? 1 : 0) + (duration === null ? 0 : extraDays(span, duration));
}

/**
 * Kimai's Duration cells in seconds (null where unreadable): `h:mm` or `h:mm:ss` (2.28 and later,
 * hours past 24 kept: `25:30`), decimal hours (`25.5`, or `25,5` from a spreadsheet: the user's
 * decimal-export setting), or whole seconds (before 2.28). A column of whole numbers only is either
 * seconds or whole hours: the reading that fits the rows' From and To (whole days apart) better.
 */
function kimaiDurations(texts: Array<string | null>, spans: number[]): Array<number | null> {
  const whole = /^\d+$/;
  const hours = texts.map((t) => (t === null ? null : (parseHours(t)?.total('seconds') ?? null)));
  if (texts.some((t) => t !== null && !whole.test(t))) return hours;
  const seconds = texts.map((t) => (t === null ? null : Number(t)));
  const misfit = (values: Array<number | null>) =>
    values.reduce<number>(
      (sum, d, i) => (d === null ? sum : sum + Math.abs(overnight(spans[i]) + extraDays(spans[i], d) * DAY_SECONDS - d)),
      0,
    );
  return misfit(hours) < misfit(seconds) ? hours : seconds;
}

/** An instant with the zone's offset there (`2025-10-26T02:30:00+01:00`), or in UTC where that offset is not whole minutes. */
function instantText(instant: Temporal.Instant, zone: string): string {
  const zoned = instant.toZonedDateTimeISO(zone);
  const text = zoned.toString({
    timeZoneName: 'never',
    smallestUnit: instant.epochNanoseconds % 1_000_000_000n === 0n ? 'second' : undefined,
  });
  return zoned.offsetNanoseconds % 60_000_000_000 === 0 ? text : instant.toString();
}

/** Indistinguishable rows (same times, names, description and tags) are numbered 1, 2, … in file order. */
function withOccurrences(drafts: Draft[], fixed: Array<FixedEntry>): NormalizedEntry[] {
  const seen = new Map<string, number>();
  const all = [...drafts.map((d) => ({ ...d, start: localText(d.start), end: localText(d.end) })), ...fixed].sort((a, b) => a.row - b.row);
  return all.map((d) => {
    const { start, end } = d;
    const identity = JSON.stringify([start, end, d.client, d.project, d.task, d.description, [...d.tags].sort()]);
    const occurrence = (seen.get(identity) ?? 0) + 1;
    seen.set(identity, occurrence);
    const entry: NormalizedEntry = {
      row: d.row,
      sourceId: d.sourceId,
      start,
      end,
      client: d.client,
      project: d.project,
      task: d.task,
      description: d.description,
      tags: d.tags,
      occurrence,
    };
    // The flag only when the file says it: the fingerprint and the occurrence numbers do not include it.
    if (d.billable !== null) entry.billable = d.billable;
    return entry;
  });
}

export { readCsv };
