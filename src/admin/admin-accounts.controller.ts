import { Body, Controller, Get, Param, Put, Query, Req, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { FastifyRequest } from 'fastify';
import { IfMatchHeader } from '../common/http/conditional';
import { ApiIfMatch, ApiProblems, SessionOnly } from '../common/http/decorators';
import { IfMatch } from '../common/http/etag';
import { UuidPipe } from '../common/http/uuid.pipe';
import { Page } from '../common/pagination/page';
import { RequestContext } from '../common/request-context';
import { AdminAccountsService } from './admin-accounts.service';
import { AdminGuard } from './admin.guard';
import { AdminAccountListQuery, AdminAccountPage, AdminAccountResponse, AdminAccountUpdate } from './dto/admin-accounts.dto';

@ApiTags('admin')
@Controller('admin/accounts')
@UseGuards(AdminGuard)
export class AdminAccountsController {
  constructor(private readonly accounts: AdminAccountsService) {}

  @Get()
  @ApiOperation({
    summary:
      'The accounts of this server, ordered by ID; `q` keeps those whose email contains it (case-insensitive). No business data of any account. ' +
      'Administrators only (403 ADMIN_REQUIRED), by web session or a token with read permission',
  })
  @ApiOkResponse({ type: AdminAccountPage })
  @ApiProblems(400, 401, 403, 409, 422, 429, 503)
  list(@Query() query: AdminAccountListQuery): Promise<Page<AdminAccountResponse>> {
    return this.accounts.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One account (its owner ID), with an ETag for PUT. Administrators only (403 ADMIN_REQUIRED)' })
  @ApiOkResponse({ type: AdminAccountResponse })
  @ApiProblems(400, 401, 403, 404, 429, 503)
  get(@Param('id', UuidPipe) id: string): Promise<AdminAccountResponse> {
    return this.accounts.get(id);
  }

  @Put(':id')
  @SessionOnly()
  @ApiCookieAuth('session')
  @ApiIfMatch()
  @ApiOperation({
    summary:
      "Promote, demote, disable or re-enable an account. Needs an administrator's cookie session (a token: 403 SESSION_REQUIRED; not an administrator: 403 ADMIN_REQUIRED), " +
      'X-CSRF-Token, If-Match (the ETag of GET /admin/accounts/{id}) and currentPassword (wrong: 403 REAUTHENTICATION_FAILED, counted as a failed sign-in). ' +
      "Disabling ends the account's sessions at once and its tokens answer 401, on every replica; its sign-in answers 403 ACCOUNT_DISABLED; its data stays. " +
      'An administrator cannot demote or disable itself (409 SELF_LOCKOUT). Every change goes to the audit trail',
  })
  @ApiOkResponse({ type: AdminAccountResponse })
  @ApiProblems(400, 401, 403, 404, 409, 412, 413, 415, 422, 428, 429, 503)
  update(
    @Param('id', UuidPipe) id: string,
    @IfMatchHeader() ifMatch: IfMatch,
    @Body() body: AdminAccountUpdate,
    @Req() request: FastifyRequest,
  ): Promise<AdminAccountResponse> {
    return this.accounts.update(RequestContext.principal()!, id, ifMatch, body, request.raw);
  }
}
