import { CliCommand, checkArguments, parseArgs, UsageError } from './cli/command';
import { loadAllCommands, loadCommand } from './cli/commands';
import { usePrivateUmask } from './platform/private-files';

function overview(): string {
  const COMMANDS = loadAllCommands();
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  const lines = COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
  return (
    `usage: npm run cli -- <command> [options]\n\ncommands:\n${lines.join('\n')}\n\n'npm run cli -- <command> --help' shows a command's options.\n` +
    'Exit codes: 0 done, 1 failed, 2 usage error, 3 the embedded database is in use by a running server (stop it first); ' +
    'import-tracker adds its own (see its --help).'
  );
}

async function main(): Promise<number> {
  // Files the command line writes (exports, anything holding a token) are private to its user.
  usePrivateUmask();
  const [name, ...rest] = process.argv.slice(2);
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(`${overview()}\n`);
    return name === undefined ? 2 : 0;
  }
  const command: CliCommand | undefined = loadCommand(name);
  if (!command) {
    process.stderr.write(`unknown command: ${name}\n\n${overview()}\n`);
    return 2;
  }
  const args = parseArgs(rest);
  if (args.options.help || args.options.h) {
    process.stdout.write(`${command.usage}\n`);
    return name === undefined ? 2 : 0;
  }
  try {
    checkArguments(command, args);
    return await command.run(args);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n\n${command.usage}\n`);
      return 2;
    }
    throw error;
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
