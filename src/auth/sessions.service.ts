import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';
import { SettingsService } from '../admin/settings.service';
import { Database } from '../db/database';
import { SESSION_PREFIX } from './credentials.service';
import { mintCsrfToken } from './csrf';
import { SessionResponse, SignInResponse } from './dto/auth.dto';
import { mintCredential } from './secrets';

interface SessionRow {
  owner_id: string;
  email: string;
  is_admin: boolean;
  two_factor: boolean;
  csrf_key: Buffer;
  expires_at: Date;
}

const toResponse = (row: SessionRow): SessionResponse => ({
  ownerId: row.owner_id,
  email: row.email,
  admin: row.is_admin,
  twoFactor: row.two_factor,
  csrfToken: mintCsrfToken(row.csrf_key),
  expiresAt: row.expires_at.toISOString(),
});

@Injectable()
export class SessionsService {
  constructor(private readonly db: Database, private readonly settings: SettingsService) {}

  /** A new session; its lifetime is the `sessionLifetimeMinutes` in effect now. */
  async open(ownerId: string, accountId: string): Promise<{ cookie: string; response: SignInResponse; maxAgeSeconds: number }> {
    const id = uuidv7();
    const credential = mintCredential(SESSION_PREFIX, id);
    const csrfKey = randomBytes(32);
    const maxAgeSeconds = (await this.settings.current()).sessionLifetimeMinutes * 60;
    const { rows } = await this.db.query<SessionRow>(
      `WITH created AS (
         INSERT INTO web_sessions (id, owner_id, account_id, secret_hash, csrf_key, expires_at)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6::float8)) RETURNING owner_id, account_id, csrf_key, expires_at)
       SELECT created.owner_id, a.email, a.is_admin, a.two_factor, created.csrf_key, created.expires_at FROM created JOIN accounts a ON a.id = created.account_id`,
      [id, ownerId, accountId, credential.hash, csrfKey, maxAgeSeconds],
    );
    const { ownerId: owner, csrfToken, expiresAt } = toResponse(rows[0]);
    return { cookie: credential.text, response: { ownerId: owner, csrfToken, expiresAt }, maxAgeSeconds };
  }

  async describe(id: string): Promise<SessionResponse> {
    const { rows } = await this.db.query<SessionRow>(
      `SELECT s.owner_id, a.email, a.is_admin, a.two_factor, s.csrf_key, s.expires_at FROM web_sessions s JOIN accounts a ON a.id = s.account_id WHERE s.id = $1`,
      [id],
    );
    return toResponse(rows[0]);
  }

  async close(id: string): Promise<void> {
    await this.db.query('UPDATE web_sessions SET revoked_at = now() WHERE id = $1', [id]);
  }

  /** Ends every session of the account, except `keep` when given. */
  async closeAll(accountId: string, keep: string | null = null): Promise<void> {
    await this.db.query(
      'UPDATE web_sessions SET revoked_at = now() WHERE account_id = $1 AND revoked_at IS NULL AND ($2::uuid IS NULL OR id <> $2::uuid)',
      [accountId, keep],
    );
  }
}
