import { Injectable } from '@nestjs/common';
import { Database } from '../db/database';

export interface TokenRow {
  id: string;
  name: string;
  can_write: boolean;
  created_at: Date;
  expires_at: Date | null;
  /** The exact instant the client sent (expires_at is it rounded down to the microsecond). */
  expires_at_ns: string | null;
}

/** What a bearer token authenticates (read on every request that presents one). */
export interface TokenCredentialRow {
  owner_id: string;
  account_id: string;
  secret_hash: Buffer;
  can_write: boolean;
}

export interface NewToken {
  id: string;
  ownerId: string;
  accountId: string;
  name: string;
  canWrite: boolean;
  secretHash: Buffer;
  /** RFC 3339, rounded down to the microsecond. */
  expiresAt: string | null;
  expiresAtNs: bigint | null;
}

/**
 * All SQL for personal tokens (`personal_tokens`). The owner's own list, read and revoke are scoped
 * by `owner_id`; a presented token is found by its ID before its owner is known. The statements a
 * request runs to authenticate are hot: keep their text and their one round trip.
 */
@Injectable()
export class TokensRepository {
  constructor(private readonly db: Database) {}

  async insert(token: NewToken): Promise<TokenRow> {
    const { rows } = await this.db.query<TokenRow>(
      `INSERT INTO personal_tokens (id, owner_id, account_id, name, can_write, secret_hash, expires_at, expires_at_ns)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id, name, can_write, created_at, expires_at, expires_at_ns`,
      [
        token.id,
        token.ownerId,
        token.accountId,
        token.name,
        token.canWrite,
        token.secretHash,
        token.expiresAt,
        token.expiresAtNs?.toString() ?? null,
      ],
    );
    return rows[0];
  }

  async list(ownerId: string): Promise<TokenRow[]> {
    const { rows } = await this.db.query<TokenRow>(
      `SELECT id, name, can_write, created_at, expires_at, expires_at_ns FROM personal_tokens
        WHERE owner_id = $1 AND revoked_at IS NULL ORDER BY created_at, id`,
      [ownerId],
    );
    return rows;
  }

  async find(ownerId: string, id: string): Promise<TokenRow | null> {
    const { rows } = await this.db.query<TokenRow>(
      `SELECT id, name, can_write, created_at, expires_at, expires_at_ns FROM personal_tokens WHERE owner_id = $1 AND id = $2 AND revoked_at IS NULL`,
      [ownerId, id],
    );
    return rows[0] ?? null;
  }

  /** False when the owner has no active token with this ID. */
  async revoke(ownerId: string, id: string): Promise<boolean> {
    const { rowCount } = await this.db.query(
      'UPDATE personal_tokens SET revoked_at = now() WHERE owner_id = $1 AND id = $2 AND revoked_at IS NULL',
      [ownerId, id],
    );
    return rowCount === 1;
  }

  /** Hot: every request with a personal token. A live token of an account that is not disabled. */
  async findLive(id: string): Promise<TokenCredentialRow | null> {
    const { rows } = await this.db.query<TokenCredentialRow>(
      `SELECT t.owner_id, t.account_id, t.secret_hash, t.can_write FROM personal_tokens t JOIN accounts a ON a.id = t.account_id
        WHERE t.id = $1 AND t.revoked_at IS NULL AND (t.expires_at IS NULL OR t.expires_at > now()) AND NOT a.disabled`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Is this token of this owner still live, and its account not disabled? (Long polls re-check.) */
  async stillValid(id: string | null, ownerId: string): Promise<boolean> {
    const { rows } = await this.db.query(
      `SELECT 1 FROM personal_tokens c JOIN accounts a ON a.id = c.account_id
        WHERE c.id = $1 AND c.owner_id = $2 AND c.revoked_at IS NULL AND (c.expires_at IS NULL OR c.expires_at > now()) AND NOT a.disabled`,
      [id, ownerId],
    );
    return rows.length === 1;
  }
}
