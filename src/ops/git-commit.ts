import { readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';

const OBJECT_ID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

/**
 * The commit checked out in `root`, read from git's own files (HEAD, the branch's ref file or
 * packed-refs; a worktree's `.git` file and commondir followed), or null when they do not say
 * plainly. Starting `git rev-parse` for this cost the server ~30–90 ms of its start-up, blocking.
 */
export function commitFromGitFiles(root: string): string | null {
  try {
    const gitDir = resolveGitDir(root);
    const head = readFileSync(join(gitDir, 'HEAD'), 'utf8').trim();
    if (OBJECT_ID.test(head)) return head;
    const ref = /^ref: (refs\/\S+)$/.exec(head)?.[1];
    if (!ref) return null;
    const commonDir = readCommonDir(gitDir);
    for (const dir of commonDir === gitDir ? [gitDir] : [gitDir, commonDir]) {
      const loose = readOptional(join(dir, ref))?.trim();
      if (loose !== undefined) return OBJECT_ID.test(loose) ? loose : null;
    }
    return packedRef(readOptional(join(commonDir, 'packed-refs')) ?? '', ref);
  } catch {
    return null;
  }
}

/** `.git` is the directory, or (in a worktree or submodule) a file naming it. */
function resolveGitDir(root: string): string {
  const dotGit = join(root, '.git');
  const pointer = readOptional(dotGit, true);
  if (pointer === undefined) return dotGit;
  const named = /^gitdir: (.+)$/m.exec(pointer)?.[1]?.trim();
  if (!named) throw new Error('unreadable .git file');
  return isAbsolute(named) ? named : join(root, named);
}

function readCommonDir(gitDir: string): string {
  const common = readOptional(join(gitDir, 'commondir'))?.trim();
  if (!common) return gitDir;
  return isAbsolute(common) ? common : join(gitDir, common);
}

function packedRef(packed: string, ref: string): string | null {
  for (const line of packed.split('\n')) {
    const [id, name] = line.trim().split(' ');
    if (name === ref && OBJECT_ID.test(id)) return id;
  }
  return null;
}

/** The file's text; undefined when it does not exist (or, with `directoryIsAbsent`, is a directory). */
function readOptional(path: string, directoryIsAbsent = false): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || (directoryIsAbsent && code === 'EISDIR')) return undefined;
    throw error;
  }
}
