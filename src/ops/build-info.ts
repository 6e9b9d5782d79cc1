import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { commitFromGitFiles } from './git-commit';

export interface BuildInfo {
  name: string;
  version: string;
  commit: string;
  builtAt: string;
}

let read: BuildInfo | undefined;

/**
 * Package identity, the git commit (BUILD_COMMIT, else git's files, else `git rev-parse` for what
 * they do not say plainly) and when the code was built: read once per process.
 */
export function readBuildInfo(): BuildInfo {
  return (read ??= readOnce());
}

function readOnce(): BuildInfo {
  const pkg = JSON.parse(readFileSync(join(findRoot(), 'package.json'), 'utf8')) as { name: string; version: string };
  const given = process.env.BUILD_COMMIT;
  const commit = given && given !== 'unknown' ? given : (commitFromGitFiles(findRoot()) ?? commitFromGit() ?? 'unknown');
  let builtAt: string;
  try {
    builtAt = statSync(__filename).mtime.toISOString();
  } catch {
    builtAt = new Date().toISOString();
  }
  return { name: pkg.name, version: pkg.version, commit, builtAt };
}

function commitFromGit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: findRoot(), stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null; // not a checkout, or no git
  }
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
