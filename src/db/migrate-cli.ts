import { MIGRATIONS } from '../../migrations';
import { loadConfig } from '../config/app-config';
import { Database } from './database';
import { DatabaseLifecycle, openPool } from './db.module';
import { revertLast } from './migrator';

/** `npm run migration:revert`: reverts the newest applied migration (its hand-written down). */
async function main(): Promise<void> {
  const lifecycle = new DatabaseLifecycle();
  const db = new Database(await openPool(loadConfig(), lifecycle), true);
  try {
    const reverted = await revertLast(db, MIGRATIONS);
    process.stdout.write(reverted ? `reverted ${reverted}\n` : 'nothing to revert\n');
  } finally {
    await lifecycle.onApplicationShutdown();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
