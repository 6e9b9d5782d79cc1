import { formatInstant } from '../../common/time';
import type { ActivityRow } from '../activities.repository';
import { ActivityResponse } from './activity.dto';

/** Row to response: whitelisted fields in a fixed property order (the ETag hashes these bytes). */
export const toActivityResponse = (row: ActivityRow): ActivityResponse => ({
  id: row.id,
  ownerId: row.owner_id,
  version: row.version,
  start: formatInstant(BigInt(row.start_ns)),
  end: row.end_ns === null ? null : formatInstant(BigInt(row.end_ns)),
  taskId: row.task_id,
  projectId: row.project_id,
  summary: row.summary,
  labelIds: row.label_ids,
  manual: row.manual,
  billable: row.billable,
  timeEntryId: row.time_entry_id,
});
