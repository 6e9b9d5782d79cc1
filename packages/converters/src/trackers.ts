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
  constructor(message: string) {
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

/** The columns a file must have to be read as that tracker's export. */
const REQUIRED: Record<Tracker, string[]> = {
  toggl: ['Project', 'Description', 'Start date', 'Start time', 'End date', 'End time'],
  clockify: ['Project', 'Description', 'Start Date', 'Start Time', 'End Date', 'End Time'],
  kimai: ['Date', 'From', 'To', 'Project', 'Activity', 'Description'],
  solidtime: ['Description', 'Project', 'Start', 'End'],
  harvest: ['Date', 'Project', 'Task', 'Notes', 'Hours'],
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

/** Which tracker's export this header row is, if any. */
export function detectTracker(header: string[]): Tracker | null {
  const columns = new Columns(header);
  const matches = (t: Tracker) => REQUIRED[t].every((c) => columns.has(c));
  // Most specific first: Kimai and Harvest both have Date; Toggl and Clockify share most names but
  // Clockify writes `Duration (h)` / `Duration (decimal)` and Toggl a bare `Duration`.
  if (matches('kimai')) return 'kimai';
  if (matches('harvest')) return 'harvest';
  if (matches('clockify') && (columns.has('Duration (h)') || columns.has('Duration (decimal)') || columns.has('Activity')))
    return 'clockify';
  if (matches('toggl')) return 'toggl';
  if (matches('solidtime')) return 'solidtime';
  if (matches('clockify')) return 'clockify';
  return null;
}

function unrecognized(source: Tracker, header: string[]): UnrecognizedFileError {
  const found = header.length === 0 ? 'an empty file' : `the headers ${header.map((h) => JSON.stringify(h)).join(', ')}`;
  const detected = detectTracker(header);
  const hint = detected && detected !== source ? ` It looks like a ${detected} export: use --source ${detected}.` : '';
  return new UnrecognizedFileError(
    `Not a ${source} detailed CSV export: expected the headers ${EXPECTED_HEADERS[source].join(', ')} ` +
      `(at least ${REQUIRED[source].join(', ')}), found ${found}.${hint}`,
  );
}

/**
 * A billable column as the trackers write it: Yes/No (Toggl, Clockify, solidtime, Harvest), 1/0 or
 * true/false (Kimai, some versions). Empty or anything else: null (not known; never a guess).
 */
export function parseBillable(text: string | null): boolean | null {
  const value = text?.trim().toLowerCase() ?? '';
  if (['yes', 'true', '1', 'y', 'ja'].includes(value)) return true;
  if (['no', 'false', '0', 'n', 'nein'].includes(value)) return false;
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
  const detected = detectTracker(table.header);
  const columns = new Columns(table.header);
  if (!REQUIRED[source].every((c) => columns.has(c)) || (detected !== null && detected !== source)) {
    throw unrecognized(source, table.header);
  }
  const issues: RowIssue[] = [];
  const notes: string[] = [];
  const drafts: Draft[] = [];
  const fixed: Array<FixedEntry> = [];
  const variant = describeVariant(source, table, columns);
  const reader = READERS[source];
  reader({ table, columns, options, issues, notes, drafts, fixed });
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
  for (const record of ctx.table.records) {
    const f = record.fields;
    const startDate = parseDate(ctx.columns.get(f, names.startDate) ?? '', order.slash, order.dash);
    const startTime = parseTime(ctx.columns.get(f, names.startTime) ?? '');
    const endDate = parseDate(ctx.columns.get(f, names.endDate) ?? '', order.slash, order.dash) ?? startDate;
    const endTime = parseTime(ctx.columns.get(f, names.endTime) ?? '');
    if (!startDate || !startTime || !endDate || !endTime) {
      ctx.issues.push({
        row: record.line,
        message: `unreadable start or end (${[names.startDate, names.startTime, names.endDate, names.endTime].map((c) => ctx.columns.get(f, c) ?? '∅').join(' ')})`,
      });
      continue;
    }
    let end = endDate.toPlainDateTime(endTime);
    const start = startDate.toPlainDateTime(startTime);
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
      billable: parseBillable(ctx.columns.get(f, names.billable)),
    });
  }
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
    const order = dateOrdersFor(ctx, ['Date']);
    for (const record of ctx.table.records) {
      const f = record.fields;
      const fromText = ctx.columns.get(f, 'From') ?? '';
      const toText = ctx.columns.get(f, 'To') ?? '';
      const date = parseDate(ctx.columns.get(f, 'Date') ?? '', order.slash, order.dash);
      // From/To are times of Date, or (in some versions) full date-times.
      let start =
        parseDateTime(fromText, order.slash, order.dash) ??
        (date && parseTime(fromText) ? date.toPlainDateTime(parseTime(fromText)!) : null);
      let end =
        parseDateTime(toText, order.slash, order.dash) ?? (date && parseTime(toText) ? date.toPlainDateTime(parseTime(toText)!) : null);
      if (!start || !end) {
        ctx.issues.push({
          row: record.line,
          message: `unreadable Date/From/To (${ctx.columns.get(f, 'Date') ?? '∅'} ${fromText || '∅'} ${toText || '∅'})`,
        });
        continue;
      }
      // A time-only To before From ends on the next day (an entry past midnight). One equal to From
      // stays as it is: a zero-length entry, or 24 hours the file does not say; either way the
      // server reports it (end not after start) instead of a guess.
      if (parseDateTime(toText, order.slash, order.dash) === null && Temporal.PlainDateTime.compare(end, start) < 0)
        end = end.add({ days: 1 });
      start = start!;
      ctx.drafts.push({
        row: record.line,
        sourceId: null,
        start,
        end,
        client: ctx.columns.get(f, 'Customer'),
        project: ctx.columns.get(f, 'Project'),
        task: ctx.columns.get(f, 'Activity'),
        description: ctx.columns.get(f, 'Description'),
        tags: splitTags(ctx.columns.get(f, 'Tags')),
        billable: parseBillable(ctx.columns.get(f, 'Billable')),
      });
    }
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
          billable: parseBillable(ctx.columns.get(f, 'Billable')),
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
        billable: parseBillable(ctx.columns.get(f, 'Billable')),
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
        billable: parseBillable(ctx.columns.get(f, 'Billable?')),
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
