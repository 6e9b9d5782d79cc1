/**
 * Under the PgBouncer spec (test/pgbouncer.e2e-spec.ts) the specs it runs reach their database
 * through a transaction-mode PgBouncer: TEST_DATABASE_URL is the pooler, TEST_POOLER_DIRECT_URL the
 * same database reached directly. A server started for such a spec gets the settings an operator
 * would give it there: DATABASE_POOLER=transaction and DATABASE_LISTEN_URL on the direct connection.
 */
export function behindPooler(): boolean {
  return Boolean(process.env.TEST_POOLER_DIRECT_URL);
}

/** `env` plus the pooler settings when its DATABASE_URL goes through the test pooler (unchanged otherwise). */
export function withPoolerSettings<T extends Record<string, string | undefined>>(env: T): T {
  const pooled = process.env.TEST_DATABASE_URL;
  const direct = process.env.TEST_POOLER_DIRECT_URL;
  const url = env.DATABASE_URL;
  if (!pooled || !direct || !url || env.DATABASE_POOLER !== undefined || !url.startsWith(pooled)) return env;
  return { ...env, DATABASE_POOLER: 'transaction', DATABASE_LISTEN_URL: direct + url.slice(pooled.length) };
}

/** The URL of another database on the same server as `url`. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
