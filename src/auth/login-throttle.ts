import { Injectable } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { SettingsService } from '../admin/settings.service';
import { Database } from '../db/database';
import { IncomingMessage } from 'node:http';
import { clientAddress, isLoopbackAddress } from './client-address';

const emailKey = (email: string) => `signin-email:${email.trim().toLowerCase()}`;
const addressKey = (address: string) => `signin-address:${address}`;
const signupKey = (address: string) => `signup-address:${address}`;

/**
 * Failed sign-ins per email and per client address, and sign-ups per client address, counted in
 * PostgreSQL so every replica sees the same counts and no flood of new keys can reset them. A window
 * opens at the first counted attempt and lasts `loginThrottle.windowSeconds`; at `maxFailures` in it,
 * further attempts are refused until it closes. A loopback client is never refused per address
 * (scripts and the command line on the same machine), but its failures still count per email.
 */
@Injectable()
export class LoginThrottle {
  constructor(private readonly db: Database, private readonly settings: SettingsService) {}

  /** The client address under the `trustedProxies` in effect now. */
  async addressOf(request: IncomingMessage): Promise<string> {
    return clientAddress(request, (await this.settings.current()).trustedProxies);
  }

  /** Seconds until a sign-in for this email from this address may be tried; 0 when allowed now. */
  async retryAfterSeconds(email: string, address: string): Promise<number> {
    const keys = [emailKey(email)];
    if (!isLoopbackAddress(address)) keys.push(addressKey(address));
    return this.wait(keys);
  }

  async fail(email: string, address: string): Promise<void> {
    await this.count([emailKey(email), addressKey(address)]);
  }

  /** Seconds until this address may sign up again; loopback is never limited. */
  async signupRetryAfterSeconds(address: string): Promise<number> {
    return isLoopbackAddress(address) ? 0 : this.wait([signupKey(address)]);
  }

  async signupAttempted(address: string): Promise<void> {
    if (!isLoopbackAddress(address)) await this.count([signupKey(address)]);
  }

  private async wait(keys: string[]): Promise<number> {
    const { maxFailures, windowSeconds } = (await this.settings.current()).loginThrottle;
    const { rows } = await this.db.query<{ wait: number }>(
      `SELECT COALESCE(MAX(CEIL(EXTRACT(EPOCH FROM (window_start + make_interval(secs => $2::float8) - now())))), 0)::int AS wait
         FROM auth_throttle
        WHERE key = ANY($1::text[]) AND attempts >= $3 AND window_start > now() - make_interval(secs => $2::float8)`,
      [keys, windowSeconds, maxFailures],
    );
    return Math.max(0, rows[0]?.wait ?? 0);
  }

  private async count(keys: string[]): Promise<void> {
    const { windowSeconds } = (await this.settings.current()).loginThrottle;
    await this.db.query(
      `INSERT INTO auth_throttle (key, window_start, attempts) SELECT k, now(), 1 FROM unnest($1::text[]) AS k
       ON CONFLICT (key) DO UPDATE SET
         attempts = CASE WHEN auth_throttle.window_start > now() - make_interval(secs => $2::float8) THEN auth_throttle.attempts + 1 ELSE 1 END,
         window_start = CASE WHEN auth_throttle.window_start > now() - make_interval(secs => $2::float8) THEN auth_throttle.window_start ELSE now() END`,
      [keys, windowSeconds],
    );
  }

  /** Closed windows (the longest allowed is a day) and past rate-limit minutes are of no use. */
  @Interval(10 * 60 * 1000)
  async prune(): Promise<void> {
    await this.db.query(`DELETE FROM auth_throttle WHERE window_start < now() - interval '1 day'`).catch(() => undefined);
    await this.db.query(`DELETE FROM rate_limit_counters WHERE window_start < now() - interval '2 minutes'`).catch(() => undefined);
  }
}
