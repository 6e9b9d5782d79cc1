import { AccountsService } from '../../auth/accounts.service';
import { CliCommand, stringOption, UsageError } from '../command';
import { cliConfig, withAppContext } from '../support';

function emailOnly(args: Parameters<CliCommand['run']>[0]): string {
  const email = stringOption(args, 'email');
  if (!email) throw new UsageError('--email is required');
  return email;
}

function stateCommand(name: string, disabled: boolean): CliCommand {
  return {
    name,
    accepts: { options: ['email'], positional: 0 },
    summary: disabled
      ? 'disable an account: its sessions end, its tokens stop working, it cannot sign in; its data stays'
      : 'enable a disabled account again',
    usage: `usage: npm run cli -- ${name} --email <email>

${
  disabled
    ? 'Disables the account with this email: its web sessions end at once, its personal tokens answer 401 and\nits sign-in answers 403 ACCOUNT_DISABLED, on every server replica. Its data stays; enable-account undoes it.'
    : 'Enables the account with this email again: it can sign in and its unexpired tokens work again\n(sessions ended by disabling stay ended).'
}
The change goes to the audit trail (account-audit shows it). Works on the configured database
(DATABASE_URL, or the embedded one in DATA_DIR; stop a running embedded server first).`,
    async run(args) {
      const email = emailOnly(args);
      return withAppContext(cliConfig(), async (app) => {
        if (!(await app.get(AccountsService).setDisabled(email, disabled))) {
          process.stderr.write(`error: no account with email ${email}\n`);
          return 1;
        }
        process.stdout.write(`${email} is ${disabled ? 'now disabled' : 'enabled'}\n`);
        return 0;
      });
    },
  };
}

export const disableAccountCommand = stateCommand('disable-account', true);
export const enableAccountCommand = stateCommand('enable-account', false);
export { emailOnly };
