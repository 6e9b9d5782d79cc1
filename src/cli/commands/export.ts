import { CliCommand, SERVER_OPTIONS, UsageError, stringOption } from '../command';
import { describeFailure, mib, progress, serverTarget } from '../server-client';
import { replacePrivateFileSync } from '../../platform/private-files';

export const exportCommand: CliCommand = {
  name: 'export',
  summary: 'download an export of your data from a running server (JSON or CSV archive)',
  usage: `usage: npm run cli -- export --out <file.json|file.zip> [--version 1|2|3|4] [--url <server>] [--token <token>]

Downloads GET /api/v1/export from a running server: a JSON document for a .json file, a CSV archive
(ZIP) for a .zip file, in service-domain-v4 unless --version says otherwise: v4 is the whole account
(rates, billable flags, archived flags and time entries too); JSON is also written as v3, archives as
v1 to v3, for tools that read those. The file is written readable by you only (mode 0600). --url
defaults to TT_URL or http://127.0.0.1:8080; the token comes from --token or TT_TOKEN (a read
permission is enough).`,
  accepts: { options: ['out', 'version', 'csv-version', ...SERVER_OPTIONS], positional: 1 },
  async run(args) {
    const out = stringOption(args, 'out') ?? args.positional[0];
    if (!out) throw new UsageError('--out <file.json|file.zip> is required');
    const zip = /\.zip$/i.test(out);
    if (!zip && !/\.json$/i.test(out)) throw new UsageError('--out must end in .json or .zip');
    // --csv-version: the earlier name of --version for archives.
    if (args.options.version !== undefined && args.options['csv-version'] !== undefined) {
      throw new UsageError('give --version or --csv-version, not both');
    }
    const version = stringOption(args, 'version') ?? stringOption(args, 'csv-version') ?? '4';
    if (zip && !['1', '2', '3', '4'].includes(version)) throw new UsageError('--version must be 1, 2, 3 or 4 for a .zip export');
    if (!zip && args.options['csv-version'] !== undefined) throw new UsageError('--csv-version applies to .zip exports only');
    if (!zip && !['3', '4'].includes(version))
      throw new UsageError('--version must be 3 or 4 for a .json export (1 and 2 exist as .zip archives)');
    const query = zip ? `?format=csv&version=${version}` : `?version=${version}`;
    const { base, token } = serverTarget(args);
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
