import { Injectable } from '@nestjs/common';
import { Database } from '../db/database';
import { schemaIsCurrent } from '../db/migrator';

/** The readiness probe's reads: no owner data, only whether the database answers and is migrated. */
@Injectable()
export class ReadinessRepository {
  constructor(private readonly db: Database) {}

  /** The database answers a statement (any failure is "no"). */
  reachable(): Promise<boolean> {
    return this.db.query('SELECT 1').then(
      () => true,
      () => false,
    );
  }

  /** The schema is at the latest migration (any failure is "no"). */
  schemaIsCurrent(): Promise<boolean> {
    return schemaIsCurrent(this.db).catch(() => false);
  }
}
