import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PRIVATE_DIR_MODE, usePrivateUmask } from '../platform/private-files';

/** DATA_DIR cannot be made private (owned by another user, or chmod refused): the service does not start. */
export class UnsafeDataDirectoryError extends Error {}

const GROUP_OTHER = 0o077;

/** What the service itself keeps in DATA_DIR; anything else there is the user's and left alone. */
const SERVICE_ENTRIES = ['pgdata', 'server.lock', '.s.PGSQL.5432', '.s.PGSQL.5432.lock'];

/**
 * Like PostgreSQL, which refuses a data directory that others can read: DATA_DIR is 0700 and every
 * file the service keeps in it has no group or other bits. Sets the process umask first (so
 * whatever is created from now on is private), creates the directory 0700, and repairs an existing
 * one with a warning naming the path; refuses (throws) when it cannot, e.g. not the owner.
 */
export async function securePrivateDataDir(dataDir: string, warn: (message: string) => void): Promise<void> {
  usePrivateUmask();
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  if (typeof process.getuid !== 'function') return; // no POSIX modes to speak of (Windows)
  const uid = process.getuid();
  const top = await lstat(dataDir);
  if (!top.isDirectory()) throw new UnsafeDataDirectoryError(`DATA_DIR ${dataDir} is not a directory`);
  if (top.uid !== uid) {
    throw new UnsafeDataDirectoryError(
      `DATA_DIR ${dataDir} is owned by user ${top.uid}, not by the user running the service (${uid}); ` +
        'run the service as its owner or give it a directory of its own',
    );
  }
  if ((top.mode & GROUP_OTHER) !== 0) {
    await repair(dataDir, PRIVATE_DIR_MODE);
    warn(`DATA_DIR ${dataDir} was accessible to group or others (mode ${octal(top.mode)}): changed to ${octal(PRIVATE_DIR_MODE)}`);
  }
  const repaired: string[] = [];
  for (const name of SERVICE_ENTRIES) await secureTree(join(dataDir, name), uid, repaired);
  if (repaired.length > 0) {
    const shown = repaired.slice(0, 5).join(', ');
    warn(
      `removed group and other access from ${repaired.length} file(s) and directories in DATA_DIR ${dataDir}: ${shown}` +
        (repaired.length > 5 ? `, and ${repaired.length - 5} more` : ''),
    );
  }
}

/** Iterative walk (pgdata holds a few thousand entries); symbolic links are neither followed nor changed. */
async function secureTree(root: string, uid: number, repaired: string[]): Promise<void> {
  const pending = [root];
  while (pending.length > 0) {
    const path = pending.pop()!;
    const info = await lstat(path).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (info === null || info.isSymbolicLink()) continue;
    if ((info.mode & GROUP_OTHER) !== 0) {
      if (info.uid !== uid) {
        throw new UnsafeDataDirectoryError(
          `${path} in DATA_DIR is accessible to group or others and owned by user ${info.uid}, so it cannot be made private`,
        );
      }
      await repair(path, info.mode & 0o700);
      repaired.push(path);
    }
    if (info.isDirectory()) {
      for (const name of await readdir(path)) pending.push(join(path, name));
    }
  }
}

async function repair(path: string, mode: number): Promise<void> {
  try {
    await chmod(path, mode);
  } catch (error) {
    throw new UnsafeDataDirectoryError(
      `cannot make ${path} private (${(error as Error).message}); fix its permissions (chmod go-rwx) and start again`,
    );
  }
}

function octal(mode: number): string {
  return `0${(mode & 0o777).toString(8)}`;
}
