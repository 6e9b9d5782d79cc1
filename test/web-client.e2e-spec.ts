import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { TestServer, startServer } from './support/harness';

const DIST = join(__dirname, '..', 'web-client', 'dist');

function raw(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, method: 'GET', path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** decisions.md "Web client (/web/)": how the built client is served and secured. */
describe('web client at /web/', () => {
  let server: TestServer;
  let asset: string;

  beforeAll(async () => {
    // `npm run build` builds the client before the server; without it these rules cannot be checked.
    expect(existsSync(join(DIST, 'index.html'))).toBe(true);
    asset = /src="\/web\/(assets\/[^"]+\.js)"/.exec(readFileSync(join(DIST, 'index.html'), 'utf8'))![1];
    server = await startServer();
  });
  afterAll(() => server.close());

  it('GET / and /web redirect to /web/', async () => {
    const root = await raw(server.base, '/');
    expect(root.status).toBeGreaterThanOrEqual(301);
    expect(root.status).toBeLessThanOrEqual(308);
    expect(root.headers.location).toBe('/web/');
    const web = await raw(server.base, '/web');
    expect([301, 302, 307, 308]).toContain(web.status);
    expect(web.headers.location).toBe('/web/');
    expect(web.headers['x-content-type-options']).toBe('nosniff');
  });

  it('pages: index.html for /web/ and any extensionless path, with CSP, nosniff and Referrer-Policy', async () => {
    const index = readFileSync(join(DIST, 'index.html'), 'utf8');
    for (const path of ['/web/', '/web/reports', '/web/settings/tokens']) {
      const page = await raw(server.base, path);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body.toString()).toBe(index);
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['referrer-policy']).toBe('same-origin');
      const csp = String(page.headers['content-security-policy']);
      const scripts = csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('script-src'));
      expect(scripts).toBe("script-src 'self'");
      expect(csp).toMatch(/default-src 'self'/);
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it('hashed assets are immutable for a year; gzip when accepted; unchanged copies answer 304', async () => {
    const plain = await raw(server.base, `/web/${asset}`);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^text\/javascript/);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.body.equals(readFileSync(join(DIST, asset)))).toBe(true);
    const gzipped = await raw(server.base, `/web/${asset}`, { 'accept-encoding': 'gzip, br' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);
    const again = await raw(server.base, `/web/${asset}`, { 'if-none-match': String(plain.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('a missing asset is 404 (not the page), also outside the folder', async () => {
    for (const path of [
      '/web/assets/missing-abcdef12.js',
      '/web/nothing.css',
      '/web/../package.json',
      '/web/%2e%2e/package.json',
      '/web/assets/%00.js',
    ]) {
      const reply = await raw(server.base, path);
      expect(reply.status).toBe(404);
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('the host policy applies to /web/ too', async () => {
    const reply = await raw(server.base, '/web/', { host: 'evil.example' });
    expect(reply.status).toBe(421);
  });

  it("the client's checked-in API types match the served OpenAPI document (regenerate: npm run web:api)", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [
      join(__dirname, '..', 'web-client', 'scripts', 'api.mjs'),
      '--check',
      '--url',
      server.base,
    ]);
    expect(stdout).toMatch(/match/);
  });
});
