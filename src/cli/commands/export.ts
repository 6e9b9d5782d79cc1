import { CliCommand, UsageError, stringOption } from '../command';
import { describeFailure, mib, progress, serverTarget } from '../server-client';
import { replacePrivateFileSync } from '../../platform/private-files';

export const exportCommand: CliCommand = {
  name: 'export',
  summary: 'download an export of your data from a running server (JSON or CSV archive)',
  usage: `usage: npm run cli -- export --out <file.json|file.zip> [--csv-version 1|2|3] [--url <server>] [--token <token>]

Downloads GET /api/v1/export from a running server: a service-domain-v3 JSON document for a .json
file, a CSV archive (ZIP, version 3 unless --csv-version says otherwise) for a .zip file. The file is
written readable by you only (mode 0600). --url defaults to TT_URL or http://127.0.0.1:8080; the
token comes from --token or TT_TOKEN (a read permission is enough).`,
  async run(args) {
    const out = stringOption(args, 'out') ?? args.positional[0];
    if (!out) throw new UsageError('--out <file.json|file.zip> is required');
    const zip = /\.zip$/i.test(out);
    if (!zip && !/\.json$/i.test(out)) throw new UsageError('--out must end in .json or .zip');
    const csvVersion = stringOption(args, 'csv-version') ?? '3';
    if (!['1', '2', '3'].includes(csvVersion)) throw new UsageError('--csv-version must be 1, 2 or 3');
    if (!zip && args.options['csv-version'] !== undefined) throw new UsageError('--csv-version applies to .zip exports only');
    const { base, token } = serverTarget(args);
    const query = zip ? `?format=csv&version=${csvVersion}` : '';
    progress('requesting the export…');
    const response = await fetch(`${base}/export${query}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok || !response.body) {
      progress('', false);
      process.stderr.write(`export failed: ${await describeFailure(response)}\n`);
      return 1;
    }
    const chunks: Uint8Array[] = [];
    let received = 0;
    for await (const chunk of response.body) {
      chunks.push(chunk);
      received += chunk.length;
      progress(`downloading… ${mib(received)}`);
    }
    replacePrivateFileSync(out, chunks);
    progress(`wrote ${out} (${mib(received)})`, true);
    return 0;
  },
};
