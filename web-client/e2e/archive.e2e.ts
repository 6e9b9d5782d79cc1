import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, launch, nav, newPage, shot, signUp, uniqueEmail } from './browser';

/** A first run, then archived records: where they are offered, where they are marked, and the catalog's order. */
describe('a first run and archived records', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let api: Awaited<ReturnType<typeof apiOf>>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    browser = await launch();
    ({ context, page, errors } = await newPage(browser, { width: 1400, timezoneId: 'Europe/Berlin' }));
    await signUp(page, uniqueEmail('archive'), { zone: 'Europe/Berlin' });
    api = await apiOf(context);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an empty account says what to do first, until dismissed or until it has a project', async () => {
    const welcome = page.getByRole('region', { name: 'Getting started' });
    await welcome.waitFor();
    expect(await welcome.getByRole('link', { name: 'Catalog' }).count()).toBe(1);
    expect(await welcome.getByRole('link', { name: 'Import your history' }).count()).toBe(1);
    await welcome.getByRole('link', { name: 'Catalog' }).click();
    await page.getByRole('heading', { name: 'Catalog', level: 1 }).waitFor();
    await nav(page, 'Time');
    await welcome.waitFor();
    await welcome.getByRole('button', { name: 'Dismiss' }).click();
    expect(await welcome.count()).toBe(0);
    await page.reload();
    await page.getByText('No time recorded.').waitFor();
    await page.waitForTimeout(300);
    expect(await welcome.count()).toBe(0);
  });

  it('a new project goes to the client the picker shows, never to an archived first client', async () => {
    const clients = (await api.send('GET', '/clients')).body.items as Array<{ id: string; name: string }>;
    const general = await api.send('GET', `/clients/${clients.find((c) => c.name === 'General')!.id}`);
    await api.send(
      'PUT',
      `/clients/${general.body.id}`,
      { name: 'General', color: general.body.color, archived: true },
      { 'If-Match': general.etag },
    );
    expect((await api.send('GET', `/clients/${general.body.id}`)).body.archived).toBe(true);
    ids.general = general.body.id;
    ids.acme = (await api.send('POST', '/clients', { name: 'Acme', color: '#1e88e5' })).body.id;
    ids.globex = (await api.send('POST', '/clients', { name: 'Globex', color: '#e53935' })).body.id;
    await nav(page, 'Catalog');
    const picker = page.getByRole('combobox', { name: 'Project client' });
    await expect.poll(() => picker.locator('option').allTextContents()).toEqual(['Acme', 'Globex']);
    await page.getByRole('textbox', { name: 'Project name' }).fill('Website');
    await page.getByRole('button', { name: 'Add project' }).click();
    await page.getByRole('button', { name: 'Rename Website' }).waitFor();
    const projects = (await api.send('GET', '/projects')).body.items as Array<{ name: string; clientId: string }>;
    expect(projects.find((p) => p.name === 'Website')!.clientId).toBe(ids.acme);
    // The one chosen is used; archived afterwards, the picker moves on to an active one and so does the project.
    await picker.selectOption({ label: 'Globex' });
    const globex = await api.send('GET', `/clients/${ids.globex}`);
    await api.send(
      'PUT',
      `/clients/${ids.globex}`,
      { name: 'Globex', color: globex.body.color, archived: true },
      { 'If-Match': globex.etag },
    );
    await expect.poll(() => picker.locator('option').allTextContents()).toEqual(['Acme']);
    await page.getByRole('textbox', { name: 'Project name' }).fill('Intranet');
    await page.getByRole('button', { name: 'Add project' }).click();
    await page.getByRole('button', { name: 'Rename Intranet' }).waitFor();
    const after = (await api.send('GET', '/projects')).body.items as Array<{ name: string; clientId: string }>;
    expect(after.find((p) => p.name === 'Intranet')!.clientId).toBe(ids.acme);
  });

  it("the catalog at a desktop width: the rows' buttons stand on the name's line, right-aligned in every list; on a phone under it", async () => {
    const rows = page.locator('section[aria-labelledby="clients-title"] li.row, section[aria-labelledby="labels-title"] li.row');
    await expect.poll(() => rows.count()).toBeGreaterThan(4);
    const geometry = () =>
      rows.evaluateAll((items) =>
        items.map((li) => {
          const name = li.querySelector('.row-main')!.getBoundingClientRect();
          const actions = li.querySelector('.row-actions')!.getBoundingClientRect();
          return { sameLine: actions.top < name.bottom - 2, rightGap: Math.round(li.getBoundingClientRect().right - actions.right) };
        }),
      );
    for (const row of await geometry()) expect(row).toEqual({ sameLine: true, rightGap: 0 });
    await shot(page, 'archive-catalog-1400');
    await page.setViewportSize({ width: 375, height: 812 });
    for (const row of await geometry()) expect(row).toEqual({ sameLine: false, rightGap: 0 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'archive-catalog-375');
    await page.setViewportSize({ width: 1400, height: 900 });
  });

  it('work sessions offer no archived client; report filters keep archived records, marked', async () => {
    await nav(page, 'Work sessions');
    const sessionClient = page.getByRole('combobox', { name: 'Session client' });
    await expect.poll(() => sessionClient.locator('option').allTextContents()).toContain('Acme');
    expect(await sessionClient.locator('option').allTextContents()).not.toContain('Globex');
    // General, the default client, is archived too: neither offered nor what a start falls back to.
    expect(await sessionClient.locator('option').allTextContents()).toEqual(['Acme']);
    // Its history still shows it.
    const hour = 3600_000;
    const old = await api.send('POST', '/work-sessions', {
      clientId: ids.general,
      start: new Date(Date.now() - 5 * hour).toISOString(),
      end: new Date(Date.now() - 4 * hour).toISOString(),
      summary: 'Before the archive',
    });
    expect(old.status, JSON.stringify(old.body)).toBe(201);
    const oldRow = page.locator('li.row', { hasText: 'Before the archive' });
    await expect.poll(() => oldRow.innerText()).toContain('General');
    await page.getByRole('textbox', { name: 'Session summary' }).fill('Kick-off');
    await page.getByRole('button', { name: 'Start session' }).click();
    await page.getByRole('button', { name: 'Stop session' }).waitFor();
    const started = (await api.send('GET', '/work-sessions')).body.items as Array<{ summary: string; clientId: string }>;
    expect(started.find((w) => w.summary === 'Kick-off')?.clientId).toBe(ids.acme);
    await shot(page, 'archive-sessions-1400');
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'archive-sessions-375');
    await page.getByRole('button', { name: 'Stop session' }).click();
    await sessionClient.waitFor();
    await shot(page, 'archive-sessions-375-start');
    await page.setViewportSize({ width: 1400, height: 900 });
    await nav(page, 'Reports');
    const clientFilter = page.getByRole('form', { name: 'Filters' }).getByRole('combobox', { name: 'Client' });
    await expect.poll(() => clientFilter.locator('option').allTextContents()).toContain('Globex (archived)');
    expect(await clientFilter.locator('option').allTextContents()).toContain('Acme');
    expect(errors).toEqual([]);
  });
});
