import { Injectable } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';
import { SettingsService } from '../admin/settings.service';
import { Problem } from '../common/http/problem';
import { Database, PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/database';
import { OwnersService } from '../owners/owners.service';
import { AccountResponse } from './dto/auth.dto';
import { PasswordHasher } from './password-hasher';

export interface AccountRow {
  id: string;
  owner_id: string;
  email: string;
  password_hash: string;
  is_admin: boolean;
  created_at: Date;
}

@Injectable()
export class AccountsService {
  private dummyHash: Promise<string> | null = null;

  constructor(
    private readonly db: Database,
    private readonly owners: OwnersService,
    private readonly settings: SettingsService,
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

  /** Promotes or demotes; false when no account has this email. */
  async setAdmin(email: string, admin: boolean): Promise<boolean> {
    const { rowCount } = await this.db.query('UPDATE accounts SET is_admin = $2 WHERE lower(email) = lower($1)', [email.trim(), admin]);
    return rowCount === 1;
  }

  async setPassword(accountId: string, password: string): Promise<void> {
    await this.db.query('UPDATE accounts SET password_hash = $2 WHERE id = $1', [accountId, await PasswordHasher.hash(password)]);
  }
}
