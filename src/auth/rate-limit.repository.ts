import { Injectable } from '@nestjs/common';
import { Database } from '../db/database';

/** All SQL for the per-credential request counters (`rate_limit_counters`), shared by every replica. */
@Injectable()
export class RateLimitRepository {
  constructor(private readonly db: Database) {}

  /** Counts one request of `key` in the current minute: the count so far and the seconds until the minute ends. */
  async count(key: string, weight = 1): Promise<{ requests: number; reset: number }> {
    const { rows } = await this.db.query<{ requests: number; reset: number }>(
      `INSERT INTO rate_limit_counters (key, window_start, requests) VALUES ($1, date_trunc('minute', now()), $2::int)
       ON CONFLICT (key) DO UPDATE SET
         requests = CASE WHEN rate_limit_counters.window_start = excluded.window_start THEN rate_limit_counters.requests + $2::int ELSE $2::int END,
         window_start = excluded.window_start
       RETURNING requests, GREATEST(1, CEIL(EXTRACT(EPOCH FROM (window_start + interval '1 minute' - now()))))::int AS reset`,
      [key, weight],
    );
    return rows[0];
  }

  /** Past minutes. */
  async prune(): Promise<void> {
    await this.db.query(`DELETE FROM rate_limit_counters WHERE window_start < now() - interval '2 minutes'`);
  }
}
