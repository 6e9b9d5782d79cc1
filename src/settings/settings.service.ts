import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Database } from '../db/database';
import { EffectiveSettings, EMPTY_SAVED, effectiveOf, SavedSettings, SettingsView, viewOf } from '../config/settings.model';
import { SettingsRepository } from './settings.repository';

/** A replica that missed a notification (listener reconnecting) still catches up within this. */
const CACHE_MS = 2000;

export interface StoredSettings {
  saved: SavedSettings;
  mailPassword: string | null;
  version: number;
}

interface Snapshot {
  stored: StoredSettings;
  effective: EffectiveSettings;
}

/**
 * The central settings every module reads (`current()`): read through a short cache that a write
 * anywhere invalidates at once — in this process directly, in other replicas by NOTIFY.
 */
@Injectable()
export class SettingsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SettingsService.name);
  private cached: { at: number; snapshot: Promise<Snapshot> } | null = null;
  private listener: Client | null = null;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly repository: SettingsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The settings in effect now. */
  async current(): Promise<EffectiveSettings> {
    return (await this.snapshot()).effective;
  }

  /** The redacted `{saved, effective}` and the version its ETag carries. */
  async view(): Promise<{ view: SettingsView; version: number }> {
    const { stored, effective } = await this.snapshot();
    return { view: viewOf(stored.saved, stored.mailPassword, effective), version: stored.version };
  }

  /** Reads the stored row; `forUpdate` inside a transaction serialises writers. */
  async load(forUpdate = false): Promise<StoredSettings> {
    const row = await this.repository.load(forUpdate);
    return { saved: { ...EMPTY_SAVED, ...(row?.saved ?? {}) }, mailPassword: row?.mail_password ?? null, version: row?.version ?? 1 };
  }

  effectiveOf(stored: StoredSettings): EffectiveSettings {
    return effectiveOf(stored.saved, stored.mailPassword, this.config.settings);
  }

  /**
   * Replaces the stored row, inside the caller's transaction (after {@link load} with `forUpdate`).
   * Call {@link announceChange} in the same transaction.
   */
  async store(stored: StoredSettings): Promise<void> {
    await this.repository.store(stored.saved, stored.mailPassword, stored.version);
  }

  /** Inside the writing transaction: every replica re-reads once it commits. */
  async announceChange(): Promise<void> {
    await this.repository.notifyChanged();
    this.db.afterCommit(() => this.invalidate());
  }

  invalidate(): void {
    this.cached = null;
  }

  private snapshot(): Promise<Snapshot> {
    const now = Date.now();
    if (!this.cached || now - this.cached.at > CACHE_MS) {
      const snapshot = this.load().then((stored) => ({ stored, effective: this.effectiveOf(stored) }));
      const entry = { at: now, snapshot };
      this.cached = entry;
      snapshot.catch(() => {
        if (this.cached === entry) this.cached = null;
      });
    }
    return this.cached.snapshot;
  }

  async onApplicationBootstrap(): Promise<void> {
    // The embedded database serves one process only, which invalidates its own cache.
    if (this.config.databaseListenUrl) await this.listen(this.config.databaseListenUrl);
  }

  /**
   * LISTENs for other processes' changes on a connection of its own. A lost connection (or one that
   * cannot be made while the database is down) is retried every second until it works; meanwhile the
   * cache still expires after {@link CACHE_MS}. The first attempt must succeed (start-up).
   */
  private async listen(connectionString: string, retry = false): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString, application_name: 'time-tracking-settings' });
    let lost = false;
    const onLost = (error: Error) => {
      if (lost) return;
      lost = true;
      client.end().catch(() => undefined);
      if (this.listener === client) this.listener = null;
      this.invalidate();
      if (this.stopped) return;
      if (!retry) this.logger.warn(`settings listener lost its connection: ${error.message}`);
      setTimeout(() => void this.listen(connectionString, true).catch(() => undefined), 1000).unref();
    };
    client.on('notification', () => this.invalidate());
    client.on('error', onLost);
    client.on('end', () => onLost(new Error('connection ended')));
    try {
      await client.connect();
      await this.repository.listen(client);
    } catch (error) {
      if (!retry) {
        lost = true;
        await client.end().catch(() => undefined);
        throw error;
      }
      onLost(error as Error);
      return;
    }
    if (this.stopped) {
      lost = true;
      await client.end().catch(() => undefined);
      return;
    }
    this.listener = client;
    // Changes made while disconnected were not heard.
    this.invalidate();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.listener?.end().catch(() => undefined);
  }
}
