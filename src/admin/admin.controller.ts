import { Body, Controller, Get, Put, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiCookieAuth, ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { FastifyReply, FastifyRequest } from 'fastify';
import { IfMatchHeader } from '../common/http/conditional';
import { ApiIfMatch, ApiProblems, SessionOnly } from '../common/http/decorators';
import { IfMatch } from '../common/http/etag';
import { writeSerialized } from '../common/http/response-writer';
import { RequestContext } from '../common/request-context';
import { AdminGuard } from './admin.guard';
import { AdminService, settingsEtag, VersionedView } from './admin.service';
import { ADMIN_SETTINGS_MODELS, AdminSettingsResponse, AdminSettingsUpdate } from './dto/admin-settings.dto';

/** Serialised here because the ETag carries the stored version, which the body does not show. */
function send(reply: FastifyReply, result: VersionedView): string {
  return writeSerialized(reply, { status: 200, body: JSON.stringify(result.view), etag: settingsEtag(result), location: null });
}

@ApiTags('admin')
@ApiExtraModels(...ADMIN_SETTINGS_MODELS)
@Controller('admin/settings')
@UseGuards(AdminGuard)
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @Get()
  @ApiOperation({
    summary:
      'Central settings, redacted: what administrators saved (null = not set) and what is in effect (saved, else environment, else default). Administrators only (403 ADMIN_REQUIRED)',
  })
  @ApiOkResponse({ type: AdminSettingsResponse })
  @ApiProblems(400, 401, 403, 429, 503)
  async get(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return send(reply, await this.admin.read());
  }

  @Put()
  @SessionOnly()
  @ApiCookieAuth('session')
  @ApiIfMatch()
  @ApiBody({ type: AdminSettingsUpdate })
  @ApiOperation({
    summary:
      "Replace the saved settings. Needs an administrator's cookie session (a token: 403 SESSION_REQUIRED; not an administrator: 403 ADMIN_REQUIRED), X-CSRF-Token, If-Match and currentPassword (wrong: 403 REAUTHENTICATION_FAILED, counted as a failed sign-in). Takes effect at once on every replica",
  })
  @ApiOkResponse({ type: AdminSettingsResponse })
  @ApiProblems(400, 401, 403, 412, 413, 415, 422, 428, 429, 503)
  async replace(
    @IfMatchHeader() ifMatch: IfMatch,
    @Body() body: AdminSettingsUpdate,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    return send(reply, await this.admin.replace(RequestContext.principal()!, ifMatch, body, request.raw));
  }
}
