import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';
import { Database } from '../db/database';
import { SESSION_PREFIX } from './credentials.service';
import { mintCsrfToken } from './csrf';
import { SessionResponse } from './dto/auth.dto';
import { mintCredential } from './secrets';

export const SESSION_LIFETIME_SECONDS = 12 * 60 * 60;

@Injectable()
export class SessionsService {
  constructor(private readonly db: Database) {}

  async open(ownerId: string, accountId: string): Promise<{ cookie: string; response: SessionResponse }> {
    const id = uuidv7();
    const credential = mintCredential(SESSION_PREFIX, id);
    const csrfKey = randomBytes(32);
    const expiresAt = new Date(Date.now() + SESSION_LIFETIME_SECONDS * 1000);
    await this.db.query(
      `INSERT INTO web_sessions (id, owner_id, account_id, secret_hash, csrf_key, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, ownerId, accountId, credential.hash, csrfKey, expiresAt],
    );
    return { cookie: credential.text, response: { ownerId, csrfToken: mintCsrfToken(csrfKey), expiresAt: expiresAt.toISOString() } };
  }

  async describe(id: string): Promise<SessionResponse> {
    const { rows } = await this.db.query<{ owner_id: string; csrf_key: Buffer; expires_at: Date }>(
      'SELECT owner_id, csrf_key, expires_at FROM web_sessions WHERE id = $1',
      [id],
    );
    const row = rows[0];
    return { ownerId: row.owner_id, csrfToken: mintCsrfToken(row.csrf_key), expiresAt: row.expires_at.toISOString() };
  }

  async close(id: string): Promise<void> {
    await this.db.query('UPDATE web_sessions SET revoked_at = now() WHERE id = $1', [id]);
  }
}
