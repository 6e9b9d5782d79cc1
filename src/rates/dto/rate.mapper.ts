import { formatInstant } from '../../common/time';
import { canonicalRate } from '../money';
import type { RateRow } from '../rates.repository';
import { RateResponse } from './rate.dto';

/** Row to response: whitelisted fields in a fixed property order (the ETag hashes these bytes). */
export const toRateResponse = (row: RateRow): RateResponse => ({
  id: row.id,
  ownerId: row.owner_id,
  version: row.version,
  clientId: row.client_id,
  projectId: row.project_id,
  taskId: row.task_id,
  hourlyRate: canonicalRate(row.hourly_rate),
  currency: row.currency,
  effectiveFrom: row.effective_from_ns === null ? null : formatInstant(BigInt(row.effective_from_ns)),
});
