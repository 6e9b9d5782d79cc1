import { Problem, ProblemError } from '../common/http/problem';
import { StrictValidationPipe } from '../common/http/validation.pipe';
import { normalizeZoneId } from '../common/time';
import { ImportEntry, MAX_BATCH_DAY_PARTS, MAX_BATCH_ENTRIES } from './dto/imports.dto';
import { ComputedRow } from './import-rows';
import { ImportJobRow } from './imports.repository';

/*
 * The checks and problems the job, batch and undo services share. The order in which a use case
 * calls them is the contract's (decisions.md), so each service keeps its own sequence.
 */

const validator = new StrictValidationPipe();

/**
 * A body read as `unknown` (the contract answers 404 for the job before any input check),
 * validated as the route's DTO once the job is found.
 */
export async function validateBody<T extends object>(cls: new () => T, body: unknown): Promise<T> {
  return (await validator.transform(body, { type: 'body', metatype: cls })) as T;
}

function tooLarge(detail: string): ProblemError {
  return new ProblemError(413, 'PAYLOAD_TOO_LARGE', detail);
}

export function checkPreviewSize(entries: ImportEntry[]): void {
  if (entries.length > MAX_BATCH_ENTRIES) throw tooLarge(`A preview takes at most ${MAX_BATCH_ENTRIES} entries`);
}

export function checkBatchSize(entries: ImportEntry[]): void {
  if (entries.length > MAX_BATCH_ENTRIES) throw tooLarge(`A batch takes at most ${MAX_BATCH_ENTRIES} entries`);
}

export function checkDayParts(computed: ComputedRow[]): void {
  const parts = computed.reduce((sum, c) => sum + c.dayParts, 0);
  if (parts > MAX_BATCH_DAY_PARTS) throw tooLarge(`A batch makes at most ${MAX_BATCH_DAY_PARTS} local-day activities; this one makes more`);
}

/** The source file's zone (an IANA zone, normalized), else 422. */
export function sourceZone(text: string): string {
  const zone = normalizeZoneId(text);
  if (zone === null)
    throw Problem.validation(`Unknown time zone: ${text}`, [{ field: 'sourceZoneId', message: 'must be an IANA time zone' }]);
  return zone;
}

/** A job whose undo began takes no more batches. */
export function checkOpen(job: ImportJobRow): void {
  if (job.status !== 'open') throw Problem.conflict('IMPORT_UNDOING', 'This import job is being undone; it takes no more batches');
}

/** A job's rows were computed in the account zone of its creation: a changed zone needs a new job. */
export function checkZoneUnchanged(job: ImportJobRow, zoneId: string): void {
  if (zoneId !== job.zone_id) {
    throw Problem.conflict(
      'ZONE_CHANGED',
      `The account zone changed from ${job.zone_id} to ${zoneId} since the job was created; review again in a new job`,
    );
  }
}
