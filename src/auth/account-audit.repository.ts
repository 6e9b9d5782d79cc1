import { Injectable } from '@nestjs/common';
import { Database } from '../db/database';

/** All SQL for the audit trail of account changes (`account_audit`). */
@Injectable()
export class AccountAuditRepository {
  constructor(private readonly db: Database) {}

  async insert(actorAccountId: string | null, actor: string, accountId: string, action: string, changes: Record<string, unknown>): Promise<void> {
    await this.db.query(
      'INSERT INTO account_audit (actor_account_id, actor, account_id, action, changes) VALUES ($1::uuid, $2, $3::uuid, $4, $5::jsonb)',
      [actorAccountId, actor, accountId, action, JSON.stringify(changes)],
    );
  }
}
