import { Database } from '../src/db/database';
import { newOwner, startServer, TestServer } from './support/harness';

/**
 * One commit wakes every long poll of its owner promptly. The woken polls share their reads (the
 * credential recheck and the events after one cursor), and their periodic rechecks fall on the same
 * clock ticks, so 500 waiters of one owner cost a handful of statements, not a thousand queued on
 * the embedded database (whose one backend runs them one at a time): that queue was the wake's tail.
 */
describe('long-poll wake with many waiters', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('500 waiters of one owner are woken by one commit with a handful of statements', async () => {
    const owner = await newOwner(server);
    const after = (await owner.api.get('/changes?after=0')).body.nextSequence as number;
    const url = `${server.api.base}/changes?after=${after}&waitSeconds=30`;
    const headers = { authorization: `Bearer ${owner.token}` };
    const answeredAt: number[] = [];
    const polls = Array.from({ length: 500 }, () =>
      fetch(url, { headers }).then(async (reply) => {
        const body = (await reply.json()) as { items?: unknown[]; code?: string };
        answeredAt.push(Date.now());
        return { status: reply.status, items: body.items?.length, code: body.code };
      }),
    );
    const db = server.app.get(Database);
    // Every poll is waiting once statements settle to the shared rechecks (two a second).
    const statements = jest.spyOn(db, 'query');
    const deadline = Date.now() + 40_000;
    for (let quiet = 0; quiet < 2;) {
      const before = statements.mock.calls.length;
      await new Promise((r) => setTimeout(r, 1_500));
      quiet = statements.mock.calls.length - before <= 8 ? quiet + 1 : 0;
      if (Date.now() > deadline) throw new Error('the polls never settled into waiting');
    }
    expect(answeredAt).toEqual([]);
    // Counted from before the command: its commit wakes the polls before its own answer is sent.
    const atCommit = statements.mock.calls.length;
    const created = await owner.api.post('/clients', { name: 'Wake them', color: '#1E88E5' });
    const committedAt = Date.now();
    expect(created.status).toBe(201);
    const replies = await Promise.all(polls);
    const wakeStatements = statements.mock.calls.length - atCommit;
    statements.mockRestore();
    expect(replies.filter((r) => r.status !== 200 || r.items !== 1)).toEqual([]);
    // The command's own statements, then one recheck and one read for all of them (a periodic
    // recheck tick may fall in between); each poll on its own would be a thousand.
    expect(wakeStatements).toBeLessThanOrEqual(24);
    // Every poll answered after the commit (the latency itself depends on the machine's load; the
    // statements above are what made the embedded wake's tail).
    expect(Math.min(...answeredAt)).toBeGreaterThanOrEqual(committedAt - 1_000);
  }, 90_000);
});
