import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, nav, newPage, shot, signUp, uniqueEmail } from './browser';

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
