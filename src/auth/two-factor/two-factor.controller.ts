import { Body, Controller, Delete, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBody, ApiCookieAuth, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { FastifyRequest } from 'fastify';
import { ApiProblems, SessionOnly } from '../../common/http/decorators';
import { Problem } from '../../common/http/problem';
import { RequestContext } from '../../common/request-context';
import {
  CurrentPasswordDto,
  RecoveryCodesResponse,
  TwoFactorDisableDto,
  TwoFactorEnableDto,
  TwoFactorSetupResponse,
} from '../dto/auth.dto';
import { TwoFactorService } from './two-factor.service';

function accountId(): string {
  const p = RequestContext.principal();
  if (!p?.accountId) throw Problem.forbidden('Registry tokens have no account', 'ACCOUNT_REQUIRED');
  return p.accountId;
}

/** Two-factor sign-in of one's own account: web session only (a token: 403 SESSION_REQUIRED), X-CSRF-Token. */
@ApiTags('auth')
@Controller('auth/2fa')
@SessionOnly()
@ApiCookieAuth('session')
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Post('setup')
  @HttpCode(200)
  @ApiBody({ type: CurrentPasswordDto })
  @ApiOperation({
    summary:
      'Start setting up two-factor sign-in (TOTP, RFC 6238: SHA-1, 6 digits, 30 s): answers a new secret and its otpauth:// URI. ' +
      'A new set-up replaces one not yet confirmed; 409 TWO_FACTOR_ENABLED when two-factor is on already. Web session and X-CSRF-Token only; ' +
      'a wrong currentPassword is 403 REAUTHENTICATION_FAILED (counted as a failed sign-in)',
  })
  @ApiOkResponse({ type: TwoFactorSetupResponse })
  @ApiProblems(400, 401, 403, 409, 413, 415, 422, 429, 503)
  setup(@Body() body: CurrentPasswordDto, @Req() request: FastifyRequest): Promise<TwoFactorSetupResponse> {
    return this.twoFactor.setup(accountId(), body.currentPassword, request.raw);
  }

  @Post('enable')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Confirm the set-up with the code the authenticator app shows (wrong: 422 VALIDATION): two-factor sign-in is on, and the answer holds ' +
      'ten single-use recovery codes, shown only here. 409 TWO_FACTOR_NOT_SET_UP without a set-up, 409 TWO_FACTOR_ENABLED when on already',
  })
  @ApiOkResponse({ type: RecoveryCodesResponse })
  @ApiProblems(400, 401, 403, 409, 413, 415, 422, 429, 503)
  enable(@Body() body: TwoFactorEnableDto): Promise<RecoveryCodesResponse> {
    return this.twoFactor.enable(accountId(), body.code);
  }

  @Delete()
  @HttpCode(204)
  @ApiOperation({
    summary:
      'Turn two-factor sign-in off, with the password (wrong: 403 REAUTHENTICATION_FAILED) and a code from the app or an unused recovery code ' +
      '(wrong: 422 VALIDATION). The secret and the recovery codes are deleted. 409 TWO_FACTOR_NOT_ENABLED when it is off',
  })
  @ApiNoContentResponse()
  @ApiProblems(400, 401, 403, 409, 413, 415, 422, 429, 503)
  async disable(@Body() body: TwoFactorDisableDto, @Req() request: FastifyRequest): Promise<void> {
    await this.twoFactor.disable(accountId(), body.currentPassword, body.code, request.raw);
  }
}
