import { Injectable } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { IncomingMessage } from 'node:http';
import { Problem } from '../common/http/problem';
import { SettingsService } from '../settings/settings.service';
import { clientAddress, isLoopbackAddress } from './client-address';
import { LoginThrottleRepository } from './login-throttle.repository';
import { RateLimitRepository } from './rate-limit.repository';

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
  constructor(
    private readonly repository: LoginThrottleRepository,
    private readonly rateLimits: RateLimitRepository,
    private readonly settings: SettingsService,
  ) {}

  /** The client address under the `trustedProxies` in effect now. */
  async addressOf(request: IncomingMessage): Promise<string> {
    return clientAddress(request, (await this.settings.current()).trustedProxies);
  }

  /**
   * Runs one sign-in attempt (a sign-in, or a current-password proof) under the throttle: refused with
   * 429 when the email (or, but for loopback, the address) reached `maxFailures` in its window;
   * otherwise counted as a failure before `attempt` runs (so concurrent attempts cannot all pass the
   * check before any of them is counted) and taken back unless `attempt` calls `failed()`.
   */
  async signIn<T>(email: string, address: string, attempt: (failed: () => void) => Promise<T>): Promise<T> {
    const check = isLoopbackAddress(address) ? [emailKey(email)] : [emailKey(email), addressKey(address)];
    const count = [emailKey(email), addressKey(address)];
    const { maxFailures, windowSeconds } = (await this.settings.current()).loginThrottle;
    // Attempts still in progress count as failures until they turn out right: a right password at the
    // limit while others are being checked is refused too (retried, it gets in once they settle).
    // Waiting for them instead would hold every refusal and multiply its database work under a flood.
    const wait = await this.repository.reserve(check, count, windowSeconds, maxFailures);
    if (wait > 0) throw Problem.tooManyRequests(wait);
    let failed = false;
    try {
      return await attempt(() => {
        failed = true;
      });
    } finally {
      if (!failed) await this.repository.release(count, windowSeconds);
    }
  }

  /** Counts a sign-up from this address, or answers the seconds to wait (nothing counted); loopback is never limited. */
  async signupAttempt(address: string): Promise<number> {
    if (isLoopbackAddress(address)) return 0;
    const { maxFailures, windowSeconds } = (await this.settings.current()).loginThrottle;
    const keys = [signupKey(address)];
    return Math.max(0, await this.repository.reserve(keys, keys, windowSeconds, maxFailures));
  }

  /** Closed windows (the longest allowed is a day) and past rate-limit minutes are of no use. */
  @Interval(10 * 60 * 1000)
  async prune(): Promise<void> {
    await this.repository.prune().catch(() => undefined);
    await this.rateLimits.prune().catch(() => undefined);
  }
}
