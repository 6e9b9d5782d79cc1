import type { ProjectRow } from '../projects.repository';
import { ProjectResponse } from './project.dto';

/** Row to response: whitelisted fields in a fixed property order (the ETag hashes these bytes). */
export const toProjectResponse = (row: ProjectRow): ProjectResponse => ({
  id: row.id,
  ownerId: row.ownerId,
  version: row.version,
  name: row.name,
  clientId: row.clientId as string,
  icon: row.icon,
  billableByDefault: row.billableByDefault,
  archived: row.archived,
});
