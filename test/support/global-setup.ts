import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { EmbeddedDatabase } from '../../src/db/embedded-database';

/**
 * One database for the whole e2e run. With TEST_DATABASE_URL (CI's PostgreSQL) the public schema is
 * reset; without it the embedded default is started exactly as the server starts it (PGlite behind
 * pglite-socket in a fresh data directory) and the workers reach it over its unix socket.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) {
    const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    await client.query('CREATE SCHEMA public');
    await client.end();
    process.env.TEST_DATABASE_KIND = 'postgresql';
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'tt-e2e-'));
  const embedded = await EmbeddedDatabase.open(dir);
  (globalThis as { __embedded?: EmbeddedDatabase }).__embedded = embedded;
  process.env.TEST_DATABASE_URL = `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(dir)}`;
  process.env.TEST_DATABASE_KIND = 'embedded';
}
