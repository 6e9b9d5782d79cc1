import { IncomingMessage } from 'node:http';
import { Injectable } from '@nestjs/common';
import { Problem } from '../common/http/problem';
import { AccountsService } from './accounts.service';
import { LoginThrottle } from './login-throttle';

/**
 * Proof of the current password before a sensitive change (password, central settings). A wrong
 * password counts as a failed sign-in of the account's email, so guessing here is throttled the
 * same way, and a throttled email is refused before the password is even checked.
 */
@Injectable()
export class Reauthentication {
  constructor(
    private readonly accounts: AccountsService,
    private readonly throttle: LoginThrottle,
  ) {}

  async verify(accountId: string, password: string, request: IncomingMessage): Promise<void> {
    const account = await this.accounts.find(accountId);
    if (!account) throw Problem.unauthorized('The account no longer exists');
    const address = await this.throttle.addressOf(request);
    await this.throttle.signIn(account.email, address, async (failed) => {
      if (!(await this.accounts.verifyById(accountId, password))) {
        failed();
        throw Problem.forbidden('The current password is wrong; nothing was changed', 'REAUTHENTICATION_FAILED');
      }
    });
  }
}
