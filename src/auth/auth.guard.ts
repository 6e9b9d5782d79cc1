import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { FastifyReply, FastifyRequest } from 'fastify';
import { BEARER_ONLY, PUBLIC_ROUTE, READ_PERMISSION, SESSION_ONLY, rateWeightOf } from '../common/http/decorators';
import { encodeOwnerHeader, parseOwnerHeader } from '../common/http/owner-header';
import { Problem } from '../common/http/problem';
import { RequestContext } from '../common/request-context';
import { InternalCall } from '../context/internal-call';
import { OwnersService } from '../owners/owners.service';
import { CredentialsService } from './credentials.service';
import { verifyCsrfToken } from './csrf';
import { RateLimiter } from './rate-limit';
import { Authenticated, BearerStrategy, SessionCookieStrategy } from './strategies/credential-strategies';
import { TokenRegistry } from './token-registry';

export const OWNER_HEADER = 'X-Service-Owner';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Global guard: every route is private unless marked @Public(). Order matters and follows the
 * contract: malformed owner header (400), registry misconfigured (503), credentials (401), owner
 * binding (401 OWNER_CHANGED), the per-credential rate limit (429), then CSRF and permission (403) —
 * before any read or write.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly credentials: CredentialsService,
    private readonly registry: TokenRegistry,
    private readonly owners: OwnersService,
    private readonly rateLimiter: RateLimiter,
    private readonly bearer: BearerStrategy,
    private readonly session: SessionCookieStrategy,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();

    const expected = parseOwnerHeader(request.headers['x-service-owner']);
    if (expected.kind === 'invalid') {
      throw Problem.badRequest(`${OWNER_HEADER} must be one canonical unpadded base64url owner ID`, 'BAD_OWNER_HEADER');
    }
    const registry = this.registry.current();
    if (!registry.valid) throw Problem.unavailable('The token registry is misconfigured');

    const bearerOnly = this.reflector.getAllAndOverride<boolean>(BEARER_ONLY, targets) === true;
    const { principal, csrfKey } = await this.authenticate(request, bearerOnly);
    if (expected.kind === 'owner' && expected.ownerId !== principal.ownerId) throw Problem.ownerChanged();
    // Authorized from here on: every response, errors included, names the owner.
    reply.header(OWNER_HEADER, encodeOwnerHeader(principal.ownerId));
    // A call the server makes to itself for a request it is answering was counted with that request.
    if (!InternalCall.is(request.headers)) await this.rateLimiter.enforce(principal, reply, rateWeightOf(request));

    const unsafe = !SAFE_METHODS.has(request.method);
    if (this.reflector.getAllAndOverride<boolean>(SESSION_ONLY, targets) && principal.via !== 'session') {
      throw Problem.forbidden('This requires a signed-in web session', 'SESSION_REQUIRED');
    }
    if (csrfKey && unsafe && !verifyCsrfToken(csrfKey, request.headers['x-csrf-token'])) {
      throw Problem.forbidden('Cookie-authenticated changes need the X-CSRF-Token value from /auth/session', 'CSRF_REQUIRED');
    }
    if (unsafe && !principal.canWrite && !this.reflector.getAllAndOverride<boolean>(READ_PERMISSION, targets))
      throw Problem.readOnlyToken();

    const state = RequestContext.get();
    if (!state) throw new Error('request context missing: onRequest hook not installed');
    state.principal = principal;
    await this.owners.ensureInitialized(principal.ownerId);
    return true;
  }

  /**
   * One credential per request, by its strategy: the Authorization header when present (even if a
   * cookie is sent too), else the session cookie (never on a bearer-only route). The strategies'
   * failures are the contract's problems, passed through unchanged.
   *
   * The strategy's `validate` is called directly, not through `passport.authenticate`: that
   * middleware kept every request's objects (the request, the response, its headers, the logger)
   * alive past the young-generation collections, so each was copied, promoted and left for a full
   * collection (2.3 KB of every authenticated request, doubling the scavenges' time: see
   * docs/performance.md, 2026-11-28, tenth session). What a strategy decides is the same: a
   * principal, or the problem it throws.
   */
  private authenticate(request: FastifyRequest, bearerOnly: boolean): Promise<Authenticated> {
    const strategy =
      request.headers.authorization !== undefined
        ? this.bearer
        : !bearerOnly && request.cookies?.[this.credentials.cookieName]
          ? this.session
          : null;
    if (strategy === null) return Promise.reject(Problem.unauthorized());
    return strategy.validate(request);
  }
}
