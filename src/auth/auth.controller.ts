import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req, Res } from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiSecurity,
  ApiTags,
} from '@nestjs/swagger';
import { FastifyReply, FastifyRequest } from 'fastify';
import { ApiProblems, CreatedAt, Public, SessionOnly } from '../common/http/decorators';
import { Problem } from '../common/http/problem';
import { UuidPipe } from '../common/http/uuid.pipe';
import { Principal, RequestContext } from '../common/request-context';
import { AccountsService } from './accounts.service';
import { CredentialsService } from './credentials.service';
import {
  AccountResponse,
  CreatedTokenResponse,
  CredentialsDto,
  PasswordChangeDto,
  SessionResponse,
  SignInDto,
  SignInResponse,
  TokenCreateDto,
  TokenListResponse,
  TokenResponse,
} from './dto/auth.dto';
import { LoginThrottle } from './login-throttle';
import { Reauthentication } from './reauthentication';
import { SessionsService } from './sessions.service';
import { TokensService } from './tokens.service';
import { TwoFactorService } from './two-factor/two-factor.service';

function principal(): Principal {
  const p = RequestContext.principal();
  if (!p) throw new Error('no principal');
  return p;
}

function accountOf(p: Principal): string {
  if (!p.accountId) throw Problem.forbidden('Registry tokens have no account', 'ACCOUNT_REQUIRED');
  return p.accountId;
}

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly tokens: TokensService,
    private readonly throttle: LoginThrottle,
    private readonly reauth: Reauthentication,
    private readonly credentials: CredentialsService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  @Post('signup')
  @Public()
  @ApiSecurity({})
  @ApiOperation({
    summary: 'Create an account (open unless sign-up is turned off); limited per client address like failed sign-ins (loopback excepted)',
  })
  @ApiCreatedResponse({ type: AccountResponse })
  @ApiProblems(400, 403, 409, 413, 415, 422, 429, 503)
  async signUp(@Body() body: CredentialsDto, @Req() request: FastifyRequest): Promise<AccountResponse> {
    const address = await this.throttle.addressOf(request.raw);
    const wait = await this.throttle.signupAttempt(address);
    if (wait > 0) throw Problem.tooManyRequests(wait, 'Too many sign-ups from this address; try again later');
    return this.accounts.signUp(body.email, body.password);
  }

  @Post('session')
  @Public()
  @ApiSecurity({})
  @ApiOperation({
    summary:
      'Sign in: sets an HttpOnly Secure SameSite=Strict session cookie and returns a memory-only CSRF value. ' +
      'With two-factor sign-in on, send `code` too (without it: 401 SECOND_FACTOR_REQUIRED and no cookie; wrong or already used: 401 SECOND_FACTOR_INVALID, counted as a failed sign-in). ' +
      'A disabled account: 403 ACCOUNT_DISABLED',
  })
  @ApiCreatedResponse({ type: SignInResponse })
  @ApiProblems(400, 401, 403, 413, 415, 422, 429, 503)
  async signIn(
    @Body() body: SignInDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SignInResponse> {
    const address = await this.throttle.addressOf(request.raw);
    const account = await this.throttle.signIn(body.email, address, async (failed) => {
      const verified = await this.accounts.verify(body.email, body.password);
      if (!verified) {
        failed();
        throw Problem.unauthorized('The email or password is wrong');
      }
      if (verified.disabled) throw Problem.forbidden('This account is disabled; an administrator can enable it again', 'ACCOUNT_DISABLED');
      if (verified.two_factor) {
        if (body.code === undefined)
          throw Problem.unauthorizedAs(
            'SECOND_FACTOR_REQUIRED',
            'Two-factor sign-in is on: send the code from the authenticator app (or a recovery code) as `code`',
          );
        if (!(await this.twoFactor.verifySignIn(verified, body.code))) {
          failed();
          throw Problem.unauthorizedAs('SECOND_FACTOR_INVALID', 'The code is wrong or was used already');
        }
      }
      return verified;
    });
    const { cookie, response, maxAgeSeconds } = await this.sessions.open(account.owner_id, account.id);
    await this.accounts.markSignedIn(account.id);
    reply.setCookie(this.credentials.cookieName, cookie, {
      httpOnly: true,
      secure: true,
      sameSite: 'strict',
      path: '/',
      maxAge: maxAgeSeconds,
    });
    return response;
  }

  @Get('session')
  @SessionOnly()
  @ApiCookieAuth('session')
  @ApiOperation({ summary: 'The current web session, with a fresh CSRF value' })
  @ApiOkResponse({ type: SessionResponse })
  @ApiProblems(400, 401, 403, 429, 503)
  current(): Promise<SessionResponse> {
    return this.sessions.describe(principal().credentialId!);
  }

  @Delete('session')
  @SessionOnly()
  @HttpCode(204)
  @ApiCookieAuth('session')
  @ApiOperation({ summary: 'Sign out' })
  @ApiNoContentResponse()
  @ApiProblems(400, 401, 403, 429, 503)
  async signOut(@Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.sessions.close(principal().credentialId!);
    this.clearCookie(reply);
  }

  @Delete('sessions')
  @SessionOnly()
  @HttpCode(204)
  @ApiCookieAuth('session')
  @ApiOperation({ summary: 'Sign out everywhere: ends every web session of the account, this one included (X-CSRF-Token required)' })
  @ApiNoContentResponse()
  @ApiProblems(400, 401, 403, 429, 503)
  async signOutEverywhere(@Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.sessions.closeAll(accountOf(principal()));
    this.clearCookie(reply);
  }

  @Put('password')
  @SessionOnly()
  @HttpCode(204)
  @ApiCookieAuth('session')
  @ApiOperation({
    summary:
      'Change the password (X-CSRF-Token required); ends every other web session of the account. A wrong currentPassword is 403 REAUTHENTICATION_FAILED and counts as a failed sign-in',
  })
  @ApiNoContentResponse()
  @ApiProblems(400, 401, 403, 413, 415, 422, 429, 503)
  async changePassword(@Body() body: PasswordChangeDto, @Req() request: FastifyRequest): Promise<void> {
    const p = principal();
    await this.reauth.verify(accountOf(p), body.currentPassword, request.raw);
    await this.accounts.setPassword(p.accountId!, body.newPassword);
    await this.sessions.closeAll(p.accountId!, p.credentialId);
  }

  @Post('tokens')
  @SessionOnly()
  @CreatedAt('auth/tokens')
  @ApiCookieAuth('session')
  @ApiOperation({
    summary:
      'Create a personal API token (from a web session with X-CSRF-Token); the secret is returned only here. Without expiresAt, it expires after tokenMaxLifetimeDays when that is set; a later expiresAt is 422',
  })
  @ApiCreatedResponse({ type: CreatedTokenResponse })
  @ApiProblems(400, 401, 403, 413, 415, 422, 429, 503)
  createToken(@Body() body: TokenCreateDto): Promise<CreatedTokenResponse> {
    const p = principal();
    return this.tokens.create(p.ownerId, accountOf(p), body.name, body.permissions, body.expiresAt);
  }

  @Get('tokens')
  @ApiOperation({ summary: 'List active personal tokens (never their secrets)' })
  @ApiOkResponse({ type: TokenListResponse })
  @ApiProblems(400, 401, 403, 429, 503)
  async listTokens(): Promise<TokenListResponse> {
    return { items: await this.tokens.list(principal().ownerId) };
  }

  @Get('tokens/:id')
  @ApiOperation({ summary: 'One active personal token (never its secret)' })
  @ApiOkResponse({ type: TokenResponse })
  @ApiProblems(400, 401, 403, 404, 429, 503)
  getToken(@Param('id', UuidPipe) id: string): Promise<TokenResponse> {
    return this.tokens.get(principal().ownerId, id);
  }

  @Delete('tokens/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Revoke a personal token; takes effect on the next request' })
  @ApiNoContentResponse()
  @ApiProblems(400, 401, 403, 404, 429, 503)
  revokeToken(@Param('id', UuidPipe) id: string): Promise<void> {
    return this.tokens.revoke(principal().ownerId, id);
  }

  private clearCookie(reply: FastifyReply): void {
    reply.clearCookie(this.credentials.cookieName, { path: '/', httpOnly: true, secure: true, sameSite: 'strict' });
  }
}
