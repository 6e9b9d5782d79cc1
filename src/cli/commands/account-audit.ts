import { AccountAudit } from '../../auth/account-audit';
import { CliCommand, stringOption, UsageError } from '../command';
import { cliConfig, withAppContext } from '../support';

export const accountAuditCommand: CliCommand = {
  name: 'account-audit',
  summary: 'show the audit trail of account changes (who, when, what), newest first',
  usage: `usage: npm run cli -- account-audit [--email <email>] [--limit <n>]

Prints the audit trail of account changes, newest first, one line each: when, who (an administrator's
email, "self" or "command-line"), which account, what changed. --email keeps the changes of that
account; --limit (default 100) caps the lines. Setting changes of /admin/settings are not listed here.`,
  accepts: { options: ['email', 'limit'], positional: 0 },
  async run(args) {
    const email = stringOption(args, 'email') ?? null;
    const limitText = stringOption(args, 'limit') ?? '100';
    if (!/^\d{1,6}$/.test(limitText) || Number(limitText) < 1) throw new UsageError('--limit must be a positive integer');
    return withAppContext(cliConfig(), async (app) => {
      const rows = await app.get(AccountAudit).trail(email, Number(limitText));
      for (const row of rows) {
        const who = row.actor === 'administrator' ? `administrator ${row.actor_email}` : row.actor;
        process.stdout.write(`${row.at.toISOString()}\t${who}\t${row.email}\t${row.action}\t${JSON.stringify(row.changes)}\n`);
      }
      if (rows.length === 0) process.stderr.write('no account changes recorded\n');
      return 0;
    });
  },
};
