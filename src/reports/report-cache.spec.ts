import { RequestContext } from '../common/request-context';
import { etagFor } from '../common/http/etag';
import { ReportCache } from './report-cache';
import { ReportsRepository } from './reports.repository';

/** A stand-in for the repository: the stamp the database would give now, and how often it was read. */
function cacheWith(stamps: Record<string, string>) {
  const reads: string[] = [];
  const repository = {
    stamp: () => {
      const owner = RequestContext.ownerId();
      reads.push(owner);
      return Promise.resolve(stamps[owner]);
    },
  } as unknown as ReportsRepository;
  return { cache: new ReportCache(repository), reads };
}

const asOwner = <T>(owner: string, fn: () => T): T => RequestContext.runAsOwner(owner, fn);
const body = (text: string) => Buffer.from(text, 'utf8');

describe('ReportCache', () => {
  it('answers a repeated query with the same bytes and ETag while the stamp is unchanged', async () => {
    const { cache, reads } = cacheWith({ a: '7.100.t' });
    const kept = asOwner('a', () =>
      cache.keep('daily', { fromDate: '2026-01-01', toDate: '2026-12-31' }, '7.100.t', true, body('{"x":1}')),
    );
    expect(kept.etag).toBe(etagFor('{"x":1}'));
    const hit = await asOwner('a', () => cache.lookup('daily', { toDate: '2026-12-31', fromDate: '2026-01-01' }));
    expect(hit?.bytes.toString()).toBe('{"x":1}');
    expect(hit?.etag).toBe(kept.etag);
    expect(reads).toEqual(['a']);
  });

  it('computes anew once the stamp moved (a write, a restore), and forgets the old entry', async () => {
    const stamps = { a: '7.100.t' };
    const { cache, reads } = cacheWith(stamps);
    asOwner('a', () => cache.keep('daily', { q: 1 }, '7.100.t', true, body('old')));
    stamps.a = '7.205.t'; // the same sequence written again by another transaction: a restore
    expect(await asOwner('a', () => cache.lookup('daily', { q: 1 }))).toBeNull();
    // Gone: no stamp is read for a query nothing is kept for.
    expect(await asOwner('a', () => cache.lookup('daily', { q: 1 }))).toBeNull();
    expect(reads).toEqual(['a']);
  });

  it('keeps nothing that depends on the clock, and reads no stamp for it', async () => {
    const { cache, reads } = cacheWith({ a: '1.1.t' });
    const answer = asOwner('a', () => cache.keep('daily', { q: 1 }, '1.1.t', false, body('running')));
    expect(answer.bytes.toString()).toBe('running');
    expect(await asOwner('a', () => cache.lookup('daily', { q: 1 }))).toBeNull();
    expect(reads).toEqual([]);
  });

  it("never answers one owner with another's report, or one report or query with another's", async () => {
    const { cache } = cacheWith({ a: '1.1.t', b: '1.1.t' });
    asOwner('a', () => cache.keep('daily', { q: 1 }, '1.1.t', true, body('a-daily')));
    expect(await asOwner('b', () => cache.lookup('daily', { q: 1 }))).toBeNull();
    expect(await asOwner('a', () => cache.lookup('weekly', { q: 1 }))).toBeNull();
    expect(await asOwner('a', () => cache.lookup('daily', { q: 2 }))).toBeNull();
    expect(await asOwner('a', () => cache.lookup('daily', { q: 1, billable: true }))).toBeNull();
    expect((await asOwner('a', () => cache.lookup('daily', { q: 1, ignored: undefined })))?.bytes.toString()).toBe('a-daily');
  });

  it('tells repeated values in another order apart (a filter list is part of the query)', async () => {
    const { cache } = cacheWith({ a: '1.1.t' });
    asOwner('a', () => cache.keep('summary', { projectId: ['p1', 'p2'] }, '1.1.t', true, body('s')));
    expect(await asOwner('a', () => cache.lookup('summary', { projectId: ['p1', 'p2'] }))).not.toBeNull();
    expect(await asOwner('a', () => cache.lookup('summary', { projectId: ['p1'] }))).toBeNull();
  });

  it('stays within its budget, letting the least recently used go first', async () => {
    const { cache } = cacheWith({ a: '1.1.t' });
    const mb = (n: number) => Buffer.alloc(n * 1024 * 1024, 32);
    await asOwner('a', async () => {
      cache.keep('daily', { n: 1 }, '1.1.t', true, mb(11));
      cache.keep('daily', { n: 2 }, '1.1.t', true, mb(11));
      expect(await cache.lookup('daily', { n: 1 })).not.toBeNull(); // 1 is now the most recent
      cache.keep('daily', { n: 3 }, '1.1.t', true, mb(11)); // 33 MB > 32: 2 goes
      expect(await cache.lookup('daily', { n: 2 })).toBeNull();
      expect(await cache.lookup('daily', { n: 1 })).not.toBeNull();
      expect(await cache.lookup('daily', { n: 3 })).not.toBeNull();
      cache.keep('daily', { n: 4 }, '1.1.t', true, mb(13)); // larger than one entry may be: answered, not kept
      expect(await cache.lookup('daily', { n: 4 })).toBeNull();
      expect(await cache.lookup('daily', { n: 1 })).not.toBeNull();
    });
  });
});
