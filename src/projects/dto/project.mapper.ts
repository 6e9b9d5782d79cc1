import type { ProjectRow } from '../projects.repository';
import { ProjectResponse } from './project.dto';

/** Row to response: whitelisted fields in a fixed property order (the ETag hashes these bytes). */
export const toProjectResponse = (row: ProjectRow): ProjectResponse => ({
  id: row.id,
  ownerId: row.owner_id,
  version: row.version,
  name: row.name,
  clientId: row.client_id as string,
  icon: row.icon,
  billableByDefault: row.billable_by_default,
  archived: row.archived,
});
