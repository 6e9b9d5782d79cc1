import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccountAudit } from './account-audit';
import { AccountAuditRepository } from './account-audit.repository';
import { AccountsRepository } from './accounts.repository';
import { AccountsService } from './accounts.service';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { CredentialsService } from './credentials.service';
import { LoginThrottle } from './login-throttle';
import { LoginThrottleRepository } from './login-throttle.repository';
import { RateLimiter } from './rate-limit';
import { RateLimitRepository } from './rate-limit.repository';
import { Reauthentication } from './reauthentication';
import { SessionsRepository } from './sessions.repository';
import { SessionsService } from './sessions.service';
import { BearerStrategy, SessionCookieStrategy } from './strategies/credential-strategies';
import { TokenRegistry } from './token-registry';
import { TokensRepository } from './tokens.repository';
import { TokensService } from './tokens.service';
import { SecretBox } from './two-factor/secret-box';
import { TwoFactorController } from './two-factor/two-factor.controller';
import { TwoFactorRepository } from './two-factor/two-factor.repository';
import { TwoFactorService } from './two-factor/two-factor.service';

/**
 * Accounts, sessions, tokens, two-factor sign-in and the global guard. Depends on the settings and
 * owners modules (through their services), never on admin: admin uses this module's exports.
 */
@Global()
@Module({
  controllers: [AuthController, TwoFactorController],
  providers: [
    AccountsService,
    SessionsService,
    TokensService,
    CredentialsService,
    TokenRegistry,
    LoginThrottle,
    RateLimiter,
    Reauthentication,
    BearerStrategy,
    SessionCookieStrategy,
    AccountAudit,
    SecretBox,
    TwoFactorService,
    AccountsRepository,
    SessionsRepository,
    TokensRepository,
    LoginThrottleRepository,
    RateLimitRepository,
    AccountAuditRepository,
    TwoFactorRepository,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [
    AccountsService,
    AccountAudit,
    TwoFactorService,
    TokensService,
    CredentialsService,
    TokenRegistry,
    Reauthentication,
    LoginThrottle,
  ],
})
export class AuthModule {}
