import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { convertTrackerCsv } from '@time-tracking/converters';
import { join } from 'node:path';
import { runCommandLine } from './support/child-server';
import { Owner, TestServer, newOwner, startServer } from './support/harness';

/** `npm run cli -- import-tracker` against a real server: preview, job, batches, re-run, undo. */
const FIXTURES = join(__dirname, 'fixtures/imports');
const cli = (args: string[], env: Record<string, string> = {}) => runCommandLine(['import-tracker', ...args], env);

const ALL = 'from=2000-01-01T00:00:00Z&to=2100-01-01T00:00:00Z&limit=500';

/**
 * An interrupted run of `count` half-hour Toggl rows in project `project`, made for Europe/Berlin: a
 * file in `dir`, a fresh account, its job and the first batch (100 rows) committed, the rest missing.
 */
async function interruptedRun(server: TestServer, dir: string, project: string, count: number) {
  const header = 'User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags';
  const lines = Array.from({ length: count }, (_, i) => {
    const day = String(1 + (i % 28)).padStart(2, '0');
    const hour = String(6 + Math.floor(i / 28)).padStart(2, '0');
    return `U,u@example.com,,${project},,Entry ${i},No,2026-01-${day},${hour}:00:00,2026-01-${day},${hour}:30:00,00:30:00,`;
  });
  const text = `${header}\n${lines.join('\n')}\n`;
  const file = join(dir, 'toggl.csv');
  writeFileSync(file, text);
  const fresh = await newOwner(server);
  const job = await fresh.api.post('/imports', {
    source: 'toggl',
    fileName: 'toggl.csv',
    fileSha256: createHash('sha256').update(text).digest('hex'),
    sourceZoneId: 'Europe/Berlin',
    mappings: { projects: [{ client: null, name: project, action: 'create' }] },
    selectedCount: count,
  });
  const first = convertTrackerCsv(text, 'toggl').entries.slice(0, 100);
  const preview = await fresh.api.post(`/imports/${job.body.id}/batches/0/preview`, { entries: first });
  expect(
    (await fresh.api.post(`/imports/${job.body.id}/batches/0`, { previewToken: preview.body.previewToken, entries: first })).status,
  ).toBe(201);
  return { file, fresh, jobId: job.body.id as string };
}

describe('import-tracker command', () => {
  let server: TestServer;
  let owner: Owner;

  beforeAll(async () => {
    server = await startServer();
    owner = await newOwner(server);
  });
  afterAll(() => server.close());

  it('imports a Toggl export, imports nothing twice on a second run, and undoes the job', async () => {
    const file = join(FIXTURES, 'toggl-detailed.csv');
    const first = await cli([file, '--source', 'toggl', '--zone', 'Europe/Berlin', '--url', server.base, '--yes'], {
      TT_TOKEN: owner.token,
    });
    expect(first.stderr).not.toMatch(/error/);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/preview: 6 new, 0 already imported \(skipped\), 0 exact matches .*, 2 invalid/);
    expect(first.stdout).toMatch(/row 5: invalid: NONEXISTENT_LOCAL_TIME/);
    expect(first.stdout).toMatch(/row 6: invalid: AMBIGUOUS_LOCAL_TIME/);
    expect(first.stdout).toMatch(/client "Müller & Söhne GmbH": create/);
    expect(first.stdout).toMatch(/done: job [0-9a-f-]{36}: 6 created, 0 reused, 0 skipped/);
    const jobId = /done: job ([0-9a-f-]{36})/.exec(first.stdout)![1];
    const imported = (await owner.api.get(`/activities?${ALL}`)).body.items;
    // Row 3 passes midnight (two parts); the account zone is UTC, so 22:30 Berlin is 21:30Z.
    expect(imported).toHaveLength(7);
    expect(imported.every((a: any) => a.manual)).toBe(true);

    const second = await cli([file, '--source', 'toggl', '--zone', 'Europe/Berlin', '--url', server.base, '--token', owner.token, '--yes']);
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(/preview: 0 new, 6 already imported/);
    expect(second.stdout).toContain(`already imported by job ${jobId}`);
    expect((await owner.api.get(`/activities?${ALL}`)).body.items).toHaveLength(7);

    const undo = await cli(['--undo', jobId, '--url', server.base, '--token', owner.token, '--yes']);
    expect(undo.code).toBe(0);
    expect(undo.stdout).toMatch(/undo: \d+ removed, 0 kept, 0 remaining/);
    expect((await owner.api.get(`/activities?${ALL}`)).body.items).toHaveLength(0);
    expect((await owner.api.get(`/imports/${jobId}`)).body.status).toBe('undone');
  });

  it('resumes an interrupted run by reading the job, and then finds nothing left to do', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tt-cli-'));
    try {
      const { file, fresh, jobId } = await interruptedRun(server, dir, 'Resume', 250);

      // The zone as a person may type it: the job (stored as Europe/Berlin) is found all the same.
      const resumed = await cli([file, '--source', 'toggl', '--zone', 'europe/berlin', '--url', server.base, '--token', fresh.token]);
      expect(resumed.code).toBe(0);
      expect(resumed.stdout).toContain(`resuming import job ${jobId} (1 of 3 batches committed)`);
      expect(resumed.stdout).toMatch(/done: job [0-9a-f-]{36}: 250 created/);
      expect((await fresh.api.get(`/activities?${ALL}`)).body.items).toHaveLength(250);
      expect((await fresh.api.get(`/imports/${jobId}`)).body.batches).toHaveLength(3);

      const again = await cli([file, '--source', 'toggl', '--zone', 'Europe/Berlin', '--url', server.base, '--token', fresh.token]);
      expect(again.code).toBe(0);
      expect(again.stdout).toContain(`already imported by job ${jobId}`);
      expect((await fresh.api.get('/imports')).body.items).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('after the account zone changed, leaves an interrupted job (its batches are refused) and imports the rest in a new job', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tt-cli-'));
    try {
      const { file, fresh, jobId } = await interruptedRun(server, dir, 'Zoned', 150);
      const me = await fresh.api.get('/me');
      expect((await fresh.api.put('/me', { zoneId: 'Asia/Tokyo' }, { ifMatch: me.headers.get('etag')! })).status).toBe(200);

      const result = await cli([
        file,
        '--source',
        'toggl',
        '--zone',
        'Europe/Berlin',
        '--url',
        server.base,
        '--token',
        fresh.token,
        '--yes',
      ]);
      expect(result.stderr).not.toMatch(/error/);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`import job ${jobId} of an earlier run was made for the account zone UTC, which is now Asia/Tokyo`);
      expect(result.stdout).toMatch(/done: job [0-9a-f-]{36}: 50 created, 0 reused, 100 skipped/);
      expect((await fresh.api.get(`/activities?${ALL}`)).body.items).toHaveLength(150);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('sends each batch preview with the commit before it, yet settles exact matches on what that commit left; prints the rates', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tt-cli-'));
    try {
      const header = 'User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags';
      // 250 rows, three batches. Rows 1 (batch 0) and 120 (batch 1) both equal the owner's activity
      // exactly: the preview of batch 1, sent while batch 0 commits, may still offer it, but batch 0
      // settles row 1 onto it, so row 120 is created (an activity is reused once).
      const lines = Array.from({ length: 250 }, (_, i) => {
        const [day, hour] =
          i === 0 || i === 119 ? ['05', '09'] : [String(6 + (i % 20)).padStart(2, '0'), String(6 + Math.floor(i / 20)).padStart(2, '0')];
        return `U,u@example.com,,Pipelined,,Entry ${i},No,2026-01-${day},${hour}:00:00,2026-01-${day},${hour}:30:00,00:30:00,`;
      });
      const file = join(dir, 'toggl.csv');
      writeFileSync(file, `${header}\n${lines.join('\n')}\n`);
      const fresh = await newOwner(server);
      const mine = (await fresh.api.post('/activities', { start: '2026-01-05T09:00:00Z', end: '2026-01-05T09:30:00Z', summary: 'mine' }))
        .body;

      const result = await cli([file, '--source', 'toggl', '--zone', 'UTC', '--url', server.base, '--token', fresh.token, '--yes']);
      expect(result.stderr).not.toMatch(/error/);
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/done: job [0-9a-f-]{36}: 249 created, 1 reused, 0 skipped/);
      expect(result.stdout).toMatch(/^250 rows committed in \d+\.\d s \(\d+ rows per second\)$/m);
      const jobId = /done: job ([0-9a-f-]{36})/.exec(result.stdout)![1];
      const job = (await fresh.api.get(`/imports/${jobId}`)).body;
      expect(job.batches.map((b: any) => b.reused)).toEqual([[{ row: 2, activityId: mine.id }], [], []]);
      expect(job.batches[1].created.map((c: any) => c.row)).toContain(121);
      const all = (await fresh.api.get(`/activities?${ALL}`)).body.items;
      expect(all).toHaveLength(250);
      expect(all.filter((a: any) => a.start === '2026-01-05T09:00:00Z')).toHaveLength(2);

      const undo = await cli(['--undo', jobId, '--url', server.base, '--token', fresh.token, '--yes']);
      expect(undo.code).toBe(0);
      expect(undo.stdout).toMatch(/^250 records removed or kept in \d+\.\d s \(\d+ records per second\)$/m);
      expect((await fresh.api.get(`/activities?${ALL}`)).body.items.map((a: any) => a.id)).toEqual([mine.id]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('settles two rows of one batch that match the same activity onto it once: one reused, the other created', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tt-cli-'));
    try {
      const header = 'User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags';
      // Two indistinguishable rows (occurrences 1 and 2) and a third with the same times: all three
      // equal the owner's one activity exactly, but it can be reused once (reusing it twice is 422).
      const row = (description: string) => `U,u@example.com,,,,${description},No,2026-01-05,09:00:00,2026-01-05,09:30:00,00:30:00,`;
      const file = join(dir, 'toggl.csv');
      writeFileSync(file, `${header}\n${row('Twice')}\n${row('Twice')}\n${row('Other')}\n`);
      const fresh = await newOwner(server);
      const mine = (await fresh.api.post('/activities', { start: '2026-01-05T09:00:00Z', end: '2026-01-05T09:30:00Z', summary: 'mine' }))
        .body;

      const result = await cli([file, '--source', 'toggl', '--zone', 'UTC', '--url', server.base, '--token', fresh.token, '--yes']);
      expect(result.stderr).not.toMatch(/error/);
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/preview: 0 new, 0 already imported \(skipped\), 3 exact matches/);
      expect(result.stdout).toMatch(/done: job [0-9a-f-]{36}: 2 created, 1 reused, 0 skipped/);
      const jobId = /done: job ([0-9a-f-]{36})/.exec(result.stdout)![1];
      expect((await fresh.api.get(`/imports/${jobId}`)).body.batches[0].reused).toEqual([{ row: 2, activityId: mine.id }]);
      const all = (await fresh.api.get(`/activities?${ALL}`)).body.items;
      expect(all.map((a: any) => a.summary).sort()).toEqual(['Other', 'Twice', 'mine']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leaves out, and names, an entry over 1,000 local days (no batch may hold it) and imports the rest', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tt-cli-'));
    try {
      const header = 'User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags';
      const file = join(dir, 'toggl.csv');
      writeFileSync(
        file,
        `${header}\nU,u@example.com,,,,Years,No,2022-01-01,09:00:00,2025-01-01,09:00:00,26304:00:00,\n` +
          `U,u@example.com,,,,Hour,No,2025-02-01,09:00:00,2025-02-01,10:00:00,01:00:00,\n`,
      );
      const fresh = await newOwner(server);
      const result = await cli([file, '--source', 'toggl', '--zone', 'UTC', '--url', server.base, '--token', fresh.token, '--yes']);
      expect(result.stderr).not.toMatch(/error/);
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/preview: 1 new, .*, 1 invalid/);
      expect(result.stdout).toMatch(/row 2: invalid: TOO_MANY_DAY_PARTS/);
      expect(result.stdout).toMatch(/done: job [0-9a-f-]{36}: 1 created, 0 reused, 0 skipped/);
      expect((await fresh.api.get(`/activities?${ALL}`)).body.items.map((a: any) => a.summary)).toEqual(['Hour']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leaves out, and names, an entry the service refuses as a whole; a read-only token is told so', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tt-cli-'));
    try {
      const header = 'User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags';
      const text = [
        header,
        'U,u@example.com,,P,,fine,No,2026-01-05,09:00:00,2026-01-05,10:00:00,01:00:00,',
        'U,u@example.com,,P,,bad \u0000 byte,No,2026-01-05,10:00:00,2026-01-05,11:00:00,01:00:00,',
        'U,u@example.com,,P,,also fine,No,2026-01-05,11:00:00,2026-01-05,12:00:00,01:00:00,',
        '',
      ].join('\n');
      const file = join(dir, 'toggl.csv');
      writeFileSync(file, text);
      const fresh = await newOwner(server);
      const result = await cli([file, '--source', 'toggl', '--zone', 'UTC', '--url', server.base, '--token', fresh.token, '--yes']);
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/row 3: not imported: refused by the service: 422 VALIDATION/);
      expect(result.stdout).toMatch(/done: job [0-9a-f-]{36}: 2 created/);
      const reader = await server.api.post(
        '/auth/tokens',
        { name: 'r', permissions: ['read'] },
        { headers: { cookie: fresh.cookie, 'x-csrf-token': fresh.csrf } },
      );
      const other = join(dir, 'kimai.csv');
      writeFileSync(other, (await import('node:fs')).readFileSync(join(FIXTURES, 'kimai.csv')));
      const readOnly = await cli([
        other,
        '--source',
        'kimai',
        '--zone',
        'UTC',
        '--url',
        server.base,
        '--token',
        reader.body.token,
        '--yes',
      ]);
      expect(readOnly.code).toBe(1);
      expect(readOnly.stderr).toMatch(/403[\s\S]*write permission/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads every fixture format', async () => {
    const cases: Array<[string, string, string]> = [
      ['clockify-us.csv', 'clockify', 'America/New_York'],
      ['clockify-invoicing-eu.csv', 'clockify', 'Europe/Berlin'],
      ['clockify-activity.csv', 'clockify', 'UTC'],
      ['kimai.csv', 'kimai', 'Europe/Berlin'],
      ['solidtime.csv', 'solidtime', 'UTC'],
      ['harvest.csv', 'harvest', 'Europe/Berlin'],
      ['toggl-quoted.csv', 'toggl', 'UTC'],
    ];
    const other = await newOwner(server);
    for (const [file, source, zone] of cases) {
      const result = await cli([
        join(FIXTURES, file),
        '--source',
        source,
        '--zone',
        zone,
        '--url',
        server.base,
        '--token',
        other.token,
        '--yes',
      ]);
      expect({ file, code: result.code, stderr: result.stderr.includes('error') ? result.stderr : '' }).toEqual({
        file,
        code: 0,
        stderr: '',
      });
      expect(result.stdout).toMatch(/done: job/);
    }
    expect(
      (
        await cli([
          join(FIXTURES, 'harvest.csv'),
          '--source',
          'harvest',
          '--zone',
          'UTC',
          '--url',
          server.base,
          '--token',
          other.token,
          '--yes',
          '--day-start',
          '08:00',
        ])
      ).stdout,
    ).toMatch(/placed one after another from 08:00/);
  });

  it('Harvest across a DST change stores exactly the hours of each row; a Kimai row with From equal to To is invalid, not 24 hours', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tt-cli-'));
    try {
      const harvest = join(dir, 'harvest-dst.csv');
      writeFileSync(
        harvest,
        [
          'Date,Client,Project,Task,Notes,Hours,Billable?',
          '2025-10-26,Acme,Web,Build,long,"2,5",Yes',
          '2025-03-30,Acme,Web,Build,short,1,Yes',
        ].join('\n'),
      );
      const fresh = await newOwner(server);
      const run = await cli([
        harvest,
        '--source',
        'harvest',
        '--zone',
        'Europe/Berlin',
        '--day-start',
        '01:30',
        '--url',
        server.base,
        '--token',
        fresh.token,
        '--yes',
      ]);
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/preview: 2 new, 0 already imported .*, 0 invalid/);
      const items = (await fresh.api.get(`/activities?${ALL}`)).body.items as Array<{ start: string; end: string; summary: string }>;
      // Parts of one entry (split at the account zone's midnights) share the summary: first start, last end.
      const span = (summary: string) => {
        const parts = items.filter((a) => a.summary === summary).sort((a, b) => a.start.localeCompare(b.start));
        return [parts[0].start, parts[parts.length - 1].end];
      };
      // 01:30 CEST + 2.5 h of elapsed time is 03:00 CET (the clock went back from 03:00 to 02:00).
      expect(span('long')).toEqual(['2025-10-25T23:30:00Z', '2025-10-26T02:00:00Z']);
      // 01:30 CET + 1 h is 03:30 CEST (02:00-03:00 does not exist that day).
      expect(span('short')).toEqual(['2025-03-30T00:30:00Z', '2025-03-30T01:30:00Z']);

      const kimai = join(dir, 'kimai-zero.csv');
      writeFileSync(
        kimai,
        [
          'Date,From,To,Duration,Currency,Price,Internal price,Hourly price,Fixed price,Name,User,E-mail,Staff number,Customer,Project,Activity,Description,Billable,Tags,Type,category,Account,Project number,VAT-ID,Order number',
          '2025-03-11,09:00,09:00,0:00,EUR,0,0,50,,A,a,a@example.com,1,C,P,T,Zero,1,,timesheet,work,,,,',
          '2025-03-11,10:00,11:00,1:00,EUR,50,0,50,,A,a,a@example.com,1,C,P,T,One,1,,timesheet,work,,,,',
        ].join('\n'),
      );
      const zero = await newOwner(server);
      const second = await cli([
        kimai,
        '--source',
        'kimai',
        '--zone',
        'Europe/Berlin',
        '--url',
        server.base,
        '--token',
        zero.token,
        '--yes',
      ]);
      expect(second.code).toBe(0);
      expect(second.stdout).toMatch(/preview: 1 new, .*, 1 invalid/);
      expect(second.stdout).toMatch(/row 2: invalid: END_NOT_AFTER_START/);
      expect((await zero.api.get(`/activities?${ALL}`)).body.items.map((a: { summary: string }) => a.summary)).toEqual(['One']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  /** Each imported entry as [summary, first start, last end, billable] (its daily parts joined), by start. */
  async function entriesOf(who: Owner) {
    const items = (await who.api.get(`/activities?${ALL}`)).body.items as Array<{
      start: string;
      end: string;
      summary: string;
      billable: boolean;
    }>;
    const bySummary = new Map<string, typeof items>();
    for (const item of items) bySummary.set(item.summary, [...(bySummary.get(item.summary) ?? []), item]);
    return [...bySummary.entries()]
      .map(([summary, parts]) => {
        parts.sort((a, b) => a.start.localeCompare(b.start));
        return [summary, parts[0].start, parts[parts.length - 1].end, parts[0].billable] as const;
      })
      .sort((a, b) => a[1].localeCompare(b[1]));
  }

  it('recognises the tracker from the headers without --source (Clockify with its duration columns hidden); a file that fits two equally is refused naming both', async () => {
    const fresh = await newOwner(server);
    const clockify = await cli([
      join(FIXTURES, 'clockify-no-duration.csv'),
      '--zone',
      'Europe/Berlin',
      '--url',
      server.base,
      '--token',
      fresh.token,
      '--yes',
    ]);
    expect(clockify.stderr).not.toMatch(/error/);
    expect(clockify.code).toBe(0);
    expect(clockify.stdout).toMatch(/clockify-no-duration\.csv: clockify export \(detailed, recognised from its headers\), 2 entries/);
    expect(await entriesOf(fresh)).toEqual([
      ['Kick-off', '2026-04-13T07:00:00Z', '2026-04-13T08:30:00Z', true],
      ['Late deploy', '2026-04-14T21:30:00Z', '2026-04-14T22:45:00Z', false],
    ]);
    expect((await fresh.api.get('/imports')).body.items.map((j: any) => j.source)).toEqual(['clockify']);

    const dir = mkdtempSync(join(tmpdir(), 'tt-cli-'));
    try {
      const file = join(dir, 'lowercased.csv');
      writeFileSync(file, 'project,description,start date,start time,end date,end time\nWeb,Call,2026-04-20,09:00,2026-04-20,10:00\n');
      const other = await newOwner(server);
      const refused = await cli([file, '--zone', 'UTC', '--url', server.base, '--token', other.token, '--yes']);
      expect(refused.code).toBe(3);
      expect(refused.stderr).toMatch(
        /Cannot tell which tracker wrote this file: its headers fit a toggl or clockify export equally .* Say which with --source toggl or --source clockify\./,
      );
      expect((await other.api.get('/imports')).body.items).toEqual([]);
      const chosen = await cli([file, '--source', 'clockify', '--zone', 'UTC', '--url', server.base, '--token', other.token, '--yes']);
      expect(chosen.code).toBe(0);
      expect(await entriesOf(other)).toEqual([['Call', '2026-04-20T09:00:00Z', '2026-04-20T10:00:00Z', false]]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("Kimai: entries of 24 hours and more end where their Duration says, in the export's language, with their billable flags", async () => {
    const legacy = await newOwner(server);
    const first = await cli([
      join(FIXTURES, 'kimai-de-legacy.csv'),
      '--zone',
      'Europe/Berlin',
      '--url',
      server.base,
      '--token',
      legacy.token,
      '--yes',
    ]);
    expect(first.stderr).not.toMatch(/error/);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/kimai export/);
    expect(await entriesOf(legacy)).toEqual([
      ['Migration über Nacht', '2026-03-10T08:00:00Z', '2026-03-11T09:30:00Z', true],
      ['Nachtschicht', '2026-03-12T21:00:00Z', '2026-03-13T01:00:00Z', false],
      ['Bereitschaft', '2026-03-14T07:00:00Z', '2026-03-15T07:00:00Z', true],
      ['Abgerechnet, nicht abrechenbar', '2026-03-17T08:00:00Z', '2026-03-17T16:00:00Z', false],
    ]);

    const current = await newOwner(server);
    const second = await cli([
      join(FIXTURES, 'kimai-long.csv'),
      '--source',
      'kimai',
      '--zone',
      'Europe/Berlin',
      '--url',
      server.base,
      '--token',
      current.token,
      '--yes',
    ]);
    expect(second.code).toBe(0);
    expect(await entriesOf(current)).toEqual([
      ['Release weekend', '2026-04-06T07:00:00Z', '2026-04-07T08:30:00Z', true],
      ['On call', '2026-04-08T07:00:00Z', '2026-04-09T07:00:00Z', false],
      ['Night shift', '2026-04-09T20:00:00Z', '2026-04-10T04:00:00Z', true],
    ]);
  });

  it('solidtime times are wall times of the zone given; Harvest days start at 09:00 in it, one entry after another', async () => {
    const solid = await newOwner(server);
    const run = await cli([
      join(FIXTURES, 'solidtime.csv'),
      '--source',
      'solidtime',
      '--zone',
      'America/New_York',
      '--url',
      server.base,
      '--token',
      solid.token,
      '--yes',
    ]);
    expect(run.code).toBe(0);
    expect(await entriesOf(solid)).toEqual([
      ['Sprint planning', '2026-04-06T14:00:00Z', '2026-04-06T15:00:00Z', true],
      ['Release, hotfix', '2026-04-07T03:30:00Z', '2026-04-07T04:30:00Z', false],
      ['Ünïcödé çhèck', '2026-04-07T12:00:00Z', '2026-04-07T12:45:00Z', false],
    ]);

    const harvest = await newOwner(server);
    const placed = await cli([
      join(FIXTURES, 'harvest.csv'),
      '--source',
      'harvest',
      '--zone',
      'Europe/Berlin',
      '--url',
      server.base,
      '--token',
      harvest.token,
      '--yes',
    ]);
    expect(placed.code).toBe(0);
    expect(placed.stdout).toMatch(
      /note: Harvest records hours, not times: each day's entries are placed one after another from 09:00 \(Europe\/Berlin\)/,
    );
    expect(await entriesOf(harvest)).toEqual([
      ['Cover sheets', '2026-03-10T08:00:00Z', '2026-03-10T09:30:00Z', true],
      ['Cover sheets v2', '2026-03-10T09:30:00Z', '2026-03-10T11:45:00Z', true],
      ['Weekly sync\nwith Bill', '2026-03-11T08:00:00Z', '2026-03-11T08:30:00Z', false],
    ]);
  });

  it('rejects unknown files (exit 3), bad usage (exit 2), unconfirmed runs (exit 4) and a dead service (exit 1)', async () => {
    const unknown = await cli([
      join(FIXTURES, 'unknown.csv'),
      '--source',
      'toggl',
      '--zone',
      'UTC',
      '--url',
      server.base,
      '--token',
      owner.token,
    ]);
    expect(unknown.code).toBe(3);
    expect(unknown.stderr).toMatch(/expected the headers User, Email, Client, Project/);
    const unnamed = await cli([join(FIXTURES, 'unknown.csv'), '--zone', 'UTC', '--url', server.base, '--token', owner.token]);
    expect(unnamed.code).toBe(3);
    expect(unnamed.stderr).toMatch(
      /Not a recognised tracker export: expected the headers of a detailed CSV export of toggl, clockify, kimai/,
    );
    expect((await cli([join(FIXTURES, 'kimai.csv'), '--source', 'kimai', '--zone', 'Mars/Olympus', '--token', owner.token])).code).toBe(2);
    // Temporal takes offsets as zones; the service does not: refused here, before the service is asked.
    const offset = await cli([
      join(FIXTURES, 'kimai.csv'),
      '--source',
      'kimai',
      '--zone',
      '+05:00',
      '--url',
      server.base,
      '--token',
      owner.token,
    ]);
    expect({ code: offset.code, stderr: offset.stderr.split('\n')[0] }).toEqual({
      code: 2,
      stderr: '--zone +05:00 is not a known IANA time zone',
    });
    expect((await cli([join(FIXTURES, 'kimai.csv'), '--source', 'excel', '--zone', 'UTC', '--token', owner.token])).code).toBe(2);
    expect((await cli([join(FIXTURES, 'kimai.csv'), '--source', 'kimai', '--zone', 'UTC'], { TT_TOKEN: '' })).code).toBe(2);
    const fresh = await newOwner(server);
    const declined = await cli([
      join(FIXTURES, 'kimai.csv'),
      '--source',
      'kimai',
      '--zone',
      'UTC',
      '--url',
      server.base,
      '--token',
      fresh.token,
    ]);
    expect(declined.code).toBe(4);
    expect((await fresh.api.get('/imports')).body.items).toEqual([]);
    const dead = await cli([
      join(FIXTURES, 'kimai.csv'),
      '--source',
      'kimai',
      '--zone',
      'UTC',
      '--url',
      'http://127.0.0.1:18399',
      '--token',
      fresh.token,
      '--yes',
    ]);
    expect(dead.code).toBe(1);
    expect(dead.stderr).toMatch(/run the same command again/);
  });
});
