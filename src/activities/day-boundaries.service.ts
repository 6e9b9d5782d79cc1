import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { RequestContext } from '../common/request-context';
import { Clock, FixedClock } from '../common/time';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { UnitOfWork } from '../db/unit-of-work';
import { OwnersService } from '../owners/owners.service';
import { ProfileService } from '../profile/profile.service';
import { ActivitiesRepository } from './activities.repository';
import { planDailyParts } from './daily-parts';
import { DailyRecords } from './daily-records';

/** How often the job looks for due splits. Splits are at most this late (plus one run). */
export const DAY_BOUNDARY_INTERVAL_MS = 5000;
const INTERVAL_NAME = 'activities-day-boundaries';
const OWNERS_PER_SCAN = 500;
const RECORDS_PER_BATCH = 200;

/**
 * Day-boundary maintenance of activity records.
 *
 * - Midnight job: every record carries `split_due_ns`, the next local-day start strictly inside it
 *   that had not passed when it was written. One indexed query over all owners finds the due ones;
 *   each owner is then handled in its own owner-locked transaction that re-reads the due records and
 *   splits them at every boundary that has passed (the last part keeps the record's ID, so an open
 *   activity keeps the active UUID and the closed day gets a new ID), with change events. It runs
 *   every few seconds and once at start-up, before the server listens (catching up missed days).
 *   Not with DAY_BOUNDARY_JOB=off (e2e servers share a database but not a clock) nor with a
 *   FixedClock (time only moves when a test moves it): tests then call `runDue()` for their owners.
 * - Zone change: registered with ProfileService, runs inside the PUT /me transaction and splits the
 *   owner's records at the new zone's passed boundaries (never merging anything), then re-marks due
 *   splits for the new zone.
 */
@Injectable()
export class DayBoundariesService implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(DayBoundariesService.name);
  private running: Promise<unknown> | null = null;
  private stopped = false;

  constructor(
    private readonly activities: ActivitiesRepository,
    private readonly records: DailyRecords,
    private readonly uow: UnitOfWork,
    private readonly profile: ProfileService,
    private readonly owners: OwnersService,
    private readonly scheduler: SchedulerRegistry,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Scheduled and start-up runs: configured on (the default), and a clock that moves by itself. */
  get automatic(): boolean {
    return this.config.dayBoundaryJob === 'auto' && !(this.clock instanceof FixedClock);
  }

  onModuleInit(): void {
    this.owners.registerStartupTask({
      order: 100,
      name: 'activities-day-boundaries',
      run: async () => {
        if (this.automatic) await this.runDue();
      },
    });
    this.profile.registerZoneChangeHandler((_ownerId, _oldZone, newZone) => this.applyZone(newZone));
  }

  onApplicationBootstrap(): void {
    if (!this.automatic) return;
    const timer = setInterval(() => this.tick(), DAY_BOUNDARY_INTERVAL_MS);
    timer.unref();
    this.scheduler.addInterval(INTERVAL_NAME, timer);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.scheduler.doesExist('interval', INTERVAL_NAME)) this.scheduler.deleteInterval(INTERVAL_NAME);
    await this.running;
  }

  private tick(): void {
    if (this.running || this.stopped) return;
    this.running = this.runDue()
      .catch((error) => this.logger.error(`day-boundary run failed: ${(error as Error).message}`))
      .finally(() => {
        this.running = null;
      });
  }

  /**
   * Splits every record whose day boundary has passed (all owners, or only `ownerIds`), each owner in
   * its own transaction. Returns the number of records split. Safe to run concurrently with itself
   * and with requests: each owner is re-read under the owner lock.
   */
  async runDue(ownerIds?: readonly string[]): Promise<number> {
    let split = 0;
    const failed = new Set<string>();
    for (;;) {
      if (this.stopped) return split;
      const due = await this.activities.ownersWithDueSplits(this.clock.nowNs(), ownerIds ?? null, [...failed], OWNERS_PER_SCAN);
      if (due.length === 0) return split;
      for (const ownerId of due) {
        try {
          split += await RequestContext.runAsOwner(ownerId, () => this.uow.run(() => this.splitDueOfOwner()));
        } catch (error) {
          failed.add(ownerId);
          this.logger.error(`day-boundary split failed for an owner: ${(error as Error).message}`);
        }
      }
    }
  }

  /** Inside the owner's transaction. */
  private async splitDueOfOwner(): Promise<number> {
    const nowNs = this.clock.nowNs();
    const zoneId = await this.profile.zoneOf();
    const done = new Set<string>();
    for (;;) {
      const due = await this.activities.dueRecords(nowNs, RECORDS_PER_BATCH);
      if (due.length === 0) return done.size;
      for (const row of due) {
        // A split always moves the mark past now; seeing a record twice would be a bug, not a loop.
        if (done.has(row.id)) throw new Error(`activity ${row.id} is still due after its split`);
        await this.records.resplit(row, zoneId, nowNs);
        done.add(row.id);
      }
    }
  }

  /**
   * Inside the PUT /me transaction (owner lock held, owner in context): splits the owner's records at
   * the new zone's passed boundaries and refreshes every due mark. Existing records are only split.
   */
  async applyZone(zoneId: string): Promise<void> {
    const nowNs = this.clock.nowNs();
    let after: [string, string] | null = null;
    for (;;) {
      const batch = await this.activities.boundsAfter(after, RECORDS_PER_BATCH);
      if (batch.length === 0) return;
      for (const bounds of batch) {
        const plan = planDailyParts(BigInt(bounds.start_ns), bounds.end_ns === null ? null : BigInt(bounds.end_ns), zoneId, nowNs);
        const currentDue = bounds.split_due_ns === null ? null : BigInt(bounds.split_due_ns);
        if (plan.parts.length === 1 && plan.splitDueNs === currentDue) continue;
        const row = await this.activities.find(bounds.id);
        if (row) await this.records.resplit(row, zoneId, nowNs);
      }
      const last = batch[batch.length - 1];
      after = [last.start_ns, last.id];
    }
  }
}
