import type { ClientRow } from '../clients.repository';
import { ClientResponse } from './client.dto';

/** Row to response: whitelisted fields in a fixed property order (the ETag hashes these bytes). */
export const toClientResponse = (row: ClientRow): ClientResponse => ({
  id: row.id,
  ownerId: row.ownerId,
  version: row.version,
  name: row.name,
  color: row.color,
  archived: row.archived,
});
