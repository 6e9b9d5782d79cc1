import { randomUUID } from 'node:crypto';
import { accessSync, constants, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { CliCommand, SERVER_OPTIONS, UsageError, stringOption } from '../command';
import { describeFailure, mib, progress, serverTarget } from '../server-client';
import { replacePrivateFileSync } from '../../platform/private-files';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CHUNK = 256 * 1024;

export const importCommand: CliCommand = {
  name: 'import',
  summary: 'import an export file (service-domain JSON or CSV archive) into your account on a running server',
  usage: `usage: npm run cli -- import <file.json|file.zip> [--idempotency-key <uuid>] [--result <file>] [--url <server>] [--token <token>]

Uploads the file to POST /api/v1/import (application/zip for .zip files, application/json otherwise).
The import is atomic: it creates everything with fresh IDs or nothing. The Idempotency-Key is printed
first; after an uncertain failure (a dropped connection), run the same command again with
--idempotency-key <that key>: an import that did commit answers with its original result instead of
importing twice. Prints the format and counts; --result writes the whole answer (with the map from
source IDs to new IDs) to a file readable by you only. Needs a token with write permission.`,
  accepts: { options: ['file', 'idempotency-key', 'result', ...SERVER_OPTIONS], positional: 1 },
  async run(args) {
    const file = args.positional[0] ?? stringOption(args, 'file');
    if (!file) throw new UsageError('the file to import is required');
    const key = stringOption(args, 'idempotency-key') ?? randomUUID();
    if (!UUID.test(key)) throw new UsageError('--idempotency-key must be a UUID');
    const resultFile = stringOption(args, 'result');
    // Checked before anything is sent: the import commits whether or not its answer can be written.
    if (resultFile) {
      const dir = dirname(resolve(resultFile));
      try {
        accessSync(dir, constants.W_OK);
      } catch {
        throw new UsageError(`--result: cannot write a file in ${dir}`);
      }
    }
    const { base, token } = serverTarget(args);
    const bytes = readFileSync(file);
    const type = /\.zip$/i.test(file) ? 'application/zip' : 'application/json';
    process.stderr.write(`idempotency key: ${key}\n`);
    let sent = 0;
    async function* body() {
      for (let offset = 0; offset < bytes.length; offset += CHUNK) {
        const chunk = bytes.subarray(offset, offset + CHUNK);
        yield chunk;
        sent += chunk.length;
        progress(`uploading… ${mib(sent)} of ${mib(bytes.length)} (${Math.floor((sent * 100) / Math.max(bytes.length, 1))}%)`);
      }
      progress(`uploaded ${mib(bytes.length)}; importing…`);
    }
    const response = await fetch(`${base}/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': type, 'content-length': String(bytes.length), 'idempotency-key': key },
      body: body(),
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
    if (response.status !== 201) {
      progress('import failed', true);
      process.stderr.write(`import failed: ${await describeFailure(response)}\n`);
      return 1;
    }
    const text = await response.text();
    const result = JSON.parse(text) as { format: string; counts: Record<string, number> };
    progress('imported', true);
    if (resultFile) {
      try {
        replacePrivateFileSync(resultFile, text);
      } catch (error) {
        process.stdout.write(`${JSON.stringify({ format: result.format, counts: result.counts })}\n`);
        process.stderr.write(
          `the import committed, but ${resultFile} could not be written (${(error as Error).message}); ` +
            `run again with --idempotency-key ${key} --result <another file> to get its answer without importing twice\n`,
        );
        return 1;
      }
    }
    process.stdout.write(`${JSON.stringify({ format: result.format, counts: result.counts })}\n`);
    return 0;
  },
};
