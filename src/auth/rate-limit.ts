import { Injectable } from '@nestjs/common';
import { FastifyReply } from 'fastify';
import { ProblemError } from '../common/http/problem';
import { Principal } from '../common/request-context';
import { SettingsService } from '../settings/settings.service';
import { RateLimitRepository } from './rate-limit.repository';

/**
 * `rateLimit.requestsPerMinute` per credential (a personal token, a web session, or a registry
 * owner), in fixed one-minute windows counted in PostgreSQL so replicas share them. Over the limit:
 * 429 TOO_MANY_REQUESTS with Retry-After, before the request reads or writes anything. Every
 * limited response carries the RateLimit-* headers (draft-ietf-httpapi-ratelimit-headers).
 */
@Injectable()
export class RateLimiter {
  constructor(
    private readonly repository: RateLimitRepository,
    private readonly settings: SettingsService,
  ) {}

  /** Counts the request as `weight` requests (an MCP batch: one per message, see @RateWeight). */
  async enforce(principal: Principal, reply: FastifyReply, weight = 1): Promise<void> {
    const limit = (await this.settings.current()).rateLimit.requestsPerMinute;
    if (limit === 0) return;
    const key = principal.credentialId ? `${principal.via}:${principal.credentialId}` : `${principal.via}-owner:${principal.ownerId}`;
    const { requests, reset } = await this.repository.count(key, weight);
    reply.header('RateLimit-Policy', `${limit};w=60`);
    reply.header('RateLimit-Limit', String(limit));
    reply.header('RateLimit-Remaining', String(Math.max(0, limit - requests)));
    reply.header('RateLimit-Reset', String(reset));
    if (requests > limit) {
      throw new ProblemError(
        429,
        'TOO_MANY_REQUESTS',
        `More than ${limit} requests a minute with this credential; try again later`,
        {},
        { 'Retry-After': String(reset) },
      );
    }
  }
}
