import { IncomingMessage } from 'node:http';
import { Injectable } from '@nestjs/common';
import { AccountsService } from '../auth/accounts.service';
import { Reauthentication } from '../auth/reauthentication';
import { etagFor, IfMatch } from '../common/http/etag';
import { Problem } from '../common/http/problem';
import { containsPattern } from '../common/like';
import { Page } from '../common/pagination/page';
import { Paginator } from '../common/pagination/paginator';
import { Principal } from '../common/request-context';
import { Database } from '../db/database';
import { toAdminAccountResponse } from './dto/admin-account.mapper';
import { AdminAccountListQuery, AdminAccountResponse, AdminAccountUpdate } from './dto/admin-accounts.dto';

const MISSING = 'No such account';

/** decisions.md "Account administration": the list, one account, and the administrator's change. */
@Injectable()
export class AdminAccountsService {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountsService,
    private readonly reauth: Reauthentication,
    private readonly paginator: Paginator,
  ) {}

  list(query: AdminAccountListQuery): Promise<Page<AdminAccountResponse>> {
    const q = query.q ? query.q : null;
    const pattern = q === null ? null : containsPattern(q.toLowerCase());
    return this.paginator.page(query, {
      filters: { q },
      fetch: (after, take) => this.accounts.summaries(after?.[0] ?? null, take, pattern),
      keyOf: (row) => [row.id],
      map: toAdminAccountResponse,
    });
  }

  async get(id: string): Promise<AdminAccountResponse> {
    const row = await this.accounts.summary(id);
    if (!row) throw Problem.notFound(MISSING);
    return toAdminAccountResponse(row);
  }

  /**
   * Order: 404, If-Match present (428), the administrator's password (429 throttled, 403), then under
   * the row lock the ETag (412) and the self-lockout rule (409). One transaction writes the flags,
   * the new version, the ended sessions and the audit entry; a change to nothing writes nothing.
   */
  async update(
    principal: Principal,
    id: string,
    ifMatch: IfMatch,
    body: AdminAccountUpdate,
    request: IncomingMessage,
  ): Promise<AdminAccountResponse> {
    if (!(await this.accounts.summary(id))) throw Problem.notFound(MISSING);
    if (ifMatch.kind !== 'tag') throw Problem.preconditionRequired();
    const self = principal.accountId!;
    await this.reauth.verify(self, body.currentPassword, request);
    return this.db.transaction(async () => {
      const row = await this.accounts.lockById(id);
      const before = await this.accounts.summary(id);
      if (!row || !before) throw Problem.notFound(MISSING);
      const current = toAdminAccountResponse(before);
      if (ifMatch.tag !== etagFor(JSON.stringify(current), current.version)) throw Problem.stale();
      if (id === self && (!body.admin || body.disabled)) {
        throw Problem.conflict('SELF_LOCKOUT', 'An administrator cannot demote or disable its own account; another administrator can');
      }
      if (!(await this.accounts.changeFlags(row, { admin: body.admin, disabled: body.disabled }, { kind: 'account', accountId: self })))
        return current;
      return toAdminAccountResponse((await this.accounts.summary(id))!);
    });
  }
}
