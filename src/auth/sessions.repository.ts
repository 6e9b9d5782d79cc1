import { Injectable } from '@nestjs/common';
import { Database } from '../db/database';

/** A web session with its account's state, as GET /auth/session shows it. */
export interface SessionRow {
  owner_id: string;
  email: string;
  is_admin: boolean;
  two_factor: boolean;
  csrf_key: Buffer;
  expires_at: Date;
}

/** What a session cookie authenticates (read on every request that presents one). */
export interface SessionCredentialRow {
  owner_id: string;
  account_id: string;
  secret_hash: Buffer;
  csrf_key: Buffer;
}

/**
 * All SQL for web sessions (`web_sessions`). A session is found by its ID before its owner is known;
 * the statements a request runs to authenticate are hot: keep their text and their one round trip.
 */
@Injectable()
export class SessionsRepository {
  constructor(private readonly db: Database) {}

  /** The new session with its account's state, in one statement. */
  async insert(
    id: string,
    ownerId: string,
    accountId: string,
    secretHash: Buffer,
    csrfKey: Buffer,
    maxAgeSeconds: number,
  ): Promise<SessionRow> {
    const { rows } = await this.db.query<SessionRow>(
      `WITH created AS (
         INSERT INTO web_sessions (id, owner_id, account_id, secret_hash, csrf_key, expires_at)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6::float8)) RETURNING owner_id, account_id, csrf_key, expires_at)
       SELECT created.owner_id, a.email, a.is_admin, a.two_factor, created.csrf_key, created.expires_at FROM created JOIN accounts a ON a.id = created.account_id`,
      [id, ownerId, accountId, secretHash, csrfKey, maxAgeSeconds],
    );
    return rows[0];
  }

  async describe(id: string): Promise<SessionRow> {
    const { rows } = await this.db.query<SessionRow>(
      `SELECT s.owner_id, a.email, a.is_admin, a.two_factor, s.csrf_key, s.expires_at FROM web_sessions s JOIN accounts a ON a.id = s.account_id WHERE s.id = $1`,
      [id],
    );
    return rows[0];
  }

  /** Hot: every request with a session cookie. A live session of an account that is not disabled. */
  async findLive(id: string): Promise<SessionCredentialRow | null> {
    const { rows } = await this.db.query<SessionCredentialRow>(
      `SELECT s.owner_id, s.account_id, s.secret_hash, s.csrf_key FROM web_sessions s JOIN accounts a ON a.id = s.account_id
        WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND NOT a.disabled`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Is this session of this owner still live, and its account not disabled? (Long polls re-check.) */
  async stillValid(id: string | null, ownerId: string): Promise<boolean> {
    const { rows } = await this.db.query(
      `SELECT 1 FROM web_sessions c JOIN accounts a ON a.id = c.account_id
        WHERE c.id = $1 AND c.owner_id = $2 AND c.revoked_at IS NULL AND (c.expires_at IS NULL OR c.expires_at > now()) AND NOT a.disabled`,
      [id, ownerId],
    );
    return rows.length === 1;
  }

  async close(id: string): Promise<void> {
    await this.db.query('UPDATE web_sessions SET revoked_at = now() WHERE id = $1', [id]);
  }

  /** Ends every session of the account, except `keep` when given. */
  async closeAll(accountId: string, keep: string | null): Promise<void> {
    await this.db.query(
      'UPDATE web_sessions SET revoked_at = now() WHERE account_id = $1 AND revoked_at IS NULL AND ($2::uuid IS NULL OR id <> $2::uuid)',
      [accountId, keep],
    );
  }

  /** Ends every session of an account being disabled. */
  async revokeAllOf(accountId: string): Promise<void> {
    await this.db.query('UPDATE web_sessions SET revoked_at = now() WHERE account_id = $1 AND revoked_at IS NULL', [accountId]);
  }
}
