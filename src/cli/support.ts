import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { AppConfig, loadConfig } from '../config/app-config';
import { describeDatabase } from '../config/describe-database';
import { DataDirectoryInUseError } from '../db/embedded-database';
import { readServerUrl } from '../db/server-url';
import { CliArgs, stringOption, UsageError } from './command';

/** Exit code when the embedded database is held by a running server. */
export const EXIT_DATABASE_BUSY = 3;

export const PASSWORD_USAGE =
  'The password is asked for on the terminal (not echoed), or read from standard input with --password-stdin\n' +
  '(e.g. `printf %s "$PW" | npm run cli -- … --password-stdin`). --password <password> still works but leaves\n' +
  'the password in the shell history and the process list.';

/** The command's configuration, with a line on stderr saying which database it is about to use. */
export function cliConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const config = { ...loadConfig(env), logLevel: 'warn' };
  const defaulted = !config.databaseUrl && !env.DATA_DIR?.trim() ? ' (DATA_DIR not set: the default ./data)' : '';
  process.stderr.write(`database: ${describeDatabase(config)}${defaulted}\n`);
  return config;
}

/**
 * Opens the application context for a command. When a running server holds the embedded database,
 * says so in a sentence and returns the exit code instead of a stack trace. Only a command that
 * `creates` (create-account) may start a new embedded database: for the others a DATA_DIR without
 * one is a mistyped path, said so, instead of an empty database made there.
 */
export async function withAppContext(
  config: AppConfig,
  fn: (app: INestApplicationContext) => Promise<number>,
  options: { creates?: boolean } = {},
): Promise<number> {
  if (!config.databaseUrl && !options.creates && !existsSync(join(config.dataDir, 'pgdata'))) {
    process.stderr.write(`error: there is no database in ${config.dataDir}: check DATA_DIR (create-account makes a new one)\n`);
    return 1;
  }
  let app: INestApplicationContext;
  try {
    // abortOnError off: a failed start-up (a busy data directory) must reach the catch below.
    app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: false, abortOnError: false });
  } catch (error) {
    if (findCause(error, DataDirectoryInUseError)) {
      // The running server's own address when it wrote one (its port may not be this command's PORT).
      const origin =
        (await readServerUrl(config.dataDir)) ??
        config.publicOrigin?.origin ??
        `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
      process.stderr.write(
        `The embedded database in ${config.dataDir} is in use by a running server.\n` +
          (options.creates
            ? `Stop the server and run the command again, or sign up over HTTP while it runs:\n` +
              `  curl -X POST ${origin}/api/v1/auth/signup -H 'content-type: application/json' -d '{"email":"…","password":"…"}'\n`
            : `Stop the server (${origin}) and run the command again.\n`),
      );
      return EXIT_DATABASE_BUSY;
    }
    throw error;
  }
  try {
    return await fn(app);
  } finally {
    await app.close();
  }
}

function findCause(error: unknown, type: new (...args: never[]) => Error): boolean {
  for (let current = error, depth = 0; current && depth < 10; depth++) {
    if (current instanceof type) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The password from --password-stdin, a hidden prompt (twice when `confirm`), or --password. Never
 * required on the command line.
 */
export async function readPassword(args: CliArgs, options: { confirm: boolean }): Promise<string> {
  const given = stringOption(args, 'password');
  if (given !== undefined) {
    if (args.options['password-stdin']) throw new UsageError('use either --password or --password-stdin');
    process.stderr.write(
      'warning: --password leaves the password in the shell history and the process list; prefer the prompt or --password-stdin\n',
    );
    return given;
  }
  if (args.options['password-stdin']) {
    const text = await readAll(process.stdin);
    const password = text.replace(/\r?\n$/, '');
    if (password.length === 0) throw new UsageError('--password-stdin: standard input was empty');
    return password;
  }
  if (!process.stdin.isTTY)
    throw new UsageError('no password: run in a terminal to be asked, or pass it on standard input with --password-stdin');
  const password = await promptHidden('password: ');
  if (options.confirm && (await promptHidden('password again: ')) !== password) throw new UsageError('the two passwords differ');
  return password;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

function promptHidden(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
  const writable = rl as unknown as { _writeToOutput: (text: string) => void };
  let muted = false;
  // readline echoes what is typed through _writeToOutput; after the question is shown, nothing is.
  writable._writeToOutput = (text: string) => {
    if (!muted) process.stderr.write(text);
  };
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stderr.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}
