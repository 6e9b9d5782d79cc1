import { MigrationInterface } from 'typeorm';
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
import { ImportUndoRemaining1763600001500 } from './1763600001500-import-undo-remaining';
import { TypeormMetadata1763600001400 } from './1763600001400-typeorm-metadata';

/**
 * Every migration, oldest first, run by TypeORM's migration runner (src/db/migrator.ts). Each is named
 * by its class, `<Name><13-digit timestamp>`; TypeORM orders them by that timestamp.
 */
export const MIGRATIONS: Array<new () => MigrationInterface> = [
  Foundation1763600000000,
  Catalog1763600000100,
  Activities1763600000200,
  WorkSessions1763600000300,
  Admin1763600000400,
  Imports1763600000600,
  TokenExpiryNs1763600000800,
  TimeEntries1763600001000,
  Archiving1763600001010,
  Billing1763600001100,
  AccountsAdminTwoFactor1763600001200,
  ImportUndoIndexes1763600001300,
  TypeormMetadata1763600001400,
  ImportUndoRemaining1763600001500,
];
