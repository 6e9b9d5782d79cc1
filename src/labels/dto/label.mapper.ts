import type { LabelRow } from '../labels.repository';
import { LabelResponse } from './label.dto';

/** Row to response: whitelisted fields in a fixed property order (the ETag hashes these bytes). */
export const toLabelResponse = (row: LabelRow): LabelResponse => ({
  id: row.id,
  ownerId: row.ownerId,
  version: row.version,
  name: row.name,
  color: row.color,
  archived: row.archived,
});
