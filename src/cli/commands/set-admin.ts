import { AccountsService } from '../../auth/accounts.service';
import { CliCommand, stringOption, UsageError } from '../command';
import { cliConfig, withAppContext } from '../support';

export const setAdminCommand: CliCommand = {
  name: 'set-admin',
  summary: 'make an account an administrator, or (--off) an ordinary account again',
  usage: `usage: npm run cli -- set-admin --email <email> [--off]

Promotes the account with this email to administrator (it may change /admin/settings), or demotes it
with --off. Works on the configured database (DATABASE_URL, or the embedded one in DATA_DIR; stop a
running embedded server first). An administrator gets no access to other accounts' data. The change goes
to the audit trail (account-audit shows it).`,
  accepts: { options: ['email', 'off'], positional: 0 },
  async run(args) {
    const email = stringOption(args, 'email');
    if (!email) throw new UsageError('--email is required');
    const admin = args.options.off !== true;
    return withAppContext(cliConfig(), async (app) => {
      if (!(await app.get(AccountsService).setAdmin(email, admin))) {
        process.stderr.write(`error: no account with email ${email}\n`);
        return 1;
      }
      process.stdout.write(`${email} is ${admin ? 'now an administrator' : 'no longer an administrator'}\n`);
      return 0;
    });
  },
};
