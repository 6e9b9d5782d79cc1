import { formatInstant } from '../../common/time/instant';
import type { WorkSessionRow } from '../work-sessions.repository';
import { WorkSessionResponse } from './work-session.dto';

/** Row to response: whitelisted fields in a fixed property order (the ETag hashes these bytes). */
export const toWorkSessionResponse = (row: WorkSessionRow): WorkSessionResponse => ({
  id: row.id,
  ownerId: row.owner_id,
  version: row.version,
  // NULL only in legacy rows, which the start-up backfill attaches to General before the server listens
  clientId: row.client_id as string,
  projectId: row.project_id,
  summary: row.summary,
  start: formatInstant(BigInt(row.start_ns)),
  end: row.end_ns === null ? null : formatInstant(BigInt(row.end_ns)),
});
