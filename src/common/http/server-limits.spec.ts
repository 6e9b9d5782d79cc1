import { createServer, Server } from 'node:http';
import { connect, Socket } from 'node:net';
import { capConnectionsPerAddress } from './server-limits';

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
    const anyClosed = await Promise.race([...sockets.map((s) => s.closed.then(() => true)), new Promise((r) => setTimeout(() => r(false), 200))]);
    expect(anyClosed).toBe(false);
    for (const s of sockets) s.socket.destroy();
  });
});
