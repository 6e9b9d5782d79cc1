import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { Client } from 'pg';
import { createPrivateWriteStream } from '../platform/private-files';
import { MigrationInterface } from 'typeorm';
import { copyLegacyHistory, timestampOf, withTimestamp } from './migrator';

/**
 * A logical backup of the embedded database: every row of every table of the service's schema, read
 * in one REPEATABLE READ READ ONLY transaction (a consistent snapshot), as gzipped JSON lines. While
 * a server runs, the command line reaches its database over the unix socket in DATA_DIR; the
 * embedded database serves one transaction at a time, so the server's requests wait for the
 * backup's reads (a moment for a small database; documented in docs/deployment.md).
 *
 * The file: a header line (format, the applied migrations, the sequences), then per table a line
 * naming it and its columns followed by one line per row (PostgreSQL's own `row_to_json` text, so
 * 64-bit numbers and exact decimals never pass through a JavaScript number), and a trailer line with
 * the counts, without which a restore refuses the file as truncated.
 */
export const BACKUP_FORMAT = 'time-tracking-embedded-backup';
const BACKUP_VERSION = 1;
const FETCH_ROWS = 2000;
const INSERT_ROWS = 500;

interface Header {
  format: string;
  version: number;
  createdAt: string;
  migrations: string[];
  sequences: Array<{ name: string; lastValue: string | null }>;
}

interface TableLine {
  table: string;
  columns: string[];
}

interface Trailer {
  end: true;
  tables: number;
  rows: number;
}

export interface BackupSummary {
  tables: number;
  rows: number;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Writes the backup of the database `client` is connected to into `file` (0600, created or
 * replaced): written beside it first and renamed into place when complete.
 */
export async function writeBackup(client: Client, file: string): Promise<BackupSummary> {
  const partial = `${file}.partial-${process.pid}`;
  try {
    const summary = await writeBackupTo(client, partial);
    await rename(partial, file);
    return summary;
  } finally {
    await rm(partial, { force: true });
  }
}

async function writeBackupTo(client: Client, file: string): Promise<BackupSummary> {
  const gzip = createGzip();
  const out = createPrivateWriteStream(file);
  const done = pipeline(gzip, out);
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };
  let rows = 0;
  let tables = 0;
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  try {
    const migrations = await appliedNames(client);
    const sequences = (
      await client.query<{ name: string; last_value: string | null }>(
        `SELECT sequencename AS name, last_value::text AS last_value FROM pg_sequences WHERE schemaname = current_schema() ORDER BY sequencename`,
      )
    ).rows.map((r) => ({ name: r.name, lastValue: r.last_value }));
    const header: Header = { format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: new Date().toISOString(), migrations, sequences };
    await write(JSON.stringify(header));
    for (const table of await tablesOf(client)) {
      await write(JSON.stringify({ table: table.name, columns: table.columns } satisfies TableLine));
      tables++;
      await client.query(`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM ${ident(table.name)} t`);
      for (;;) {
        const batch = await client.query<{ row: string }>(`FETCH ${FETCH_ROWS} FROM backup_rows`);
        for (const { row } of batch.rows) await write(row);
        rows += batch.rows.length;
        if (batch.rows.length < FETCH_ROWS) break;
      }
      await client.query('CLOSE backup_rows');
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    gzip.destroy(error as Error);
    await done.catch(() => undefined);
    throw error;
  }
  await write(JSON.stringify({ end: true, tables, rows } satisfies Trailer));
  gzip.end();
  await done;
  return { tables, rows };
}

/** The hand-written runner's history table (before TypeORM's `migrations`). */
const LEGACY_HISTORY = 'schema_migrations';

/** The applied migrations' names: TypeORM's history, or the old runner's in a database it has not run on yet. */
async function appliedNames(client: Client): Promise<string[]> {
  const { rows } = await client.query<{ current: boolean }>(
    `SELECT to_regclass(format('%I.migrations', current_schema())) IS NOT NULL AS current`,
  );
  const sql = rows[0].current ? 'SELECT name FROM migrations ORDER BY timestamp' : 'SELECT name FROM schema_migrations ORDER BY name';
  return (await client.query<{ name: string }>(sql)).rows.map((r) => r.name);
}

/** The service's tables (not views), with the columns a restore writes (generated ones are computed again). */
async function tablesOf(client: Client): Promise<Array<{ name: string; columns: string[] }>> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `SELECT c.relname AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
      GROUP BY c.relname
      ORDER BY c.relname`,
  );
  return rows;
}

export class BackupFileError extends Error {}

/** Reads a backup's header line (format, migrations) without reading the rest. */
export async function readBackupHeader(file: string): Promise<Header> {
  for await (const line of lines(file)) return parseHeader(line);
  throw new BackupFileError(`${file} is empty`);
}

/**
 * Restores a backup into the fresh database `client` is connected to (its schema, if any, is dropped):
 * the backup's migrations first (by `migrate`, the same code that built the original schema), then every row, in one
 * transaction with foreign-key triggers off while the rows go in (they were consistent when read),
 * and every sequence where it stood. A file without its trailer (cut short) changes nothing.
 */
export async function restoreBackup(
  client: Client,
  file: string,
  known: Array<new () => MigrationInterface>,
  migrate: (migrations: Array<new () => MigrationInterface>) => Promise<unknown>,
): Promise<BackupSummary> {
  const header = await readBackupHeader(file);
  // Matched by timestamp: a backup made before TypeORM's runner names them `<timestamp>-<name>`.
  const knownTimestamps = new Set(known.map((m) => timestampOf(m.name)));
  const unknown = header.migrations.filter((name) => !/\d{13}/.test(name) || !knownTimestamps.has(timestampOf(name)));
  if (unknown.length > 0) {
    throw new BackupFileError(
      `the backup was made by a newer release (migrations ${unknown.join(', ')} are unknown to this one): restore it with that release`,
    );
  }
  const wanted = new Set(header.migrations.map(timestampOf));
  // A fresh data directory holds the template's schema (every migration of this build): cleared, so
  // the backup's own migrations rebuild the schema the backup was made with, and no later one.
  await client.query('DROP SCHEMA public CASCADE');
  await client.query('CREATE SCHEMA public');
  await migrate(known.filter((m) => wanted.has(timestampOf(m.name))));
  let tables = 0;
  let rows = 0;
  let trailer: Trailer | null = null;
  await client.query('BEGIN');
  try {
    await client.query(`SET LOCAL session_replication_role = replica`);
    const existing = (await tablesOf(client)).map((t) => t.name);
    if (existing.length > 0) await client.query(`TRUNCATE ${existing.map(ident).join(', ')}`);
    let table: TableLine | null = null;
    const restored = new Set<string>();
    let batch: string[] = [];
    const flush = async () => {
      if (table === null || batch.length === 0) return;
      const columns = table.columns.map(ident).join(', ');
      await client.query(
        `INSERT INTO ${ident(table.table)} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM json_populate_recordset(NULL::${ident(table.table)}, $1::json)`,
        [`[${batch.join(',')}]`],
      );
      rows += batch.length;
      batch = [];
    };
    let first = true;
    for await (const line of lines(file)) {
      if (first) {
        first = false;
        continue;
      }
      if (trailer !== null) throw new BackupFileError('the backup continues after its end');
      if (line.startsWith('{"table":')) {
        await flush();
        table = JSON.parse(line) as TableLine;
        // A backup made before TypeORM's runner holds the old runner's history, a table no migration makes.
        if (table.table === LEGACY_HISTORY && !existing.includes(LEGACY_HISTORY)) {
          await client.query(`CREATE TABLE ${LEGACY_HISTORY} (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
          existing.push(LEGACY_HISTORY);
        }
        if (!existing.includes(table.table))
          throw new BackupFileError(`the backup holds table ${table.table}, which its migrations did not create`);
        restored.add(table.table);
        tables++;
      } else if (line.startsWith('{"end":')) {
        await flush();
        trailer = JSON.parse(line) as Trailer;
      } else {
        if (table === null) throw new BackupFileError('a row before its table');
        batch.push(line);
        if (batch.length >= INSERT_ROWS) await flush();
      }
    }
    if (trailer === null || trailer.tables !== tables || trailer.rows !== rows) {
      throw new BackupFileError('the backup is incomplete (cut short?): nothing was restored');
    }
    // A backup made before TypeORM's runner has only the old history: carry it over, as a start would.
    if (!restored.has('migrations') && restored.has(LEGACY_HISTORY))
      await copyLegacyHistory(
        client,
        known.map((m) => withTimestamp(m.name)),
      );
    for (const sequence of header.sequences) {
      await client.query(`SELECT setval($1::regclass, $2::bigint, $3)`, [
        ident(sequence.name),
        sequence.lastValue ?? '1',
        sequence.lastValue !== null,
      ]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
  return { tables, rows };
}

function parseHeader(line: string): Header {
  let header: Header;
  try {
    header = JSON.parse(line) as Header;
  } catch {
    throw new BackupFileError('not a backup of the embedded database');
  }
  if (header?.format !== BACKUP_FORMAT || !Array.isArray(header.migrations))
    throw new BackupFileError('not a backup of the embedded database');
  if (header.version !== BACKUP_VERSION) throw new BackupFileError(`backup format version ${header.version} is not supported`);
  return header;
}

async function* lines(file: string): AsyncGenerator<string> {
  const input = createReadStream(file).pipe(createGunzip());
  const reader = createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const line of reader) if (line.length > 0) yield line;
  } catch (error) {
    throw new BackupFileError(`cannot read ${file}: ${(error as Error).message}`);
  } finally {
    reader.close();
    input.destroy();
  }
}
