import { TestServer, newOwner, startServer } from './support/harness';

/**
 * The sign-in throttle under concurrency (decisions.md, Administration: at `loginThrottle.maxFailures`
 * failures in the window further attempts answer 429). Concurrent wrong passwords must not all pass
 * the check before any of them is counted. The spec runs with the default settings (10 per 900 s).
 */
const MAX_FAILURES = 10;

describe('sign-in throttle under concurrent attempts', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  const signIn = (email: string, password: string) => server.api.post('/auth/session', { email, password });

  it('checks at most maxFailures passwords of one email, however many attempts arrive at once', async () => {
    const owner = await newOwner(server);
    const replies = await Promise.all(Array.from({ length: 3 * MAX_FAILURES }, (_, i) => signIn(owner.email, `wrong password ${i}`)));
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILURES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2 * MAX_FAILURES);
    const right = await signIn(owner.email, owner.password);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('does not count a right password, nor one refused by the throttle', async () => {
    const owner = await newOwner(server);
    for (let i = 0; i < MAX_FAILURES - 1; i++) expect((await signIn(owner.email, `wrong password ${i}`)).status).toBe(401);
    // Right passwords leave the count where it was.
    for (let i = 0; i < 3; i++) expect((await signIn(owner.email, owner.password)).status).toBe(201);
    expect((await signIn(owner.email, 'wrong password again')).status).toBe(401);
    expect((await signIn(owner.email, 'wrong password once more')).status).toBe(429);
    expect((await signIn(owner.email, owner.password)).status).toBe(429);
  });
});
