import { Injectable } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';
import { SettingsService } from '../admin/settings.service';
import { Problem } from '../common/http/problem';
import { STORED_RANGE_TEXT, formatInstant, isStorableInstant, parseInstant } from '../common/time/instant';
import { Database } from '../db/database';
import { TOKEN_PREFIX } from './credentials.service';
import { CreatedTokenResponse, TokenResponse } from './dto/auth.dto';
import { mintCredential } from './secrets';

interface TokenRow {
  id: string;
  name: string;
  can_write: boolean;
  created_at: Date;
  expires_at: Date | null;
  /** The exact instant the client sent (expires_at is it rounded down to the microsecond). */
  expires_at_ns: string | null;
}

const toResponse = (row: TokenRow): TokenResponse => ({
  id: row.id,
  name: row.name,
  permissions: row.can_write ? ['read', 'write'] : ['read'],
  createdAt: row.created_at.toISOString(),
  expiresAt: row.expires_at_ns !== null ? formatInstant(BigInt(row.expires_at_ns)) : row.expires_at?.toISOString() ?? null,
});

const MIN_LIFETIME_MS = 60_000;

@Injectable()
export class TokensService {
  constructor(private readonly db: Database, private readonly settings: SettingsService) {}

  async create(ownerId: string, accountId: string, name: string, permissions: string[], expiresAt: string | null | undefined): Promise<CreatedTokenResponse> {
    if (!permissions.includes('read')) throw Problem.validation('permissions must be ["read"] or ["read","write"]');
    if (new Set(permissions).size !== permissions.length) throw Problem.validation('permissions must not repeat');
    let expires: string | null = null;
    let expiresNs: bigint | null = null;
    if (expiresAt) {
      expiresNs = parseInstant(expiresAt);
      // The DTO checks both for HTTP; the command line comes here directly.
      if (expiresNs === null || !isStorableInstant(expiresNs)) {
        throw Problem.validation(`expiresAt must be an RFC 3339 UTC instant within ${STORED_RANGE_TEXT}`, [{ field: 'expiresAt', message: 'must be an instant within the supported range' }]);
      }
      if (expiresNs < BigInt(Date.now() + MIN_LIFETIME_MS) * 1_000_000n) throw Problem.validation('expiresAt must be at least one minute ahead');
      expires = formatInstant(expiresNs - (expiresNs % 1000n));
    }
    // tokenMaxLifetimeDays (0 = unlimited) caps tokens created from now on; without expiresAt they get the cap.
    const maxDays = (await this.settings.current()).tokenMaxLifetimeDays;
    if (maxDays > 0) {
      const latestNs = BigInt(Date.now() + maxDays * 86_400_000) * 1_000_000n;
      if (expiresNs === null) {
        expiresNs = latestNs;
        expires = formatInstant(latestNs);
      } else if (expiresNs > latestNs) throw Problem.validation(`expiresAt must be at most ${maxDays} days ahead (tokenMaxLifetimeDays)`);
    }
    const id = uuidv7();
    const credential = mintCredential(TOKEN_PREFIX, id);
    const { rows } = await this.db.query<TokenRow>(
      `INSERT INTO personal_tokens (id, owner_id, account_id, name, can_write, secret_hash, expires_at, expires_at_ns)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id, name, can_write, created_at, expires_at, expires_at_ns`,
      [id, ownerId, accountId, name, permissions.includes('write'), credential.hash, expires, expiresNs?.toString() ?? null],
    );
    return { ...toResponse(rows[0]), token: credential.text };
  }

  async list(ownerId: string): Promise<TokenResponse[]> {
    const { rows } = await this.db.query<TokenRow>(
      `SELECT id, name, can_write, created_at, expires_at, expires_at_ns FROM personal_tokens
        WHERE owner_id = $1 AND revoked_at IS NULL ORDER BY created_at, id`,
      [ownerId],
    );
    return rows.map(toResponse);
  }

  async get(ownerId: string, id: string): Promise<TokenResponse> {
    const { rows } = await this.db.query<TokenRow>(
      `SELECT id, name, can_write, created_at, expires_at, expires_at_ns FROM personal_tokens WHERE owner_id = $1 AND id = $2 AND revoked_at IS NULL`,
      [ownerId, id],
    );
    if (!rows[0]) throw Problem.notFound();
    return toResponse(rows[0]);
  }

  async revoke(ownerId: string, id: string): Promise<void> {
    const { rowCount } = await this.db.query(
      'UPDATE personal_tokens SET revoked_at = now() WHERE owner_id = $1 AND id = $2 AND revoked_at IS NULL',
      [ownerId, id],
    );
    if (rowCount !== 1) throw Problem.notFound();
  }
}
