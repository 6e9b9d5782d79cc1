import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { PASSWORD, apiOf, launch, nav, newPage, shot, signIn, signUp, uniqueEmail } from './browser';

const TOGGL = join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'imports', 'toggl-detailed.csv');
const CLOCKIFY_NO_DURATION = join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'imports', 'clockify-no-duration.csv');

describe('import, export and account settings', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launch();
    ({ context, page, errors } = await newPage(browser));
    await signUp(page, uniqueEmail('data'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('imports a Toggl export through the wizard (preview, mapping, batches) and undoes the whole job', async () => {
    const api = await apiOf(context);
    // An existing client with the file's name: the mapping review offers to use it.
    expect((await api.send('POST', '/clients', { name: 'Müller & Söhne GmbH', color: '#1E88E5' })).status).toBe(201);
    const clientNames = async () => (await api.send('GET', '/clients')).body.items.map((c: { name: string }) => c.name).sort();
    const before = await clientNames();
    await nav(page, 'Import');
    await page.getByLabel('Export file (.csv)').setInputFiles(TOGGL);
    // The header names the tracker.
    await expect.poll(() => page.getByLabel('Exported from').inputValue()).toBe('toggl');
    await page.getByLabel("Time zone of the file's times").fill('Europe/Berlin');
    // The wrong tracker chosen: refused in the wizard's words (no command-line flag), naming the one to choose.
    await page.getByLabel('Exported from').selectOption('clockify');
    await page.getByRole('button', { name: 'Preview' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'This is not a Clockify export' });
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('It looks like a Toggl Track export: choose “Toggl Track” under “Exported from”');
    expect(await refusal.innerText()).not.toContain('--source');
    await page.getByLabel('Exported from').selectOption('toggl');
    await shot(page, 'data-01-import-file');
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('heading', { name: 'Preview of toggl-detailed.csv' }).waitFor();
    const counts = await page.getByTestId('preview-counts').innerText();
    // Eight records: the two stand-ups are the same entry twice (occurrences 1 and 2); the rows starting in
    // the spring-forward gap and the autumn fold of Europe/Berlin are refused, not guessed.
    expect(counts).toMatch(/6\s+new/);
    expect(counts).toMatch(/2\s+not importable/);
    await expect.poll(() => page.getByText(/^Row 5: /).count()).toBeGreaterThan(0);
    const clientChoice = page.getByLabel('Client Müller & Söhne GmbH');
    await expect.poll(() => clientChoice.locator('option:checked').innerText()).toBe('Use existing: Müller & Söhne GmbH');
    // The other client of the file is created; a task can map to "no task".
    expect(await page.getByLabel('Client 東京クライアント').inputValue()).toBe('create');
    await page.getByLabel('Task 東京クライアント / 日本語プロジェクト / 翻訳').selectOption('none');
    await shot(page, 'data-02-import-review');
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'data-02b-import-review-375px');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Import 6 entries' }).click();
    await page.getByRole('heading', { name: 'Import finished' }).waitFor();
    expect(await page.getByTestId('import-result').innerText()).toMatch(/^6 entries created, 0 kept as they were, 0 skipped in 1 batch/);
    await shot(page, 'data-03-import-result');

    const jobs = (await api.send('GET', '/imports')).body.items;
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      source: 'toggl',
      fileName: 'toggl-detailed.csv',
      sourceZoneId: 'Europe/Berlin',
      status: 'open',
      selectedCount: 6,
    });
    const activities = (await api.send('GET', '/activities?from=2026-01-01T00:00:00Z&to=2027-01-01T00:00:00Z&limit=200')).body.items;
    // Six entries; the call from 22:30 to 01:15 is stored as two daily parts (Berlin midnight).
    expect(activities).toHaveLength(7);
    const first = activities.find((a: { summary: string }) => a.summary === 'Startseite überarbeiten');
    expect(first.start).toBe('2026-03-10T08:00:00Z');
    const translation = activities.find((a: { summary: string }) => a.summary === 'Multi-line\ndescription');
    expect(translation.taskId).toBeNull();
    expect(await clientNames()).toEqual([...before, '東京クライアント'].sort());

    // One imported entry edited since: the undo asks, and "Delete anyway" removes it too.
    const read = await api.send('GET', `/activities/${first.id}`);
    const { start, end, projectId, labelIds } = read.body;
    expect(
      (
        await api.send(
          'PUT',
          `/activities/${first.id}`,
          { start, end, projectId, summary: 'Edited after import', labelIds },
          { 'if-match': read.etag },
        )
      ).status,
    ).toBe(200);

    // The same file again: every entry is recognised as imported; there is nothing to do.
    await page.getByRole('button', { name: 'Import another file' }).click();
    await page.getByLabel('Export file (.csv)').setInputFiles(TOGGL);
    await expect.poll(() => page.getByLabel('Exported from').inputValue()).toBe('toggl');
    await page.getByLabel("Time zone of the file's times").fill('Europe/Berlin');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect.poll(() => page.getByTestId('preview-counts').innerText()).toMatch(/0\s+new[\s\S]*6\s+already imported/);
    await page.getByText('Nothing new to import.').waitFor();
    expect(await page.getByRole('button', { name: 'Import 6 entries' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Back' }).click();

    // Undo from the list of earlier imports.
    await page.getByRole('button', { name: 'Undo import toggl-detailed.csv' }).click();
    await page.getByRole('button', { name: 'Check what would be removed' }).click();
    const decision = page.getByLabel(`Decision for activity ${first.id}`);
    await decision.waitFor();
    expect(await decision.inputValue()).toBe('KEEP');
    await decision.selectOption('DELETE');
    // What goes is counted by kind and listed by name, and the review can be left with Cancel.
    const list = page.getByTestId('undo-list');
    expect(await list.locator('p').first().innerText()).toMatch(
      /^This removes (\d+ (time records?|clients?|projects?|tasks?|labels?)(, )?)+:$/,
    );
    const named = await list.locator('ul ul li').count();
    expect(named).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Cancel' }).count()).toBe(1);
    await shot(page, 'data-04-undo-review');
    await page.getByRole('button', { name: 'Undo import' }).click();
    await expect.poll(() => page.getByTestId('undo-result').innerText()).toMatch(/^Import undone: \d+ records removed, 0 kept\.$/);
    // The timer's one-click choices forget the removed tasks.
    await expect.poll(() => page.getByRole('button', { name: /Entwurf/ }).count()).toBe(0);
    await shot(page, 'data-05-undo-done');
    expect((await api.send('GET', '/activities?from=2026-01-01T00:00:00Z&to=2027-01-01T00:00:00Z&limit=200')).body.items).toEqual([]);
    // The client that existed before was used, not created: the undo leaves it.
    expect(await clientNames()).toEqual(before);
    expect(before).toContain('Müller & Söhne GmbH');
    expect((await api.send('GET', `/imports/${jobs[0].id}`)).body.status).toBe('undone');
    await page.getByRole('button', { name: 'Back to import' }).click();
    await page.getByRole('heading', { name: 'Earlier imports' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Undo import toggl-detailed.csv' }).count()).toBe(0);
  });

  it('imports 150 entries in two batches with a progress bar and settles an exact match onto the existing entry', async () => {
    const api = await apiOf(context);
    // The first row's interval already exists (same start and end): an exact match, kept, not duplicated.
    const existing = (
      await api.send('POST', '/activities', { start: '2025-01-01T08:00:00Z', end: '2025-01-01T09:00:00Z', summary: 'Typed by hand' })
    ).body;
    const header = readFileSync(TOGGL, 'utf8').split(/\r?\n/, 1)[0];
    const day = (i: number) => new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10);
    const lines = Array.from(
      { length: 150 },
      (_, i) => `Jo,jo@example.com,,Bulk,,Bulk ${i},No,${day(i)},09:00:00,${day(i)},10:00:00,01:00:00,,0.00`,
    );
    await nav(page, 'Import');
    await page
      .getByLabel('Export file (.csv)')
      .setInputFiles({ name: 'bulk.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...lines].join('\n')) });
    await expect.poll(() => page.getByLabel('Exported from').inputValue()).toBe('toggl');
    await page.getByLabel("Time zone of the file's times").fill('Europe/Berlin');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect.poll(() => page.getByTestId('preview-counts').innerText()).toMatch(/149\s+new\s+1\s+equal to an existing entry/);
    expect(await page.getByLabel('keep the existing entry (no duplicate)').isChecked()).toBe(true);
    // Hold the second batch's commit until the progress bar has been seen at batch 1 of 2.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/imports/*/batches/1', async (route) => {
      await gate;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Import 150 entries' }).click();
    await page.getByText('Importing: batch 1 of 2, 100 entries').waitFor();
    expect(await page.getByRole('progressbar', { name: 'Import progress' }).getAttribute('value')).toBe('1');
    expect(await page.getByRole('list', { name: 'Steps' }).locator('[aria-current="step"]').innerText()).toBe('Import');
    await shot(page, 'data-03b-import-progress');
    release();
    await page.getByRole('heading', { name: 'Import finished' }).waitFor();
    await page.unroute('**/api/v1/imports/*/batches/1');
    expect(await page.getByTestId('import-result').innerText()).toMatch(
      /^149 entries created, 1 kept as they were, 0 skipped in 2 batches/,
    );
    const job = (await api.send('GET', '/imports')).body.items.find((j: { fileName: string }) => j.fileName === 'bulk.csv');
    expect(job.batches.map((b: { index: number }) => b.index)).toEqual([0, 1]);
    expect(job.batches[0].reused).toEqual([{ row: 2, activityId: existing.id }]);
    const january = (await api.send('GET', '/activities?from=2025-01-01T00:00:00Z&to=2025-01-02T00:00:00Z')).body.items;
    expect(january.map((a: { id: string }) => a.id)).toEqual([existing.id]);
    // Undo the whole job: the reused entry is not the import's to remove.
    await page.getByRole('button', { name: 'Undo this import…' }).click();
    await page.getByRole('button', { name: 'Check what would be removed' }).click();
    await page.getByRole('button', { name: 'Undo import' }).click();
    await expect.poll(() => page.getByTestId('undo-result').innerText()).toMatch(/^Import undone: \d+ records removed, 0 kept\.$/);
    expect(
      (await api.send('GET', '/activities?from=2025-01-01T00:00:00Z&to=2025-12-31T00:00:00Z&limit=200')).body.items.map(
        (a: { id: string }) => a.id,
      ),
    ).toEqual([existing.id]);
  });

  it('preselects the tracker by the columns only it writes, and asks when a file fits two trackers equally', async () => {
    await page.getByRole('button', { name: 'Back to import' }).click();
    // Clockify with its duration columns hidden: its `Start Date` spelling still says Clockify (it was taken for Toggl).
    await page.getByLabel('Export file (.csv)').setInputFiles(CLOCKIFY_NO_DURATION);
    await expect.poll(() => page.getByLabel('Exported from').inputValue()).toBe('clockify');
    const retyped = 'project,description,start date,start time,end date,end time\nWeb,Call,2026-04-13,09:00,2026-04-13,10:00\n';
    await page.getByLabel('Export file (.csv)').setInputFiles({ name: 'retyped.csv', mimeType: 'text/csv', buffer: Buffer.from(retyped) });
    const hint = page.getByRole('status').filter({ hasText: 'The columns of this file fit a Toggl Track or Clockify export equally' });
    await hint.waitFor();
    expect(await page.getByLabel('Exported from').inputValue()).toBe('');
    await page.getByLabel('Exported from').selectOption('clockify');
    await page.getByLabel("Time zone of the file's times").fill('UTC');
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('heading', { name: 'Preview of retyped.csv' }).waitFor();
    await expect.poll(() => page.getByTestId('preview-counts').innerText()).toMatch(/1\s+new/);
  });

  it('downloads the JSON and CSV exports and imports the JSON one into a fresh account', async () => {
    const api = await apiOf(context);
    const client = (await api.send('POST', '/clients', { name: 'Exported client', color: '#43A047' })).body;
    const project = (await api.send('POST', '/projects', { clientId: client.id, name: 'Exported project' })).body;
    expect(
      (
        await api.send('POST', '/activities', {
          start: '2026-05-04T08:00:00Z',
          end: '2026-05-04T09:30:00Z',
          projectId: project.id,
          summary: 'Exported work',
        })
      ).status,
    ).toBe(201);

    await nav(page, 'Settings');
    const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download JSON export' }).click()]);
    const jsonPath = await json.path();
    const exported = JSON.parse(readFileSync(jsonPath, 'utf8'));
    expect(JSON.stringify(exported)).toContain('Exported work');
    const [zip] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV export (ZIP)' }).click()]);
    expect(zip.suggestedFilename()).toMatch(/\.zip$/);
    expect(
      readFileSync(await zip.path())
        .subarray(0, 2)
        .toString('latin1'),
    ).toBe('PK');

    const fresh = await newPage(browser);
    await signUp(fresh.page, uniqueEmail('fresh'));
    await nav(fresh.page, 'Settings');
    await fresh.page
      .getByLabel('Import a portable export (.json or .zip)')
      .setInputFiles({ name: 'export.json', mimeType: 'application/json', buffer: readFileSync(jsonPath) });
    await fresh.page.getByText(/^Imported: /).waitFor();
    await shot(fresh.page, 'data-06-portable-import');
    const freshApi = await apiOf(fresh.context);
    const imported = (await freshApi.send('GET', '/activities?from=2026-05-01T00:00:00Z&to=2026-06-01T00:00:00Z')).body.items;
    expect(imported.map((a: { summary: string }) => a.summary)).toEqual(['Exported work']);
    expect((await freshApi.send('GET', '/projects')).body.items.map((p: { name: string }) => p.name)).toContain('Exported project');
    expect(fresh.errors).toEqual([]);
    await fresh.context.close();
  });

  it('changes the password: the other session ends, the new password signs in, the old one does not', async () => {
    const email = uniqueEmail('password');
    const first = await newPage(browser);
    await signUp(first.page, email);
    const second = await newPage(browser);
    await signIn(second.page, email);
    await nav(first.page, 'Settings');
    await first.page.getByLabel('Current password').fill(PASSWORD);
    await first.page.getByLabel('New password').fill('a brand new passphrase');
    await first.page.getByRole('button', { name: 'Change password' }).click();
    await first.page.getByText('Password changed.').waitFor();
    await shot(first.page, 'data-07-password-changed');
    // This tab stays signed in; the other one is out.
    expect((await first.context.request.get('/api/v1/me')).status()).toBe(200);
    expect((await second.context.request.get('/api/v1/me')).status()).toBe(401);
    await second.page.reload();
    await second.page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await second.page.getByLabel('Email').fill(email);
    await second.page.getByLabel('Password').fill(PASSWORD);
    await second.page.getByRole('button', { name: 'Sign in' }).click();
    await second.page.getByRole('alert').waitFor();
    await second.page.getByLabel('Password').fill('a brand new passphrase');
    await second.page.getByRole('button', { name: 'Sign in' }).click();
    await second.page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(first.errors).toEqual([]);
    await first.context.close();
    await second.context.close();
  });

  it('signs out everywhere: every session of the account ends', async () => {
    const email = uniqueEmail('everywhere');
    const first = await newPage(browser);
    await signUp(first.page, email);
    const second = await newPage(browser);
    await signIn(second.page, email);
    await nav(first.page, 'Settings');
    await first.page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await first.page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect((await second.context.request.get('/api/v1/me')).status()).toBe(401);
    await second.page.reload();
    await second.page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await shot(second.page, 'data-08-signed-out-everywhere');
    expect(first.errors).toEqual([]);
    await first.context.close();
    await second.context.close();
  });

  it('an administrator edits the service settings as a form with the password prompt (and restores them); /web/admin opens them', async () => {
    const admin = await newPage(browser);
    await signIn(admin.page, inject('adminEmail'));
    await admin.page.goto('/web/admin');
    const card = admin.page.getByRole('region', { name: 'Service settings (administrator)' });
    const field = card.getByLabel(/Session lifetime/);
    await field.waitFor();
    expect(await card.locator('textarea').count()).toBe(0);
    expect(await admin.page.getByRole('link', { name: 'Admin' }).getAttribute('aria-current')).toBe('page');
    const api = await apiOf(admin.context);
    const saved = (await api.send('GET', '/admin/settings')).body.saved;
    await field.fill('480');
    await card.getByLabel('Your password').fill('not my password');
    await card.getByRole('button', { name: 'Save settings' }).click();
    await card.getByText('That password is not right; nothing was saved.').waitFor();
    expect(await field.inputValue()).toBe('480');
    await card.getByLabel('Your password').fill(PASSWORD);
    await card.getByRole('button', { name: 'Save settings' }).click();
    await card.getByText('Settings saved.').waitFor();
    expect((await api.send('GET', '/admin/settings')).body.saved).toEqual({ ...saved, sessionLifetimeMinutes: 480 });
    await expect.poll(() => field.inputValue()).toBe('480');
    await shot(admin.page, 'data-09-admin-settings');
    // Settings are global to the server every scenario shares: put back what was there.
    await field.fill(saved.sessionLifetimeMinutes === null ? '' : String(saved.sessionLifetimeMinutes));
    await card.getByLabel('Your password').fill(PASSWORD);
    await card.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(async () => (await api.send('GET', '/admin/settings')).body.saved).toEqual(saved);
    // A user who is not an administrator sees no such section.
    await nav(page, 'Settings');
    await page.getByRole('heading', { name: 'Export and import' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Service settings (administrator)' }).count()).toBe(0);
    expect(admin.errors).toEqual([]);
    await admin.context.close();
    expect(errors).toEqual([]);
  });
});
