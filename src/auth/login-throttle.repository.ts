import { Injectable } from '@nestjs/common';
import { Database } from '../db/database';

/** All SQL for the sign-in and sign-up counters (`auth_throttle`), shared by every replica. Keyed by email or address, not by owner. */
@Injectable()
export class LoginThrottleRepository {
  constructor(private readonly db: Database) {}

  /** Seconds until the longest open window among `keys` that reached `maxFailures` closes; 0 when none. */
  async wait(keys: string[], windowSeconds: number, maxFailures: number): Promise<number> {
    const { rows } = await this.db.query<{ wait: number }>(
      `SELECT COALESCE(MAX(CEIL(EXTRACT(EPOCH FROM (window_start + make_interval(secs => $2::float8) - now())))), 0)::int AS wait
         FROM auth_throttle
        WHERE key = ANY($1::text[]) AND attempts >= $3 AND window_start > now() - make_interval(secs => $2::float8)`,
      [keys, windowSeconds, maxFailures],
    );
    return rows[0]?.wait ?? 0;
  }

  /**
   * Counts one attempt for each of `countKeys` unless one of `checkKeys` reached `maxFailures` in its
   * open window: seconds to wait then (nothing counted), else 0. The keys' rows are locked first, in
   * key order, so concurrent attempts are counted one after another and never all pass one check.
   */
  async reserve(checkKeys: string[], countKeys: string[], windowSeconds: number, maxFailures: number): Promise<number> {
    const keys = [...new Set([...checkKeys, ...countKeys])].sort();
    return this.db.transaction(async () => {
      await this.db.query(
        `INSERT INTO auth_throttle (key, window_start, attempts) SELECT k, now(), 0 FROM unnest($1::text[]) AS k ORDER BY k
         ON CONFLICT (key) DO NOTHING`,
        [keys],
      );
      await this.db.query('SELECT key FROM auth_throttle WHERE key = ANY($1::text[]) ORDER BY key FOR UPDATE', [keys]);
      const wait = checkKeys.length === 0 ? 0 : await this.wait(checkKeys, windowSeconds, maxFailures);
      if (wait <= 0) await this.count(countKeys, windowSeconds);
      return wait;
    });
  }

  /** Takes back one attempt a reservation counted, for each key still in its window (the attempt was not a failure). */
  async release(keys: string[], windowSeconds: number): Promise<void> {
    await this.db.query(
      `UPDATE auth_throttle SET attempts = attempts - 1
        WHERE key = ANY($1::text[]) AND attempts > 0 AND window_start > now() - make_interval(secs => $2::float8)`,
      [keys, windowSeconds],
    );
  }

  /** Counts one attempt for each key: in its open window, or in a new one. */
  async count(keys: string[], windowSeconds: number): Promise<void> {
    await this.db.query(
      `INSERT INTO auth_throttle (key, window_start, attempts) SELECT k, now(), 1 FROM unnest($1::text[]) AS k
       ON CONFLICT (key) DO UPDATE SET
         attempts = CASE WHEN auth_throttle.window_start > now() - make_interval(secs => $2::float8) THEN auth_throttle.attempts + 1 ELSE 1 END,
         window_start = CASE WHEN auth_throttle.window_start > now() - make_interval(secs => $2::float8) THEN auth_throttle.window_start ELSE now() END`,
      [keys, windowSeconds],
    );
  }

  /** Windows older than a day (the longest allowed). */
  async prune(): Promise<void> {
    await this.db.query(`DELETE FROM auth_throttle WHERE window_start < now() - interval '1 day'`);
  }
}
