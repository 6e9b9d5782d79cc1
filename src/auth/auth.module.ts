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
import { AccountAudit } from './account-audit';
import { SecretBox } from './two-factor/secret-box';
import { TwoFactorController } from './two-factor/two-factor.controller';
import { TwoFactorService } from './two-factor/two-factor.service';

@Global()
@Module({
  controllers: [AuthController, TwoFactorController],
  providers: [
    AccountsService, SessionsService, TokensService, CredentialsService, TokenRegistry, LoginThrottle, OwnersService, RateLimiter, Reauthentication, BearerStrategy, SessionCookieStrategy,
    AccountAudit, SecretBox, TwoFactorService,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [AccountsService, AccountAudit, TwoFactorService, TokensService, CredentialsService, TokenRegistry, OwnersService, Reauthentication, LoginThrottle],
})
export class AuthModule {}
