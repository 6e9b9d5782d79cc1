import { Injectable } from '@nestjs/common';
import { In, IsNull, MoreThan, Raw } from 'typeorm';
import { containsPattern } from '../common/like';
import { Database } from '../db/database';
import { InjectOwnedRepository, OwnedRepository } from '../db/owned-repository';
import { ProjectIcon } from './dto/project.dto';
import { ProjectEntity } from './project.entity';

/** A project as the services read it (the entity's columns a response or a rule uses). */
export type ProjectRow = Pick<ProjectEntity, 'id' | 'ownerId' | 'name' | 'clientId' | 'billableByDefault' | 'version' | 'archived'> & {
  /** The column holds only the icons the API accepts (the entity types it as text). */
  icon: ProjectIcon | null;
};

export interface ProjectFilters {
  q: string | null;
  clientIds: string[] | null;
  archived: boolean | null;
}

const COLUMNS: Array<keyof ProjectEntity> = ['id', 'ownerId', 'name', 'clientId', 'icon', 'billableByDefault', 'version', 'archived'];

/**
 * Projects, through TypeORM: an {@link OwnedRepository}, so every statement is scoped to the owner in
 * context by construction (not a hot path). The start-up scan across owners is hand-written SQL.
 */
@Injectable()
export class ProjectsRepository {
  constructor(
    private readonly db: Database,
    @InjectOwnedRepository(ProjectEntity) private readonly projects: OwnedRepository<ProjectEntity>,
  ) {}

  /** A page in ID order: names containing q (case-insensitive), of these clients, archived or not, after an ID. */
  async list(filters: ProjectFilters, afterId: string | null, take: number): Promise<ProjectRow[]> {
    const rows = await this.projects.find({
      select: COLUMNS,
      where: {
        ...(filters.q === null
          ? {}
          : { name: Raw((name) => `lower(${name}) LIKE lower(:pattern)`, { pattern: containsPattern(filters.q) }) }),
        ...(filters.clientIds === null ? {} : { clientId: In(filters.clientIds) }),
        ...(afterId === null ? {} : { id: MoreThan(afterId) }),
        ...(filters.archived === null ? {} : { archived: filters.archived }),
      },
      order: { id: 'ASC' },
      take,
    });
    return rows as ProjectRow[];
  }

  async find(id: string): Promise<ProjectRow | null> {
    return (await this.projects.findOne({ select: COLUMNS, where: { id } })) as ProjectRow | null;
  }

  async insert(
    id: string,
    name: string,
    clientId: string,
    icon: ProjectIcon | null,
    billableByDefault = false,
    archived = false,
  ): Promise<ProjectRow> {
    return (await this.projects.insertReturning({ id, name, clientId, icon, billableByDefault, archived }, COLUMNS)) as ProjectRow;
  }

  /** Version-checked in the statement itself; null when the version moved on. */
  async update(
    id: string,
    version: number,
    name: string,
    clientId: string,
    icon: ProjectIcon | null,
    billableByDefault: boolean,
    archived: boolean,
  ): Promise<ProjectRow | null> {
    return (await this.projects.updateVersioned(
      id,
      version,
      { name, clientId, icon, billableByDefault, archived },
      COLUMNS,
    )) as ProjectRow | null;
  }

  async delete(id: string, version: number): Promise<boolean> {
    return (await this.projects.delete({ id, version })) === 1;
  }

  /**
   * Start-up backfill: attaches the owner's projects without a client to `clientId`; the IDs of those
   * changed, in ID order. Read, then written by ID: the caller holds the owner lock (UnitOfWork), so
   * no project of the owner changes in between.
   */
  async attachClientless(clientId: string): Promise<string[]> {
    const ids = (await this.projects.find({ select: ['id'], where: { clientId: IsNull() }, order: { id: 'ASC' } })).map((r) => r.id);
    if (ids.length > 0) await this.projects.update({ id: In(ids) }, { clientId, version: () => 'version + 1', updatedAt: () => 'now()' });
    return ids;
  }

  /**
   * Maintenance query across owners (start-up only): owners that still lack a General client or
   * still have projects without a client. Each is then handled in its own owner-locked transaction.
   * Hand-written: it spans owners, which the owned repository refuses by construction.
   */
  async ownersNeedingGeneral(): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string }>(
      `SELECT o.id FROM owners o
        WHERE NOT EXISTS (SELECT 1 FROM clients c WHERE c.owner_id = o.id AND c.is_general)
           OR EXISTS (SELECT 1 FROM projects p WHERE p.owner_id = o.id AND p.client_id IS NULL)
        ORDER BY o.id`,
    );
    return rows.map((r) => r.id);
  }
}
