import { CliCommand } from '../command';
import { backupCommand, restoreCommand } from './backup';
import { createAccountCommand } from './create-account';
import { exportCommand } from './export';
import { importCommand } from './import';
import { setAdminCommand } from './set-admin';
import { importTrackerCommand } from './import-tracker';

/** Every command of the command line, in the order `--help` lists them. */
export const COMMANDS: CliCommand[] = [
  createAccountCommand,
  exportCommand,
  importCommand,
  setAdminCommand,
  importTrackerCommand,
  backupCommand,
  restoreCommand,
];
