import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PRIVATE_FILE_MODE } from '../platform/private-files';

/**
 * `server.url` in DATA_DIR: the origin a server on the embedded database answers at, written once it
 * listens. The command line reads it when it finds the database held, to point at that server (the
 * port it was started with, not the command's own PORT).
 */
const FILE = 'server.url';

export async function writeServerUrl(dataDir: string, url: string): Promise<void> {
  const file = join(dataDir, FILE);
  await writeFile(file, `${url}\n`, { mode: PRIVATE_FILE_MODE });
  // The mode above applies only to a new file: one left by an earlier start keeps its own.
  await chmod(file, PRIVATE_FILE_MODE);
}

/** The origin a running server wrote, or null (none written, or not an http(s) origin). */
export async function readServerUrl(dataDir: string): Promise<string | null> {
  const text = (await readFile(join(dataDir, FILE), 'utf8').catch(() => '')).trim();
  return /^https?:\/\/[^\s/]+$/.test(text) ? text : null;
}
