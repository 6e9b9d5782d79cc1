import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  TRACKERS,
  UnrecognizedFileError,
  convertTrackerCsv,
  decodeExport,
  detectTrackers,
  isKnownZone,
  readCsv,
  type Conversion,
  type NormalizedEntry,
  type Tracker,
  BATCH_ENTRIES,
  batchesOf,
  markUnbatchable,
  settleExactMatches,
} from '@time-tracking/converters';
import { ApiError, call, describeError, newKey, type Schemas } from '../api/http';
import { invalidateFor, isArchived, useClients, useLabels, useProjects, useTasks, useZone } from '../data';
import { dateTime, localDate, localTime, mediumDate, zones } from '../time';
import { ErrorText } from '../ui';

/*
 * The tracker import wizard (issue 15 item 7), the same flow as `import-tracker` on the command line:
 * the shared converters turn the file into normalized entries in the browser; the server previews them
 * (at most 100 per call), the user reviews the catalog mapping, a job is created, and its batches are
 * previewed and committed in order. Lazy-loaded: the converters (papaparse) stay out of the first visit.
 */

type PreviewRow = Schemas['PreviewRow'];
type Catalog = Schemas['ImportCatalog'];
type Job = Schemas['ImportJobResponse'];
type UndoRecord = Schemas['UndoRecord'];
type Choice = string; // 'create' | 'none' | an existing record's id

const NAMES: Record<Tracker, string> = {
  toggl: 'Toggl Track',
  clockify: 'Clockify',
  kimai: 'Kimai',
  solidtime: 'solidtime',
  harvest: 'Harvest',
};

const either = (trackers: Tracker[]) => trackers.map((t) => NAMES[t]).join(' or ');

/** The converter's refusal in the wizard's words: no command-line flag, the tracker to choose instead. */
function notThisTracker(source: Tracker, failure: UnrecognizedFileError): string {
  const others = failure.candidates.filter((t) => t !== source);
  const choose = others.length === 1 ? `choose “${NAMES[others[0]]}”` : 'choose the one it came from';
  const hint = others.length > 0 ? ` It looks like a ${either(others)} export: ${choose} under “Exported from” and preview again.` : '';
  return `This is not a ${NAMES[source]} export: ${failure.detail}${hint}`;
}
const ALL_KINDS = ['clients', 'projects', 'tasks', 'labels'] as const;
type Kind = (typeof ALL_KINDS)[number];

interface Prepared {
  fileName: string;
  sha: string;
  source: Tracker;
  zone: string;
  conversion: Conversion;
  rows: PreviewRow[];
  catalog: Catalog;
  accountZone: string;
}

const keyOf = (kind: Kind, item: { name: string; client?: string | null; project?: string | null }): string =>
  JSON.stringify(
    kind === 'clients' || kind === 'labels'
      ? [item.name]
      : kind === 'projects'
        ? [item.client, item.name]
        : [item.client, item.project, item.name],
  );

function mergeCatalog(into: Catalog, more: Catalog): void {
  for (const kind of ALL_KINDS) {
    const list = into[kind] as Array<{ name: string }>;
    const seen = new Set(list.map((item) => keyOf(kind, item)));
    for (const item of more[kind] as Array<{ name: string }>)
      if (!seen.has(keyOf(kind, item))) {
        seen.add(keyOf(kind, item));
        list.push(item);
      }
  }
}

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as BufferSource);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

const path = (...parts: Array<string | number>) => `/api/v1/imports/${parts.join('/')}`;
const commandHeaders = () => ({ 'Idempotency-Key': newKey() });

export function ImportWizard() {
  const [prepared, setPrepared] = useState<Prepared | null>(null);
  const [job, setJob] = useState<Job | null>(null);
  const [undoing, setUndoing] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const restart = () => {
    setPrepared(null);
    setJob(null);
    setUndoing(null);
    setImporting(false);
  };
  return (
    <section aria-labelledby="import-title">
      <h1 id="import-title">Import from another tracker</h1>
      <ol className="steps" aria-label="Steps">
        {['File and source', 'Review', 'Import', 'Result'].map((step, i) => {
          const at = job || undoing ? 3 : importing ? 2 : prepared ? 1 : 0;
          return (
            <li key={step} aria-current={i === at ? 'step' : undefined}>
              {step}
            </li>
          );
        })}
      </ol>
      {undoing ? (
        <UndoJob jobId={undoing} onDone={restart} />
      ) : job ? (
        <JobResult job={job} onUndo={() => setUndoing(job.id)} onAnother={restart} />
      ) : prepared ? (
        <Review prepared={prepared} onBack={restart} onImporting={setImporting} onImported={setJob} />
      ) : (
        <Choose onPrepared={setPrepared} />
      )}
      {!prepared && !job && !undoing && <EarlierImports onUndo={setUndoing} />}
    </section>
  );
}

function Choose({ onPrepared }: { onPrepared: (prepared: Prepared) => void }) {
  const profileZone = useZone();
  const [file, setFile] = useState<File | null>(null);
  const [source, setSource] = useState<Tracker | ''>('');
  const [zone, setZone] = useState('');
  const [dayStart, setDayStart] = useState('09:00');
  const [dateOrder, setDateOrder] = useState<'MDY' | 'DMY'>('MDY');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [hint, setHint] = useState<string | null>(null);

  const pick = async (chosen: File | undefined) => {
    setFile(chosen ?? null);
    setError(null);
    setHint(null);
    if (!chosen) return;
    // The header names the tracker in most files; the user can still change the choice. One whose
    // headers fit several trackers equally is not guessed: the user says which.
    const head = decodeExport(new Uint8Array(await chosen.slice(0, 8192).arrayBuffer())).split(/\r?\n/, 1)[0] ?? '';
    const found = detectTrackers(readCsv(head).header);
    if (found.length === 1) setSource(found[0]);
    else if (found.length > 1) {
      setSource('');
      setHint(`The columns of this file fit a ${either(found)} export equally: choose the tracker it came from.`);
    }
  };

  const preview = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || !source) return;
    const sourceZone = zone || profileZone;
    if (!isKnownZone(sourceZone)) {
      setError(`${sourceZone} is not a known time zone.`);
      return;
    }
    setError(null);
    try {
      setBusy('Reading the file…');
      const bytes = new Uint8Array(await file.arrayBuffer());
      const sha = await sha256Hex(bytes);
      const conversion = convertTrackerCsv(decodeExport(bytes), source, {
        dayStart: source === 'harvest' ? dayStart : undefined,
        zoneId: sourceZone,
        slashOrder: dateOrder,
      });
      if (conversion.entries.length === 0) throw new Error(`No entries could be read from ${file.name}.`);
      const rows: PreviewRow[] = [];
      const catalog: Catalog = { clients: [], projects: [], tasks: [], labels: [] };
      let accountZone = '';
      for (let i = 0; i < conversion.entries.length; i += BATCH_ENTRIES) {
        setBusy(`Checking entries ${i + 1}–${Math.min(i + BATCH_ENTRIES, conversion.entries.length)} of ${conversion.entries.length}…`);
        const { data } = await call<Schemas['ImportPreviewResponse']>('POST', path('preview'), {
          body: { sourceZoneId: sourceZone, entries: conversion.entries.slice(i, i + BATCH_ENTRIES) },
        });
        rows.push(...data.rows);
        mergeCatalog(catalog, data.catalog);
        accountZone = data.zoneId;
      }
      onPrepared({ fileName: file.name, sha, source, zone: sourceZone, conversion, rows: markUnbatchable(rows), catalog, accountZone });
    } catch (failure) {
      setError(failure instanceof UnrecognizedFileError ? notThisTracker(source, failure) : describeError(failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <form className="card wizard" onSubmit={(event) => void preview(event)} aria-label="Choose the file">
      <p className="muted">
        Export a detailed report as CSV from your old tracker, then choose the file here. Nothing is imported before you confirm.
      </p>
      <label>
        Export file (.csv) <input type="file" accept=".csv,text/csv" required onChange={(e) => void pick(e.target.files?.[0])} />
      </label>
      {hint && (
        <p className="muted" role="status">
          {hint}
        </p>
      )}
      <label>
        Exported from
        <select required value={source} onChange={(e) => setSource(e.target.value as Tracker)}>
          <option value="" disabled>
            Choose the tracker
          </option>
          {TRACKERS.map((t) => (
            <option key={t} value={t}>
              {NAMES[t]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Time zone of the file's times
        <input list="import-zones" value={zone} placeholder={profileZone} onChange={(e) => setZone(e.target.value)} />
        <datalist id="import-zones">
          {zones().map((z) => (
            <option key={z} value={z} />
          ))}
        </datalist>
      </label>
      <label>
        Dates like 03/04/2026 are
        <select value={dateOrder} onChange={(e) => setDateOrder(e.target.value as 'MDY' | 'DMY')}>
          <option value="MDY">month/day/year</option>
          <option value="DMY">day/month/year</option>
        </select>
      </label>
      {source === 'harvest' && (
        <label>
          Harvest days start at <input type="time" value={dayStart} onChange={(e) => setDayStart(e.target.value)} />
        </label>
      )}
      <div className="actions">
        <button type="submit" disabled={!file || !source || !!busy}>
          Preview
        </button>
        {busy && <span role="status">{busy}</span>}
      </div>
      <ErrorText error={error} />
    </form>
  );
}

type CatalogItem = { name: string; client?: string | null; project?: string | null };
type Choices = Record<string, Choice>;
interface Progress {
  done: number;
  total: number;
  rows: number;
}

const choiceKey = (kind: Kind, item: CatalogItem): string => `${kind}:${keyOf(kind, item)}`;

/** Every record the file names starts on what the server matched (an existing id), else "create". */
const initialChoices = (catalog: Catalog): Choices =>
  Object.fromEntries(
    ALL_KINDS.flatMap((kind) =>
      (catalog[kind] as Array<CatalogItem & { id: string | null }>).map((item) => [choiceKey(kind, item), item.id ?? 'create']),
    ),
  );

/** The job's mappings: each record of the file with the user's choice for it. */
function mappingsOf(catalog: Catalog, choices: Choices) {
  const choice = (kind: Kind, item: CatalogItem) => {
    const value = choices[choiceKey(kind, item)] ?? 'create';
    return value === 'create' || value === 'none' ? { action: value } : { action: 'use', id: value };
  };
  return {
    clients: catalog.clients.map((c) => ({ name: c.name, ...choice('clients', c) })),
    projects: catalog.projects.map((p) => ({ client: p.client, name: p.name, ...choice('projects', p) })),
    tasks: catalog.tasks.map((t) => ({ client: t.client, project: t.project, name: t.name, ...choice('tasks', t) })),
    labels: catalog.labels.map((l) => ({ name: l.name, ...choice('labels', l) })),
  };
}

function Review({
  prepared,
  onBack,
  onImporting,
  onImported,
}: {
  prepared: Prepared;
  onBack: () => void;
  onImporting: (on: boolean) => void;
  onImported: (job: Job) => void;
}) {
  const [choices, setChoices] = useState<Choices>(() => initialChoices(prepared.catalog));
  const [exactMatch, setExactMatch] = useState<'reuse' | 'create'>('reuse');
  const { conversion, rows } = prepared;
  const count = (status: PreviewRow['status']) => rows.filter((r) => r.status === status).length;
  const invalid = rows.filter((r) => r.status === 'invalid');
  const invalidRows = new Set(invalid.map((r) => r.row));
  const selected = conversion.entries.filter((e) => !invalidRows.has(e.row));
  const importable = count('new') + count('exactMatch');
  const { progress, error, run } = useImportRun(prepared, selected, onImporting, onImported);

  return (
    <div className="wizard">
      <PreviewSummary prepared={prepared} count={count} invalid={invalid} />
      <CatalogMapping
        catalog={prepared.catalog}
        choices={choices}
        disabled={!!progress}
        onChoose={(id, value) => setChoices((all) => ({ ...all, [id]: value }))}
      />
      <div className="card">
        {count('exactMatch') > 0 && <ExactMatchChoice value={exactMatch} onChange={setExactMatch} disabled={!!progress} />}
        {progress ? (
          <div className="progress">
            <label>
              Importing: batch {progress.done} of {progress.total}, {progress.rows} entries
              <progress max={progress.total || 1} value={progress.done} aria-label="Import progress" />
            </label>
          </div>
        ) : (
          <div className="actions">
            <button type="button" onClick={onBack}>
              Back
            </button>
            <button
              type="button"
              className="primary"
              disabled={importable === 0}
              onClick={() => void run(mappingsOf(prepared.catalog, choices), exactMatch === 'reuse')}
            >
              Import {selected.length} entries
            </button>
            {importable === 0 && <span className="muted">Nothing new to import.</span>}
          </div>
        )}
        <ErrorText error={error} />
      </div>
    </div>
  );
}

/** Creates the job and commits its batches in order, reporting progress; a failure leaves what was committed. */
function useImportRun(prepared: Prepared, selected: NormalizedEntry[], onImporting: (on: boolean) => void, onImported: (job: Job) => void) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<Progress | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (mappings: ReturnType<typeof mappingsOf>, reuse: boolean) => {
    setError(null);
    const batches = batchesOf(selected, new Map(prepared.rows.map((r) => [r.row, r.dayParts])));
    let job: Job | null = null;
    try {
      setProgress({ done: 0, total: batches.length, rows: 0 });
      onImporting(true);
      job = (
        await call<Job>('POST', '/api/v1/imports', {
          body: {
            source: prepared.source,
            fileName: prepared.fileName.slice(0, 1000) || 'import.csv',
            fileSha256: prepared.sha,
            sourceZoneId: prepared.zone,
            mappings,
            selectedCount: selected.length,
          },
          headers: commandHeaders(),
        })
      ).data;
      let done = 0;
      for (const [index, entries] of batches.entries()) {
        await commitBatch(job.id, index, entries, reuse);
        done += entries.length;
        setProgress({ done: index + 1, total: batches.length, rows: done });
      }
      onImported((await call<Job>('GET', path(job.id))).data);
    } catch (failure) {
      setProgress(null);
      onImporting(false);
      setError(`${describeError(failure)}${job ? ' What was committed stays; undo it from "Earlier imports" on the first step.' : ''}`);
    } finally {
      invalidateFor(queryClient, ['client', 'project', 'task', 'label', 'activity']);
      void queryClient.invalidateQueries({ queryKey: ['imports'] });
    }
  };
  return { progress, error, run };
}

/** What the server made of the file: counts by status, the converter's notes, the rows left out. */
function PreviewSummary({
  prepared,
  count,
  invalid,
}: {
  prepared: Prepared;
  count: (status: PreviewRow['status']) => number;
  invalid: PreviewRow[];
}) {
  const { conversion } = prepared;
  return (
    <div className="card">
      <h2>Preview of {prepared.fileName}</h2>
      <p>
        {NAMES[prepared.source]} export ({conversion.variant}), {conversion.entries.length} entries; times read in{' '}
        <strong>{prepared.zone}</strong>, your reporting zone is {prepared.accountZone}.
      </p>
      <ul className="counts" data-testid="preview-counts">
        <li>
          <strong>{count('new')}</strong> new
        </li>
        <li>
          <strong>{count('exactMatch')}</strong> equal to an existing entry
        </li>
        <li>
          <strong>{count('imported')}</strong> already imported (skipped)
        </li>
        <li>
          <strong>{invalid.length + conversion.issues.length}</strong> not importable
        </li>
      </ul>
      {conversion.notes.map((note) => (
        <p key={note} className="muted">
          {note}
        </p>
      ))}
      {(conversion.issues.length > 0 || invalid.length > 0) && (
        <details open={invalid.length + conversion.issues.length <= 10}>
          <summary>Rows that will not be imported</summary>
          <ul className="problems">
            {conversion.issues.map((issue) => (
              <li key={`i${issue.row}`}>
                Row {issue.row}: {issue.message}
              </li>
            ))}
            {invalid.map((r) => (
              <li key={`p${r.row}`}>
                Row {r.row}: {r.problems.map((p) => p.detail).join('; ')}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

const path3 = (...names: Array<string | null>) => names.filter((n) => n !== null).join(' / ');

/** The file's clients, projects, tasks and tags, each mapped to a new record or an existing one. */
function CatalogMapping({
  catalog,
  choices,
  disabled,
  onChoose,
}: {
  catalog: Catalog;
  choices: Choices;
  disabled: boolean;
  onChoose: (id: string, value: Choice) => void;
}) {
  const existing = { clients: useClients().data, projects: useProjects().data, tasks: useTasks().data, labels: useLabels().data };
  const catalogSize = ALL_KINDS.reduce((n, kind) => n + catalog[kind].length, 0);
  if (catalogSize === 0) return null;
  const row = (kind: Kind, item: CatalogItem, label: string) => {
    const id = choiceKey(kind, item);
    return (
      <MappingRow
        key={id}
        kind={kind}
        label={label}
        value={choices[id] ?? 'create'}
        disabled={disabled}
        options={(existing[kind] ?? []) as Array<{ id: string; name?: string; summary?: string }>}
        onChange={(value) => onChoose(id, value)}
      />
    );
  };
  return (
    <div className="card">
      <h2>Clients, projects, tasks and tags</h2>
      <p className="muted">
        Names equal to an existing record use it; anything else is created once for this import. Change any choice here.
      </p>
      <div className="scroll">
        <table className="mapping">
          <thead>
            <tr>
              <th>From the file</th>
              <th>In this account</th>
            </tr>
          </thead>
          <tbody>
            {catalog.clients.map((c) => row('clients', c, `Client ${c.name}`))}
            {catalog.projects.map((p) => row('projects', p, `Project ${path3(p.client, p.name)}`))}
            {catalog.tasks.map((t) => row('tasks', t, `Task ${path3(t.client, t.project, t.name)}`))}
            {catalog.labels.map((l) => row('labels', l, `Tag ${l.name}`))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function MappingRow({
  kind,
  label,
  value,
  disabled,
  options,
  onChange,
}: {
  kind: Kind;
  label: string;
  value: Choice;
  disabled: boolean;
  options: Array<{ id: string; name?: string; summary?: string }>;
  onChange: (value: Choice) => void;
}) {
  return (
    <tr>
      <td>{label}</td>
      <td>
        <select aria-label={label} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
          <option value="create">Create new</option>
          {kind === 'tasks' && <option value="none">No task (project only)</option>}
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              Use existing: {o.name ?? o.summary}
              {isArchived(o) ? ' (archived)' : ''}
            </option>
          ))}
        </select>
      </td>
    </tr>
  );
}

function ExactMatchChoice({
  value,
  onChange,
  disabled,
}: {
  value: 'reuse' | 'create';
  onChange: (value: 'reuse' | 'create') => void;
  disabled: boolean;
}) {
  return (
    <fieldset className="choice" disabled={disabled}>
      <legend>Entries equal to one you already have</legend>
      <label className="check">
        <input type="radio" name="exact" checked={value === 'reuse'} onChange={() => onChange('reuse')} /> keep the existing entry (no
        duplicate)
      </label>
      <label className="check">
        <input type="radio" name="exact" checked={value === 'create'} onChange={() => onChange('create')} /> import a second copy
      </label>
    </fieldset>
  );
}

/** Preview, settle exact matches, commit; after an uncertain answer, read the job before trying again. */
async function commitBatch(jobId: string, index: number, entries: NormalizedEntry[], reuse: boolean): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      const preview = (await call<Schemas['BatchPreviewResponse']>('POST', path(jobId, 'batches', index, 'preview'), { body: { entries } }))
        .data;
      const decisions = settleExactMatches(preview.rows, reuse);
      const body = decisions.length > 0 ? { entries, decisions } : { entries };
      // The token covers the decisions too, so settling exact matches needs a second preview.
      const token =
        decisions.length > 0
          ? (await call<Schemas['BatchPreviewResponse']>('POST', path(jobId, 'batches', index, 'preview'), { body })).data.previewToken
          : preview.previewToken;
      await call('POST', path(jobId, 'batches', index), { body: { ...body, previewToken: token }, headers: commandHeaders() });
      return;
    } catch (error) {
      const retryable = error instanceof ApiError && (error.code === 'PREVIEW_STALE' || error.status === 412 || error.status === 503);
      if (!retryable || attempt >= 5) throw error;
      const job = (await call<Job>('GET', path(jobId))).data;
      if (job.batches.length > index) return;
    }
  }
}

function JobResult({ job, onUndo, onAnother }: { job: Job; onUndo: () => void; onAnother: () => void }) {
  return (
    <div className="card wizard" aria-labelledby="result-title">
      <h2 id="result-title">Import finished</h2>
      <p data-testid="import-result">
        {job.counts.created} entries created, {job.counts.reused} kept as they were, {job.counts.skipped} skipped in {job.batches.length}{' '}
        {job.batches.length === 1 ? 'batch' : 'batches'}.
      </p>
      <p className="muted">The entries are in your Time view. Changed your mind? Undo removes everything this import created.</p>
      <div className="actions">
        <button type="button" className="danger" onClick={onUndo}>
          Undo this import…
        </button>
        <button type="button" onClick={onAnother}>
          Import another file
        </button>
      </div>
    </div>
  );
}

type UndoDecision = 'KEEP' | 'DELETE' | 'LEAVE';
interface UndoRound {
  token: string;
  records: UndoRecord[];
}

function UndoJob({ jobId, onDone }: { jobId: string; onDone: () => void }) {
  const { round, decisions, decide, totals, busy, error, previewRound, commit } = useUndoRounds(jobId);
  const finished = totals.remaining === 0;
  return (
    <div className="card wizard" aria-labelledby="undo-title">
      <h2 id="undo-title">Undo import</h2>
      {totals.remaining >= 0 && (
        <p role="status" data-testid="undo-result">
          {finished ? 'Import undone: ' : 'So far: '}
          {totals.removed} records removed, {totals.kept} kept{finished ? '.' : `, ${totals.remaining} left.`}
        </p>
      )}
      {!round && !finished && (
        <>
          <p>Undo removes every entry, client, project, task and tag this import created. After this, the import cannot be continued.</p>
          <div className="actions">
            <button type="button" className="danger" disabled={busy} onClick={() => void previewRound()}>
              {totals.remaining > 0 ? 'Check again' : 'Check what would be removed'}
            </button>
            <button type="button" onClick={onDone}>
              Cancel
            </button>
          </div>
        </>
      )}
      {round && (
        <>
          <UndoList records={round.records.filter((r) => r.state === 'unchanged')} />
          <UndoDecisions records={round.records.filter((r) => r.state !== 'unchanged')} decisions={decisions} onDecide={decide} />
          <div className="actions">
            <button type="button" className="danger" disabled={busy} onClick={() => void commit()}>
              Undo import
            </button>
            <button type="button" disabled={busy} onClick={onDone}>
              Cancel
            </button>
          </div>
        </>
      )}
      {(finished || (totals.remaining > 0 && !round)) && (
        <div className="actions">
          <button type="button" onClick={onDone}>
            Back to import
          </button>
        </div>
      )}
      <ErrorText error={error} />
    </div>
  );
}

/**
 * The undo's rounds: preview (which fences the job), then commit with the user's decisions, and go on
 * by itself while rounds make progress and need no decision. Totals add up over the rounds.
 */
function useUndoRounds(jobId: string) {
  const queryClient = useQueryClient();
  const [round, setRound] = useState<UndoRound | null>(null);
  const [decisions, setDecisions] = useState<Record<string, UndoDecision>>({});
  const [totals, setTotals] = useState({ removed: 0, kept: 0, remaining: -1 });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** Defaults: an edited record is kept; a blocked one is left for a later round (its blocker may go in this one). */
  const show = (data: Schemas['UndoPreviewResponse']) => {
    setRound({ token: data.undoToken, records: data.records });
    setDecisions(
      Object.fromEntries(
        data.records
          .filter((r) => r.state !== 'unchanged')
          .map((r) => [r.id, r.state === 'edited' ? ('KEEP' as const) : ('LEAVE' as const)]),
      ),
    );
  };
  // This fences the job: no further batch of it is accepted, even if the user stops here.
  const fetchRound = async () =>
    (await call<Schemas['UndoPreviewResponse']>('POST', path(jobId, 'undo', 'preview'), { body: { limit: 100 } })).data;

  const previewRound = async () => {
    setBusy(true);
    setError(null);
    try {
      show(await fetchRound());
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  };

  const commit = async () => {
    if (!round) return;
    setBusy(true);
    setError(null);
    let current = round;
    let chosen = decisions;
    let sum = totals;
    try {
      // Rounds of at most 100 records: continue on our own while there is more, the last round made
      // progress and nothing new needs the user's decision.
      for (;;) {
        const picked = current.records.flatMap((r) => {
          const action = chosen[r.id];
          return action === 'KEEP' || action === 'DELETE' ? [{ id: r.id, action }] : [];
        });
        const { data } = await call<Schemas['UndoResponse']>('POST', path(jobId, 'undo'), {
          body: { undoToken: current.token, decisions: picked },
          headers: commandHeaders(),
        });
        sum = { removed: sum.removed + data.removed, kept: sum.kept + data.kept, remaining: data.remaining };
        setTotals(sum);
        setRound(null);
        if (data.remaining === 0 || data.removed + data.kept === 0) break;
        const next = await fetchRound();
        if (next.records.some((r) => r.state !== 'unchanged')) {
          show(next);
          break;
        }
        current = { token: next.undoToken, records: next.records };
        chosen = {};
      }
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
      invalidateFor(queryClient, ['client', 'project', 'task', 'label', 'activity']);
      void queryClient.invalidateQueries({ queryKey: ['imports'] });
    }
  };

  const decide = (id: string, decision: UndoDecision) => setDecisions((all) => ({ ...all, [id]: decision }));
  return { round, decisions, decide, totals, busy, error, previewRound, commit };
}

/** The records changed since the import or blocked: the user decides for each. */
function UndoDecisions({
  records,
  decisions,
  onDecide,
}: {
  records: UndoRecord[];
  decisions: Record<string, UndoDecision>;
  onDecide: (id: string, decision: UndoDecision) => void;
}) {
  if (records.length === 0) return null;
  return (
    <div className="scroll">
      <table>
        <thead>
          <tr>
            <th>Record</th>
            <th>Why it needs a decision</th>
            <th>Decision</th>
          </tr>
        </thead>
        <tbody>
          {records.map((r) => (
            <tr key={r.id}>
              <td>
                {r.entityType} <RecordName type={r.entityType} id={r.id} />
              </td>
              <td>{r.state === 'edited' ? 'changed since the import' : r.blockers.map((b) => BLOCKERS[b.kind] ?? b.kind).join('; ')}</td>
              <td>
                <select
                  aria-label={`Decision for ${r.entityType} ${r.id}`}
                  value={decisions[r.id] ?? 'KEEP'}
                  onChange={(e) => onDecide(r.id, e.target.value as UndoDecision)}
                >
                  {r.state === 'blocked' && <option value="LEAVE">Try again after this round</option>}
                  <option value="KEEP">Keep for good</option>
                  {r.state === 'edited' && <option value="DELETE">Delete anyway</option>}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const TYPE_NAMES: Record<string, [string, string]> = {
  activity: ['time record', 'time records'],
  client: ['client', 'clients'],
  project: ['project', 'projects'],
  task: ['task', 'tasks'],
  label: ['label', 'labels'],
};
const counted = (n: number, type: string) => `${n} ${(TYPE_NAMES[type] ?? [type, `${type}s`])[n === 1 ? 0 : 1]}`;

/** What this round removes, counted by kind and listed by name (a time record is one daily part). */
function UndoList({ records }: { records: UndoRecord[] }) {
  const types = [...new Set(records.map((r) => r.entityType))];
  if (records.length === 0) return <p>Nothing unchanged to remove in this round.</p>;
  return (
    <div data-testid="undo-list">
      <p>This removes {types.map((t) => counted(records.filter((r) => r.entityType === t).length, t)).join(', ')}:</p>
      <ul className="undo-list">
        {types.map((t) => (
          <li key={t}>
            {counted(records.filter((r) => r.entityType === t).length, t)}
            <ul>
              {records
                .filter((r) => r.entityType === t)
                .map((r) => (
                  <li key={r.id}>
                    <RecordName type={r.entityType} id={r.id} />
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}

const BLOCKERS: Record<string, string> = {
  runningTimer: 'the timer is running on it',
  otherImport: 'another import uses it',
  catalogDependency: 'still used by something that stays',
};

/** The undo preview names records by ID only; read each one that needs a decision for its name. */
function RecordName({ type, id }: { type: string; id: string }) {
  const record = useQuery({
    queryKey: ['undo-record', type, id],
    queryFn: async () =>
      (
        await call<{ name?: string; summary?: string | null; start?: string; end?: string | null }>(
          'GET',
          `/api/v1/${type === 'activity' ? 'activities' : `${type}s`}/${id}`,
        )
      ).data,
    retry: false,
  });
  const zone = useZone();
  const start = record.data?.start;
  const end = record.data?.end;
  // In the reporting zone, as the Time view shows the entry (an end on another day carries its date).
  const when = start
    ? `${dateTime(start, zone)}${end ? `–${localDate(end, zone) === localDate(start, zone) ? localTime(end, zone) : dateTime(end, zone)}` : ''} (${zone})`
    : '';
  const name = [record.data?.name ?? record.data?.summary, when].filter(Boolean).join(' · ');
  return <strong>{name ? `“${name}”` : <code className="muted">{id}</code>}</strong>;
}

function EarlierImports({ onUndo }: { onUndo: (id: string) => void }) {
  const zone = useZone();
  const jobs = useQuery({
    queryKey: ['imports'],
    queryFn: async () => (await call<{ items: Job[] }>('GET', '/api/v1/imports?limit=20')).data.items,
  });
  if (!jobs.data?.length) return null;
  return (
    <div className="card wizard" aria-labelledby="earlier-title">
      <h2 id="earlier-title">Earlier imports</h2>
      <ul className="list">
        {jobs.data.map((job) => (
          <li key={job.id} className="row">
            <span className="name">{job.fileName}</span>
            <span className="muted">
              {NAMES[job.source as Tracker] ?? job.source} · {mediumDate(localDate(job.createdAt, zone))} · {job.counts.created} created ·{' '}
              {job.status}
            </span>
            {job.status !== 'undone' && (
              <button type="button" className="plain danger" aria-label={`Undo import ${job.fileName}`} onClick={() => onUndo(job.id)}>
                Undo…
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
