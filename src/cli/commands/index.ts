import { CliCommand } from '../command';
import { createAccountCommand } from './create-account';
import { exportCommand } from './export';
import { importCommand } from './import';
import { setAdminCommand } from './set-admin';
import { importTrackerCommand } from './import-tracker';
import { mcpCommand } from './mcp';

/** Every command of the command line, in the order `--help` lists them. */
export const COMMANDS: CliCommand[] = [
  createAccountCommand,
  exportCommand,
  importCommand,
  setAdminCommand,
  importTrackerCommand,
  mcpCommand,
];
