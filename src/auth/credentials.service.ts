import { Inject, Injectable } from '@nestjs/common';
import { SingleFlight } from '../common/single-flight';
import { Principal } from '../common/request-context';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Database } from '../db/database';
import { CredentialParts, parseCredential, sameHash, sha256 } from './secrets';
import { SessionsRepository } from './sessions.repository';
import { TokenRegistry } from './token-registry';
import { TokensRepository } from './tokens.repository';

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

  constructor(
    private readonly db: Database,
    private readonly registry: TokenRegistry,
    private readonly sessions: SessionsRepository,
    private readonly tokens: TokensRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
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
    const row = await this.sessions.findLive(parts.id);
    if (!row || !sameHash(row.secret_hash, sha256(parts.secret))) return null;
    return {
      ownerId: row.owner_id,
      canWrite: true,
      via: 'session',
      accountId: row.account_id,
      credentialId: parts.id,
      csrfKey: row.csrf_key,
    };
  }

  /** Is the credential behind a principal still good? (Long polls re-check while they wait.) */
  async stillValid(principal: Principal): Promise<boolean> {
    if (principal.via === 'registry') return true;
    // Hundreds of long polls on one credential recheck it at the same moment (one commit wakes them all).
    if (this.db.inTransaction) return this.checkStillValid(principal);
    return this.validity.run(`${principal.via} ${principal.credentialId} ${principal.ownerId}`, () => this.checkStillValid(principal));
  }

  private readonly validity = new SingleFlight<boolean>();

  private checkStillValid(principal: Principal): Promise<boolean> {
    const credentials = principal.via === 'session' ? this.sessions : this.tokens;
    return credentials.stillValid(principal.credentialId, principal.ownerId);
  }

  private async personalToken(parts: CredentialParts): Promise<Principal | null> {
    const row = await this.tokens.findLive(parts.id);
    if (!row || !sameHash(row.secret_hash, sha256(parts.secret))) return null;
    return { ownerId: row.owner_id, canWrite: row.can_write, via: 'token', accountId: row.account_id, credentialId: parts.id };
  }
}
