import { join } from 'node:path';
import { Temporal } from 'temporal-polyfill';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PASSWORD, apiOf, baseUrl, launch, nav, newPage, shot, signIn, signUp, uniqueEmail } from './browser';

const CLOCKIFY = join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'imports', 'clockify-activity.csv');

describe('work sessions and settings', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launch();
    ({ page, errors } = await newPage(browser));
    await signUp(page, uniqueEmail('account'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('starts and stops a work session, deletes it and undoes the delete, edits it and undoes the edit', async () => {
    await nav(page, 'Work sessions');
    await page.getByLabel('Session summary').fill('Morning block');
    await page.getByRole('button', { name: 'Start session' }).click();
    await page.getByRole('button', { name: 'Stop session' }).click();
    await page.getByRole('button', { name: 'Start session' }).waitFor();
    const row = page.locator('li.row', { hasText: 'Morning block' });
    await row.waitFor();
    await row.getByRole('button', { name: 'Report' }).click();
    await page.getByText(/tracked 0:00:00/).waitFor();
    await row.getByRole('button', { name: 'Delete session Morning block' }).click();
    await expect.poll(() => page.locator('li.row', { hasText: 'Morning block' }).count()).toBe(0);
    await page.getByText('Work session deleted.').waitFor();
    await shot(page, 'account-01-undo-toast');
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Work session restored.').waitFor();
    await page.locator('li.row', { hasText: 'Morning block' }).waitFor();
    await shot(page, 'account-02-restored');
    const restored = page.locator('li.row', { hasText: 'Morning block' });
    await restored.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('form', { name: 'Edit work session' });
    await edit.getByLabel('Summary').fill('Renamed block');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.locator('li.row', { hasText: 'Renamed block' }).waitFor();
    await page.getByText('Work session updated.').waitFor();
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.locator('li.row', { hasText: 'Morning block' }).waitFor();
    expect(await page.locator('li.row', { hasText: 'Renamed block' }).count()).toBe(0);
  });

  it('creates a token, shows its secret once, and revokes it', async () => {
    await nav(page, 'Settings');
    await page.getByLabel('Token name').fill('ci script');
    await page.getByRole('button', { name: 'Create token' }).click();
    const secret = (await page.getByTestId('token-secret').textContent())!;
    expect(secret.length).toBeGreaterThan(20);
    const me = await fetch(`${baseUrl()}/api/v1/me`, { headers: { authorization: `Bearer ${secret}` } });
    expect(me.status).toBe(200);
    await shot(page, 'account-03-token-secret');
    await page.getByRole('button', { name: 'Done' }).click();
    expect(await page.getByText(secret).count()).toBe(0);
    await page.getByRole('button', { name: 'Revoke ci script' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Revoke ci script' }).count()).toBe(0);
    const after = await fetch(`${baseUrl()}/api/v1/me`, { headers: { authorization: `Bearer ${secret}` } });
    expect(after.status).toBe(401);
  });

  it('every page is readable at 375 px without sideways scrolling', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const [name, file] of [
      ['Time', 'time'],
      ['Reports', 'reports'],
      ['Work sessions', 'sessions'],
      ['Catalog', 'catalog'],
      ['Import', 'import'],
      ['Settings', 'settings'],
    ]) {
      await nav(page, name);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await shot(page, `account-375px-${file}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('keeps no token or CSRF value in storage, and signs out', async () => {
    const stored = await page.evaluate(() =>
      JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }),
    );
    expect(stored).toBe('{"local":{},"session":{},"cookie":""}');
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(errors).toEqual([]);
  });
});

/**
 * Dates the server sends as instants (a token's creation, an import's, an account's last sign-in) are
 * shown in the reporting zone like every other date, not as the UTC date or in the browser's zone.
 * The profile zone is one whose date differs from UTC's now (UTC+14 late in the UTC day, UTC-11 early).
 */
describe('dates in the reporting zone', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let context: BrowserContext;
  const zone = new Date().getUTCHours() >= 11 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
  const local = (instant: string) => Temporal.Instant.from(instant).toZonedDateTimeISO(zone).toPlainDate().toString();
  /** A local date as the page writes dates: in the browser's language, with the year. */
  const written = (on: Page, date: string) =>
    on.evaluate(
      (d) => new Date(`${d}T12:00:00Z`).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
      date,
    );

  beforeAll(async () => {
    browser = await launch();
    ({ context, page, errors } = await newPage(browser, { timezoneId: 'UTC' }));
    await signUp(page, uniqueEmail('zonedates'), { zone });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("a token's creation date is the reporting zone's date", async () => {
    await nav(page, 'Settings');
    await page.getByLabel('Token name').fill('laptop');
    await page.getByRole('button', { name: 'Create token' }).click();
    await page.getByTestId('token-secret').waitFor();
    const { send } = await apiOf(context);
    const token = (await send('GET', '/auth/tokens')).body.items[0] as { createdAt: string };
    expect(local(token.createdAt)).not.toBe(token.createdAt.slice(0, 10));
    const row = page.locator('li.row', { hasText: 'laptop' });
    await expect.poll(() => row.innerText()).toContain(`created ${await written(page, local(token.createdAt))}`);
  });

  it("an earlier import's date is the reporting zone's date", async () => {
    await nav(page, 'Import');
    await page.getByLabel('Export file (.csv)').setInputFiles(CLOCKIFY);
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('button', { name: /^Import \d+ entr/ }).click();
    await page.getByRole('heading', { name: 'Import finished' }).waitFor();
    await page.getByRole('button', { name: 'Import another file' }).click();
    await page.getByRole('heading', { name: 'Earlier imports' }).waitFor();
    const { send } = await apiOf(context);
    const job = (await send('GET', '/imports')).body.items[0] as { createdAt: string };
    expect(await page.locator('li.row', { hasText: 'clockify-activity.csv' }).innerText()).toContain(
      ` · ${await written(page, local(job.createdAt))} · `,
    );
    // An entry edited since the import is named by its times in the reporting zone, as the Time view shows it (14:00 in the file).
    const entries = (await send('GET', '/activities?from=2026-05-01T00:00:00Z&to=2026-06-01T00:00:00Z')).body.items as Array<{
      id: string;
      start: string;
    }>;
    const first = entries.find((a) => local(a.start) === '2026-05-04')!;
    const read = await send('GET', `/activities/${first.id}`);
    const { start, end, projectId, labelIds } = read.body;
    const edited = await send(
      'PUT',
      `/activities/${first.id}`,
      { start, end, projectId, summary: 'Edited', labelIds },
      { 'if-match': read.etag },
    );
    expect(edited.status).toBe(200);
    await page.getByRole('button', { name: 'Undo import clockify-activity.csv' }).click();
    await page.getByRole('button', { name: 'Check what would be removed' }).click();
    const decision = page.getByLabel(`Decision for activity ${first.id}`);
    await decision.waitFor();
    const row = page.getByRole('row').filter({ has: decision });
    await expect.poll(() => row.innerText()).toContain(`${await written(page, '2026-05-04')} 14:00–15:00 (${zone})`);
    expect(errors).toEqual([]);
  });

  it("the accounts list gives each last sign-in in the administrator's zone, whatever the browser's", async () => {
    const admin = await newPage(browser, { timezoneId: zone === 'Pacific/Kiritimati' ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati' });
    await signIn(admin.page, inject('adminEmail'));
    const { send } = await apiOf(admin.context);
    const adminZone = (await send('GET', '/me')).body.zoneId as string;
    const self = (await send('GET', `/admin/accounts?q=${encodeURIComponent(inject('adminEmail'))}`)).body.items[0] as {
      lastSignInAt: string;
    };
    await nav(admin.page, 'Accounts');
    const row = admin.page.locator('li.row', { hasText: inject('adminEmail') });
    const shown = Temporal.Instant.from(self.lastSignInAt).toZonedDateTimeISO(adminZone).toPlainDateTime();
    const time = shown.toPlainTime().toString({ smallestUnit: 'minute' });
    await expect.poll(() => row.innerText()).toContain(`last sign-in ${await written(admin.page, shown.toPlainDate().toString())} ${time}`);
    expect(admin.errors).toEqual([]);
    await admin.context.close();
  });
  it('an administrator disables and enables a member (with its password), finds no one for a search, and reads the settings in words', async () => {
    const member = uniqueEmail('member');
    const other = await newPage(browser);
    await signUp(other.page, member);
    await other.context.close();
    const admin = await newPage(browser, { width: 1400 });
    await signIn(admin.page, inject('adminEmail'));
    await nav(admin.page, 'Accounts');
    const row = admin.page.locator('li.row', { hasText: member });
    await row.getByRole('button', { name: `Disable ${member}` }).click();
    await admin.page.getByRole('form', { name: 'Confirm account change' }).getByLabel('Your password').fill(PASSWORD);
    await admin.page.getByRole('button', { name: 'Disable', exact: true }).click();
    await admin.page.getByText(`${member} is disabled: its sessions have ended and its tokens no longer work.`).waitFor();
    await row.getByText('disabled', { exact: true }).waitFor();
    const refused = await admin.context.request.post('/api/v1/auth/session', { data: { email: member, password: PASSWORD } });
    expect((await refused.json()).code).toBe('ACCOUNT_DISABLED');
    await row.getByRole('button', { name: `Enable ${member}` }).click();
    await admin.page.getByRole('form', { name: 'Confirm account change' }).getByLabel('Your password').fill(PASSWORD);
    await admin.page.getByRole('button', { name: 'Enable', exact: true }).click();
    await admin.page.getByText(`${member} is enabled again and can sign in.`).waitFor();
    await expect.poll(() => row.getByText('disabled', { exact: true }).count()).toBe(0);
    await admin.page.getByLabel('Search accounts by email').fill('no-such-account-anywhere');
    await admin.page.getByRole('button', { name: 'Search' }).click();
    await admin.page.getByText('No account’s email contains “no-such-account-anywhere”.').waitFor();
    await nav(admin.page, 'Admin');
    const form = admin.page.getByRole('form', { name: 'Service settings' });
    await form.waitFor();
    const hints = await form.locator('.hint').allTextContents();
    expect(hints.join(' | ')).not.toMatch(/maxFailures|windowSeconds|requestsPerMinute/);
    expect(hints).toContain('Now: no mail server configured');
    expect(admin.errors).toEqual([]);
    await admin.context.close();
  });
});
