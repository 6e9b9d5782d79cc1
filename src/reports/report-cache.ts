import { Injectable } from '@nestjs/common';
import { RequestContext } from '../common/request-context';
import { JsonBytes } from '../common/http/response-writer';
import { etagFor } from '../common/http/etag';
import { ReportsRepository } from './reports.repository';

/**
 * What the cache may hold in all, and the largest report it keeps (a year's daily report with
 * amounts: ~3.8 MB, and ~6 MB more of what it was made of, to patch it).
 */
const BUDGET_BYTES = 32 * 1024 * 1024;
const LARGEST_BYTES = 12 * 1024 * 1024;
/** An entry nobody asked for in this long is let go, so an idle server does not keep a report's bytes. */
const IDLE_MS = 10 * 60 * 1000;

/**
 * What a kept report was made of, to bring it up to date after a change without computing it afresh
 * (PatchableReport for the daily and weekly reports, KeptActivities for the summary).
 */
export interface Patchable {
  /** The bytes' ETag (the same whichever way the bytes were made). */
  etag(bytes: Buffer): string;
  /** About what it holds, in bytes (it counts in the cache's budget). */
  readonly size: number;
}

interface Entry {
  stamp: string;
  bytes: Buffer;
  etag: string;
  /** What the report was made of, when it can be patched after a change. */
  patchable: Patchable | undefined;
  /** Its bytes and what else it holds. */
  size: number;
  timer: NodeJS.Timeout;
}

/**
 * The JSON of a report the owner asked for before, answered again while nothing it depends on has
 * changed: a year's daily report takes ~45 ms to compute and 3 ms to send again.
 *
 * Why a stamp and not the revision alone: a report is a function of the owner's stored data, the
 * query and (only with a running activity) the clock. Every write that changes what a report reads
 * updates the owner's row in the same transaction (its change sequence), so the row's `xmin` (the
 * transaction that last wrote it) and the sequence together name the state of the owner's data. The
 * sequence alone is not enough: restoring a backup under running servers brings an old sequence back
 * with other data; the restore writes the row in a new transaction, so its `xmin` differs. The
 * database server's start time is part of the stamp as well, so a server restored to an earlier
 * point in time (where transaction IDs are handed out again) never matches an entry made before.
 *
 * Only reports without an open activity among the rows read are kept (with one, the figures depend
 * on the clock), and only JSON (the downloads print the time they were made).
 */
@Injectable()
export class ReportCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly reports: ReportsRepository) {}

  /** The owner's report for this query and representation, if it is still what computing it would give. */
  async lookup(kind: string, query: object): Promise<JsonBytes | null> {
    const found = await this.find(kind, query);
    return found instanceof JsonBytes ? found : null;
  }

  /**
   * lookup(); and when the report kept is out of date but can be patched, that report, taken out of
   * the cache (one request patches it; the caller keeps the result).
   */
  async find(kind: string, query: object): Promise<JsonBytes | { stale: Patchable } | null> {
    const key = keyOf(kind, query);
    const entry = this.entries.get(key);
    if (entry === undefined) return null;
    const stamp = await this.reports.stamp();
    if (this.entries.get(key) !== entry) return null;
    if (stamp !== entry.stamp) {
      this.drop(key);
      return entry.patchable ? { stale: entry.patchable } : null;
    }
    // Most recently used last: the budget lets the oldest go first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    entry.timer.refresh();
    return new JsonBytes(entry.bytes, entry.etag);
  }

  /** Keeps a report computed at `stamp` (when cacheable) and returns it as the response's bytes. */
  keep(kind: string, query: object, stamp: string, cacheable: boolean, bytes: Buffer, patchable?: Patchable, tag?: string): JsonBytes {
    // A report that can be patched is tagged from its pieces' hashes, on the first write as after a patch.
    const etag = patchable ? patchable.etag(bytes) : (tag ?? etagFor(bytes));
    const size = bytes.length + (patchable?.size ?? 0);
    if (!cacheable || size > LARGEST_BYTES) return new JsonBytes(bytes, etag);
    const key = keyOf(kind, query);
    this.drop(key);
    while (this.bytes + size > BUDGET_BYTES && this.entries.size > 0) this.drop(this.entries.keys().next().value as string);
    const timer = setTimeout(() => this.drop(key), IDLE_MS);
    timer.unref();
    this.entries.set(key, { stamp, bytes, etag, patchable, size, timer });
    this.bytes += size;
    return new JsonBytes(bytes, etag);
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    clearTimeout(entry.timer);
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}

/** The owner, the report and every query parameter given (in a fixed order; repeated values in their order). */
function keyOf(kind: string, query: object): string {
  const given = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${RequestContext.ownerId()}\n${kind}\n${JSON.stringify(given)}`;
}
