import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { loadConfig } from '../src/config/app-config';

/**
 * Docker is not available where the tests run: the deployment files are checked by reading them.
 * docker/compose.yaml must describe PostgreSQL 15 on a named volume, two replicas of the service
 * image, and Caddy terminating TLS in front of them with the service told about both.
 */
const DOCKER = join(__dirname, '..', 'docker');
const read = (name: string) => readFileSync(join(DOCKER, name), 'utf8');

/**
 * The environment variables the service's configuration reads (src/config, including the central
 * settings' environment layer, settings-env.ts): every name looked up while loading, with the mail
 * server set so that its dependent variables are looked up too.
 */
function variablesRead(): Set<string> {
  const read = new Set<string>();
  const recording = (values: Record<string, string>) =>
    new Proxy(values, { get: (target, name) => (typeof name === 'string' && read.add(name), target[name as string]) });
  loadConfig(recording({}));
  loadConfig(recording({ MAIL_HOST: 'smtp.example.com', MAIL_FROM: 'tt@example.com' }));
  return read;
}

/** What the operator exports before `up` (docs/deployment.md): the variables compose requires (`${NAME:?message}`). */
const OPERATOR_ENV: Record<string, string> = { TWO_FACTOR_KEY: randomBytes(32).toString('base64') };

/**
 * Compose's `${NAME:-default}` / `${NAME}` / `${NAME:?message}` interpolation: the defaults where
 * nothing is set, and the operator's value for a required variable (compose refuses to start without it).
 */
function interpolate(text: string): string {
  return text.replace(/\$\{([A-Z_]+)(?::([-?])([^}]*))?\}/g, (_m, name: string, kind?: string, fallback?: string) => {
    if (kind !== '?') return fallback ?? '';
    const value = OPERATOR_ENV[name];
    if (value === undefined) throw new Error(`compose requires ${name}, which the test does not set`);
    return value;
  });
}

describe('deployment files (docker/)', () => {
  const compose = parse(read('compose.yaml'));
  const services = compose.services;

  it('compose: PostgreSQL 15 with its data on a named volume and a health check', () => {
    expect(Object.keys(services).sort()).toEqual(['app', 'db', 'proxy']);
    expect(services.db.image).toMatch(/^postgres:15(\.|$|-)/);
    const [volume, target] = services.db.volumes[0].split(':');
    expect(target).toBe('/var/lib/postgresql/data');
    expect(Object.keys(compose.volumes)).toContain(volume);
    expect(services.db.healthcheck.test.join(' ')).toMatch(/pg_isready/);
  });

  it('compose: two replicas of the service image, configured for PostgreSQL behind the proxy', () => {
    const app = services.app;
    expect(app.deploy.replicas).toBe(2);
    // Replicas cannot share a fixed container name or host port.
    expect(app.container_name).toBeUndefined();
    expect(app.ports).toBeUndefined();
    expect(existsSync(join(DOCKER, app.build.context, app.build.dockerfile))).toBe(true);
    expect(app.depends_on.db.condition).toBe('service_healthy');
    const env: Record<string, string> = Object.fromEntries(Object.entries(app.environment).map(([k, v]) => [k, interpolate(String(v))]));
    expect(new URL(env.DATABASE_URL).hostname).toBe('db');
    expect(new URL(env.DATABASE_URL).pathname).toBe(`/${services.db.environment.POSTGRES_DB}`);
    // The service's own validation accepts it: 0.0.0.0 is allowed because the public origin is https.
    const config = loadConfig(env);
    expect(config).toEqual(expect.objectContaining({ host: '0.0.0.0', port: 8080, databaseUrl: env.DATABASE_URL }));
    expect(config.publicOrigin?.protocol).toBe('https:');
    expect(config.publicOrigin?.hostname).toBe(interpolate(services.proxy.environment.PUBLIC_HOST));
    // Every variable set is one the service reads (a misspelt name would be silently ignored).
    const read = variablesRead();
    expect(Object.keys(env).filter((name) => !read.has(name))).toEqual([]);
    // The proxy's fixed address is the trusted one (the central settings' environment layer), so
    // X-Forwarded-For from it names the client.
    expect(config.settings.trustedProxies).toContain(`${services.proxy.networks.backend.ipv4_address}/32`);
    expect(app.networks).toContain('backend');
  });

  it('compose: every replica gets the same two-factor key, which the operator must set (no key file of its own per replica)', () => {
    // Unset, each replica would make its own DATA_DIR/two-factor.key (its own /data volume) and could
    // not read the two-factor secrets another replica encrypted.
    const value = String(services.app.environment.TWO_FACTOR_KEY);
    expect(value).toMatch(/^\$\{TWO_FACTOR_KEY:\?.+\}$/);
    const env: Record<string, string> = Object.fromEntries(
      Object.entries(services.app.environment).map(([k, v]) => [k, interpolate(String(v))]),
    );
    expect(loadConfig(env).twoFactorKey).toEqual(Buffer.from(OPERATOR_ENV.TWO_FACTOR_KEY, 'base64'));
  });

  it('compose: Caddy publishes 443 and forwards to every replica', () => {
    const proxy = services.proxy;
    expect(proxy.image).toMatch(/^caddy:2/);
    expect(proxy.ports).toContain('443:443');
    const caddyfileMount = proxy.volumes.find((v: string) => v.endsWith(':/etc/caddy/Caddyfile:ro'));
    expect(caddyfileMount).toBeDefined();
    const caddyfile = readFileSync(join(DOCKER, caddyfileMount.split(':')[0]), 'utf8');
    expect(caddyfile).toMatch(/^\{\$PUBLIC_HOST:localhost\} \{/m);
    expect(caddyfile).toMatch(/dynamic a \{\s*name app\s*port 8080/);
    expect(interpolate(services.app.environment.PORT)).toBe('8080');
    const subnet = compose.networks.backend.ipam.config[0].subnet as string;
    expect(proxy.networks.backend.ipv4_address.startsWith(subnet.split('.').slice(0, 3).join('.'))).toBe(true);
  });

  it('docs/deployment.md: its environment table names only variables the service reads, and every one compose sets', () => {
    const doc = readFileSync(join(DOCKER, '..', 'docs', 'deployment.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## Environment'), doc.indexOf('\n## ', doc.indexOf('## Environment') + 1));
    const rows = section.split('\n').filter((line) => line.startsWith('| `'));
    const named = rows.flatMap((row) => [...row.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]));
    const composeOnly = ['POSTGRES_PASSWORD'];
    const read = variablesRead();
    expect(named.filter((name) => !read.has(name) && !composeOnly.includes(name))).toEqual([]);
    expect(Object.keys(services.app.environment).filter((name) => !named.includes(name))).toEqual([]);
    expect(named).toEqual(expect.arrayContaining(['TRUSTED_PROXIES', 'SIGNUP_ENABLED', 'RATE_LIMIT_PER_MINUTE', 'LOGIN_MAX_FAILURES']));
  });

  it('compose.pgbouncer.yaml: the replicas go through PgBouncer in transaction mode and LISTEN on PostgreSQL itself; the service accepts that environment', () => {
    const variant = parse(read('compose.pgbouncer.yaml'));
    expect(variant.services.pooler.environment).toEqual(expect.objectContaining({ POOL_MODE: 'transaction', DB_HOST: 'db' }));
    const env = Object.fromEntries(
      Object.entries(variant.services.app.environment as Record<string, string>).map(([k, v]) => [k, interpolate(v)]),
    );
    expect(new URL(env.DATABASE_URL).host).toBe(`pooler:${variant.services.pooler.environment.LISTEN_PORT}`);
    expect(new URL(env.DATABASE_LISTEN_URL).host).toBe('db:5432');
    const config = loadConfig({
      ...Object.fromEntries(Object.entries(services.app.environment as Record<string, string>).map(([k, v]) => [k, interpolate(v)])),
      ...env,
    });
    expect({ pooler: config.databasePooler, listen: config.databaseListenUrl }).toEqual({
      pooler: 'transaction',
      listen: env.DATABASE_LISTEN_URL,
    });
    expect(() => loadConfig({ DATABASE_URL: env.DATABASE_URL, DATABASE_POOLER: 'transaction' })).toThrow(/DATABASE_LISTEN_URL/);
    expect(() => loadConfig({ DATABASE_URL: env.DATABASE_URL, DATABASE_POOLER: 'session' })).toThrow(
      /DATABASE_POOLER must be none or transaction/,
    );
    expect(loadConfig({ DATABASE_URL: env.DATABASE_URL }).databaseListenUrl).toBe(env.DATABASE_URL);
  });

  it('Dockerfile: multi-stage on Node LTS, built with npm run build, non-root, readiness health check', () => {
    const dockerfile = read('Dockerfile');
    const image = /^ARG NODE_IMAGE=node:(\d+)-/m.exec(dockerfile)!;
    // Even Node majors are the LTS lines.
    expect(Number(image[1]) % 2).toBe(0);
    expect(Number(image[1])).toBeGreaterThanOrEqual(24);
    expect(dockerfile.match(/^FROM /gm)!.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/^RUN npm ci /m);
    expect(dockerfile).toMatch(/^RUN npm run build/m);
    expect(dockerfile).toMatch(/^COPY web-client web-client$/m);
    const user = /^USER (\S+)$/m.exec(dockerfile)!;
    expect(['root', '0']).not.toContain(user[1]);
    expect(dockerfile).toMatch(/^HEALTHCHECK [\s\S]*\/q\/health\/ready/m);
    // node runs as `npm start` runs it: scripts/start.sh picks node's options by database (below).
    expect(dockerfile).toMatch(/^COPY scripts\/start\.sh \.\/scripts\/start\.sh$/m);
    expect(dockerfile).toMatch(/^CMD \["sh", "scripts\/start\.sh"\]$/m);
    // Nothing in the image's environment overrides the script's choice (NODE_OPTIONS, malloc's settings).
    expect(dockerfile).not.toMatch(/NODE_OPTIONS|MALLOC_/);
    const start = (JSON.parse(readFileSync(join(DOCKER, '..', 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
    expect(start).toBe('sh scripts/start.sh');
    // Every script `npm run build` runs is in the build stage before it runs.
    const build = (JSON.parse(readFileSync(join(DOCKER, '..', 'package.json'), 'utf8')) as { scripts: { build: string } }).scripts.build;
    const buildStep = dockerfile.indexOf('\nRUN npm run build');
    const scripts = [...build.matchAll(/node (scripts\/\S+)/g)].map((match) => match[1]);
    expect(scripts).toContain('scripts/bundle-server.mjs');
    for (const script of scripts) {
      const copied = dockerfile.indexOf(`\nCOPY ${script} ${script}\n`);
      expect({ script, copied: copied >= 0 && copied < buildStep }).toEqual({ script, copied: true });
    }
    const ignored = readFileSync(join(DOCKER, '..', '.dockerignore'), 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['node_modules', '.git', 'dist']));
  });

  describe("scripts/start.sh (npm start, the image's command)", () => {
    // A stand-in `node` first on PATH prints what it was started with; started from elsewhere (the script finds the build itself).
    let bin: string;
    beforeAll(() => {
      bin = mkdtempSync(join(tmpdir(), 'tt-start-'));
      writeFileSync(join(bin, 'node'), '#!/bin/sh\necho "malloc=${MALLOC_MMAP_THRESHOLD_:-unset}"\necho "args=$*"\n');
      chmodSync(join(bin, 'node'), 0o755);
    });
    afterAll(() => rmSync(bin, { recursive: true, force: true }));
    const started = (env: Record<string, string>, ...args: string[]) =>
      execFileSync('sh', [join(DOCKER, '..', 'scripts', 'start.sh'), ...args], {
        cwd: tmpdir(),
        env: { PATH: `${bin}:/usr/bin:/bin`, ...env },
        encoding: 'utf8',
      });

    const bundle = join(DOCKER, '..', 'dist', 'src', 'server.js');
    const main = join(DOCKER, '..', 'dist', 'src', 'main.js');

    it('embedded database (no DATABASE_URL): the bundled server, with the memory-lean options', () => {
      const out = started({});
      expect(out).toContain('malloc=131072\n');
      expect(out).toContain(`args=--max-semi-space-size=4 --no-maglev --heap-growing-percent=25 ${bundle}\n`);
      // An operator's own malloc setting wins.
      expect(started({ MALLOC_MMAP_THRESHOLD_: '65536' })).toContain('malloc=65536\n');
    });

    it("PostgreSQL (DATABASE_URL): tsc's modules with node's defaults; arguments pass through", () => {
      const out = started({ DATABASE_URL: 'postgresql://db/tt' }, '--version');
      expect(out).toContain('malloc=unset\n');
      expect(out).toContain(`args=${main} --version\n`);
    });
  });
});
