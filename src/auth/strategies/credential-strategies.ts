import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { FastifyRequest } from 'fastify';
import { Passport } from 'passport';
import { Strategy } from 'passport-custom';
import { Problem } from '../../common/http/problem';
import { Principal } from '../../common/request-context';
import { CredentialsService } from '../credentials.service';

/** What a strategy authenticates: the principal, and the CSRF key when it came from a cookie. */
export interface Authenticated {
  principal: Principal;
  csrfKey: Buffer | null;
}

export const BEARER_STRATEGY = 'tt-bearer';
export const SESSION_STRATEGY = 'tt-session';

const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;

/**
 * The mixin registers each strategy with the process-wide passport singleton, where the strategy of
 * the application started last would serve every application in the process (tests start several):
 * each strategy gets a Passport of its own instead. AuthGuard calls `validate` itself (see its
 * `authenticate` for why not through `passport.authenticate`).
 */
const unshared = () => new Passport();

/**
 * `Authorization: Bearer …`: a personal token or a legacy registry token (RFC 6750 syntax). Any
 * failure is the contract's 401 with `WWW-Authenticate: Bearer …, error="invalid_token"`.
 */
@Injectable()
export class BearerStrategy extends PassportStrategy(Strategy, BEARER_STRATEGY) {
  constructor(private readonly credentials: CredentialsService) {
    super();
  }

  getPassportInstance() {
    return unshared();
  }

  async validate(request: FastifyRequest): Promise<Authenticated> {
    const match = BEARER.exec(request.headers.authorization ?? '');
    const principal = match ? await this.credentials.fromBearer(match[1]) : null;
    if (!principal) throw Problem.unauthorized('The bearer token is invalid, expired or revoked', 'invalid_token');
    return { principal, csrfKey: null };
  }
}

/** The web session cookie; unsafe requests then also need its CSRF value (checked by the guard). */
@Injectable()
export class SessionCookieStrategy extends PassportStrategy(Strategy, SESSION_STRATEGY) {
  constructor(private readonly credentials: CredentialsService) {
    super();
  }

  getPassportInstance() {
    return unshared();
  }

  async validate(request: FastifyRequest): Promise<Authenticated> {
    const session = await this.credentials.fromSessionCookie(request.cookies?.[this.credentials.cookieName] ?? '');
    if (!session) throw Problem.unauthorized('The session is invalid or has expired');
    const { csrfKey, ...principal } = session;
    return { principal, csrfKey };
  }
}
