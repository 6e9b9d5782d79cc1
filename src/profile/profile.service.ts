import { Injectable } from '@nestjs/common';
import { UNCHANGED, VersionedRecords, VersionedWrites } from '../changes/versioned-writes';
import { IfMatch } from '../common/http/etag';
import { Problem } from '../common/http/problem';
import { RequestContext } from '../common/request-context';
import { normalizeZoneId } from '../common/time/zone';
import { Database } from '../db/database';
import { ProfileResponse } from './dto/profile.dto';
import { ProfileRepository } from './profile.repository';

/** Runs inside the PUT /me transaction (owner lock held, owner in context), before it commits. */
export type ZoneChangeHandler = (ownerId: string, oldZone: string, newZone: string) => Promise<void>;

@Injectable()
export class ProfileService {
  private readonly zoneHandlers: ZoneChangeHandler[] = [];
  private readonly records: VersionedRecords<ProfileResponse, ProfileResponse>;

  constructor(
    private readonly db: Database,
    private readonly repository: ProfileRepository,
    writes: VersionedWrites,
  ) {
    this.records = writes.of({ type: 'profile', missing: 'No such profile', load: () => this.get(), present: (profile) => profile });
  }

  registerZoneChangeHandler(handler: ZoneChangeHandler): void {
    this.zoneHandlers.push(handler);
  }

  async get(): Promise<ProfileResponse> {
    const ownerId = RequestContext.ownerId();
    const row = await this.repository.find(ownerId);
    return { ownerId, zoneId: row.zone_id, version: row.profile_version };
  }

  /** The owner's reporting zone. */
  async zoneOf(): Promise<string> {
    const locked = this.db.ownerZone(RequestContext.ownerId());
    if (locked !== undefined) return locked;
    return this.repository.zoneOf(RequestContext.ownerId());
  }

  update(ifMatch: IfMatch, zoneText: string): Promise<ProfileResponse> {
    return this.records.update(RequestContext.ownerId(), ifMatch, async (current) => {
      const zoneId = normalizeZoneId(zoneText.trim());
      if (zoneId === null)
        throw Problem.validation(`Unknown time zone: ${zoneText}`, [
          { field: 'zoneId', message: 'must be an IANA time zone known to the server' },
        ]);
      if (zoneId === current.zoneId) return UNCHANGED;
      if (!(await this.repository.setZone(current.ownerId, current.version, zoneId))) return null;
      this.db.rememberOwnerZone(current.ownerId, zoneId);
      for (const handler of this.zoneHandlers) await handler(current.ownerId, current.zoneId, zoneId);
      return { ownerId: current.ownerId, zoneId, version: current.version + 1 };
    });
  }
}
