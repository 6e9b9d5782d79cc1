import { Injectable } from '@nestjs/common';
import { Database } from '../db/database';

/** All SQL of administration: the audit trail of settings changes (`admin_audit`). Not owned by any owner. */
@Injectable()
export class AdminRepository {
  constructor(private readonly db: Database) {}

  /** Who and which keys: never the values. */
  async recordSettingsChange(accountId: string | null, changedKeys: string[]): Promise<void> {
    await this.db.query('INSERT INTO admin_audit (account_id, changed_keys) VALUES ($1, $2::text[])', [accountId, changedKeys]);
  }
}
