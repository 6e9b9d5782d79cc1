import { Injectable } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { IncomingMessage } from 'node:http';
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
    return Math.max(0, await this.repository.wait(keys, windowSeconds, maxFailures));
  }

  private async count(keys: string[]): Promise<void> {
    const { windowSeconds } = (await this.settings.current()).loginThrottle;
    await this.repository.count(keys, windowSeconds);
  }

  /** Closed windows (the longest allowed is a day) and past rate-limit minutes are of no use. */
  @Interval(10 * 60 * 1000)
  async prune(): Promise<void> {
    await this.repository.prune().catch(() => undefined);
    await this.rateLimits.prune().catch(() => undefined);
  }
}
