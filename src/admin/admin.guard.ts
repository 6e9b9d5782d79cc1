import { CanActivate, Injectable } from '@nestjs/common';
import { AccountsService } from '../auth/accounts.service';
import { Problem } from '../common/http/problem';
import { RequestContext } from '../common/request-context';

/**
 * After the global guard (credentials, CSRF, session-only): the account must be an administrator.
 * Runs before the body is validated, so a non-administrator learns nothing about the input rules.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly accounts: AccountsService) {}

  async canActivate(): Promise<boolean> {
    const principal = RequestContext.principal();
    if (!principal || !(await this.accounts.isAdmin(principal.accountId))) {
      throw Problem.forbidden('This needs an administrator account', 'ADMIN_REQUIRED');
    }
    return true;
  }
}
