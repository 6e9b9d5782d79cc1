import { chmod, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedDatabase } from './embedded-database';
import { migrationsOnly } from './data-source';
import { CANDIDATES, copyTree, currentStamp, isCurrent, SHARED, STAMP } from './embedded-template';
import { MIGRATIONS } from '../../migrations';
import { migrate } from './migrator';

/**
 * Makes the template (run by `npm run build`, after tsc): PGlite's initdb in a scratch directory,
 * started once with the service's settings, migrated by the service's runner, shut down cleanly, then
 * moved to dist/pgdata-template with a stamp naming the PGlite version and the migrations. Kept when its
 * stamp already names both.
 */
export async function buildTemplate(target = CANDIDATES[0]): Promise<'kept' | 'made'> {
  const current = currentStamp();
  const stamp = await readFile(join(target, STAMP), 'utf8').catch(() => null);
  if (stamp !== null && isCurrent(JSON.parse(stamp), current)) return 'kept';
  const scratch = await mkdtemp(join(tmpdir(), 'tt-pgdata-template-'));
  try {
    const db = await EmbeddedDatabase.open(scratch, () => undefined, { template: false });
    try {
      const dataSource = await migrationsOnly(db.target(), MIGRATIONS).initialize();
      try {
        await migrate(dataSource);
      } finally {
        await dataSource.destroy();
      }
    } finally {
      await db.close();
    }
    const made = `${target}.partial`;
    await rm(made, { recursive: true, force: true });
    await mkdir(made, { recursive: true, mode: SHARED.dir });
    await chmod(made, SHARED.dir);
    await copyTree(join(scratch, 'pgdata'), join(made, 'pgdata'), SHARED);
    await writeFile(join(made, STAMP), `${JSON.stringify(current)}\n`, { mode: SHARED.file });
    await chmod(join(made, STAMP), SHARED.file);
    await rm(target, { recursive: true, force: true });
    await rename(made, target);
    return 'made';
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

if (require.main === module) {
  const started = Date.now();
  buildTemplate().then(
    (outcome) =>
      process.stdout.write(`embedded database template ${outcome === 'made' ? 'made' : 'is current'} (${Date.now() - started} ms)\n`),
    (error: unknown) => {
      process.stderr.write(`could not make the embedded database template: ${(error as Error).stack ?? String(error)}\n`);
      process.exit(1);
    },
  );
}
