import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { OwnersService } from '../owners/owners.service';
import { AccountsService } from './accounts.service';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { CredentialsService } from './credentials.service';
import { LoginThrottle } from './login-throttle';
import { RateLimiter } from './rate-limit';
import { Reauthentication } from './reauthentication';
import { SessionsService } from './sessions.service';
import { BearerStrategy, SessionCookieStrategy } from './strategies/credential-strategies';
import { TokenRegistry } from './token-registry';
import { TokensService } from './tokens.service';

@Global()
@Module({
  controllers: [AuthController],
  providers: [
    AccountsService, SessionsService, TokensService, CredentialsService, TokenRegistry, LoginThrottle, OwnersService, RateLimiter, Reauthentication, BearerStrategy, SessionCookieStrategy,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [AccountsService, TokensService, CredentialsService, TokenRegistry, OwnersService, Reauthentication, LoginThrottle],
})
export class AuthModule {}
