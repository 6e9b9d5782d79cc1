import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { CliArgs, CliCommand, SERVER_OPTIONS, stringOption, UsageError } from '../command';
import { normalizeZoneId } from '../../common/time/zone';
import { HttpError, ServerApi, serverTarget } from '../server-client';
import {
  BATCH_ENTRIES,
  Conversion,
  NormalizedEntry,
  TRACKERS,
  batchesOf,
  Tracker,
  UnrecognizedFileError,
  convertTrackerCsv,
  decodeExport,
  identifyTracker,
  isKnownZone,
  markUnbatchable,
  settleExactMatches,
} from '@time-tracking/converters';

/** Exit codes, also listed in the usage text. */
const EXIT = { ok: 0, failed: 1, usage: 2, unrecognized: 3, declined: 4, leftOver: 5 } as const;

const usage = `usage: npm run cli -- import-tracker FILE [--source toggl|clockify|kimai|solidtime|harvest] --zone ZONE [options]
       npm run cli -- import-tracker --undo JOB [options]

Imports a detailed-report CSV export of another time tracker through the /imports API: converts the
file, shows the preview (rows per status, catalog mapping, rows with problems), asks before it
creates the job, commits the batches with a progress bar, and resumes an interrupted run of the same
file. Running it again on the same file imports nothing twice.

  --source NAME        the tracker that wrote FILE (default: recognised from its header row; a file
                       whose headers fit two trackers equally is refused, naming them: say which)
  --zone ZONE          IANA zone the file's local times are in (e.g. Europe/Berlin): the zone of your
                       profile in the tracker that wrote it; never guessed
  --url URL            service base URL (default $TT_URL or http://127.0.0.1:8080)
  --token TOKEN        personal API token with write permission (default $TT_TOKEN)
  --yes                do not ask for confirmation
  --day-start HH:MM    Harvest only: where each day's hours start (default 09:00)
  --date-order mdy|dmy order of nn/nn/yyyy and nn-nn-yyyy dates when the file does not reveal it
                       (default mdy for nn/nn/yyyy, dmy for nn-nn-yyyy)
  --exact-match reuse|create
                       rows that equal an existing activity exactly: settle onto it (default) or create anyway
  --undo JOB           undo a whole import job instead (edited records are kept unless --delete-edited;
                       blocked records are left unless --keep-blocked)
  --delete-edited      with --undo: also remove records edited since the import
  --keep-blocked       with --undo: keep blocked records so that the job can finish

Catalog mapping: a client, project, task or tag with exactly the same name as an existing record is
used; any other is created once for the job.

Exit codes: 0 done; 1 failed (network or service error: run again to resume); 2 usage error;
3 the file is not a recognised export; 4 not confirmed; 5 undo left records (blocked or edited).`;

interface PreviewRow {
  row: number;
  status: 'new' | 'imported' | 'exactMatch' | 'invalid';
  dayParts: number;
  matches: Array<{ activityId: string; version: number }>;
  problems: Array<{ code: string; detail: string }>;
  start: string | null;
}

interface Catalog {
  clients: Array<{ name: string; id: string | null }>;
  projects: Array<{ client: string | null; name: string; id: string | null }>;
  tasks: Array<{ client: string | null; project: string | null; name: string; id: string | null }>;
  labels: Array<{ name: string; id: string | null }>;
}

interface Job {
  id: string;
  status: string;
  fileSha256: string;
  sourceZoneId: string;
  /** The account's report zone when the job was made: its batches commit only while the account has it. */
  zoneId: string;
  source: string;
  selectedCount: number;
  mappings: unknown;
  batches: Array<{ index: number; created: unknown[]; reused: unknown[]; skipped: unknown[] }>;
  counts: Record<string, number>;
}

const out = (line = '') => process.stdout.write(`${line}\n`);
const err = (line: string) => process.stderr.write(`${line}\n`);

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

/** Retries a call on network failures and 503 (the service restarting), a few times. */
async function retrying<T>(what: string, fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      const transient = !(error instanceof HttpError) || error.status === 503;
      if (!transient || attempt >= 5) throw error;
      err(`${what}: ${error instanceof Error ? error.message : String(error)}; retrying (${attempt}/4)`);
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/** How long a run took since `started` (from reading the file, previews included), and how many per second. */
function rate(what: string, count: number, unit: string, started: number): string {
  const seconds = (performance.now() - started) / 1000;
  return `${count} ${what} in ${seconds.toFixed(1)} s (${Math.round(count / Math.max(seconds, 0.001))} ${unit} per second)`;
}

class Progress {
  private readonly tty = process.stderr.isTTY === true;
  constructor(private readonly total: number) {}
  update(done: number, rows: number): void {
    const width = 30;
    const filled = this.total === 0 ? width : Math.round((done / this.total) * width);
    const line = `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] batch ${done}/${this.total}, ${rows} rows`;
    if (this.tty) process.stderr.write(`\r${line}`);
    else err(line);
  }
  end(): void {
    if (this.tty) process.stderr.write('\n');
  }
}

async function confirm(question: string, yes: boolean): Promise<boolean> {
  if (yes) return true;
  if (!process.stdin.isTTY) {
    err(`${question} — not confirmed: no terminal to ask on; pass --yes to proceed without asking`);
    return false;
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^y(es)?$/i.test((await rl.question(`${question} [y/N] `)).trim());
  } finally {
    rl.close();
  }
}

function mappingsFor(catalog: Catalog) {
  const pick = (id: string | null) => (id ? { action: 'use' as const, id } : { action: 'create' as const });
  return {
    clients: catalog.clients.map((c) => ({ name: c.name, ...pick(c.id) })),
    projects: catalog.projects.map((p) => ({ client: p.client, name: p.name, ...pick(p.id) })),
    tasks: catalog.tasks.map((t) => ({ client: t.client, project: t.project, name: t.name, ...pick(t.id) })),
    labels: catalog.labels.map((l) => ({ name: l.name, ...pick(l.id) })),
  };
}

function mergeCatalog(into: Catalog, more: Catalog): void {
  const add = <T>(list: T[], items: T[], keyOf: (t: T) => string) => {
    const seen = new Set(list.map(keyOf));
    for (const item of items)
      if (!seen.has(keyOf(item))) {
        seen.add(keyOf(item));
        list.push(item);
      }
  };
  add(into.clients, more.clients, (c) => JSON.stringify([c.name]));
  add(into.projects, more.projects, (p) => JSON.stringify([p.client, p.name]));
  add(into.tasks, more.tasks, (t) => JSON.stringify([t.client, t.project, t.name]));
  add(into.labels, more.labels, (l) => JSON.stringify([l.name]));
}

/** An open job for the same file, zone and source: an interrupted (or finished) earlier run. */
async function findResumableJob(api: ServerApi, sha: string, zone: string, source: string): Promise<Job | null> {
  // The newest page is enough: an interrupted run is recent.
  const page = await api.call<{ items: Job[] }>('GET', '/imports?limit=100');
  return page.body.items.find((j) => j.fileSha256 === sha && j.sourceZoneId === zone && j.source === source && j.status === 'open') ?? null;
}

interface ImportOptions {
  file: string;
  /** As given; undefined: recognised from the file. */
  source: Tracker | undefined;
  zone: string;
  dateOrder: string | undefined;
  exactMatch: string;
  yes: boolean;
}

/** The file as read and converted: its hash identifies the job to resume. */
interface ReadExport {
  sha: string;
  source: Tracker;
  conversion: Conversion;
}

/** The options once the file's tracker is known (recognised: from its headers, without --source). */
type ResolvedOptions = Omit<ImportOptions, 'source'> & { source: Tracker; recognised: boolean };

/** What the previews answered for the file's entries, in file order. */
interface FilePreview {
  rows: PreviewRow[];
  catalog: Catalog;
  accountZone: string;
}

/** An exit code decided before the import's end (a file that cannot be read, not confirmed, nothing to do). */
class Stop {
  constructor(readonly exit: number) {}
}

async function runImport(args: CliArgs, api: ServerApi): Promise<number> {
  const started = performance.now();
  const options = importOptions(args);
  const read = readExport(args, options);
  if (read instanceof Stop) return read.exit;
  const { sha, conversion } = read;
  const resolved: ResolvedOptions = { ...options, source: read.source, recognised: options.source === undefined };
  leaveOutOversized(conversion);
  reportConversion(resolved, conversion);
  const preview = await previewEntries(api, options.zone, conversion);
  reportPreview(preview, options.exactMatch);
  const invalidRows = new Set(preview.rows.filter((r) => r.status === 'invalid').map((r) => r.row));
  const selected = conversion.entries.filter((e) => !invalidRows.has(e.row));
  const batches = batchesOf(selected, new Map(preview.rows.map((r) => [r.row, r.dayParts])));
  const job = await resumeOrCreateJob(api, resolved, sha, preview, selected, batches.length);
  if (job instanceof Stop) return job.exit;
  const rows = await commitBatches(api, job, batches, options.exactMatch === 'reuse');
  const final = (await api.call<Job>('GET', `/imports/${job.id}`)).body;
  out(`done: job ${final.id}: ${final.counts.created} created, ${final.counts.reused} reused, ${final.counts.skipped} skipped`);
  out(rate('rows committed', rows, 'rows', started));
  out(`undo with: npm run cli -- import-tracker --undo ${final.id}`);
  return EXIT.ok;
}

/** The command line's options, checked (a `UsageError` names the first wrong one). */
function importOptions(args: CliArgs): ImportOptions {
  const file = args.positional[0];
  if (!file) throw new UsageError('FILE is required');
  const source = stringOption(args, 'source') as Tracker | undefined;
  if (source !== undefined && !TRACKERS.includes(source)) throw new UsageError(`--source must be one of ${TRACKERS.join(', ')}`);
  const given = stringOption(args, 'zone');
  if (!given) throw new UsageError("--zone is required (the IANA zone the file's local times are in, e.g. Europe/Berlin)");
  if (!isKnownZone(given)) throw new UsageError(`--zone ${given} is not a known IANA time zone`);
  // Spelt as the service stores it (europe/berlin → Europe/Berlin), so a later run finds the job to resume.
  const zone = normalizeZoneId(given) ?? given;
  const dateOrder = stringOption(args, 'date-order');
  if (dateOrder !== undefined && !['mdy', 'dmy'].includes(dateOrder.toLowerCase())) throw new UsageError('--date-order must be mdy or dmy');
  const exactMatch = stringOption(args, 'exact-match') ?? 'reuse';
  if (!['reuse', 'create'].includes(exactMatch)) throw new UsageError('--exact-match must be reuse or create');
  return { file, source, zone, dateOrder, exactMatch, yes: args.options.yes === true };
}

/**
 * Reads the file and converts it to normalized entries (a file that is not the tracker's export, or
 * without --source one whose tracker cannot be told: exit 3).
 */
function readExport(args: CliArgs, options: ImportOptions): ReadExport | Stop {
  const { file, dateOrder } = options;
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    err(`cannot read ${file}: ${(error as Error).message}`);
    return new Stop(EXIT.failed);
  }
  const sha = createHash('sha256').update(bytes).digest('hex');
  try {
    const text = decodeExport(bytes);
    const source = options.source ?? identifyTracker(text);
    const conversion = convertTrackerCsv(text, source, {
      dayStart: stringOption(args, 'day-start'),
      zoneId: options.zone,
      slashOrder: dateOrder ? (dateOrder.toUpperCase() === 'DMY' ? 'DMY' : 'MDY') : undefined,
    });
    return { sha, source, conversion };
  } catch (error) {
    if (error instanceof UnrecognizedFileError) {
      err(`${file}: ${error.message}`);
      return new Stop(EXIT.unrecognized);
    }
    if (error instanceof RangeError) throw new UsageError(error.message);
    throw error;
  }
}

/** The API bounds any one source text (10,000 characters) and the tags of an entry (500): such entries become issues. */
function leaveOutOversized(conversion: Conversion): void {
  const oversized = conversion.entries.filter(
    (e) => [e.client, e.project, e.task, e.description, ...e.tags].some((t) => t !== null && t.length > 10000) || e.tags.length > 500,
  );
  for (const entry of oversized)
    conversion.issues.push({ row: entry.row, message: 'a field is longer than 10,000 characters (or more than 500 tags)' });
  conversion.entries = conversion.entries.filter((e) => !oversized.includes(e));
  conversion.issues.sort((a, b) => a.row - b.row);
}

function reportConversion(options: ResolvedOptions, conversion: Conversion): void {
  const recognised = options.recognised ? ', recognised from its headers' : '';
  out(
    `${basename(options.file)}: ${options.source} export (${conversion.variant}${recognised}), ${conversion.entries.length} entries, local times read in ${options.zone}`,
  );
  for (const note of conversion.notes) out(`note: ${note}`);
  for (const issue of conversion.issues) out(`row ${issue.row}: not imported: ${issue.message}`);
}

/**
 * Previews the entries in chunks of 100 (writes nothing), a few at once, used in file order. An entry
 * the API refuses as a whole (422) is found by halving the chunk, reported, and left out of the
 * conversion, so one odd line cannot stop the import.
 */
async function previewEntries(api: ServerApi, zone: string, conversion: Conversion): Promise<FilePreview> {
  const refused = new Set<number>();
  let accountZone = '';
  const previewChunk = async (chunk: NormalizedEntry[]): Promise<Array<{ rows: PreviewRow[]; catalog: Catalog }>> => {
    try {
      const preview = await retrying('preview', () =>
        api.call<{ zoneId: string; rows: PreviewRow[]; catalog: Catalog }>('POST', '/imports/preview', {
          sourceZoneId: zone,
          entries: chunk,
        }),
      );
      accountZone = preview.body.zoneId;
      return [preview.body];
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 422 || (error.code === 'VALIDATION' && /time zone/i.test(error.message)))
        throw error;
      if (chunk.length === 1) {
        refused.add(chunk[0].row);
        conversion.issues.push({ row: chunk[0].row, message: `refused by the service: ${error.message}` });
        return [];
      }
      const half = Math.ceil(chunk.length / 2);
      return [...(await previewChunk(chunk.slice(0, half))), ...(await previewChunk(chunk.slice(half)))];
    }
  };
  const pending = chunks(conversion.entries, BATCH_ENTRIES);
  const results: Array<Array<{ rows: PreviewRow[]; catalog: Catalog }>> = new Array(pending.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(4, pending.length) }, async () => {
      while (next < pending.length) {
        const i = next++;
        results[i] = await previewChunk(pending[i]);
      }
    }),
  );
  const rows: PreviewRow[] = [];
  const catalog: Catalog = { clients: [], projects: [], tasks: [], labels: [] };
  for (const part of results.flat()) {
    rows.push(...part.rows);
    mergeCatalog(catalog, part.catalog);
  }
  if (refused.size > 0) {
    conversion.entries = conversion.entries.filter((e) => !refused.has(e.row));
    for (const issue of conversion.issues.filter((i) => refused.has(i.row))) out(`row ${issue.row}: not imported: ${issue.message}`);
  }
  return { rows: markUnbatchable(rows), catalog, accountZone };
}

/** Rows per status, the catalog mapping, and the invalid rows with their problems. */
function reportPreview({ rows, catalog, accountZone }: FilePreview, exactMatch: string): void {
  const byStatus = (status: PreviewRow['status']) => rows.filter((r) => r.status === status);
  out(`account zone: ${accountZone || '(unknown)'}`);
  out(
    `preview: ${byStatus('new').length} new, ${byStatus('imported').length} already imported (skipped), ${byStatus('exactMatch').length} exact matches (${exactMatch === 'reuse' ? 'settled onto the existing activity' : 'created anyway'}), ${byStatus('invalid').length} invalid (not imported)`,
  );
  const describe = (kind: string, name: string, id: string | null) =>
    out(`  ${kind} ${JSON.stringify(name)}: ${id ? `use existing ${id}` : 'create'}`);
  if (catalog.clients.length + catalog.projects.length + catalog.tasks.length + catalog.labels.length > 0) out('catalog mapping:');
  catalog.clients.forEach((c) => describe('client', c.name, c.id));
  catalog.projects.forEach((p) => describe('project', p.client ? `${p.client} / ${p.name}` : p.name, p.id));
  catalog.tasks.forEach((t) => describe('task', [t.client, t.project, t.name].filter((x) => x !== null).join(' / '), t.id));
  catalog.labels.forEach((l) => describe('tag', l.name, l.id));
  for (const row of byStatus('invalid')) out(`row ${row.row}: invalid: ${row.problems.map((p) => `${p.code} (${p.detail})`).join('; ')}`);
}

/**
 * The open job of an earlier run of the same file (resumed), else a new job once confirmed. Stops
 * when the earlier job committed every batch, or there is nothing new to import.
 */
async function resumeOrCreateJob(
  api: ServerApi,
  options: ResolvedOptions,
  sha: string,
  preview: FilePreview,
  selected: NormalizedEntry[],
  batchCount: number,
): Promise<Job | Stop> {
  let job = await retrying('reading jobs', () => findResumableJob(api, sha, options.zone, options.source));
  if (job && job.batches.length < batchCount && preview.accountZone !== '' && job.zoneId !== preview.accountZone) {
    // The service refuses its batches (409 ZONE_CHANGED) for good: a zone change needs a new job,
    // whose preview skips the rows the earlier one committed.
    out(
      `import job ${job.id} of an earlier run was made for the account zone ${job.zoneId}, which is now ${preview.accountZone}: a new job imports the rest`,
    );
    job = null;
  }
  if (job && job.batches.length >= batchCount) {
    out(
      `this file was already imported by job ${job.id}: ${job.counts.created} created, ${job.counts.reused} reused, ${job.counts.skipped} skipped; nothing to do`,
    );
    out(`undo with: npm run cli -- import-tracker --undo ${job.id}`);
    return new Stop(EXIT.ok);
  }
  if (job) {
    out(`resuming import job ${job.id} (${job.batches.length} of ${batchCount} batches committed)`);
    return job;
  }
  if (!preview.rows.some((r) => r.status === 'new' || r.status === 'exactMatch')) {
    out('nothing new to import');
    return new Stop(EXIT.ok);
  }
  if (!(await confirm(`import ${selected.length} entries?`, options.yes))) return new Stop(EXIT.declined);
  const created = await api.call<Job>('POST', '/imports', {
    source: options.source,
    fileName: basename(options.file).slice(0, 1000) || 'import.csv',
    fileSha256: sha,
    sourceZoneId: options.zone,
    mappings: mappingsFor(preview.catalog),
    selectedCount: selected.length,
  });
  out(`created import job ${created.body.id}`);
  return created.body;
}

/** What a batch preview answers. */
interface BatchPreview {
  rows: PreviewRow[];
  previewToken: string;
}

/**
 * Commits the batches the job has not committed yet, in order, with a progress bar. The preview of
 * the next batch is sent together with the commit of this one (previews write nothing and take no
 * lock, so the service works on both at once), and that next commit is sent as soon as its preview is
 * answered, while this one is still at work: it waits for the owner lock in the service and then finds
 * this batch committed. At most two commits are in flight. The service recomputes every preview under
 * the owner lock, so a preview that an earlier commit changed is refused (409 PREVIEW_STALE), and a
 * commit that overtook a retried one is refused (409 BATCH_OUT_OF_ORDER): either is made again once
 * the commit before it is answered.
 */
async function commitBatches(api: ServerApi, job: Job, batches: NormalizedEntry[][], reuse: boolean): Promise<number> {
  const progress = new Progress(batches.length);
  let done = Math.min(job.batches.length, batches.length);
  const rowsBefore = batches.slice(0, done).reduce((n, b) => n + b.length, 0);
  let rowsDone = rowsBefore;
  progress.update(done, rowsDone);
  let ahead: Promise<BatchPreview | null> | null = null;
  let inFlight: { index: number; answered: Promise<void> } | null = null;
  const answered = async (commit: { index: number; answered: Promise<void> }) => {
    await commit.answered;
    done++;
    rowsDone += batches[commit.index].length;
    progress.update(done, rowsDone);
  };
  for (let index = done; index < batches.length; index++) {
    const prefetched = ahead;
    ahead = null;
    let markSent: () => void = () => undefined;
    const sent = new Promise<void>((resolve) => (markSent = resolve));
    const previous = inFlight?.answered ?? null;
    const current = commitBatch(api, job.id, index, batches[index], reuse, { prefetched, previous }, () => {
      if (index + 1 < batches.length) ahead = previewAhead(api, job.id, index + 1, batches[index + 1]);
      markSent();
    });
    await Promise.race([sent, current]);
    if (inFlight) await answered(inFlight);
    inFlight = { index, answered: current };
  }
  if (inFlight) await answered(inFlight);
  progress.end();
  return rowsDone - rowsBefore;
}

/** A batch preview sent ahead of its turn; null when it failed (it is then made again in turn). */
function previewAhead(api: ServerApi, jobId: string, index: number, entries: NormalizedEntry[]): Promise<BatchPreview | null> {
  return api.call<BatchPreview>('POST', `/imports/${jobId}/batches/${index}/preview`, { entries }).then(
    (reply) => reply.body,
    () => null,
  );
}

/** What a batch's commit starts from: its preview sent ahead, and the commit before it while that is unanswered. */
interface Pipelined {
  prefetched: Promise<BatchPreview | null> | null;
  previous: Promise<void> | null;
}

/**
 * Preview (the one sent ahead, on the first attempt), settle exact matches, commit; after an
 * uncertain reply, read the job before trying again. `sendingCommit` runs as the first commit is sent.
 * Anything that waits on the commit before (decisions, a second attempt) waits for its answer first; its
 * failure is this batch's failure.
 */
async function commitBatch(
  api: ServerApi,
  jobId: string,
  index: number,
  entries: NormalizedEntry[],
  reuse: boolean,
  { prefetched, previous }: Pipelined,
  sendingCommit: () => void,
): Promise<void> {
  let sent = false;
  let lastCommit: object | null = null;
  let resend: object | null = null;
  const path = `/imports/${jobId}/batches/${index}`;
  for (let attempt = 1; ; attempt++) {
    try {
      if (resend) {
        // The commit that overtook the one before it, sent again as it was once that one is answered.
        const body = resend;
        resend = null;
        await api.call('POST', path, body);
        return;
      }
      // A preview sent ahead serves only when it needs no decisions: those are settled on a preview
      // made after the commit before (which may have claimed the activity a row matched).
      const early = attempt === 1 && prefetched ? await prefetched : null;
      const ahead = early && !early.rows.some((r) => r.status === 'exactMatch') ? early : null;
      if (!ahead) await previous;
      const preview =
        ahead ??
        (
          await retrying(`batch ${index} preview`, () =>
            api.call<BatchPreview>('POST', `/imports/${jobId}/batches/${index}/preview`, { entries }),
          )
        ).body;
      const decisions = settleExactMatches(preview.rows, reuse);
      const body = decisions.length > 0 ? { entries, decisions } : { entries };
      const token =
        decisions.length > 0
          ? (await api.call<{ previewToken: string }>('POST', `/imports/${jobId}/batches/${index}/preview`, body)).body.previewToken
          : preview.previewToken;
      lastCommit = { ...body, previewToken: token };
      const commit = api.call('POST', path, lastCommit);
      if (!sent) sendingCommit();
      sent = true;
      await commit;
      return;
    } catch (error) {
      // The commit before is answered first: its failure is the one to report, and a retry must follow it.
      await previous;
      // Out of order: this commit reached the owner lock before the one sent before it (or that one was
      // made again): now that it is answered, the same commit goes again (its preview still holds unless
      // that commit changed what it shows: then 409 PREVIEW_STALE, and the batch is previewed again).
      if (error instanceof HttpError && error.code === 'BATCH_OUT_OF_ORDER' && previous !== null && attempt === 1 && lastCommit) {
        resend = lastCommit;
        continue;
      }
      const retryable = error instanceof HttpError ? error.code === 'PREVIEW_STALE' || error.status === 412 || error.status === 503 : true;
      if (!retryable || attempt >= 5) throw error;
      // The commit may have happened even though the reply was lost: the job knows.
      const job = await retrying('reading the job', () => api.call<Job>('GET', `/imports/${jobId}`));
      if (job.body.batches.length > index) return;
    }
  }
}

async function runUndo(args: CliArgs, api: ServerApi, jobId: string): Promise<number> {
  if (!/^[0-9a-f-]{36}$/i.test(jobId)) throw new UsageError('--undo needs the import job ID');
  const deleteEdited = args.options['delete-edited'] === true;
  const keepBlocked = args.options['keep-blocked'] === true;
  const job = (await api.call<Job>('GET', `/imports/${jobId}`)).body;
  out(`import job ${job.id} (${job.source}, ${job.counts.created} rows created, status ${job.status})`);
  if (job.status !== 'undone' && !(await confirm('undo this import (new batches are refused from now on)?', args.options.yes === true)))
    return EXIT.declined;
  const started = performance.now();
  let removed = 0;
  let kept = 0;
  let remaining: number;
  const left = new Map<string, string>();
  for (;;) {
    const preview = await retrying('undo preview', () =>
      api.call<{
        undoToken: string;
        records: Array<{ entityType: string; id: string; state: string; blockers: Array<{ kind: string; id: string }> }>;
      }>('POST', `/imports/${jobId}/undo/preview`, { limit: 100 }),
    );
    const decisions = preview.body.records.flatMap((r) => {
      if (r.state === 'edited') return [{ id: r.id, action: deleteEdited ? 'DELETE' : 'KEEP' }];
      if (r.state === 'blocked' && keepBlocked) return [{ id: r.id, action: 'KEEP' }];
      return [];
    });
    for (const r of preview.body.records) {
      if (r.state === 'blocked' && !keepBlocked)
        left.set(r.id, `${r.entityType} ${r.id}: blocked by ${r.blockers.map((b) => `${b.kind} ${b.id}`).join(', ')}`);
    }
    const result = await api.call<{ removed: number; kept: number; remaining: number }>('POST', `/imports/${jobId}/undo`, {
      undoToken: preview.body.undoToken,
      decisions,
    });
    removed += result.body.removed;
    kept += result.body.kept;
    remaining = result.body.remaining;
    err(`undo: ${removed} removed, ${kept} kept, ${remaining} remaining`);
    if (remaining === 0 || (result.body.removed === 0 && result.body.kept === 0)) break;
  }
  out(`undo: ${removed} removed, ${kept} kept, ${remaining} remaining`);
  out(rate('records removed or kept', removed + kept, 'records', started));
  if (remaining > 0) {
    for (const line of left.values()) out(`left: ${line}`);
    out('some records were left: resolve the blockers (or pass --keep-blocked) and run the undo again');
    return EXIT.leftOver;
  }
  return EXIT.ok;
}

export const importTrackerCommand: CliCommand = {
  name: 'import-tracker',
  summary: 'import a Toggl, Clockify, Kimai, solidtime or Harvest CSV export through the API (or undo one)',
  usage,
  accepts: {
    options: [
      'source',
      'zone',
      'date-order',
      'day-start',
      'exact-match',
      'yes',
      'undo',
      'delete-edited',
      'keep-blocked',
      ...SERVER_OPTIONS,
    ],
    positional: 1,
  },
  async run(args) {
    const target = serverTarget(args);
    const url = target.base.replace(/\/api\/v1$/, '');
    const api = new ServerApi(target, (seconds) => err(`rate limited: waiting ${seconds} s`));
    try {
      const undo = stringOption(args, 'undo');
      return undo ? await runUndo(args, api, undo) : await runImport(args, api);
    } catch (error) {
      if (error instanceof UsageError) throw error;
      if (error instanceof HttpError) {
        err(`error: the service answered ${error.message}`);
        if (error.status === 401) err('check the token (--token or TT_TOKEN): it is missing, invalid, expired or revoked');
        else if (error.status === 403) err('the token needs write permission');
        else err('nothing committed is lost: run the same command again to resume');
      } else {
        err(
          `error: ${error instanceof Error ? `${error.message}${(error as { cause?: Error }).cause ? ` (${(error as { cause?: Error }).cause!.message})` : ''}` : String(error)} — is the service running at ${url}?`,
        );
        err('nothing committed is lost: run the same command again to resume');
      }
      return EXIT.failed;
    }
  },
};
