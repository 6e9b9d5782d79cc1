import { createServer, Server } from 'node:http';
import { connect, Socket } from 'node:net';
import { capConnectionsPerAddress, closeSilentConnections } from './server-limits';

/** Opens a connection; resolves once it is established, with a promise that settles when it closes. */
function open(port: number): Promise<{ socket: Socket; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const closed = new Promise<void>((done) => socket.on('close', () => done()));
    socket.on('error', () => undefined);
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('error', reject);
  });
}

describe('per-address connection cap', () => {
  let server: Server;
  let port: number;

  afterEach(() => new Promise<void>((done) => server.close(() => done())));

  async function listen(exemptLoopback: boolean): Promise<void> {
    server = createServer((_req, res) => res.end('ok'));
    // The test client is on loopback, which the service exempts; here it counts like any address.
    capConnectionsPerAddress(server, 2, exemptLoopback ? undefined : () => false);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
    port = (server.address() as { port: number }).port;
  }

  it('closes connections beyond the cap from one address, and admits new ones once others close', async () => {
    await listen(false);
    const first = await open(port);
    const second = await open(port);
    const third = await open(port);
    await third.closed; // refused at once
    expect(first.socket.destroyed || second.socket.destroyed).toBe(false);
    first.socket.destroy();
    await first.closed;
    await new Promise((r) => setTimeout(r, 50));
    const fourth = await open(port);
    const stillOpen = await Promise.race([fourth.closed.then(() => false), new Promise((r) => setTimeout(() => r(true), 200))]);
    expect(stillOpen).toBe(true);
    for (const c of [second, fourth]) c.socket.destroy();
  });

  it('exempts loopback by default', async () => {
    await listen(true);
    const sockets = await Promise.all([open(port), open(port), open(port), open(port)]);
    const anyClosed = await Promise.race([
      ...sockets.map((s) => s.closed.then(() => true)),
      new Promise((r) => setTimeout(() => r(false), 200)),
    ]);
    expect(anyClosed).toBe(false);
    for (const s of sockets) s.socket.destroy();
  });
});

describe('silent connections', () => {
  let server: Server;
  let port: number;

  beforeEach(async () => {
    server = createServer((_req, res) => res.end('ok'));
    // Loopback counts like any address here, with a cap of 2 and a 300 ms header timeout.
    capConnectionsPerAddress(server, 2, () => false);
    closeSilentConnections(server, 300);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
    port = (server.address() as { port: number }).port;
  });
  afterEach(() => new Promise<void>((done) => server.close(() => done())));

  it('closes a connection that sends nothing within the header timeout, so it cannot hold the cap', async () => {
    const started = Date.now();
    const [a, b] = [await open(port), await open(port)];
    const refused = await open(port);
    await refused.closed; // over the cap while the silent ones hold it
    await Promise.all([a.closed, b.closed]);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(250);
    expect(took).toBeLessThan(2_000);
    // The cap is free again.
    const next = await open(port);
    const stillOpen = await Promise.race([next.closed.then(() => false), new Promise((r) => setTimeout(() => r(true), 100))]);
    expect(stillOpen).toBe(true);
    next.socket.destroy();
  });

  it('keeps a connection that sent a request past the header timeout (keep-alive)', async () => {
    const c = await open(port);
    let received = '';
    c.socket.on('data', (chunk) => (received += chunk));
    c.socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await new Promise((r) => setTimeout(r, 600));
    expect(received).toMatch(/^HTTP\/1.1 200/);
    expect(c.socket.destroyed).toBe(false);
    c.socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    await c.closed;
    expect(received.match(/HTTP\/1.1 200/g)).toHaveLength(2);
  });
});
