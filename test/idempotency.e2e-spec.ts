import { CommandFixtureModule } from './support/command-fixture';
import { Owner, TestServer, expectProblem, newOwner, startServer, uuid } from './support/harness';

const PATH = '/test-commands/clients';

describe('idempotent commands (receipt store)', () => {
  let server: TestServer;
  let owner: Owner;

  beforeAll(async () => {
    server = await startServer({ imports: [CommandFixtureModule] });
    owner = await newOwner(server);
  });
  afterAll(() => server.close());

  const count = async (o: Owner) => (await o.api.get('/clients?limit=500')).body.items.length;
  const revision = async (o: Owner) => (await o.api.get('/clients')).body.revision;

  it('requires a UUID Idempotency-Key', async () => {
    expectProblem(await owner.api.post(PATH, { name: 'x', color: '#000000' }), 400);
    expectProblem(await owner.api.post(PATH, { name: 'x', color: '#000000' }, { idempotencyKey: 'not-a-uuid' }), 400);
  });

  it('replays the original response byte for byte, with no new effect or event', async () => {
    const key = uuid();
    const first = await owner.api.post(PATH, { name: 'Once', color: '#101010' }, { idempotencyKey: key });
    expect(first.status).toBe(201);
    const rev = await revision(owner);
    const n = await count(owner);
    // key order and whitespace do not matter
    const again = await owner.api.request('POST', PATH, {
      raw: '{ "color" : "#101010",\n "name":"Once" }',
      headers: { 'content-type': 'application/json' },
      idempotencyKey: key,
    });
    expect(again.status).toBe(201);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    expect(await count(owner)).toBe(n);
    expect(await revision(owner)).toBe(rev);
  });

  it('the same key with different input is 409 IDEMPOTENCY_KEY_REUSED and changes nothing', async () => {
    const key = uuid();
    await owner.api.post(PATH, { name: 'First', color: '#202020' }, { idempotencyKey: key });
    const rev = await revision(owner);
    expectProblem(await owner.api.post(PATH, { name: 'Second', color: '#202020' }, { idempotencyKey: key }), 409, 'IDEMPOTENCY_KEY_REUSED');
    expect(await revision(owner)).toBe(rev);
  });

  it('a failed request leaves no receipt: the key can then be used for valid input', async () => {
    const key = uuid();
    expectProblem(await owner.api.post(PATH, { name: '   ', color: '#303030' }, { idempotencyKey: key }), 422, 'VALIDATION');
    const ok = await owner.api.post(PATH, { name: 'Fixed', color: '#303030' }, { idempotencyKey: key });
    expect(ok.status).toBe(201);
  });

  it('keys are per owner: another owner using the same key gets its own result', async () => {
    const other = await newOwner(server);
    const key = uuid();
    const mine = await owner.api.post(PATH, { name: 'Mine', color: '#404040' }, { idempotencyKey: key });
    const theirs = await other.api.post(PATH, { name: 'Theirs', color: '#404040' }, { idempotencyKey: key });
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(theirs.body.ownerId).toBe(other.ownerId);
  });

  it('50 identical concurrent requests share one committed result', async () => {
    const fresh = await newOwner(server);
    const before = await count(fresh);
    const key = uuid();
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => fresh.api.post(PATH, { name: 'Concurrent', color: '#505050' }, { idempotencyKey: key })),
    );
    expect(new Set(replies.map((r) => r.status))).toEqual(new Set([201]));
    expect(new Set(replies.map((r) => r.text)).size).toBe(1);
    expect(await count(fresh)).toBe(before + 1);
    const feed = await fresh.api.get('/changes?after=0');
    expect(feed.body.items.filter((e: any) => e.id === replies[0].body.id)).toHaveLength(1);
  });

  it('authorization is re-checked on replay: revoked token 401, read-only token 403', async () => {
    const key = uuid();
    const created = await owner.api.post(
      '/auth/tokens',
      { name: 'temp', permissions: ['read', 'write'] },
      { token: null, headers: { cookie: owner.cookie, 'x-csrf-token': owner.csrf } },
    );
    const temp = owner.api.as(created.body.token);
    expect((await temp.post(PATH, { name: 'Auth', color: '#606060' }, { idempotencyKey: key })).status).toBe(201);
    const readOnly = await owner.api.post(
      '/auth/tokens',
      { name: 'ro', permissions: ['read'] },
      { token: null, headers: { cookie: owner.cookie, 'x-csrf-token': owner.csrf } },
    );
    expectProblem(await owner.api.as(readOnly.body.token).post(PATH, { name: 'Auth', color: '#606060' }, { idempotencyKey: key }), 403);
    expect((await owner.api.delete(`/auth/tokens/${created.body.id}`)).status).toBe(204);
    const replay = await temp.post(PATH, { name: 'Auth', color: '#606060' }, { idempotencyKey: key });
    expectProblem(replay, 401);
    expect(replay.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('replays after a restart', async () => {
    const key = uuid();
    const first = await owner.api.post(PATH, { name: 'Durable', color: '#707070' }, { idempotencyKey: key });
    await server.close();
    server = await startServer({ imports: [CommandFixtureModule] });
    const again = await server.api.as(owner.token).post(PATH, { name: 'Durable', color: '#707070' }, { idempotencyKey: key });
    expect(again.status).toBe(201);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
  });
});
