import { formatInstant } from '../../common/time/instant';
import type { WorkSessionRow } from '../work-sessions.repository';
import { WorkSessionResponse } from './work-session.dto';

/** Row to response: whitelisted fields in a fixed property order (the ETag hashes these bytes). */
export const toWorkSessionResponse = (row: WorkSessionRow): WorkSessionResponse => ({
  id: row.id,
  ownerId: row.ownerId,
  version: row.version,
  // NULL only in legacy rows, which the start-up backfill attaches to General before the server listens
  clientId: row.clientId as string,
  projectId: row.projectId,
  summary: row.summary,
  start: formatInstant(row.startNs),
  end: row.endNs === null ? null : formatInstant(row.endNs),
});
