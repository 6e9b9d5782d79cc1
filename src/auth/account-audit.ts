import { Injectable, Logger } from '@nestjs/common';
import { Database } from '../db/database';
import { AccountAuditRepository, AuditTrailRow } from './account-audit.repository';

/** Who made a change: an account (an administrator, or the account itself) or the command line. */
export type AuditActor = { kind: 'account'; accountId: string } | { kind: 'command-line' };

export type AuditAction =
  'admin-changed' | 'disabled-changed' | 'account-updated' | 'two-factor-enabled' | 'two-factor-disabled' | 'two-factor-reset';

/**
 * The audit trail of account changes (`account_audit`): who, when, which account, what changed (flags
 * as `{from, to}`; never a secret, code or password). Written in the transaction of the change it
 * records, and logged as one line (`account audit`) once committed. Read it with
 * `npm run cli -- account-audit [--email …]`.
 */
@Injectable()
export class AccountAudit {
  private readonly logger = new Logger('AccountAudit');

  constructor(
    private readonly db: Database,
    private readonly repository: AccountAuditRepository,
  ) {}

  async record(actor: AuditActor, accountId: string, action: AuditAction, changes: Record<string, unknown> = {}): Promise<void> {
    const actorAccountId = actor.kind === 'account' ? actor.accountId : null;
    const actorText = actor.kind === 'account' ? (actor.accountId === accountId ? 'self' : 'administrator') : 'command-line';
    await this.repository.insert(actorAccountId, actorText, accountId, action, changes);
    this.db.afterCommit(() =>
      this.logger.log(
        `account audit: ${action} of account ${accountId} by ${actorText}${actorAccountId && actorText !== 'self' ? ` ${actorAccountId}` : ''} ${JSON.stringify(changes)}`,
      ),
    );
  }

  /** The trail, newest first, at most `limit` entries; with `email`, only that account's (the CLI's account-audit). */
  trail(email: string | null, limit: number): Promise<AuditTrailRow[]> {
    return this.repository.trail(email, limit);
  }
}
