import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commitFromGitFiles } from './git-commit';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);

describe('commitFromGitFiles', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'git-commit-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  it('reads a branch from its loose ref, then from packed-refs', () => {
    write('.git/HEAD', 'ref: refs/heads/main\n');
    write('.git/packed-refs', `# pack-refs with: peeled fully-peeled sorted\n${B} refs/heads/other\n${A} refs/heads/main\n`);
    expect(commitFromGitFiles(root)).toBe(A);
    write('.git/refs/heads/main', `${B}\n`);
    expect(commitFromGitFiles(root)).toBe(B);
  });

  it('reads a detached HEAD', () => {
    write('.git/HEAD', `${A}\n`);
    expect(commitFromGitFiles(root)).toBe(A);
  });

  it("follows a worktree's .git file to its own HEAD and the common directory's refs", () => {
    write('.git', 'gitdir: main-repo/.git/worktrees/wt\n');
    write('main-repo/.git/worktrees/wt/HEAD', 'ref: refs/heads/feature\n');
    write('main-repo/.git/worktrees/wt/commondir', '../..\n');
    write('main-repo/.git/refs/heads/feature', `${A}\n`);
    expect(commitFromGitFiles(root)).toBe(A);
  });

  it('is null where the files do not say plainly: no .git, an unborn branch, a damaged ref', () => {
    expect(commitFromGitFiles(root)).toBeNull();
    write('.git/HEAD', 'ref: refs/heads/main\n');
    expect(commitFromGitFiles(root)).toBeNull();
    write('.git/refs/heads/main', 'not an id\n');
    expect(commitFromGitFiles(root)).toBeNull();
  });

  it('agrees with git rev-parse on this checkout', () => {
    const root = join(__dirname, '..', '..');
    let expected: string;
    try {
      expected = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim();
    } catch {
      return; // a source tree without git (an unpacked archive): the cases above stand for it
    }
    expect(commitFromGitFiles(root)).toBe(expected);
  });
});
