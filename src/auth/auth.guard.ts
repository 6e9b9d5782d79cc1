import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_ROUTE, READ_PERMISSION, SESSION_ONLY } from '../common/http/decorators';
import { encodeOwnerHeader, parseOwnerHeader } from '../common/http/owner-header';
import { Problem } from '../common/http/problem';
import { Principal, RequestContext } from '../common/request-context';
import { OwnersService } from '../owners/owners.service';
import { CredentialsService, SESSION_COOKIE } from './credentials.service';
import { verifyCsrfToken } from './csrf';
import { TokenRegistry } from './token-registry';

export const OWNER_HEADER = 'X-Service-Owner';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Global guard: every route is private unless marked @Public(). Order matters and follows the
 * contract: malformed owner header (400), registry misconfigured (503), credentials (401), owner
 * binding (401 OWNER_CHANGED), then CSRF and permission (403) — before any read or write.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly credentials: CredentialsService,
    private readonly registry: TokenRegistry,
    private readonly owners: OwnersService,
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

    const { principal, csrfKey } = await this.authenticate(request);
    if (expected.kind === 'owner' && expected.ownerId !== principal.ownerId) throw Problem.ownerChanged();
    // Authorized from here on: every response, errors included, names the owner.
    reply.header(OWNER_HEADER, encodeOwnerHeader(principal.ownerId));

    const unsafe = !SAFE_METHODS.has(request.method);
    if (this.reflector.getAllAndOverride<boolean>(SESSION_ONLY, targets) && principal.via !== 'session') {
      throw Problem.forbidden('This requires a signed-in web session', 'SESSION_REQUIRED');
    }
    if (csrfKey && unsafe && !verifyCsrfToken(csrfKey, request.headers['x-csrf-token'])) {
      throw Problem.forbidden('Cookie-authenticated changes need the X-CSRF-Token value from /auth/session', 'CSRF_REQUIRED');
    }
    if (unsafe && !principal.canWrite && !this.reflector.getAllAndOverride<boolean>(READ_PERMISSION, targets)) throw Problem.readOnlyToken();

    const state = RequestContext.get();
    if (!state) throw new Error('request context missing: onRequest hook not installed');
    state.principal = principal;
    await this.owners.ensureInitialized(principal.ownerId);
    return true;
  }

  private async authenticate(request: FastifyRequest): Promise<{ principal: Principal; csrfKey: Buffer | null }> {
    const authorization = request.headers.authorization;
    if (authorization !== undefined) {
      const match = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i.exec(authorization);
      const principal = match ? await this.credentials.fromBearer(match[1]) : null;
      if (!principal) throw Problem.unauthorized('The bearer token is invalid, expired or revoked', 'invalid_token');
      return { principal, csrfKey: null };
    }
    const cookie = request.cookies?.[SESSION_COOKIE];
    if (cookie) {
      const session = await this.credentials.fromSessionCookie(cookie);
      if (!session) throw Problem.unauthorized('The session is invalid or has expired');
      const { csrfKey, ...principal } = session;
      return { principal, csrfKey };
    }
    throw Problem.unauthorized();
  }
}
