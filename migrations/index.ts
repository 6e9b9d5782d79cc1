import { NamedMigration } from '../src/db/migrator';
import { Foundation1763600000000 } from './1763600000000-foundation';
import { Catalog1763600000100 } from './1763600000100-catalog';
import { Activities1763600000200 } from './1763600000200-activities';
import { WorkSessions1763600000300 } from './1763600000300-work-sessions';
import { Imports1763600000600 } from './1763600000600-imports';

/** Every migration, oldest first. Names sort in application order. */
export const MIGRATIONS: NamedMigration[] = [
  new Foundation1763600000000(),
  new Catalog1763600000100(),
  new Activities1763600000200(),
  new WorkSessions1763600000300(),
  new Imports1763600000600(),
];
