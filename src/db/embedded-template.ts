import { readFileSync } from 'node:fs';
import { chmod, copyFile, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../platform/private-files';

/**
 * A fresh embedded database starts from a copy of a cluster that `npm run build` made with the same
 * PGlite (its initdb, then one clean start and shut-down, nothing else): a copy takes a fraction of a
 * second, where PGlite's own initdb takes seconds and a second PGlite instance (a second WASM heap and
 * a full copy of it) whose memory the process keeps long after. The schema is not part of it: the
 * migrations run on first start as before (a restore needs an empty database to rebuild a backup's own
 * schema). Without a template, or one made by another PGlite version, PGlite runs initdb itself.
 */
export const TEMPLATE_NAME = 'pgdata-template';
export const STAMP = 'template.json';

/** dist/pgdata-template beside the compiled server (dist/src/db), also found from src/db under ts-jest. */
export const CANDIDATES = [join(__dirname, '..', '..', TEMPLATE_NAME), join(__dirname, '..', '..', 'dist', TEMPLATE_NAME)];

export function pgliteVersion(): string {
  // The package's main file is dist/index.cjs; package.json is not among its exports.
  const main = require.resolve('@electric-sql/pglite');
  return (JSON.parse(readFileSync(join(dirname(main), '..', 'package.json'), 'utf8')) as { version: string }).version;
}

/** The first of `candidates` holding a template stamped with the installed PGlite version: its pgdata. */
export async function usableTemplate(candidates = CANDIDATES): Promise<string | null> {
  const version = pgliteVersion();
  for (const dir of candidates) {
    const stamp = await readFile(join(dir, STAMP), 'utf8').catch(() => null);
    if (stamp === null) continue;
    try {
      if ((JSON.parse(stamp) as { pglite?: string }).pglite === version) return join(dir, 'pgdata');
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

export async function copyTree(from: string, to: string, modes: { dir: number; file: number }): Promise<void> {
  await mkdir(to, { mode: modes.dir });
  await chmod(to, modes.dir);
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) {
      await copyTree(source, target, modes);
    } else if (entry.isFile()) {
      await copyFile(source, target);
      await chmod(target, modes.file);
    }
  }
}
