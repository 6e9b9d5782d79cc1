import { Injectable } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';
import { SettingsService } from '../admin/settings.service';
import { Problem } from '../common/http/problem';
import { Database, PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/database';
import { OwnersService } from '../owners/owners.service';
import { AccountAudit, AuditActor } from './account-audit';
import { AccountResponse } from './dto/auth.dto';
import { PasswordHasher } from './password-hasher';

export interface AccountRow {
  id: string;
  owner_id: string;
  email: string;
  password_hash: string;
  is_admin: boolean;
  created_at: Date;
  version: number;
  disabled: boolean;
  two_factor: boolean;
  totp_secret: Buffer | null;
  totp_pending: Buffer | null;
}

/** An account as administration shows it: no password hash, no secret. */
export interface AccountSummaryRow {
  id: string;
  version: number;
  email: string;
  is_admin: boolean;
  disabled: boolean;
  two_factor: boolean;
  created_us: string;
  last_sign_in_us: string | null;
}

const SUMMARY_COLUMNS = `id, version, email, is_admin, disabled, two_factor,
  (extract(epoch FROM created_at) * 1000000)::bigint::text AS created_us,
  (extract(epoch FROM last_sign_in_at) * 1000000)::bigint::text AS last_sign_in_us`;

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
        const { rows } = await this.db.query<AccountRow>(
          `INSERT INTO accounts (id, owner_id, email, password_hash, is_admin) VALUES ($1::uuid, $1::text, $2, $3, $4) RETURNING *`,
          [id, email.trim(), passwordHash, options.admin === true],
        );
        return rows[0];
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
    const { rows } = await this.db.query<AccountRow>('SELECT * FROM accounts WHERE lower(email) = lower($1)', [email.trim()]);
    const row = rows[0];
    if (!row) {
      this.dummyHash ??= PasswordHasher.hash('not-a-real-password');
      await PasswordHasher.verify(await this.dummyHash, password);
      return null;
    }
    return (await PasswordHasher.verify(row.password_hash, password)) ? row : null;
  }

  /** Does this account's password match? (Re-authentication for sensitive changes.) */
  async verifyById(accountId: string, password: string): Promise<AccountRow | null> {
    const { rows } = await this.db.query<AccountRow>('SELECT * FROM accounts WHERE id = $1', [accountId]);
    const row = rows[0];
    if (!row) return null;
    return (await PasswordHasher.verify(row.password_hash, password)) ? row : null;
  }

  async find(accountId: string): Promise<AccountRow | null> {
    const { rows } = await this.db.query<AccountRow>('SELECT * FROM accounts WHERE id = $1', [accountId]);
    return rows[0] ?? null;
  }

  async isAdmin(accountId: string | null): Promise<boolean> {
    if (!accountId) return false;
    const { rows } = await this.db.query<{ is_admin: boolean }>('SELECT is_admin FROM accounts WHERE id = $1', [accountId]);
    return rows[0]?.is_admin === true;
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
  async lockById(accountId: string): Promise<AccountRow | null> {
    const { rows } = await this.db.query<AccountRow>('SELECT * FROM accounts WHERE id = $1 FOR UPDATE', [accountId]);
    return rows[0] ?? null;
  }

  async lockByEmail(email: string): Promise<AccountRow | null> {
    const { rows } = await this.db.query<AccountRow>('SELECT * FROM accounts WHERE lower(email) = lower($1) FOR UPDATE', [email.trim()]);
    return rows[0] ?? null;
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
    await this.db.query('UPDATE accounts SET is_admin = $2, disabled = $3, version = version + 1 WHERE id = $1', [row.id, next.admin, next.disabled]);
    if (next.disabled && !row.disabled) {
      await this.db.query('UPDATE web_sessions SET revoked_at = now() WHERE account_id = $1 AND revoked_at IS NULL', [row.id]);
    }
    const action = changes.admin && changes.disabled ? 'account-updated' : changes.admin ? 'admin-changed' : 'disabled-changed';
    await this.audit.record(actor, row.id, action, changes);
    return true;
  }

  async summary(accountId: string): Promise<AccountSummaryRow | null> {
    const { rows } = await this.db.query<AccountSummaryRow>(`SELECT ${SUMMARY_COLUMNS} FROM accounts WHERE id = $1`, [accountId]);
    return rows[0] ?? null;
  }

  /** A page of accounts in ID order after `afterId`, optionally those whose email contains `pattern` (a LIKE pattern). */
  async summaries(afterId: string | null, take: number, pattern: string | null): Promise<AccountSummaryRow[]> {
    const { rows } = await this.db.query<AccountSummaryRow>(
      `SELECT ${SUMMARY_COLUMNS} FROM accounts
        WHERE ($1::uuid IS NULL OR id > $1::uuid) AND ($2::text IS NULL OR lower(email) LIKE $2::text ESCAPE '\\')
        ORDER BY id LIMIT $3`,
      [afterId, pattern, take],
    );
    return rows;
  }

  async markSignedIn(accountId: string): Promise<void> {
    await this.db.query('UPDATE accounts SET last_sign_in_at = now() WHERE id = $1', [accountId]);
  }

  async setPassword(accountId: string, password: string): Promise<void> {
    await this.db.query('UPDATE accounts SET password_hash = $2 WHERE id = $1', [accountId, await PasswordHasher.hash(password)]);
  }
}
