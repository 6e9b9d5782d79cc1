import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPrivateWriteStream, writePrivateFile, writePrivateFileSync } from './private-files';

describe('private files (what the command line writes)', () => {
  let dir: string;
  let umask: number;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'tt-private-'));
    // The worst case: a shell whose umask lets everyone read and write new files.
    umask = process.umask(0);
  });
  afterEach(() => {
    process.umask(umask);
    rmSync(dir, { recursive: true, force: true });
  });

  const modeOf = (path: string) => statSync(path).mode & 0o777;

  it('creates new files 0600 whatever the umask', async () => {
    await writePrivateFile(join(dir, 'a.json'), '{"token":"secret"}');
    writePrivateFileSync(join(dir, 'b.json'), Buffer.from('x'));
    expect(modeOf(join(dir, 'a.json'))).toBe(0o600);
    expect(modeOf(join(dir, 'b.json'))).toBe(0o600);
    expect(readFileSync(join(dir, 'a.json'), 'utf8')).toBe('{"token":"secret"}');
  });

  it('narrows an existing world-readable file before writing into it', async () => {
    const path = join(dir, 'export.zip');
    writeFileSync(path, 'old content that is longer');
    chmodSync(path, 0o666);
    await writePrivateFile(path, 'new');
    expect(modeOf(path)).toBe(0o600);
    expect(readFileSync(path, 'utf8')).toBe('new');
    chmodSync(path, 0o644);
    writePrivateFileSync(path, 'sync');
    expect(modeOf(path)).toBe(0o600);
    expect(readFileSync(path, 'utf8')).toBe('sync');
  });

  it('streams into a private file', async () => {
    const path = join(dir, 'big.json');
    writeFileSync(path, '');
    chmodSync(path, 0o666);
    const stream = createPrivateWriteStream(path);
    await new Promise<void>((resolve, reject) => {
      stream.on('error', reject);
      stream.end('streamed', () => resolve());
    });
    expect(modeOf(path)).toBe(0o600);
    expect(readFileSync(path, 'utf8')).toBe('streamed');
  });
});
