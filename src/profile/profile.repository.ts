import { Injectable } from '@nestjs/common';
import { Database } from '../db/database';

export interface ProfileRow {
  zone_id: string;
  profile_version: number;
}

/**
 * All SQL for the owner profile (the `owners` row's `zone_id` and `profile_version`). Each statement
 * names its owner (the caller passes the owner in context). GET /me reads it on every call: keep the
 * statement's text and its one round trip.
 */
@Injectable()
export class ProfileRepository {
  constructor(private readonly db: Database) {}

  async find(ownerId: string): Promise<ProfileRow> {
    const { rows } = await this.db.query<ProfileRow>('SELECT zone_id, profile_version FROM owners WHERE id = $1', [ownerId]);
    return rows[0];
  }

  async zoneOf(ownerId: string): Promise<string> {
    const { rows } = await this.db.query<{ zone_id: string }>('SELECT zone_id FROM owners WHERE id = $1', [ownerId]);
    return rows[0].zone_id;
  }

  /** Version-checked in the statement itself; false when the version moved on. */
  async setZone(ownerId: string, version: number, zoneId: string): Promise<boolean> {
    const { rowCount } = await this.db.query(
      'UPDATE owners SET zone_id = $3, profile_version = profile_version + 1 WHERE id = $1 AND profile_version = $2',
      [ownerId, version, zoneId],
    );
    return rowCount === 1;
  }
}
