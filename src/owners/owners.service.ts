import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { RequestContext } from '../common/request-context';
import { Database } from '../db/database';
import { OwnersRepository } from './owners.repository';

export interface OwnerInitializer {
  /** Lower runs first (e.g. the General client before anything that refers to it). */
  order: number;
  name: string;
  /** Runs inside the owner's initialisation transaction, with the owner in context. */
  initialize(ownerId: string): Promise<void>;
}

export interface StartupTask {
  order: number;
  name: string;
  /** Runs once at every server start, before the server listens; must be idempotent. */
  run(): Promise<void>;
}

/**
 * Owners and their one-time initialisation. A new owner (a sign-up, or an owner first seen through the
 * token registry) is initialised atomically before its first operation runs: owner row with a UTC
 * profile, then every registered initializer (General client, default labels), in one transaction.
 */
@Injectable()
export class OwnersService implements OnApplicationBootstrap {
  private readonly logger = new Logger(OwnersService.name);
  private readonly initializers: OwnerInitializer[] = [];
  private readonly startupTasks: StartupTask[] = [];
  private readonly initialized = new Set<string>();

  constructor(
    private readonly db: Database,
    private readonly repository: OwnersRepository,
  ) {}

  registerInitializer(initializer: OwnerInitializer): void {
    this.initializers.push(initializer);
    this.initializers.sort((a, b) => a.order - b.order);
  }

  registerStartupTask(task: StartupTask): void {
    this.startupTasks.push(task);
    this.startupTasks.sort((a, b) => a.order - b.order);
  }

  /** Creates the owner row if needed (inside the caller's transaction when there is one). */
  async ensureRow(ownerId: string): Promise<void> {
    await this.repository.insertIfMissing(ownerId);
  }

  async ensureInitialized(ownerId: string): Promise<void> {
    if (this.initialized.has(ownerId)) return;
    if (!(await this.repository.isInitialized(ownerId))) {
      await RequestContext.runAsOwner(ownerId, () =>
        this.db.transaction(async () => {
          await this.ensureRow(ownerId);
          await this.db.lockOwner(ownerId);
          if (await this.repository.isInitialized(ownerId)) return;
          for (const initializer of this.initializers) await initializer.initialize(ownerId);
          await this.repository.markInitialized(ownerId);
        }),
      );
    }
    this.initialized.add(ownerId);
  }

  /** Every stored owner, for start-up backfills. */
  allOwnerIds(): Promise<string[]> {
    return this.repository.allIds();
  }

  async onApplicationBootstrap(): Promise<void> {
    for (const task of this.startupTasks) {
      const started = Date.now();
      await task.run();
      this.logger.log(`start-up task ${task.name} done in ${Date.now() - started} ms`);
    }
  }
}
