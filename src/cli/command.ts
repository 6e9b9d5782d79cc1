/** One command of `npm run cli -- <name> …`. Each lives in its own file under `commands/`. */
export interface CliCommand {
  name: string;
  /** One line for the command list of `--help`. */
  summary: string;
  /** Full usage text, shown by `<name> --help` and on a usage error. */
  usage: string;
  /** The options (without `--`) and how many other arguments it takes; anything else is a usage error. */
  accepts: { options: readonly string[]; positional: number };
  /** Exit code: 0 success, 1 failure, 2 usage error. */
  run(args: CliArgs): Promise<number>;
}

/** Options every command that talks to a running server takes (see server-client.ts). */
export const SERVER_OPTIONS = ['url', 'token'] as const;
/** Options of commands that read a password (see support.ts). */
export const PASSWORD_OPTIONS = ['password', 'password-stdin'] as const;

/** A usage error for an option or argument the command does not take (a typo would otherwise pass unnoticed). */
export function checkArguments(command: Pick<CliCommand, 'accepts'>, args: CliArgs): void {
  const unknown = Object.keys(args.options).find((name) => !command.accepts.options.includes(name));
  if (unknown !== undefined) throw new UsageError(`unexpected option: --${unknown}`);
  if (args.positional.length > command.accepts.positional) {
    throw new UsageError(`unexpected argument: ${args.positional[command.accepts.positional]}`);
  }
}

export interface CliArgs {
  /** `--name value` and `--flag` (true) options. */
  options: Record<string, string | true>;
  /** Arguments that are not options, in order. */
  positional: string[];
}

export function parseArgs(argv: string[]): CliArgs {
  const options: Record<string, string | true> = {};
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    if (eq > 2) {
      options[arg.slice(2, eq)] = arg.slice(eq + 1);
      continue;
    }
    const next = argv[i + 1];
    if (next === undefined || next.startsWith('--')) options[arg.slice(2)] = true;
    else options[arg.slice(2)] = argv[++i];
  }
  return { options, positional };
}

/** A usage error: the dispatcher prints the command's usage and exits 2. */
export class UsageError extends Error {}

export function stringOption(args: CliArgs, name: string): string | undefined {
  const value = args.options[name];
  if (value === true) throw new UsageError(`--${name} needs a value`);
  return value;
}
