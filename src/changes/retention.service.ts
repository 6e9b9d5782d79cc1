import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { ReceiptsRepository } from '../common/idempotency/receipts.repository';
import { Database } from '../db/database';
import { ChangesRepository } from './changes.repository';

/**
 * Keeps change events and command receipts for at least seven days (they go after eight). An owner's
 * pruned_through records what went, so that an older `after` is answered with RESYNC_REQUIRED.
 */
@Injectable()
export class RetentionService {
  private readonly logger = new Logger(RetentionService.name);

  constructor(
    private readonly db: Database,
    private readonly changes: ChangesRepository,
    private readonly receipts: ReceiptsRepository,
  ) {}

  @Cron(CronExpression.EVERY_HOUR)
  async prune(): Promise<void> {
    const events = await this.db.transaction(async () => {
      const rows = await this.changes.deleteExpired();
      for (const row of rows) await this.changes.markPruned(row.owner_id, row.through);
      return rows.length;
    });
    const receipts = await this.receipts.prune();
    if (events || receipts) this.logger.log(`pruned events of ${events} owners and ${receipts} receipts`);
  }
}
