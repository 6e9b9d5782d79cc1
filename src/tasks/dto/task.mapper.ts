import { compareReferences, type TaskRecord } from '../tasks.repository';
import { TaskResponse } from './task.dto';

/** Row to response: whitelisted fields in a fixed property order (the ETag hashes these bytes). */
export const toTaskResponse = (record: TaskRecord): TaskResponse => ({
  id: record.id,
  ownerId: record.ownerId,
  version: record.version,
  summary: record.summary,
  url: record.url,
  projectId: record.projectId,
  parentTaskId: record.parentTaskId,
  externalReferences: [...record.references]
    .sort(compareReferences)
    .map((r) => ({ providerId: r.providerId, repositoryId: r.repositoryId, externalId: r.externalId })),
  archived: record.archived,
});
