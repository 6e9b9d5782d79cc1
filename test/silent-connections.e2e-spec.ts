import { connect, Socket } from 'node:net';
import { HEADERS_TIMEOUT_MS } from '../src/common/http/server-limits';
import { startServer, TestServer } from './support/harness';

/**
 * A connection that never sends a byte is closed after the header timeout like a slow one, from
 * loopback too: it cannot hold a socket (or its address's connection cap) for longer.
 */
describe('silent connections', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.close());

  it(`closes connections that send nothing within ${HEADERS_TIMEOUT_MS / 1000} s, and serves the others meanwhile`, async () => {
    const port = Number(new URL(server.base).port);
    const started = Date.now();
    const closedAfter = await Promise.all(
      Array.from(
        { length: 50 },
        () =>
          new Promise<Promise<number>>((resolve, reject) => {
            const socket: Socket = connect(port, '127.0.0.1');
            const closed = new Promise<number>((done) => socket.on('close', () => done(Date.now() - started)));
            socket.on('error', () => undefined);
            // Read what arrives: Node's own headers timeout (checked each second) may win the race with
            // ours and answer 408 before closing; a socket whose data is never read never sees the end
            // of the stream, so it would never close on this side (the flake this spec once had).
            socket.resume();
            socket.once('connect', () => resolve(closed));
            socket.once('error', reject);
          }),
      ),
    );
    // Meanwhile the server answers as usual.
    expect((await fetch(`${server.base}/q/health/live`)).status).toBe(200);
    const times = await Promise.all(closedAfter);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 500);
    expect(Math.max(...times)).toBeLessThan(HEADERS_TIMEOUT_MS + 3_000);
  }, 30_000);
});
