import { Inject, Injectable } from '@nestjs/common';
import { SingleFlight } from '../common/single-flight';
import { Principal } from '../common/request-context';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Database } from '../db/database';
import { CredentialParts, parseCredential, sameHash, sha256 } from './secrets';
import { TokenRegistry } from './token-registry';

export const TOKEN_PREFIX = 'ttp';
export const SESSION_PREFIX = 'tts';
export const SESSION_COOKIE = 'tt_session';

/** Over HTTPS the cookie is `__Host-` prefixed: browsers then insist on Secure, Path=/ and no Domain. */
export function sessionCookieName(config: AppConfig): string {
  const https = config.tlsCertFile !== null || config.publicOrigin?.protocol === 'https:';
  return https ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

export interface SessionPrincipal extends Principal {
  csrfKey: Buffer;
}

/**
 * Turns presented credential text into a principal, or null. One indexed read per request, which also
 * reads the account's state: a disabled account's sessions and tokens fail at once on every replica.
 */
@Injectable()
export class CredentialsService {
  readonly cookieName: string;

  constructor(private readonly db: Database, private readonly registry: TokenRegistry, @Inject(APP_CONFIG) config: AppConfig) {
    this.cookieName = sessionCookieName(config);
  }

  async fromBearer(text: string): Promise<Principal | null> {
    const parts = parseCredential(TOKEN_PREFIX, text);
    if (parts) return this.personalToken(parts);
    const entry = this.registry.lookup(text);
    return entry ? { ownerId: entry.ownerId, canWrite: entry.canWrite, via: 'registry', accountId: null, credentialId: null } : null;
  }

  async fromSessionCookie(text: string): Promise<SessionPrincipal | null> {
    const parts = parseCredential(SESSION_PREFIX, text);
    if (!parts) return null;
    const { rows } = await this.db.query<{ owner_id: string; account_id: string; secret_hash: Buffer; csrf_key: Buffer }>(
      `SELECT s.owner_id, s.account_id, s.secret_hash, s.csrf_key FROM web_sessions s JOIN accounts a ON a.id = s.account_id
        WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND NOT a.disabled`,
      [parts.id],
    );
    const row = rows[0];
    if (!row || !sameHash(row.secret_hash, sha256(parts.secret))) return null;
    return { ownerId: row.owner_id, canWrite: true, via: 'session', accountId: row.account_id, credentialId: parts.id, csrfKey: row.csrf_key };
  }

  /** Is the credential behind a principal still good? (Long polls re-check while they wait.) */
  async stillValid(principal: Principal): Promise<boolean> {
    if (principal.via === 'registry') return true;
    // Hundreds of long polls on one credential recheck it at the same moment (one commit wakes them all).
    if (this.db.inTransaction) return this.checkStillValid(principal);
    return this.validity.run(`${principal.via} ${principal.credentialId} ${principal.ownerId}`, () => this.checkStillValid(principal));
  }

  private readonly validity = new SingleFlight<boolean>();

  private async checkStillValid(principal: Principal): Promise<boolean> {
    const table = principal.via === 'session' ? 'web_sessions' : 'personal_tokens';
    const { rows } = await this.db.query(
      `SELECT 1 FROM ${table} c JOIN accounts a ON a.id = c.account_id
        WHERE c.id = $1 AND c.owner_id = $2 AND c.revoked_at IS NULL AND (c.expires_at IS NULL OR c.expires_at > now()) AND NOT a.disabled`,
      [principal.credentialId, principal.ownerId],
    );
    return rows.length === 1;
  }

  private async personalToken(parts: CredentialParts): Promise<Principal | null> {
    const { rows } = await this.db.query<{ owner_id: string; account_id: string; secret_hash: Buffer; can_write: boolean }>(
      `SELECT t.owner_id, t.account_id, t.secret_hash, t.can_write FROM personal_tokens t JOIN accounts a ON a.id = t.account_id
        WHERE t.id = $1 AND t.revoked_at IS NULL AND (t.expires_at IS NULL OR t.expires_at > now()) AND NOT a.disabled`,
      [parts.id],
    );
    const row = rows[0];
    if (!row || !sameHash(row.secret_hash, sha256(parts.secret))) return null;
    return { ownerId: row.owner_id, canWrite: row.can_write, via: 'token', accountId: row.account_id, credentialId: parts.id };
  }
}
