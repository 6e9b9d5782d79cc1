import { formatInstant } from '../../common/time';
import { canonicalRate } from '../money';
import type { RateRow } from '../rates.repository';
import { RateResponse } from './rate.dto';

/** Row to response: whitelisted fields in a fixed property order (the ETag hashes these bytes). */
export const toRateResponse = (row: RateRow): RateResponse => ({
  id: row.id,
  ownerId: row.ownerId,
  version: row.version,
  clientId: row.clientId,
  projectId: row.projectId,
  taskId: row.taskId,
  hourlyRate: canonicalRate(row.hourlyRate),
  currency: row.currency,
  effectiveFrom: row.effectiveFromNs === null ? null : formatInstant(row.effectiveFromNs),
});
