import { Injectable } from '@nestjs/common';
import { Database } from '../db/database';

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

/**
 * All SQL for accounts (`accounts`). Accounts are looked up before an owner is known (sign-in,
 * credentials), so these statements are keyed by account ID or email, not by the owner in context.
 */
@Injectable()
export class AccountsRepository {
  constructor(private readonly db: Database) {}

  /** The account's ID is its owner's ID too. */
  async insert(id: string, email: string, passwordHash: string, admin: boolean): Promise<AccountRow> {
    const { rows } = await this.db.query<AccountRow>(
      `INSERT INTO accounts (id, owner_id, email, password_hash, is_admin) VALUES ($1::uuid, $1::text, $2, $3, $4) RETURNING *`,
      [id, email, passwordHash, admin],
    );
    return rows[0];
  }

  /** Case-insensitive; `email` as given (the caller trims it). */
  async findByEmail(email: string): Promise<AccountRow | null> {
    const { rows } = await this.db.query<AccountRow>('SELECT * FROM accounts WHERE lower(email) = lower($1)', [email]);
    return rows[0] ?? null;
  }

  async find(accountId: string): Promise<AccountRow | null> {
    const { rows } = await this.db.query<AccountRow>('SELECT * FROM accounts WHERE id = $1', [accountId]);
    return rows[0] ?? null;
  }

  async isAdmin(accountId: string): Promise<boolean> {
    const { rows } = await this.db.query<{ is_admin: boolean }>('SELECT is_admin FROM accounts WHERE id = $1', [accountId]);
    return rows[0]?.is_admin === true;
  }

  /** The row, locked until the transaction ends. */
  async lockById(accountId: string): Promise<AccountRow | null> {
    const { rows } = await this.db.query<AccountRow>('SELECT * FROM accounts WHERE id = $1 FOR UPDATE', [accountId]);
    return rows[0] ?? null;
  }

  /** Case-insensitive; `email` as given (the caller trims it). */
  async lockByEmail(email: string): Promise<AccountRow | null> {
    const { rows } = await this.db.query<AccountRow>('SELECT * FROM accounts WHERE lower(email) = lower($1) FOR UPDATE', [email]);
    return rows[0] ?? null;
  }

  /** Sets both flags and counts a new version. */
  async setFlags(accountId: string, admin: boolean, disabled: boolean): Promise<void> {
    await this.db.query('UPDATE accounts SET is_admin = $2, disabled = $3, version = version + 1 WHERE id = $1', [
      accountId,
      admin,
      disabled,
    ]);
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

  async setPasswordHash(accountId: string, passwordHash: string): Promise<void> {
    await this.db.query('UPDATE accounts SET password_hash = $2 WHERE id = $1', [accountId, passwordHash]);
  }
}
