import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { ReceiptsRepository } from '../common/idempotency/receipts.repository';
import { Database } from '../db/database';

/**
 * Keeps change events and command receipts for at least seven days (they go after eight). An owner's
 * pruned_through records what went, so that an older `after` is answered with RESYNC_REQUIRED.
 */
@Injectable()
export class RetentionService {
  private readonly logger = new Logger(RetentionService.name);

  constructor(private readonly db: Database, private readonly receipts: ReceiptsRepository) {}

  @Cron(CronExpression.EVERY_HOUR)
  async prune(): Promise<void> {
    const events = await this.db.transaction(async () => {
      const { rows } = await this.db.query<{ owner_id: string; through: string }>(
        `WITH gone AS (DELETE FROM change_events WHERE occurred_at < now() - interval '8 days' RETURNING owner_id, sequence)
         SELECT owner_id, max(sequence)::text AS through FROM gone GROUP BY owner_id`,
      );
      for (const row of rows) {
        await this.db.query('UPDATE owners SET pruned_through = GREATEST(pruned_through, $2) WHERE id = $1', [row.owner_id, row.through]);
      }
      return rows.length;
    });
    const receipts = await this.receipts.prune();
    if (events || receipts) this.logger.log(`pruned events of ${events} owners and ${receipts} receipts`);
  }
}
