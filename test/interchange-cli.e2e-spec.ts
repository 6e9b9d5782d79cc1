import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCommandLine } from './support/child-server';
import { Owner, TestServer, newOwner, startServer } from './support/harness';

/** The command line against a running server (the e2e run builds dist/ first). */
const cli = runCommandLine;

describe('command line: export and import against a running server', () => {
  let server: TestServer;
  let owner: Owner;
  let dir: string;

  beforeAll(async () => {
    server = await startServer();
    owner = await newOwner(server);
    const project = await owner.api.post('/projects', {
      name: 'CLI project',
      clientId: (await owner.api.get('/clients')).body.items[0].id,
    });
    await owner.api.post('/tasks', { summary: 'CLI task', url: null, projectId: project.body.id, parentTaskId: null });
    dir = mkdtempSync(join(tmpdir(), 'tt-interchange-'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await server.close();
  });

  it('exports JSON and ZIP files readable by their owner only, and imports them into another account', async () => {
    const json = join(dir, 'backup.json');
    const zip = join(dir, 'backup.zip');
    // a pre-existing, world-readable file is replaced by a private one
    writeFileSync(json, 'old', { mode: 0o644 });
    const first = await cli(['export', '--out', json, '--url', server.base, '--token', owner.token]);
    expect(first.code).toBe(0);
    expect(statSync(json).mode & 0o777).toBe(0o600);
    // The whole account by default (v4: rates, billable and archived flags, time entries).
    expect(JSON.parse(readFileSync(json, 'utf8')).format).toBe('service-domain-v4');
    const v3 = join(dir, 'backup-v3.json');
    expect((await cli(['export', '--out', v3, '--version', '3', '--url', server.base, '--token', owner.token])).code).toBe(0);
    expect(JSON.parse(readFileSync(v3, 'utf8')).format).toBe('service-domain-v3');
    const second = await cli(['export', '--out', zip, '--csv-version', '2', '--url', server.base], { TT_TOKEN: owner.token });
    expect(second.code).toBe(0);
    expect(statSync(zip).mode & 0o777).toBe(0o600);

    for (const file of [json, zip]) {
      const target = await newOwner(server);
      const result = join(dir, `result-${file.endsWith('zip') ? 'zip' : 'json'}.json`);
      const imported = await cli(['import', file, '--url', `${server.base}/api/v1`, '--token', target.token, '--result', result]);
      expect(imported.code).toBe(0);
      expect(imported.stderr).toMatch(/idempotency key: [0-9a-f-]{36}/);
      const summary = JSON.parse(imported.stdout);
      expect(summary.counts).toMatchObject({ projects: 1, tasks: 1 });
      expect(statSync(result).mode & 0o777).toBe(0o600);
      expect(Object.keys(JSON.parse(readFileSync(result, 'utf8')).idMap).length).toBeGreaterThan(2);
      // a retry with the same key replays the original result
      const key = /idempotency key: ([0-9a-f-]{36})/.exec(imported.stderr)![1];
      const again = await cli(['import', file, '--url', server.base, '--token', target.token, '--idempotency-key', key]);
      expect(again.code).toBe(0);
      expect(JSON.parse(again.stdout)).toEqual(summary);
      expect((await target.api.get('/tasks')).body.items.filter((t: any) => t.summary === 'CLI task')).toHaveLength(1);
    }
  });

  it('reports failures and usage errors with non-zero exit codes', async () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ format: 'service-domain-v9' }));
    const failed = await cli(['import', bad, '--url', server.base, '--token', owner.token]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/422 VALIDATION/);
    expect(failed.stderr).toMatch(/\/format/);
    expect((await cli(['export', '--out', join(dir, 'x.txt'), '--token', owner.token])).code).toBe(2);
    // An option or argument a command does not take is a usage error, not silently ignored.
    const typo = await cli(['export', '--out', join(dir, 'z.json'), '--verison', '4', '--token', owner.token]);
    expect({ code: typo.code, stderr: typo.stderr }).toEqual({ code: 2, stderr: expect.stringContaining('unexpected option: --verison') });
    const extra = await cli(['import', bad, 'other.json', '--token', owner.token]);
    expect({ code: extra.code, stderr: extra.stderr }).toEqual({
      code: 2,
      stderr: expect.stringContaining('unexpected argument: other.json'),
    });
    expect((await cli(['export', '--out', join(dir, 'v2.json'), '--version', '2', '--token', owner.token])).code).toBe(2);
    // A --result nobody can write is refused before anything is imported.
    const target = await newOwner(server);
    const nowhere = await cli([
      'import',
      bad,
      '--result',
      join(dir, 'no-such-dir', 'r.json'),
      '--url',
      server.base,
      '--token',
      target.token,
    ]);
    expect({ code: nowhere.code, stderr: nowhere.stderr }).toEqual({
      code: 2,
      stderr: expect.stringContaining('--result: cannot write a file in'),
    });
    expect((await cli(['export', '--out', join(dir, 'x.json'), '--url', server.base], { TT_TOKEN: '' })).code).toBe(2);
    const denied = await cli(['export', '--out', join(dir, 'y.json'), '--url', server.base, '--token', 'ttp_invalid']);
    expect(denied.code).toBe(1);
    expect(denied.stderr).toMatch(/401/);
  });
});
