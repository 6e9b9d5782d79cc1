import { Injectable } from '@nestjs/common';
import { isLoopbackHost } from '../config/app-config';

const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES = 10;

/**
 * Counts failed sign-ins per email and per client address in a sliding window. Successes are never
 * counted, and loopback clients are never throttled (scripts and the CLI on the same machine).
 */
@Injectable()
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  retryAfterSeconds(email: string, address: string): number {
    if (isLoopbackHost(address.replace(/^::ffff:/, ''))) return 0;
    const now = Date.now();
    const worst = Math.max(...[this.recent(`e:${email.toLowerCase()}`, now), this.recent(`a:${address}`, now)].map((times) =>
      times.length >= MAX_FAILURES ? Math.ceil((times[0] + WINDOW_MS - now) / 1000) : 0,
    ));
    return Math.max(0, worst);
  }

  fail(email: string, address: string): void {
    const now = Date.now();
    for (const key of [`e:${email.toLowerCase()}`, `a:${address}`]) {
      const times = this.recent(key, now);
      times.push(now);
      this.failures.set(key, times.slice(-MAX_FAILURES));
    }
    if (this.failures.size > 100_000) this.failures.clear();
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((t) => t > now - WINDOW_MS);
  }
}
