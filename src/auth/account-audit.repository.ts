import { Injectable } from '@nestjs/common';
import { Database } from '../db/database';

/** An entry of the audit trail with the emails of its account and of an administrator actor. */
export interface AuditTrailRow {
  at: Date;
  actor: string;
  actor_email: string | null;
  email: string;
  action: string;
  changes: unknown;
}

/** All SQL for the audit trail of account changes (`account_audit`). */
@Injectable()
export class AccountAuditRepository {
  constructor(private readonly db: Database) {}

  async insert(
    actorAccountId: string | null,
    actor: string,
    accountId: string,
    action: string,
    changes: Record<string, unknown>,
  ): Promise<void> {
    await this.db.query(
      'INSERT INTO account_audit (actor_account_id, actor, account_id, action, changes) VALUES ($1::uuid, $2, $3::uuid, $4, $5::jsonb)',
      [actorAccountId, actor, accountId, action, JSON.stringify(changes)],
    );
  }

  /** The newest `limit` entries, newest first; with `email`, only those of that account (case-insensitive). */
  async trail(email: string | null, limit: number): Promise<AuditTrailRow[]> {
    const { rows } = await this.db.query<AuditTrailRow>(
      `SELECT x.at, x.actor, actor.email AS actor_email, a.email, x.action, x.changes
         FROM account_audit x JOIN accounts a ON a.id = x.account_id LEFT JOIN accounts actor ON actor.id = x.actor_account_id
        WHERE ($1::text IS NULL OR lower(a.email) = lower($1::text))
        ORDER BY x.id DESC LIMIT $2`,
      [email, limit],
    );
    return rows;
  }
}
