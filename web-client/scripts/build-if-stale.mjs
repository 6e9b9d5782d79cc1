// `npm run build` at the root builds the client too; skip Vite when dist is newer than every source
// file, so server-only rebuilds stay fast.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stamp = join(root, 'dist', 'index.html');
// The shared tracker converters (workspace package @time-tracking/converters, read as source) are bundled into the import wizard.
const inputs = [
  'src',
  'public',
  'index.html',
  'package.json',
  'vite.config.ts',
  'tsconfig.json',
  '../packages/converters/src',
  '../packages/converters/package.json',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
if (built > 0 && built >= Math.max(...inputs.map((name) => newest(join(root, name))))) {
  process.stdout.write('web client: dist is up to date\n');
  process.exit(0);
}
const result = spawnSync('npm', ['run', 'build:force', '--silent'], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
