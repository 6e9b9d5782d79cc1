import { IncomingMessage } from 'node:http';
import { Injectable } from '@nestjs/common';
import { Problem } from '../common/http/problem';
import { etagFor, IfMatch } from '../common/http/etag';
import { Principal } from '../common/request-context';
import { Database } from '../db/database';
import { Reauthentication } from '../auth/reauthentication';
import { AdminSettingsUpdate } from './dto/admin-settings.dto';
import { MailSettings, orderedExceptMail, SavedSettings, SETTING_KEYS, SettingsView, viewOf } from '../config/settings.model';
import { SettingsService, StoredSettings } from '../settings/settings.service';
import { AdminRepository } from './admin.repository';

export interface VersionedView {
  view: SettingsView;
  /** The stored row's version: part of the ETag, so a change of the write-only password changes it too. */
  version: number;
}

export const settingsEtag = ({ view, version }: VersionedView): string => etagFor(JSON.stringify(view), version);

@Injectable()
export class AdminService {
  constructor(
    private readonly db: Database,
    private readonly settings: SettingsService,
    private readonly reauth: Reauthentication,
    private readonly repository: AdminRepository,
  ) {}

  read(): Promise<VersionedView> {
    return this.settings.view();
  }

  /**
   * Replaces `saved` whole. Order: If-Match present (428), the password proof (429 throttled, 403
   * REAUTHENTICATION_FAILED), then, under the row lock, the version (412). Nothing is written on
   * any failure; a replacement that changes nothing writes nothing.
   */
  async replace(principal: Principal, ifMatch: IfMatch, body: AdminSettingsUpdate, request: IncomingMessage): Promise<VersionedView> {
    if (ifMatch.kind !== 'tag') throw Problem.preconditionRequired();
    await this.reauth.verify(principal.accountId!, body.currentPassword, request);
    const next = toSaved(body);
    return this.db.transaction(async () => {
      const stored = await this.settings.load(true);
      const current = { view: viewOf(stored.saved, stored.mailPassword, this.settings.effectiveOf(stored)), version: stored.version };
      if (ifMatch.tag !== settingsEtag(current)) throw Problem.stale();
      const mailPassword = next.saved.mail === null ? null : next.mailPassword === undefined ? stored.mailPassword : next.mailPassword;
      const changed = changedKeys(stored, next.saved, mailPassword);
      if (changed.length === 0) return current;
      const version = stored.version + 1;
      const updated: StoredSettings = { saved: next.saved, mailPassword, version };
      await this.settings.store(updated);
      // Who, when, which keys: never the values (the mail password least of all).
      await this.repository.recordSettingsChange(principal.accountId, changed);
      await this.settings.announceChange();
      return { view: viewOf(updated.saved, mailPassword, this.settings.effectiveOf(updated)), version };
    });
  }
}

/** The body's settings as stored: fixed key order, the password apart (undefined = keep). */
function toSaved(body: AdminSettingsUpdate): { saved: SavedSettings; mailPassword: string | null | undefined } {
  const s = body.settings;
  const mail: MailSettings | null =
    s.mail === null ? null : { host: s.mail.host, port: s.mail.port, secure: s.mail.secure, username: s.mail.username, from: s.mail.from };
  return {
    saved: { ...orderedExceptMail(s), mail },
    mailPassword: s.mail === null ? null : s.mail.password,
  };
}

function changedKeys(stored: StoredSettings, saved: SavedSettings, mailPassword: string | null): string[] {
  const keys: string[] = SETTING_KEYS.filter((key) => canonical(stored.saved[key]) !== canonical(saved[key]));
  if (stored.mailPassword !== mailPassword) keys.push('mail.password');
  return keys;
}

/** JSON with object keys sorted (jsonb does not keep the order they were written in). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
