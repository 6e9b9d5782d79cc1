import { Injectable } from '@nestjs/common';
import { ChangesService } from '../changes/changes.service';
import { assertCurrent } from '../common/http/conditional';
import { IfMatch } from '../common/http/etag';
import { Problem } from '../common/http/problem';
import { RequestContext } from '../common/request-context';
import { normalizeZoneId } from '../common/time/zone';
import { Database } from '../db/database';
import { UnitOfWork } from '../db/unit-of-work';
import { ProfileResponse } from './dto/profile.dto';

/** Runs inside the PUT /me transaction (owner lock held, owner in context), before it commits. */
export type ZoneChangeHandler = (ownerId: string, oldZone: string, newZone: string) => Promise<void>;

@Injectable()
export class ProfileService {
  private readonly zoneHandlers: ZoneChangeHandler[] = [];

  constructor(private readonly db: Database, private readonly uow: UnitOfWork, private readonly changes: ChangesService) {}

  registerZoneChangeHandler(handler: ZoneChangeHandler): void {
    this.zoneHandlers.push(handler);
  }

  async get(): Promise<ProfileResponse> {
    const ownerId = RequestContext.ownerId();
    const { rows } = await this.db.query<{ zone_id: string; profile_version: number }>(
      'SELECT zone_id, profile_version FROM owners WHERE id = $1',
      [ownerId],
    );
    return { ownerId, zoneId: rows[0].zone_id, version: rows[0].profile_version };
  }

  /** The owner's reporting zone. */
  async zoneOf(): Promise<string> {
    const { rows } = await this.db.query<{ zone_id: string }>('SELECT zone_id FROM owners WHERE id = $1', [RequestContext.ownerId()]);
    return rows[0].zone_id;
  }

  update(ifMatch: IfMatch, zoneText: string): Promise<ProfileResponse> {
    return this.uow.run(async () => {
      const current = await this.get();
      assertCurrent(ifMatch, current);
      const zoneId = normalizeZoneId(zoneText.trim());
      if (zoneId === null) throw Problem.validation(`Unknown time zone: ${zoneText}`, [{ field: 'zoneId', message: 'must be an IANA time zone known to the server' }]);
      if (zoneId === current.zoneId) return current;
      const { rowCount } = await this.db.query(
        'UPDATE owners SET zone_id = $3, profile_version = profile_version + 1 WHERE id = $1 AND profile_version = $2',
        [current.ownerId, current.version, zoneId],
      );
      if (rowCount !== 1) throw Problem.stale();
      for (const handler of this.zoneHandlers) await handler(current.ownerId, current.zoneId, zoneId);
      await this.changes.record('profile', 'updated', current.ownerId);
      return { ownerId: current.ownerId, zoneId, version: current.version + 1 };
    });
  }
}
