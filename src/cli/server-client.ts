import { CliArgs, UsageError, stringOption } from './command';

/**
 * What the commands that talk to a running server share: where it is (`--url`, else TT_URL, else
 * the default binding) and the token (`--token`, else TT_TOKEN: the environment keeps it out of
 * the process list and shell history).
 */
export interface ServerTarget {
  base: string;
  token: string;
}

export function serverTarget(args: CliArgs): ServerTarget {
  const url = stringOption(args, 'url') ?? process.env.TT_URL ?? 'http://127.0.0.1:8080';
  const token = stringOption(args, 'token') ?? process.env.TT_TOKEN;
  if (!token) throw new UsageError('a token is required: --token <token> or the TT_TOKEN environment variable');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UsageError(`--url is not a URL: ${url}`);
  }
  return { base: `${parsed.origin}${parsed.pathname.replace(/\/+$/, '').replace(/\/api\/v1$/, '')}/api/v1`, token };
}

/** One line of the server's problem+json answer (status, code, detail and the first offending paths). */
export async function describeFailure(response: Response): Promise<string> {
  const text = await response.text();
  try {
    const problem = JSON.parse(text) as { status?: number; code?: string; detail?: string; errors?: Array<{ field: string; message: string }> };
    const paths = (problem.errors ?? []).slice(0, 10).map((e) => `\n  ${e.field}: ${e.message}`).join('');
    return `${response.status} ${problem.code ?? ''} ${problem.detail ?? ''}`.replace(/\s+/g, ' ').trim() + paths;
  } catch {
    return `${response.status} ${response.statusText}`;
  }
}

const MiB = 1024 * 1024;
export const mib = (bytes: number) => `${(bytes / MiB).toFixed(1)} MiB`;

/** A progress line on stderr, rewritten in place on a terminal (stdout stays for results). */
export function progress(text: string, done = false): void {
  if (process.stderr.isTTY) process.stderr.write(`\r\x1b[2K${text}${done ? '\n' : ''}`);
  else if (done) process.stderr.write(`${text}\n`);
}
