import { BatchOutcome } from './imports.dto';

/**
 * A stored batch outcome (a `jsonb` column, which keeps no property order: it sorts keys by length)
 * back in the order of the original 201, so a replay and `GET /imports/{id}` answer the same bytes
 * (and the same ETag) as the commit did.
 */
export const toBatchOutcome = (stored: BatchOutcome): BatchOutcome => ({
  index: stored.index,
  created: stored.created.map((c) => ({ row: c.row, activityIds: c.activityIds })),
  reused: stored.reused.map((r) => ({ row: r.row, activityId: r.activityId })),
  skipped: stored.skipped.map((s) => ({ row: s.row, reason: s.reason })),
  committedAt: stored.committedAt,
});
