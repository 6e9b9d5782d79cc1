import { BatchDecision, ImportEntry, PreviewRow } from './dto/imports.dto';

/*
 * The canonical JSON (`canonicalJson`: keys sorted, no whitespace) of what a batch's input hash and
 * preview token bind, written by JSON.stringify over objects built with their keys already in that
 * order: the same text, without sorting every object's keys on every call (a commit hashes its
 * entries for the input hash and again for the token). A property test holds each to canonicalJson.
 */

/** The entries as the input hash and the preview token bind them (defaults filled in; `billable` is not bound). */
export function canonicalEntries(entries: ImportEntry[]): string {
  return JSON.stringify(
    entries.map((e) => ({
      client: e.client,
      description: e.description,
      end: e.end,
      occurrence: e.occurrence ?? 1,
      project: e.project,
      row: e.row,
      sourceId: e.sourceId,
      start: e.start,
      tags: e.tags,
      task: e.task,
    })),
  );
}

export function canonicalDecisions(decisions: BatchDecision[]): string {
  return JSON.stringify(
    decisions.map((d) => ({ action: d.action, activityId: d.activityId ?? null, row: d.row, version: d.version ?? null })),
  );
}

export function canonicalRows(rows: PreviewRow[]): string {
  return JSON.stringify(
    rows.map((r) => ({
      dayParts: r.dayParts,
      end: r.end,
      fingerprint: r.fingerprint,
      matches: r.matches.map((m) => ({ activityId: m.activityId, version: m.version })),
      problems: r.problems.map((p) => ({ code: p.code, detail: p.detail })),
      row: r.row,
      start: r.start,
      status: r.status,
    })),
  );
}

/** A batch's entries and decisions in canonical JSON, each written once for the input hash and the token. */
export interface BoundInput {
  entries: string;
  decisions: string;
}

export function boundInput(entries: ImportEntry[], decisions: BatchDecision[]): BoundInput {
  return { entries: canonicalEntries(entries), decisions: canonicalDecisions(decisions) };
}

/** canonicalJson({ entries, decisions }): what a commit's input hash is taken of. */
export function inputText(bound: BoundInput): string {
  return `{"decisions":${bound.decisions},"entries":${bound.entries}}`;
}

/** canonicalJson({ jobId, index, entries, decisions, rows }): what a preview token binds. */
export function tokenText(jobId: string, index: number, bound: BoundInput, rows: PreviewRow[]): string {
  return `{"decisions":${bound.decisions},"entries":${bound.entries},"index":${JSON.stringify(index)},"jobId":${JSON.stringify(jobId)},"rows":${canonicalRows(rows)}}`;
}
