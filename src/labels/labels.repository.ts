import { Injectable } from '@nestjs/common';
import { MoreThan, Raw } from 'typeorm';
import { containsPattern } from '../common/like';
import { Database } from '../db/database';
import { InjectOwnedRepository, OwnedRepository } from '../db/owned-repository';
import { LabelEntity } from './label.entity';

/** A label as the service reads it (the entity's columns a response shows). */
export type LabelRow = Pick<LabelEntity, 'id' | 'ownerId' | 'name' | 'color' | 'version' | 'archived'>;

const COLUMNS: Array<keyof LabelEntity> = ['id', 'ownerId', 'name', 'color', 'version', 'archived'];

/**
 * Labels, through TypeORM: an {@link OwnedRepository}, so every statement is scoped to the owner in
 * context by construction (not a hot path). The start-up scan across owners is hand-written SQL.
 */
@Injectable()
export class LabelsRepository {
  constructor(
    private readonly db: Database,
    @InjectOwnedRepository(LabelEntity) private readonly labels: OwnedRepository<LabelEntity>,
  ) {}

  /** A page in ID order: names containing q (case-insensitive), archived or not, after an ID. */
  list(q: string | null, archived: boolean | null, afterId: string | null, take: number): Promise<LabelRow[]> {
    return this.labels.find({
      select: COLUMNS,
      where: {
        ...(q === null ? {} : { name: Raw((name) => `lower(${name}) LIKE lower(:pattern)`, { pattern: containsPattern(q) }) }),
        ...(afterId === null ? {} : { id: MoreThan(afterId) }),
        ...(archived === null ? {} : { archived }),
      },
      order: { id: 'ASC' },
      take,
    });
  }

  find(id: string): Promise<LabelRow | null> {
    return this.labels.findOne({ select: COLUMNS, where: { id } });
  }

  async isEmpty(): Promise<boolean> {
    return !(await this.labels.exists());
  }

  async insert(id: string, name: string, color: string | null, archived = false): Promise<LabelRow> {
    return this.labels.insertReturning({ id, name, color, archived }, COLUMNS);
  }

  /** Version-checked in the statement itself; null when the version moved on. */
  async update(id: string, version: number, name: string, color: string | null, archived: boolean): Promise<LabelRow | null> {
    return this.labels.updateVersioned(id, version, { name, color, archived }, COLUMNS);
  }

  async delete(id: string, version: number): Promise<boolean> {
    return (await this.labels.delete({ id, version })) === 1;
  }

  /** Maintenance query across owners (start-up only): owners whose label set is empty. */
  async ownersWithoutLabels(): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string }>(
      'SELECT o.id FROM owners o WHERE NOT EXISTS (SELECT 1 FROM labels l WHERE l.owner_id = o.id) ORDER BY o.id',
    );
    return rows.map((r) => r.id);
  }
}
