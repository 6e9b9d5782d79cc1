import { Injectable } from '@nestjs/common';
import { assertCurrent } from '../common/http/conditional';
import { IfMatch } from '../common/http/etag';
import { Problem } from '../common/http/problem';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../db/database';
import { UnitOfWork } from '../db/unit-of-work';
import { ChangesService, EntityType } from './changes.service';

/** Returned by a change callback when the request changes nothing: same record, same version, no event. */
export const UNCHANGED: unique symbol = Symbol('unchanged');
export type Unchanged = typeof UNCHANGED;

/** How to find and present one kind of versioned record. */
export interface VersionedKind<Row extends { version: number }, Response extends { version: number }> {
  /** The entity type of its change events. */
  type: EntityType;
  /** The 404 detail when the owner has no such record (missing and foreign alike). */
  missing: string;
  /** The owner's record by ID, or null (repositories are owner-scoped). */
  load(id: string): Promise<Row | null>;
  /** The representation a GET returns; its ETag is what If-Match must name. */
  present(row: Row): Response;
}

export interface DeleteOptions {
  /** The 409 IN_USE detail when the delete breaks a foreign key (the record is still referenced). */
  inUse?: string;
}

/**
 * The one write path for versioned records. `update` and `delete` run the whole sequence in the
 * owner-locked transaction: owner-scoped load → 404 → If-Match (428 absent, 412 stale) → the
 * caller's change (which returns {@link UNCHANGED} for a no-op, null when the version-guarded
 * statement matched nothing) → 412 stale → the change event. `create` records the created event.
 * Events for other records a command touches (daily parts, backfills, defaults) go through
 * `created`/`updated`/`deleted`, so every event of a command is written in one statement at commit.
 */
export class VersionedRecords<Row extends { version: number }, Response extends { version: number }> {
  constructor(
    private readonly kind: VersionedKind<Row, Response>,
    private readonly uow: UnitOfWork,
    private readonly changes: ChangesService,
  ) {}

  /** The owner's record, or 404. */
  async found(id: string): Promise<Row> {
    const row = await this.kind.load(id);
    if (!row) throw Problem.notFound(this.kind.missing);
    return row;
  }

  /** Creates a record (the write returns it with its ID) and records its `created` event. */
  create(write: () => Promise<Row & { id: string }>): Promise<Response> {
    return this.uow.run(async () => {
      const row = await write();
      await this.created(row.id);
      return this.kind.present(row);
    });
  }

  /**
   * A conditional update. `change` runs after the record is found and If-Match names its current
   * representation; it returns the new row (from a statement guarded by `version = current.version`),
   * null when that statement matched nothing (412), or UNCHANGED. A row whose version did not move
   * counts as unchanged too (no event).
   */
  update(id: string, ifMatch: IfMatch, change: (current: Row, response: Response) => Promise<Row | null | Unchanged>): Promise<Response> {
    return this.uow.run(async () => {
      const current = await this.found(id);
      const response = this.kind.present(current);
      assertCurrent(ifMatch, response);
      const row = await change(current, response);
      if (row === UNCHANGED) return response;
      if (row === null) throw Problem.stale();
      // The change may have recorded this record's event itself (e.g. with the daily parts it created).
      if (row.version !== current.version) await this.changes.recordOnce(this.kind.type, 'updated', id);
      return this.kind.present(row);
    });
  }

  /** A conditional delete. `remove` runs a statement guarded by `version = current.version`; false is 412. */
  delete(id: string, ifMatch: IfMatch, remove: (current: Row) => Promise<boolean>, options: DeleteOptions = {}): Promise<void> {
    return this.uow.run(async () => {
      const current = await this.found(id);
      assertCurrent(ifMatch, this.kind.present(current));
      let removed: boolean;
      try {
        removed = await remove(current);
      } catch (error) {
        if (options.inUse !== undefined && pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw Problem.inUse(options.inUse);
        throw error;
      }
      if (!removed) throw Problem.stale();
      await this.deleted(id);
    });
  }

  /** Records the `created` event of a record the current command inserted (in its transaction). */
  created(id: string): Promise<void> {
    return this.changes.record(this.kind.type, 'created', id);
  }

  /** Records the `updated` event of a record the current command changed (version bumped). */
  updated(id: string): Promise<void> {
    return this.changes.record(this.kind.type, 'updated', id);
  }

  deleted(id: string): Promise<void> {
    return this.changes.record(this.kind.type, 'deleted', id);
  }
}

/** Makes a {@link VersionedRecords} per kind of record; inject it into a service and keep the result as a field. */
@Injectable()
export class VersionedWrites {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly changes: ChangesService,
  ) {}

  of<Row extends { version: number }, Response extends { version: number }>(
    kind: VersionedKind<Row, Response>,
  ): VersionedRecords<Row, Response> {
    return new VersionedRecords(kind, this.uow, this.changes);
  }
}
