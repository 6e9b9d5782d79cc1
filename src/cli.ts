import { NestFactory } from '@nestjs/core';
import { AccountsService } from './auth/accounts.service';
import { TokensService } from './auth/tokens.service';
import { AppModule } from './app.module';
import { loadConfig } from './config/app-config';

const USAGE = `usage: npm run cli -- create-account --email <email> --password <password> [--token-name <name>] [--read-only] [--expires-at <RFC 3339>]

Creates an account in the configured database (DATABASE_URL, or the embedded one in DATA_DIR; stop a
running embedded server first) and prints a personal API token for it. The token is shown only once.`;

function parseArgs(argv: string[]): Record<string, string | true> {
  const args: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) continue;
    const next = argv[i + 1];
    if (next === undefined || next.startsWith('--')) args[arg.slice(2)] = true;
    else args[arg.slice(2)] = argv[++i];
  }
  return args;
}

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  if (command !== 'create-account') {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const args = parseArgs(rest);
  if (typeof args.email !== 'string' || typeof args.password !== 'string') {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = { ...loadConfig(), logLevel: 'warn' };
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: ['error', 'warn'] });
  try {
    const account = await app.get(AccountsService).signUp(args.email, args.password);
    const permissions = args['read-only'] ? ['read'] : ['read', 'write'];
    const token = await app.get(TokensService).create(
      account.ownerId,
      account.id,
      typeof args['token-name'] === 'string' ? args['token-name'] : 'cli',
      permissions,
      typeof args['expires-at'] === 'string' ? args['expires-at'] : null,
    );
    process.stdout.write(`account ${account.email} (owner ${account.ownerId})\n`);
    process.stdout.write(`token (${permissions.join('+')}, shown once): ${token.token}\n`);
    return 0;
  } catch (error) {
    const problem = error as { status?: number; detail?: string; message?: string };
    process.stderr.write(`error: ${problem.detail ?? problem.message}\n`);
    return 1;
  } finally {
    await app.close();
  }
}

main().then((code) => process.exit(code), (error) => {
  process.stderr.write(`failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
