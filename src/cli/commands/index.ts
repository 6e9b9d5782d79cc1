import { CliCommand } from '../command';
import { backupCommand, restoreCommand } from './backup';
import { createAccountCommand } from './create-account';
import { exportCommand } from './export';
import { importCommand } from './import';
import { setAdminCommand } from './set-admin';
import { importTrackerCommand } from './import-tracker';
import { mcpCommand } from './mcp';
import { disableAccountCommand, enableAccountCommand } from './account-state';
import { resetTwoFactorCommand } from './reset-two-factor';
import { accountAuditCommand } from './account-audit';

/** Every command of the command line, in the order `--help` lists them. */
export const COMMANDS: CliCommand[] = [
  createAccountCommand,
  exportCommand,
  importCommand,
  setAdminCommand,
  disableAccountCommand,
  enableAccountCommand,
  resetTwoFactorCommand,
  accountAuditCommand,
  importTrackerCommand,
  mcpCommand,
  backupCommand,
  restoreCommand,
];
