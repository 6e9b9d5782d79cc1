import { Injectable } from '@nestjs/common';
import { MoreThan } from 'typeorm';
import { RequestContext } from '../common/request-context';
import { Database } from '../db/database';
import { InjectOwnedRepository, OwnedRepository } from '../db/owned-repository';
import { RateEntity } from './rate.entity';

/**
 * A rate as the service reads it (the entity's columns a response shows). `hourlyRate` is the numeric
 * as PostgreSQL writes it, e.g. "80.5000" (`pg` reads numeric as a string: exact, never a float);
 * `effectiveFromNs` a BigInt (the entity's BIGINT transformer).
 */
export type RateRow = Pick<
  RateEntity,
  'id' | 'ownerId' | 'clientId' | 'projectId' | 'taskId' | 'hourlyRate' | 'currency' | 'effectiveFromNs' | 'version'
>;

export interface RateFields {
  clientId: string | null;
  projectId: string | null;
  taskId: string | null;
  /** Canonical decimal text. */
  hourlyRate: string;
  currency: string;
  effectiveFromNs: bigint | null;
}

export interface RateFilters {
  clientId: string | null;
  projectId: string | null;
  taskId: string | null;
}

export const RATE_SCOPE_INDEX = 'rates_owner_scope_effective_idx';
const COLUMNS: Array<keyof RateEntity> = [
  'id',
  'ownerId',
  'clientId',
  'projectId',
  'taskId',
  'hourlyRate',
  'currency',
  'effectiveFromNs',
  'version',
];

/**
 * Rates, through TypeORM: an {@link OwnedRepository}, so every statement on `rates` is scoped to the
 * owner in context by construction (not a hot path). The scope check reads other modules' tables and
 * stays hand-written SQL; the reports' pricing reads rates in bulk in its own snapshot
 * (`src/reports/reports.repository.ts`).
 */
@Injectable()
export class RatesRepository {
  constructor(
    private readonly db: Database,
    @InjectOwnedRepository(RateEntity) private readonly rates: OwnedRepository<RateEntity>,
  ) {}

  /** A page in ID order: the rates of a scope (each filter null: any), after an ID. */
  list(filters: RateFilters, afterId: string | null, take: number): Promise<RateRow[]> {
    return this.rates.find({
      select: COLUMNS,
      where: {
        ...(filters.clientId === null ? {} : { clientId: filters.clientId }),
        ...(filters.projectId === null ? {} : { projectId: filters.projectId }),
        ...(filters.taskId === null ? {} : { taskId: filters.taskId }),
        ...(afterId === null ? {} : { id: MoreThan(afterId) }),
      },
      order: { id: 'ASC' },
      take,
    });
  }

  find(id: string): Promise<RateRow | null> {
    return this.rates.findOne({ select: COLUMNS, where: { id } });
  }

  /**
   * Whether the owner has the record a scope names (one of the three, or none: true). Hand-written:
   * it reads the clients, projects and tasks tables (a reference check for the write it guards, under
   * the owner lock of the use case), all three in one round trip, each with its owner_id.
   */
  async scopeExists(scope: RateFilters): Promise<boolean> {
    const { rows } = await this.db.query<{ ok: boolean }>(
      `SELECT ($2::uuid IS NULL OR EXISTS (SELECT 1 FROM clients WHERE owner_id = $1 AND id = $2::uuid))
          AND ($3::uuid IS NULL OR EXISTS (SELECT 1 FROM projects WHERE owner_id = $1 AND id = $3::uuid))
          AND ($4::uuid IS NULL OR EXISTS (SELECT 1 FROM tasks WHERE owner_id = $1 AND id = $4::uuid)) AS ok`,
      [RequestContext.ownerId(), scope.clientId, scope.projectId, scope.taskId],
    );
    return rows[0].ok;
  }

  async insert(id: string, f: RateFields): Promise<RateRow> {
    return this.rates.insertReturning({ id, ...f }, COLUMNS);
  }

  /** Version-checked in the statement itself; null when the version moved on. */
  async update(id: string, version: number, f: RateFields): Promise<RateRow | null> {
    return this.rates.updateVersioned(id, version, f, COLUMNS);
  }

  async delete(id: string, version: number): Promise<boolean> {
    return (await this.rates.delete({ id, version })) === 1;
  }
}
