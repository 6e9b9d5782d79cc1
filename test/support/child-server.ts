import { ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Api } from './harness';
import { withPoolerSettings } from './pooler';

/** The built server in its own process, as an operator runs it. */
export const ROOT = join(__dirname, '..', '..');
/** tsc's modules: what `npm start` runs on PostgreSQL (DATABASE_URL). */
export const MAIN = join(ROOT, 'dist', 'src', 'main.js');
/** The same program bundled into one file: what `npm start` runs on the embedded database. */
export const BUNDLE = join(ROOT, 'dist', 'src', 'server.js');
export const CLI = join(ROOT, 'dist', 'src', 'cli.js');

/** The file `npm start` (scripts/start.sh) runs with this environment. */
export function serverFile(env: Record<string, string | undefined>): string {
  return env.DATABASE_URL ? MAIN : BUNDLE;
}

export function ensureBuilt(): void {
  if (![MAIN, BUNDLE, CLI].every((file) => existsSync(file))) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A server process whose stdout and stderr are read as one log (specs that look at its warnings). */
export interface SpawnedServer {
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts the built server with exactly this environment (plus PATH and LOG_LEVEL=warn), without
 * waiting for it; with `umask`, from a shell that set it first, as `umask 000; npm start` would.
 */
export function spawnServer(env: Record<string, string>, options: { umask?: string } = {}): SpawnedServer {
  const fullEnv = { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env };
  const stdio: ['ignore', 'pipe', 'pipe'] = ['ignore', 'pipe', 'pipe'];
  const child =
    options.umask === undefined
      ? spawn(process.execPath, [serverFile(fullEnv)], { env: fullEnv, stdio })
      : spawn('/bin/sh', ['-c', `umask ${options.umask} && exec "${process.execPath}" "${serverFile(fullEnv)}"`], { env: fullEnv, stdio });
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { process: child, output: () => output, exited };
}

/** Waits until a {@link spawnServer} process answers ready on its port; fails early if it exits. */
export async function waitForReady(port: number, child: SpawnedServer, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/q/health/ready`)).status === 200) return;
    } catch {
      // not listening yet
    }
    if (child.process.exitCode !== null) throw new Error(`server exited: ${child.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready: ${child.output()}`);
}

export interface ChildServer {
  process: ChildProcess;
  port: number;
  base: string;
  api: Api;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
  /** Sends the signal and waits for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function startChildServer(env: Record<string, string>, options: { port?: number } = {}): Promise<ChildServer> {
  ensureBuilt();
  const port = options.port ?? (await freePort());
  const fullEnv = withPoolerSettings({ PATH: process.env.PATH, PORT: String(port), DAY_BOUNDARY_JOB: 'off', ...env });
  const child = spawn(process.execPath, [serverFile(fullEnv)], { env: fullEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (c) => (stdout += c));
  child.stderr!.on('data', (c) => (stderr += c));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const server: ChildServer = {
    process: child,
    port,
    base,
    api: new Api(`${base}/api/v1`),
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/q/health/ready`)).status === 200) return server;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${stdout}\n${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server not ready: ${stdout}\n${stderr}`);
}

/**
 * The built command line as a user runs it against a running server: this process's environment
 * plus `env` (TT_URL, TT_TOKEN), its exit code and output.
 */
export async function runCommandLine(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [CLI, ...args], {
      env: { ...process.env, ...env },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
