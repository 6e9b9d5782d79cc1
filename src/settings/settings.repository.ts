import { Injectable } from '@nestjs/common';
import { Client } from 'pg';
import { SavedSettings } from '../config/settings.model';
import { Database } from '../db/database';

/** The channel a settings change is announced on (NOTIFY), heard by every replica's listener. */
export const SETTINGS_CHANNEL = 'tt_settings';

export interface SettingsRow {
  saved: Partial<SavedSettings>;
  mail_password: string | null;
  version: number;
}

/** All SQL for the central settings (`admin_settings`, one row): not owned by any owner. */
@Injectable()
export class SettingsRepository {
  constructor(private readonly db: Database) {}

  /** The stored row (none before the first save); `forUpdate` inside a transaction serialises writers. */
  async load(forUpdate: boolean): Promise<SettingsRow | undefined> {
    const { rows } = await this.db.query<SettingsRow>(
      `SELECT saved, mail_password, version FROM admin_settings WHERE id = 1${forUpdate ? ' FOR UPDATE' : ''}`,
    );
    return rows[0];
  }

  async store(saved: SavedSettings, mailPassword: string | null, version: number): Promise<void> {
    await this.db.query('UPDATE admin_settings SET saved = $1::jsonb, mail_password = $2, version = $3, updated_at = now() WHERE id = 1', [
      JSON.stringify(saved),
      mailPassword,
      version,
    ]);
  }

  /** Inside the writing transaction: delivered to the listeners when it commits. */
  async notifyChanged(): Promise<void> {
    await this.db.query('SELECT pg_notify($1, $2)', [SETTINGS_CHANNEL, 'changed']);
  }

  /** On a listener's own connection (not the pool's). */
  async listen(client: Client): Promise<void> {
    await client.query(`LISTEN ${SETTINGS_CHANNEL}`);
  }
}
