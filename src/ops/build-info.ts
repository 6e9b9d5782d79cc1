import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface BuildInfo {
  name: string;
  version: string;
  commit: string;
  builtAt: string;
}

let read: BuildInfo | undefined;

/**
 * Package identity, the git commit (or BUILD_COMMIT) and when the code was built: read once per
 * process (asking git for the commit starts a process, ~100 ms of a start-up for each reader).
 */
export function readBuildInfo(): BuildInfo {
  return (read ??= readOnce());
}

function readOnce(): BuildInfo {
  const pkg = JSON.parse(readFileSync(join(findRoot(), 'package.json'), 'utf8')) as { name: string; version: string };
  let commit = process.env.BUILD_COMMIT ?? 'unknown';
  if (commit === 'unknown') {
    try {
      commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: findRoot(), stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim();
    } catch {
      // not a checkout: keep "unknown"
    }
  }
  let builtAt: string;
  try {
    builtAt = statSync(__filename).mtime.toISOString();
  } catch {
    builtAt = new Date().toISOString();
  }
  return { name: pkg.name, version: pkg.version, commit, builtAt };
}

function findRoot(): string {
  let dir = __dirname;
  for (let i = 0; i < 6; i++) {
    try {
      statSync(join(dir, 'package.json'));
      return dir;
    } catch {
      dir = join(dir, '..');
    }
  }
  return process.cwd();
}
