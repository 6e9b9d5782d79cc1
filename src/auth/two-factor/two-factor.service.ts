import { IncomingMessage } from 'node:http';
import { Injectable } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { Problem } from '../../common/http/problem';
import { Database } from '../../db/database';
import { AccountAudit, AuditActor } from '../account-audit';
import { AccountRow, AccountsService } from '../accounts.service';
import { RecoveryCodesResponse, TwoFactorSetupResponse } from '../dto/auth.dto';
import { Reauthentication } from '../reauthentication';
import { SecretBox } from './secret-box';
import { TwoFactorRepository } from './two-factor.repository';
import { base32Of, matchingStep, newRecoveryCodes, newTotpSecret, normalizeRecoveryCode, otpauthUri, recoveryCodeHash } from './totp';

/**
 * Two-factor sign-in (decisions.md "Two-factor sign-in (TOTP)"). The secret is stored encrypted
 * (SecretBox), the recovery codes as hashes; neither leaves the service except in the one answer that
 * creates it (setup: the secret; enable: the codes), and neither is logged or audited.
 */
@Injectable()
export class TwoFactorService {
  constructor(
    private readonly db: Database,
    private readonly box: SecretBox,
    private readonly accounts: AccountsService,
    private readonly reauth: Reauthentication,
    private readonly audit: AccountAudit,
    private readonly repository: TwoFactorRepository,
  ) {}

  /** A new secret waiting for its first code; replaces one not yet confirmed. 409 when two-factor is on. */
  async setup(accountId: string, currentPassword: string, request: IncomingMessage): Promise<TwoFactorSetupResponse> {
    await this.reauth.verify(accountId, currentPassword, request);
    const secret = newTotpSecret();
    const email = await this.db.transaction(async () => {
      const row = await this.accounts.lockById(accountId);
      if (!row) throw Problem.unauthorized('The account no longer exists');
      if (row.two_factor)
        throw Problem.conflict('TWO_FACTOR_ENABLED', 'Two-factor sign-in is on already; turn it off first to set up another authenticator');
      await this.repository.setPending(accountId, this.box.seal(secret, accountId));
      return row.email;
    });
    return { secret: base32Of(secret), otpauthUri: otpauthUri(secret, email) };
  }

  /** Confirms the set-up with a current code: two-factor is on, and the ten recovery codes are made. */
  async enable(accountId: string, code: string): Promise<RecoveryCodesResponse> {
    return this.db.transaction(async () => {
      const row = await this.accounts.lockById(accountId);
      if (!row) throw Problem.unauthorized('The account no longer exists');
      if (row.two_factor) throw Problem.conflict('TWO_FACTOR_ENABLED', 'Two-factor sign-in is on already');
      if (!row.totp_pending)
        throw Problem.conflict('TWO_FACTOR_NOT_SET_UP', 'Start with POST /auth/2fa/setup: there is no secret to confirm');
      const secret = this.box.open(row.totp_pending, accountId);
      if (matchingStep(secret, code) === null) {
        throw Problem.validation('code: not the code the authenticator app shows now for this secret', [
          { field: 'code', message: 'is not the current code' },
        ]);
      }
      const recoveryCodes = newRecoveryCodes();
      await this.repository.enable(accountId);
      await this.replaceRecoveryCodes(accountId, recoveryCodes);
      await this.audit.record({ kind: 'account', accountId }, accountId, 'two-factor-enabled', { twoFactor: { from: false, to: true } });
      return { recoveryCodes };
    });
  }

  /** Turns two-factor off with the password and a code (from the app or a recovery code). */
  async disable(accountId: string, currentPassword: string, code: string, request: IncomingMessage): Promise<void> {
    await this.reauth.verify(accountId, currentPassword, request);
    await this.db.transaction(async () => {
      const row = await this.accounts.lockById(accountId);
      if (!row) throw Problem.unauthorized('The account no longer exists');
      if (!row.two_factor || !row.totp_secret) throw Problem.conflict('TWO_FACTOR_NOT_ENABLED', 'Two-factor sign-in is not on');
      const ok = matchingStep(this.box.open(row.totp_secret, accountId), code) !== null || (await this.spendRecoveryCode(accountId, code));
      if (!ok)
        throw Problem.validation('code: neither the current code of the authenticator app nor an unused recovery code', [
          { field: 'code', message: 'is not valid' },
        ]);
      await this.turnOff(row, { kind: 'account', accountId }, 'two-factor-disabled');
    });
  }

  /** The command line's reset for a person who lost the device and the codes; false when no such email. */
  async reset(email: string): Promise<'reset' | 'off' | 'missing'> {
    return this.db.transaction(async () => {
      const row = await this.accounts.lockByEmail(email);
      if (!row) return 'missing';
      if (!row.two_factor && !row.totp_pending) return 'off';
      await this.turnOff(row, { kind: 'command-line' }, 'two-factor-reset');
      return 'reset';
    });
  }

  /**
   * The second step of a sign-in: a current code not used for a sign-in of this account before (the
   * step is recorded in the database, so a replay fails on every replica), or an unused recovery code.
   */
  async verifySignIn(account: AccountRow, code: string): Promise<boolean> {
    if (!account.totp_secret) return false;
    const step = matchingStep(this.box.open(account.totp_secret, account.id), code);
    if (step !== null) return this.repository.useStep(account.id, step);
    return this.spendRecoveryCode(account.id, code);
  }

  private async spendRecoveryCode(accountId: string, code: string): Promise<boolean> {
    const normalized = normalizeRecoveryCode(code);
    if (normalized === null) return false;
    return this.repository.spendRecoveryCode(accountId, recoveryCodeHash(accountId, normalized));
  }

  private async replaceRecoveryCodes(accountId: string, codes: string[]): Promise<void> {
    await this.repository.deleteRecoveryCodes(accountId);
    await this.repository.insertRecoveryCodes(
      accountId,
      codes.map((c) => recoveryCodeHash(accountId, normalizeRecoveryCode(c)!)),
    );
  }

  private async turnOff(row: AccountRow, actor: AuditActor, action: 'two-factor-disabled' | 'two-factor-reset'): Promise<void> {
    await this.repository.turnOff(row.id, row.two_factor);
    await this.repository.deleteRecoveryCodes(row.id);
    await this.audit.record(actor, row.id, action, { twoFactor: { from: row.two_factor, to: false } });
  }

  /** A code is only good for one step either side of now: older records guard nothing. */
  @Interval(10 * 60 * 1000)
  async prune(): Promise<void> {
    await this.repository.pruneUsedSteps().catch(() => undefined);
  }
}
