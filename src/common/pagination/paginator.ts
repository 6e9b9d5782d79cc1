import { Injectable } from '@nestjs/common';
import { Database } from '../../db/database';
import { ServerSecrets } from '../../db/db.module';
import { Problem } from '../http/problem';
import { RequestContext } from '../request-context';
import { CursorCodec } from './cursor';
import { DEFAULT_LIMIT, Page, PageQuery } from './page';

export interface PageSource<Row, Item> {
  /** Normalized filters: the cursor is bound to exactly these. */
  filters: Record<string, unknown>;
  /** Rows after the key (null: from the start), in key order, at most `take`. Owner-scoped by the repository. */
  fetch(after: string[] | null, take: number): Promise<Row[]>;
  keyOf(row: Row): string[];
  map(row: Row): Item;
}

/**
 * The owner's current revision (the change feed's last committed sequence), read in the caller's
 * transaction. The changes module, which owns that sequence, provides it (common reads no module's table).
 */
export abstract class RevisionSource {
  abstract revision(): Promise<string>;
}

const CURSOR_PROBLEMS = {
  malformed: 'The cursor is malformed',
  foreign: 'The cursor belongs to another owner',
  filters: 'The cursor was made for different filters',
} as const;

/**
 * Keyset pagination with opaque cursors bound to owner, filters, last key and the owner's revision.
 * Each page is read in one snapshot with the revision; any change by the owner between pages makes
 * the next page 409 CURSOR_EXPIRED instead of silently skipping or repeating rows.
 */
@Injectable()
export class Paginator {
  private readonly codec: CursorCodec;

  constructor(
    private readonly db: Database,
    private readonly revisions: RevisionSource,
    secrets: ServerSecrets,
  ) {
    this.codec = new CursorCodec(secrets.cursorKey);
  }

  async page<Row, Item>(query: PageQuery, source: PageSource<Row, Item>): Promise<Page<Item>> {
    const ownerId = RequestContext.ownerId();
    const limit = query.limit === undefined ? DEFAULT_LIMIT : Number(query.limit);
    let after: string[] | null = null;
    let expectedRevision: string | null = null;
    if (query.cursor !== undefined) {
      const decoded = this.codec.decode(query.cursor, { ownerId, filters: source.filters });
      if (!decoded.ok) throw Problem.badRequest(CURSOR_PROBLEMS[decoded.reason], 'BAD_CURSOR');
      after = decoded.lastKey;
      expectedRevision = decoded.revision;
    }
    return this.db.snapshot(async () => {
      const revision = await this.revisions.revision();
      if (expectedRevision !== null && expectedRevision !== revision) {
        throw Problem.conflict('CURSOR_EXPIRED', 'The data changed during pagination; start a new traversal');
      }
      const fetched = await source.fetch(after, limit + 1);
      const pageRows = fetched.slice(0, limit);
      const nextCursor =
        fetched.length > limit
          ? this.codec.encode({ ownerId, filters: source.filters, lastKey: source.keyOf(pageRows[pageRows.length - 1]), revision })
          : null;
      return { items: pageRows.map((row) => source.map(row)), nextCursor, revision: Number(revision) };
    });
  }
}
