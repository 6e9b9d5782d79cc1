import { Injectable } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';
import { Problem } from '../common/http/problem';
import { Database, PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/database';
import { OwnersService } from '../owners/owners.service';
import { SettingsService } from '../settings/settings.service';
import { AccountAudit, AuditActor } from './account-audit';
import { AccountRow, AccountsRepository, AccountSummaryRow } from './accounts.repository';
import { AccountResponse } from './dto/auth.dto';
import { PasswordHasher } from './password-hasher';
import { SessionsRepository } from './sessions.repository';

export type { AccountRow, AccountSummaryRow } from './accounts.repository';

export interface AccountFlags {
  admin: boolean;
  disabled: boolean;
}

@Injectable()
export class AccountsService {
  private dummyHash: Promise<string> | null = null;

  constructor(
    private readonly db: Database,
    private readonly owners: OwnersService,
    private readonly settings: SettingsService,
    private readonly audit: AccountAudit,
    private readonly repository: AccountsRepository,
    private readonly sessions: SessionsRepository,
  ) {}

  /**
   * Creates the account and its owner, initialised (General client, labels, UTC profile) in the same
   * transaction. The command line (`operator`) creates accounts whatever `signupEnabled` says.
   */
  async signUp(email: string, password: string, options: { admin?: boolean; operator?: boolean } = {}): Promise<AccountResponse> {
    if (!options.operator && !(await this.settings.current()).signupEnabled) {
      throw Problem.forbidden('Sign-up is turned off on this server', 'SIGNUP_DISABLED');
    }
    const id = uuidv7();
    const passwordHash = await PasswordHasher.hash(password);
    try {
      const row = await this.db.transaction(async () => {
        await this.owners.ensureRow(id);
        return this.repository.insert(id, email.trim(), passwordHash, options.admin === true);
      });
      await this.owners.ensureInitialized(row.owner_id);
      return { id: row.id, ownerId: row.owner_id, email: row.email, createdAt: row.created_at.toISOString() };
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw Problem.conflict('EMAIL_TAKEN', 'An account with this email exists');
      throw error;
    }
  }

  /** The account for these credentials, or null; costs the same whether or not the email exists. */
  async verify(email: string, password: string): Promise<AccountRow | null> {
    const row = await this.repository.findByEmail(email.trim());
    if (!row) {
      this.dummyHash ??= PasswordHasher.hash('not-a-real-password');
      await PasswordHasher.verify(await this.dummyHash, password);
      return null;
    }
    return (await PasswordHasher.verify(row.password_hash, password)) ? row : null;
  }

  /** Does this account's password match? (Re-authentication for sensitive changes.) */
  async verifyById(accountId: string, password: string): Promise<AccountRow | null> {
    const row = await this.repository.find(accountId);
    if (!row) return null;
    return (await PasswordHasher.verify(row.password_hash, password)) ? row : null;
  }

  find(accountId: string): Promise<AccountRow | null> {
    return this.repository.find(accountId);
  }

  async isAdmin(accountId: string | null): Promise<boolean> {
    if (!accountId) return false;
    return this.repository.isAdmin(accountId);
  }

  /** Promotes or demotes (the command line); false when no account has this email. Audited. */
  async setAdmin(email: string, admin: boolean, actor: AuditActor = { kind: 'command-line' }): Promise<boolean> {
    return this.db.transaction(async () => {
      const row = await this.lockByEmail(email);
      if (!row) return false;
      await this.changeFlags(row, { admin, disabled: row.disabled }, actor);
      return true;
    });
  }

  /** Disables or re-enables (the command line); false when no account has this email. Audited. */
  async setDisabled(email: string, disabled: boolean, actor: AuditActor = { kind: 'command-line' }): Promise<boolean> {
    return this.db.transaction(async () => {
      const row = await this.lockByEmail(email);
      if (!row) return false;
      await this.changeFlags(row, { admin: row.is_admin, disabled }, actor);
      return true;
    });
  }

  /** The row, locked until the transaction ends (writers of one account serialise on it). */
  lockById(accountId: string): Promise<AccountRow | null> {
    return this.repository.lockById(accountId);
  }

  lockByEmail(email: string): Promise<AccountRow | null> {
    return this.repository.lockByEmail(email.trim());
  }

  /**
   * Inside the caller's transaction, on a locked row: sets the flags (a new version when anything
   * changes), ends every web session of an account being disabled (its tokens stop at the next
   * request: credentials are read with the account's state on every request, on every replica), and
   * writes the audit entry. Returns whether anything changed.
   */
  async changeFlags(row: AccountRow, next: AccountFlags, actor: AuditActor): Promise<boolean> {
    const changes: Record<string, { from: boolean; to: boolean }> = {};
    if (row.is_admin !== next.admin) changes.admin = { from: row.is_admin, to: next.admin };
    if (row.disabled !== next.disabled) changes.disabled = { from: row.disabled, to: next.disabled };
    if (Object.keys(changes).length === 0) return false;
    await this.repository.setFlags(row.id, next.admin, next.disabled);
    if (next.disabled && !row.disabled) await this.sessions.revokeAllOf(row.id);
    const action = changes.admin && changes.disabled ? 'account-updated' : changes.admin ? 'admin-changed' : 'disabled-changed';
    await this.audit.record(actor, row.id, action, changes);
    return true;
  }

  summary(accountId: string): Promise<AccountSummaryRow | null> {
    return this.repository.summary(accountId);
  }

  /** A page of accounts in ID order after `afterId`, optionally those whose email contains `pattern` (a LIKE pattern). */
  summaries(afterId: string | null, take: number, pattern: string | null): Promise<AccountSummaryRow[]> {
    return this.repository.summaries(afterId, take, pattern);
  }

  markSignedIn(accountId: string): Promise<void> {
    return this.repository.markSignedIn(accountId);
  }

  async setPassword(accountId: string, password: string): Promise<void> {
    await this.repository.setPasswordHash(accountId, await PasswordHasher.hash(password));
  }
}
