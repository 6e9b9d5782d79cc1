import { ChildProcess, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer, Server, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './child-server';

/**
 * Debian's PgBouncer (1.18, without prepared-statement support) in transaction mode on a spare
 * loopback port, in front of the PostgreSQL server of `postgresUrl`; any database name is passed
 * through. As root it runs as the `postgres` user (PgBouncer refuses to run as root).
 */
export interface PgBouncer {
  port: number;
  /** `postgresUrl` with the pooler's host and port. */
  url(postgresUrl: string): string;
  log(): string;
  stop(): Promise<void>;
}

export async function startPgBouncer(postgresUrl: string, options: { poolSize?: number } = {}): Promise<PgBouncer> {
  const server = new URL(postgresUrl);
  const user = decodeURIComponent(server.username || 'postgres');
  const password = decodeURIComponent(server.password);
  const dir = mkdtempSync(join(tmpdir(), 'tt-pgbouncer-'));
  const port = await freePort();
  const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;
  writeFileSync(join(dir, 'userlist.txt'), `${quote(user)} ${quote(password)}\n`, { mode: 0o600 });
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || '5432'}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${options.poolSize ?? 8}`,
      'max_client_conn = 1000',
      // Sent by some drivers at start-up; a transaction pooler cannot keep it per client.
      'ignore_startup_parameters = extra_float_digits',
      `logfile = ${join(dir, 'pgbouncer.log')}`,
      `pidfile = ${join(dir, 'pgbouncer.pid')}`,
      '',
    ].join('\n'),
  );
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (asRoot) {
    const pg = postgresIds();
    for (const file of ['', 'userlist.txt', 'pgbouncer.ini']) chownSync(join(dir, file), pg.uid, pg.gid);
  }
  const child: ChildProcess = spawn('pgbouncer', [...(asRoot ? ['-u', 'postgres'] : []), join(dir, 'pgbouncer.ini')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const log = () =>
    `${output}${(() => {
      try {
        return readFileSync(join(dir, 'pgbouncer.log'), 'utf8');
      } catch {
        return '';
      }
    })()}`;
  const deadline = Date.now() + 15_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`pgbouncer did not start: ${log()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    url: (postgresUrl) => {
      const pooled = new URL(postgresUrl);
      pooled.hostname = '127.0.0.1';
      pooled.port = String(port);
      return pooled.toString();
    },
    log,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresIds(): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error('no postgres user to run pgbouncer as');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A TCP relay that reads what clients send to PostgreSQL (the frontend protocol) on its way: the
 * named statements (a Parse message with a name), the SQL PREPARE/EXECUTE/DEALLOCATE and the
 * LISTENs it saw, and how many statements went through at all.
 */
export interface StatementWatch {
  port: number;
  seen: { statements: number; namedParses: string[]; sqlPrepares: string[]; listens: string[] };
  stop(): Promise<void>;
}

export async function watchStatements(upstreamPort: number): Promise<StatementWatch> {
  const seen: StatementWatch['seen'] = { statements: 0, namedParses: [], sqlPrepares: [], listens: [] };
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = createConnection({ host: '127.0.0.1', port: upstreamPort });
    sockets.add(client).add(upstream);
    let buffer = Buffer.alloc(0);
    let started = false;
    client.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!started) {
          // The start-up packet (or an SSLRequest before it): length, then no type byte.
          if (buffer.length < 8) break;
          const length = buffer.readInt32BE(0);
          if (buffer.length < length) break;
          if (buffer.readInt32BE(4) === 196608) started = true;
          buffer = buffer.subarray(length);
          continue;
        }
        if (buffer.length < 5) break;
        const length = buffer.readInt32BE(1);
        if (buffer.length < 1 + length) break;
        const type = String.fromCharCode(buffer[0]);
        const body = buffer.subarray(5, 1 + length);
        if (type === 'P') {
          seen.statements++;
          const name = body.subarray(0, body.indexOf(0)).toString('utf8');
          if (name !== '') seen.namedParses.push(name);
        } else if (type === 'Q') {
          seen.statements++;
          const text = body.subarray(0, body.indexOf(0)).toString('utf8');
          if (/\b(PREPARE|EXECUTE|DEALLOCATE)\b/i.test(text)) seen.sqlPrepares.push(text.slice(0, 200));
          if (/\bLISTEN\b/i.test(text)) seen.listens.push(text.slice(0, 200));
        }
        buffer = buffer.subarray(1 + length);
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', close).on('error', close);
    upstream.on('close', close).on('error', close);
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );
  return {
    port,
    seen,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
