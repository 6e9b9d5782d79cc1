import { AppConfig } from './app-config';

/** Where the database lives, for people: host, port and name, never the user's password. */
export function describeDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `embedded PostgreSQL (PGlite) in ${config.dataDir}`;
  try {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL at ${url.hostname || 'localhost'}:${url.port || '5432'}${url.pathname || '/'}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}
