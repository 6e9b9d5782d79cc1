// Each command's module is required when it runs (synchronously: the require is the whole point).
/* eslint-disable @typescript-eslint/no-require-imports */
import type { CliCommand } from '../command';

/**
 * Every command of the command line, in the order `--help` lists them, each loaded only when it is
 * asked for: the commands that open the database load the whole application (Nest, TypeORM,
 * PGlite: half a second), which the ones that speak HTTP (import-tracker, mcp) never need.
 */
export const COMMANDS: ReadonlyArray<readonly [name: string, load: () => CliCommand]> = [
  ['create-account', () => (require('./create-account') as typeof import('./create-account')).createAccountCommand],
  ['export', () => (require('./export') as typeof import('./export')).exportCommand],
  ['import', () => (require('./import') as typeof import('./import')).importCommand],
  ['set-admin', () => (require('./set-admin') as typeof import('./set-admin')).setAdminCommand],
  ['disable-account', () => (require('./account-state') as typeof import('./account-state')).disableAccountCommand],
  ['enable-account', () => (require('./account-state') as typeof import('./account-state')).enableAccountCommand],
  ['reset-two-factor', () => (require('./reset-two-factor') as typeof import('./reset-two-factor')).resetTwoFactorCommand],
  ['account-audit', () => (require('./account-audit') as typeof import('./account-audit')).accountAuditCommand],
  ['import-tracker', () => (require('./import-tracker') as typeof import('./import-tracker')).importTrackerCommand],
  ['mcp', () => (require('./mcp') as typeof import('./mcp')).mcpCommand],
  ['backup', () => (require('./backup') as typeof import('./backup')).backupCommand],
  ['restore', () => (require('./backup') as typeof import('./backup')).restoreCommand],
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
