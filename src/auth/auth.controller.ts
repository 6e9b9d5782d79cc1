import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { FastifyReply, FastifyRequest } from 'fastify';
import { ApiProblems, CreatedAt, Public, SessionOnly } from '../common/http/decorators';
import { Problem } from '../common/http/problem';
import { UuidPipe } from '../common/http/uuid.pipe';
import { Principal, RequestContext } from '../common/request-context';
import { AccountsService } from './accounts.service';
import { SESSION_COOKIE } from './credentials.service';
import { AccountResponse, CreatedTokenResponse, CredentialsDto, SessionResponse, TokenCreateDto, TokenListResponse, TokenResponse } from './dto/auth.dto';
import { LoginThrottle } from './login-throttle';
import { SESSION_LIFETIME_SECONDS, SessionsService } from './sessions.service';
import { TokensService } from './tokens.service';

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
  ) {}

  @Post('signup')
  @Public()
  @ApiSecurity({})
  @ApiOperation({ summary: 'Create an account (open unless sign-up is turned off)' })
  @ApiCreatedResponse({ type: AccountResponse })
  @ApiProblems(400, 403, 409, 413, 415, 422, 503)
  signUp(@Body() body: CredentialsDto): Promise<AccountResponse> {
    return this.accounts.signUp(body.email, body.password);
  }

  @Post('session')
  @Public()
  @ApiSecurity({})
  @ApiOperation({ summary: 'Sign in: sets an HttpOnly Secure SameSite=Strict session cookie and returns a memory-only CSRF value' })
  @ApiCreatedResponse({ type: SessionResponse })
  @ApiProblems(400, 401, 413, 415, 422, 429, 503)
  async signIn(@Body() body: CredentialsDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SessionResponse> {
    const wait = this.throttle.retryAfterSeconds(body.email, request.ip);
    if (wait > 0) throw Problem.tooManyRequests(wait);
    const account = await this.accounts.verify(body.email, body.password);
    if (!account) {
      this.throttle.fail(body.email, request.ip);
      throw Problem.unauthorized('The email or password is wrong');
    }
    const { cookie, response } = await this.sessions.open(account.owner_id, account.id);
    reply.setCookie(SESSION_COOKIE, cookie, { httpOnly: true, secure: true, sameSite: 'strict', path: '/', maxAge: SESSION_LIFETIME_SECONDS });
    return response;
  }

  @Get('session')
  @SessionOnly()
  @ApiCookieAuth('session')
  @ApiOperation({ summary: 'The current web session, with a fresh CSRF value' })
  @ApiOkResponse({ type: SessionResponse })
  @ApiProblems(400, 401, 403, 503)
  current(): Promise<SessionResponse> {
    return this.sessions.describe(principal().credentialId!);
  }

  @Delete('session')
  @SessionOnly()
  @HttpCode(204)
  @ApiCookieAuth('session')
  @ApiOperation({ summary: 'Sign out' })
  @ApiNoContentResponse()
  @ApiProblems(400, 401, 403, 503)
  async signOut(@Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.sessions.close(principal().credentialId!);
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, secure: true, sameSite: 'strict' });
  }

  @Post('tokens')
  @SessionOnly()
  @CreatedAt('auth/tokens')
  @ApiCookieAuth('session')
  @ApiOperation({ summary: 'Create a personal API token (from a web session with X-CSRF-Token); the secret is returned only here' })
  @ApiCreatedResponse({ type: CreatedTokenResponse })
  @ApiProblems(400, 401, 403, 413, 415, 422, 503)
  createToken(@Body() body: TokenCreateDto): Promise<CreatedTokenResponse> {
    const p = principal();
    return this.tokens.create(p.ownerId, accountOf(p), body.name, body.permissions, body.expiresAt);
  }

  @Get('tokens')
  @ApiOperation({ summary: 'List active personal tokens (never their secrets)' })
  @ApiOkResponse({ type: TokenListResponse })
  @ApiProblems(400, 401, 403, 503)
  async listTokens(): Promise<TokenListResponse> {
    return { items: await this.tokens.list(principal().ownerId) };
  }

  @Get('tokens/:id')
  @ApiOperation({ summary: 'One active personal token (never its secret)' })
  @ApiOkResponse({ type: TokenResponse })
  @ApiProblems(400, 401, 403, 404, 503)
  getToken(@Param('id', UuidPipe) id: string): Promise<TokenResponse> {
    return this.tokens.get(principal().ownerId, id);
  }

  @Delete('tokens/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Revoke a personal token; takes effect on the next request' })
  @ApiNoContentResponse()
  @ApiProblems(400, 401, 403, 404, 503)
  revokeToken(@Param('id', UuidPipe) id: string): Promise<void> {
    return this.tokens.revoke(principal().ownerId, id);
  }
}
