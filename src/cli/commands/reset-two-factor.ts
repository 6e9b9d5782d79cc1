import { TwoFactorService } from '../../auth/two-factor/two-factor.service';
import { CliCommand } from '../command';
import { cliConfig, withAppContext } from '../support';
import { emailOnly } from './account-state';

export const resetTwoFactorCommand: CliCommand = {
  name: 'reset-two-factor',
  summary: 'turn two-factor sign-in off for an account whose owner lost the authenticator and the recovery codes',
  usage: `usage: npm run cli -- reset-two-factor --email <email>

Turns two-factor sign-in off for the account with this email and deletes its secret and recovery codes:
it then signs in with the password alone and can set up two-factor again. Check who is asking first.
The change goes to the audit trail (account-audit shows it). Works on the configured database
(DATABASE_URL, or the embedded one in DATA_DIR; stop a running embedded server first).`,
  accepts: { options: ['email'], positional: 0 },
  async run(args) {
    const email = emailOnly(args);
    return withAppContext(cliConfig(), async (app) => {
      const outcome = await app.get(TwoFactorService).reset(email);
      if (outcome === 'missing') {
        process.stderr.write(`error: no account with email ${email}\n`);
        return 1;
      }
      process.stdout.write(
        outcome === 'reset'
          ? `two-factor sign-in is now off for ${email}\n`
          : `two-factor sign-in was not on for ${email}; nothing changed\n`,
      );
      return 0;
    });
  },
};
