import { createWriteStream, openSync, closeSync, fchmodSync, renameSync, unlinkSync, writeSync, WriteStream } from 'node:fs';
import { open } from 'node:fs/promises';

/**
 * Files the service and its command line write hold owners' data, password or token hashes, or
 * token secrets: they are private to the service's user (files 0600, directories 0700), whatever
 * the umask of the shell that started it and whether or not the file existed before.
 */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/**
 * Makes every file and directory this process creates from now on private to its user. Called first
 * thing by the server and the command line, and again before the embedded database opens (which
 * creates its files with the process umask).
 */
export function usePrivateUmask(): void {
  try {
    process.umask(0o077);
  } catch {
    // Worker threads cannot change the umask; the explicit modes below still apply.
  }
}

/** Writes (creating or truncating) a file readable and writable by this user only. */
export async function writePrivateFile(path: string, data: string | Uint8Array): Promise<void> {
  const handle = await open(path, 'w', PRIVATE_FILE_MODE);
  try {
    // An existing file keeps its old mode on open: narrow it before any byte is written.
    await handle.chmod(PRIVATE_FILE_MODE);
    await handle.writeFile(data);
  } finally {
    await handle.close();
  }
}

/** {@link writePrivateFile} for synchronous command-line code. */
export function writePrivateFileSync(path: string, data: string | Uint8Array | Uint8Array[]): void {
  const fd = openSync(path, 'w', PRIVATE_FILE_MODE);
  try {
    fchmodSync(fd, PRIVATE_FILE_MODE);
    const parts = Array.isArray(data) ? data : [typeof data === 'string' ? Buffer.from(data, 'utf8') : data];
    for (const bytes of parts) {
      let offset = 0;
      while (offset < bytes.length) offset += writeSync(fd, bytes, offset, bytes.length - offset);
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * {@link writePrivateFileSync} written beside the target and renamed into place, so a failed
 * download never leaves a truncated file under the final name.
 */
export function replacePrivateFileSync(path: string, data: string | Uint8Array | Uint8Array[]): void {
  const partial = `${path}.partial-${process.pid}`;
  try {
    writePrivateFileSync(partial, data);
  } catch (error) {
    try {
      unlinkSync(partial);
    } catch {
      // Opening may have failed before the partial file existed.
    }
    throw error;
  }
  renameSync(partial, path);
}

/** A write stream to a private file (large exports): created 0600, an existing file narrowed first. */
export function createPrivateWriteStream(path: string): WriteStream {
  const fd = openSync(path, 'w', PRIVATE_FILE_MODE);
  try {
    fchmodSync(fd, PRIVATE_FILE_MODE);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  return createWriteStream(path, { fd, mode: PRIVATE_FILE_MODE });
}
