import { validateSync } from 'class-validator';
import { AccountsService } from '../../auth/accounts.service';
import { CredentialsDto } from '../../auth/dto/auth.dto';
import { TokensService } from '../../auth/tokens.service';
import { CliCommand, PASSWORD_OPTIONS, stringOption, UsageError } from '../command';
import { cliConfig, PASSWORD_USAGE, readPassword, withAppContext } from '../support';

export const createAccountCommand: CliCommand = {
  name: 'create-account',
  summary: 'create an account in the configured database and print a personal API token',
  usage: `usage: npm run cli -- create-account --email <email> [--password-stdin] [--admin] [--token-name <name>] [--read-only] [--expires-at <RFC 3339>]

Creates an account in the configured database (DATABASE_URL, or the embedded one in DATA_DIR; stop a
running embedded server first) and prints a personal API token for it. The token is shown only once.
It works whatever the signupEnabled setting says. --admin makes the account an administrator (it may
change /admin/settings); set-admin promotes or demotes later.
${PASSWORD_USAGE}`,
  accepts: { options: ['email', 'admin', 'token-name', 'read-only', 'expires-at', ...PASSWORD_OPTIONS], positional: 0 },
  async run(args) {
    const email = stringOption(args, 'email');
    if (!email) throw new UsageError('--email is required');
    // The rules of sign-up over HTTP: an account it would refuse could never sign in.
    assertCredentials(email, null);
    const password = await readPassword(args, { confirm: true });
    assertCredentials(email, password);
    return withAppContext(
      cliConfig(),
      async (app) => {
        try {
          const admin = args.options.admin === true;
          const account = await app.get(AccountsService).signUp(email, password, { admin, operator: true });
          const permissions = args.options['read-only'] ? ['read'] : ['read', 'write'];
          const token = await app
            .get(TokensService)
            .create(
              account.ownerId,
              account.id,
              stringOption(args, 'token-name') ?? 'cli',
              permissions,
              stringOption(args, 'expires-at') ?? null,
            );
          process.stdout.write(`account ${account.email} (owner ${account.ownerId})${admin ? ', administrator' : ''}\n`);
          process.stdout.write(`token (${permissions.join('+')}, shown once): ${token.token}\n`);
          return 0;
        } catch (error) {
          const problem = error as { status?: number; detail?: string; message?: string };
          process.stderr.write(`error: ${problem.detail ?? problem.message}\n`);
          return 1;
        }
      },
      { creates: true },
    );
  },
};

/** A usage error naming what sign-up would refuse in the email (and the password, once read). */
function assertCredentials(email: string, password: string | null): void {
  const errors = validateSync(Object.assign(new CredentialsDto(), { email, password: password ?? 'a password long enough' }));
  const messages = errors.flatMap((error) => Object.values(error.constraints ?? {}));
  if (messages.length > 0) throw new UsageError(messages.join('; '));
}
