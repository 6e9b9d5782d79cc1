import { CliCommand } from '../command';
import { createAccountCommand } from './create-account';
import { importTrackerCommand } from './import-tracker';

/** Every command of the command line, in the order `--help` lists them. */
export const COMMANDS: CliCommand[] = [
  createAccountCommand,
  importTrackerCommand,
];
