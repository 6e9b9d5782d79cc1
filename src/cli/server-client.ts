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
    const problem = JSON.parse(text) as {
      status?: number;
      code?: string;
      detail?: string;
      errors?: Array<{ field: string; message: string }>;
    };
    const paths = (problem.errors ?? [])
      .slice(0, 10)
      .map((e) => `\n  ${e.field}: ${e.message}`)
      .join('');
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

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    detail: string,
  ) {
    super(`${status}${code ? ` ${code}` : ''}: ${detail}`);
  }
}

/** JSON calls to the server's /api/v1 with the target's token; an answer of 400 or more throws {@link HttpError}. */
export class ServerApi {
  constructor(
    private readonly target: ServerTarget,
    private readonly onRateLimit: (seconds: number) => void = () => undefined,
  ) {}

  async call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    let response: Response;
    for (let attempt = 1; ; attempt++) {
      response = await fetch(`${this.target.base}${path}`, {
        method,
        headers: { authorization: `Bearer ${this.target.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      // A rate limit changes nothing on the server: wait as told and send the same request again.
      if (response.status !== 429 || attempt >= 10) break;
      const seconds = Math.min(60, Math.max(1, Number(response.headers.get('retry-after')) || 1));
      await response.text();
      this.onRateLimit(seconds);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    }
    const text = await response.text();
    const parsed = text.length > 0 ? safeJson(text) : undefined;
    if (response.status >= 400) {
      const problem = (parsed ?? {}) as { code?: string; detail?: string; title?: string };
      throw new HttpError(response.status, problem.code, problem.detail ?? problem.title ?? (text.slice(0, 200) || response.statusText));
    }
    return { status: response.status, body: parsed as T };
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
