import { Injectable } from '@nestjs/common';
import { FastifyReply } from 'fastify';
import { SettingsService } from '../admin/settings.service';
import { ProblemError } from '../common/http/problem';
import { Principal } from '../common/request-context';
import { Database } from '../db/database';

/**
 * `rateLimit.requestsPerMinute` per credential (a personal token, a web session, or a registry
 * owner), in fixed one-minute windows counted in PostgreSQL so replicas share them. Over the limit:
 * 429 TOO_MANY_REQUESTS with Retry-After, before the request reads or writes anything. Every
 * limited response carries the RateLimit-* headers (draft-ietf-httpapi-ratelimit-headers).
 */
@Injectable()
export class RateLimiter {
  constructor(private readonly db: Database, private readonly settings: SettingsService) {}

  async enforce(principal: Principal, reply: FastifyReply): Promise<void> {
    const limit = (await this.settings.current()).rateLimit.requestsPerMinute;
    if (limit === 0) return;
    const key = principal.credentialId ? `${principal.via}:${principal.credentialId}` : `${principal.via}-owner:${principal.ownerId}`;
    const { rows } = await this.db.query<{ requests: number; reset: number }>(
      `INSERT INTO rate_limit_counters (key, window_start, requests) VALUES ($1, date_trunc('minute', now()), 1)
       ON CONFLICT (key) DO UPDATE SET
         requests = CASE WHEN rate_limit_counters.window_start = excluded.window_start THEN rate_limit_counters.requests + 1 ELSE 1 END,
         window_start = excluded.window_start
       RETURNING requests, GREATEST(1, CEIL(EXTRACT(EPOCH FROM (window_start + interval '1 minute' - now()))))::int AS reset`,
      [key],
    );
    const { requests, reset } = rows[0];
    reply.header('RateLimit-Policy', `${limit};w=60`);
    reply.header('RateLimit-Limit', String(limit));
    reply.header('RateLimit-Remaining', String(Math.max(0, limit - requests)));
    reply.header('RateLimit-Reset', String(reset));
    if (requests > limit) {
      throw new ProblemError(429, 'TOO_MANY_REQUESTS', `More than ${limit} requests a minute with this credential; try again later`, {}, { 'Retry-After': String(reset) });
    }
  }
}
