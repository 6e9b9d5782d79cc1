import { NamedMigration } from '../src/db/migrator';
import { Foundation1763600000000 } from './1763600000000-foundation';
import { Catalog1763600000100 } from './1763600000100-catalog';
import { Activities1763600000200 } from './1763600000200-activities';
import { WorkSessions1763600000300 } from './1763600000300-work-sessions';
import { Admin1763600000400 } from './1763600000400-admin';
import { Imports1763600000600 } from './1763600000600-imports';
import { TokenExpiryNs1763600000800 } from './1763600000800-token-expiry-ns';
import { TimeEntries1763600001000 } from './1763600001000-time-entries';
import { Archiving1763600001010 } from './1763600001010-archiving';
import { Billing1763600001100 } from './1763600001100-billing';
import { AccountsAdminTwoFactor1763600001200 } from './1763600001200-accounts-admin-two-factor';
import { ImportUndoIndexes1763600001300 } from './1763600001300-import-undo-indexes';
import { TypeormMetadata1763600001400 } from './1763600001400-typeorm-metadata';

/** Every migration, oldest first. Names sort in application order. */
export const MIGRATIONS: NamedMigration[] = [
  new Foundation1763600000000(),
  new Catalog1763600000100(),
  new Activities1763600000200(),
  new WorkSessions1763600000300(),
  new Admin1763600000400(),
  new Imports1763600000600(),
  new TokenExpiryNs1763600000800(),
  new TimeEntries1763600001000(),
  new Archiving1763600001010(),
  new Billing1763600001100(),
  new AccountsAdminTwoFactor1763600001200(),
  new ImportUndoIndexes1763600001300(),
  new TypeormMetadata1763600001400(),
];
