import { Injectable } from '@nestjs/common';
import { Database } from '../../db/database';

/**
 * All SQL of two-factor sign-in: the account's TOTP columns (`accounts.two_factor`, `totp_secret`,
 * `totp_pending`), its recovery codes (`account_recovery_codes`, hashes) and the steps used for a
 * sign-in (`account_totp_used`). Keyed by account.
 */
@Injectable()
export class TwoFactorRepository {
  constructor(private readonly db: Database) {}

  /** A sealed secret waiting for its first code. */
  async setPending(accountId: string, sealedSecret: Buffer): Promise<void> {
    await this.db.query('UPDATE accounts SET totp_pending = $2 WHERE id = $1', [accountId, sealedSecret]);
  }

  /** The pending secret becomes the secret; a new version. */
  async enable(accountId: string): Promise<void> {
    await this.db.query(
      'UPDATE accounts SET two_factor = true, totp_secret = totp_pending, totp_pending = NULL, version = version + 1 WHERE id = $1',
      [accountId],
    );
  }

  /** Clears the secrets; a new version only when two-factor was on (`bumpVersion`). */
  async turnOff(accountId: string, bumpVersion: boolean): Promise<void> {
    await this.db.query(
      `UPDATE accounts SET two_factor = false, totp_secret = NULL, totp_pending = NULL, version = version + ${bumpVersion ? 1 : 0} WHERE id = $1`,
      [accountId],
    );
  }

  /** Records a step used for a sign-in; false when it was used before (on any replica). */
  async useStep(accountId: string, step: number): Promise<boolean> {
    const { rowCount } = await this.db.query(
      'INSERT INTO account_totp_used (account_id, step) VALUES ($1, $2) ON CONFLICT (account_id, step) DO NOTHING',
      [accountId, step],
    );
    return rowCount === 1;
  }

  /** Marks an unused recovery code used; false when there is no such unused code. */
  async spendRecoveryCode(accountId: string, codeHash: Buffer): Promise<boolean> {
    const { rowCount } = await this.db.query(
      'UPDATE account_recovery_codes SET used_at = now() WHERE account_id = $1 AND code_hash = $2 AND used_at IS NULL',
      [accountId, codeHash],
    );
    return rowCount === 1;
  }

  async deleteRecoveryCodes(accountId: string): Promise<void> {
    await this.db.query('DELETE FROM account_recovery_codes WHERE account_id = $1', [accountId]);
  }

  async insertRecoveryCodes(accountId: string, codeHashes: Buffer[]): Promise<void> {
    await this.db.query('INSERT INTO account_recovery_codes (account_id, code_hash) SELECT $1, h FROM unnest($2::bytea[]) AS h', [
      accountId,
      codeHashes,
    ]);
  }

  /** A code is only good for one step either side of now: older records guard nothing. */
  async pruneUsedSteps(): Promise<void> {
    await this.db.query(`DELETE FROM account_totp_used WHERE used_at < now() - interval '10 minutes'`);
  }
}
