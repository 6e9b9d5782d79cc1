import { constants, readFileSync } from 'node:fs';
import { chmod, copyFile, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { MIGRATIONS } from '../../migrations';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../platform/private-files';

/**
 * A fresh embedded database starts from a copy of a cluster that `npm run build` made with the same
 * PGlite (its initdb, one start with the service's settings, every migration applied, a clean
 * shut-down): a copy takes a fraction of a second, where PGlite's own initdb takes seconds and a second
 * PGlite instance (a second WASM heap and a full copy of it) whose memory the process keeps long after,
 * and the migrations (through TypeORM's runner, a few hundred statements on PGlite) take most of a
 * second more. The template holds the schema and TypeORM's history of it, no data and no secret (the
 * server's secrets are made at its first start). A restore clears the schema first and rebuilds the
 * backup's own (see backup.ts). Without a template, or one made by another PGlite version or another
 * list of migrations, PGlite runs initdb itself and the migrations run on first start.
 */
export const TEMPLATE_NAME = 'pgdata-template';
export const STAMP = 'template.json';

/**
 * dist/pgdata-template, found from the compiled module (dist/src/db), from the bundled server (dist/src, where
 * every bundled module's __dirname is) and from src/db under ts-jest.
 */
export const CANDIDATES = [join(__dirname, '..', '..', TEMPLATE_NAME), join(__dirname, '..', '..', 'dist', TEMPLATE_NAME)];

/**
 * initdb's options for an embedded cluster (besides PGlite's own), fixed for its life. WAL segments of
 * 1 MB instead of 16: a cluster keeps its current segment even when idle, so every embedded database,
 * and the template a fresh DATA_DIR copies, is smaller (the template 29 MB instead of 42); one
 * person's writes fill a 1 MB segment in minutes, not seconds.
 */
export const INITDB_OPTIONS: readonly string[] = ['--wal-segsize=1'];

/** What a template is made of: the PGlite version (its on-disk format), initdb's options and the migrations applied to it. */
export interface TemplateStamp {
  pglite: string;
  initdb: string[];
  migrations: string[];
}

export function currentStamp(): TemplateStamp {
  return { pglite: pgliteVersion(), initdb: [...INITDB_OPTIONS], migrations: MIGRATIONS.map((migration) => migration.name) };
}

/** Whether a stamp read from disk names this PGlite, these initdb options and exactly this build's migrations. */
export function isCurrent(stamp: unknown, current = currentStamp()): boolean {
  const read = stamp as Partial<TemplateStamp> | null;
  return (
    read?.pglite === current.pglite &&
    Array.isArray(read.initdb) &&
    read.initdb.join(' ') === current.initdb.join(' ') &&
    Array.isArray(read.migrations) &&
    read.migrations.length === current.migrations.length &&
    read.migrations.every((name, i) => name === current.migrations[i])
  );
}

export function pgliteVersion(): string {
  // The package's main file is dist/index.cjs; package.json is not among its exports.
  const main = require.resolve('@electric-sql/pglite');
  return (JSON.parse(readFileSync(join(dirname(main), '..', 'package.json'), 'utf8')) as { version: string }).version;
}

/** The first of `candidates` holding a template stamped with the installed PGlite and this build's migrations: its pgdata. */
export async function usableTemplate(candidates = CANDIDATES): Promise<string | null> {
  const current = currentStamp();
  for (const dir of candidates) {
    const stamp = await readFile(join(dir, STAMP), 'utf8').catch(() => null);
    if (stamp === null) continue;
    try {
      if (isCurrent(JSON.parse(stamp), current)) return join(dir, 'pgdata');
    } catch {
      // An unreadable stamp is no template.
    }
  }
  return null;
}

/**
 * Puts a copy of the template at `pgdata` when there is no database there yet (the directory absent
 * or empty). The copy is made beside it and renamed into place, so an interrupted copy leaves no
 * half database (the next start removes the partial copy and makes a new one). Every file 0600,
 * every directory 0700. Returns whether it seeded.
 */
export async function seedFromTemplate(pgdata: string, candidates = CANDIDATES): Promise<boolean> {
  const existing = await readdir(pgdata).catch(() => null);
  if (existing !== null && existing.length > 0) return false;
  const template = await usableTemplate(candidates);
  if (template === null) return false;
  const partial = `${pgdata}.partial`;
  await rm(partial, { recursive: true, force: true });
  await copyTree(template, partial, PRIVATE);
  await rm(pgdata, { recursive: true, force: true });
  await rename(partial, pgdata);
  return true;
}

const PRIVATE = { dir: PRIVATE_DIR_MODE, file: PRIVATE_FILE_MODE };
/** The template itself is readable by all: the image's code belongs to root, the service runs as another user. */
export const SHARED = { dir: 0o755, file: 0o644 };

/**
 * Copies a directory tree with these modes. The directories are made first; then the files (a
 * cluster is ~1,150 of them, 29 MB) are copied several at a time, which keeps the thread pool busy
 * instead of waiting on one file after another: a fresh DATA_DIR is ready sooner.
 */
export async function copyTree(from: string, to: string, modes: { dir: number; file: number }): Promise<void> {
  const files: Array<[string, string]> = [];
  await makeTree(from, to, modes.dir, files);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < files.length) {
      const [source, target] = files[next++];
      // A copy-on-write clone where the file system offers one, else a plain copy.
      await copyFile(source, target, constants.COPYFILE_FICLONE);
      await chmod(target, modes.file);
    }
  };
  await Promise.all(Array.from({ length: Math.min(COPIES_AT_ONCE, files.length) }, worker));
}

const COPIES_AT_ONCE = 8;

/** Makes `to` and every directory below it, listing each file to copy. */
async function makeTree(from: string, to: string, dirMode: number, files: Array<[string, string]>): Promise<void> {
  await mkdir(to, { mode: dirMode });
  await chmod(to, dirMode);
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) await makeTree(source, target, dirMode, files);
    else if (entry.isFile()) files.push([source, target]);
  }
}
