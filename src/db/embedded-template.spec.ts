import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { currentStamp, pgliteVersion, seedFromTemplate, usableTemplate } from './embedded-template';

describe('embedded database template', () => {
  let root: string;
  let template: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'tt-template-spec-'));
    template = join(root, 'pgdata-template');
    mkdirSync(join(template, 'pgdata', 'base', '1'), { recursive: true, mode: 0o755 });
    writeFileSync(join(template, 'pgdata', 'PG_VERSION'), '18\n', { mode: 0o644 });
    writeFileSync(join(template, 'pgdata', 'base', '1', '1259'), 'catalog', { mode: 0o644 });
    writeFileSync(join(template, 'template.json'), JSON.stringify(currentStamp()));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const mode = (path: string) => statSync(path).mode & 0o777;

  it('copies the template into a missing pgdata, every directory 0700 and every file 0600', async () => {
    const pgdata = join(root, 'data', 'pgdata');
    mkdirSync(join(root, 'data'));
    expect(await seedFromTemplate(pgdata, [template])).toBe(true);
    expect(readFileSync(join(pgdata, 'PG_VERSION'), 'utf8')).toBe('18\n');
    expect(readFileSync(join(pgdata, 'base', '1', '1259'), 'utf8')).toBe('catalog');
    expect([mode(pgdata), mode(join(pgdata, 'base')), mode(join(pgdata, 'base', '1'))]).toEqual([0o700, 0o700, 0o700]);
    expect([mode(join(pgdata, 'PG_VERSION')), mode(join(pgdata, 'base', '1', '1259'))]).toEqual([0o600, 0o600]);
    expect(readdirSync(join(root, 'data'))).toEqual(['pgdata']);
  });

  it('replaces a partial copy left by an interrupted start, and seeds an empty pgdata', async () => {
    const pgdata = join(root, 'data', 'pgdata');
    mkdirSync(pgdata, { recursive: true });
    mkdirSync(`${pgdata}.partial`);
    writeFileSync(join(`${pgdata}.partial`, 'half'), 'x');
    expect(await seedFromTemplate(pgdata, [template])).toBe(true);
    expect(readdirSync(join(root, 'data'))).toEqual(['pgdata']);
    expect(readdirSync(pgdata).sort()).toEqual(['PG_VERSION', 'base']);
  });

  it('never touches a database that is there', async () => {
    const pgdata = join(root, 'data', 'pgdata');
    mkdirSync(pgdata, { recursive: true });
    writeFileSync(join(pgdata, 'PG_VERSION'), '17\n');
    expect(await seedFromTemplate(pgdata, [template])).toBe(false);
    expect(readdirSync(pgdata)).toEqual(['PG_VERSION']);
    expect(readFileSync(join(pgdata, 'PG_VERSION'), 'utf8')).toBe('17\n');
  });

  it('ignores a template made by another PGlite version, with other initdb options, for other migrations, or without a stamp (PGlite then runs initdb)', async () => {
    writeFileSync(join(template, 'template.json'), JSON.stringify(currentStamp()));
    expect(await usableTemplate([template])).toBe(join(template, 'pgdata'));
    writeFileSync(join(template, 'template.json'), JSON.stringify({ ...currentStamp(), pglite: '0.0.1' }));
    expect(await usableTemplate([template])).toBeNull();
    // Made by an older build (a migration fewer, or before initdb's options were stamped: 16 MB WAL
    // segments), with other initdb options, or with a migration this build does not know.
    const { migrations, initdb, ...rest } = currentStamp();
    const others = [
      { ...rest, initdb, migrations: migrations.slice(0, -1) },
      { ...rest, initdb, migrations: [...migrations, 'Later1999999999999'] },
      { ...rest, migrations },
      { ...rest, initdb: [], migrations },
      { ...rest, initdb: ['--wal-segsize=16'], migrations },
      { pglite: pgliteVersion() },
    ];
    expect(initdb).toEqual(['--wal-segsize=1']);
    for (const stamp of others) {
      writeFileSync(join(template, 'template.json'), JSON.stringify(stamp));
      expect(await usableTemplate([template])).toBeNull();
    }
    rmSync(join(template, 'template.json'));
    expect(await usableTemplate([template])).toBeNull();
    const pgdata = join(root, 'data', 'pgdata');
    expect(await seedFromTemplate(pgdata, [template])).toBe(false);
    expect(statSync(pgdata, { throwIfNoEntry: false })).toBeUndefined();
  });
});
