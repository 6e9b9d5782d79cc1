// Each command's module is required when it runs (synchronously: the require is the whole point).
/* eslint-disable @typescript-eslint/no-require-imports */
import type { CliCommand } from '../command';

/**
 * Every command of the command line, in the order `--help` lists them, each loaded only when it is
 * asked for: the commands that open the database load the whole application (Nest, TypeORM,
 * PGlite: half a second), which the ones that speak HTTP (import-tracker, mcp) never need.
 */
export const COMMANDS: ReadonlyArray<readonly [name: string, load: () => CliCommand]> = [
  [
    'create-account',
    () => {
      const { createAccountCommand }: typeof import('./create-account') = require('./create-account');
      return createAccountCommand;
    },
  ],
  [
    'export',
    () => {
      const { exportCommand }: typeof import('./export') = require('./export');
      return exportCommand;
    },
  ],
  [
    'import',
    () => {
      const { importCommand }: typeof import('./import') = require('./import');
      return importCommand;
    },
  ],
  [
    'set-admin',
    () => {
      const { setAdminCommand }: typeof import('./set-admin') = require('./set-admin');
      return setAdminCommand;
    },
  ],
  [
    'disable-account',
    () => {
      const { disableAccountCommand }: typeof import('./account-state') = require('./account-state');
      return disableAccountCommand;
    },
  ],
  [
    'enable-account',
    () => {
      const { enableAccountCommand }: typeof import('./account-state') = require('./account-state');
      return enableAccountCommand;
    },
  ],
  [
    'reset-two-factor',
    () => {
      const { resetTwoFactorCommand }: typeof import('./reset-two-factor') = require('./reset-two-factor');
      return resetTwoFactorCommand;
    },
  ],
  [
    'account-audit',
    () => {
      const { accountAuditCommand }: typeof import('./account-audit') = require('./account-audit');
      return accountAuditCommand;
    },
  ],
  [
    'import-tracker',
    () => {
      const { importTrackerCommand }: typeof import('./import-tracker') = require('./import-tracker');
      return importTrackerCommand;
    },
  ],
  [
    'mcp',
    () => {
      const { mcpCommand }: typeof import('./mcp') = require('./mcp');
      return mcpCommand;
    },
  ],
  [
    'backup',
    () => {
      const { backupCommand }: typeof import('./backup') = require('./backup');
      return backupCommand;
    },
  ],
  [
    'restore',
    () => {
      const { restoreCommand }: typeof import('./backup') = require('./backup');
      return restoreCommand;
    },
  ],
];

/* eslint-enable @typescript-eslint/no-require-imports */

/** The command of this name, loaded (undefined for an unknown name). */
export function loadCommand(name: string): CliCommand | undefined {
  return COMMANDS.find(([known]) => known === name)?.[1]();
}

/** Every command, loaded: for the command list of `--help`. */
export function loadAllCommands(): CliCommand[] {
  return COMMANDS.map(([, load]) => load());
}
