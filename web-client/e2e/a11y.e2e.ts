import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axe } from './axe';
import { apiOf, launch, nav, newPage, shot, signIn, signUp, uniqueEmail } from './browser';

const PAGES = ['Time', 'Reports', 'Work sessions', 'Catalog', 'Import', 'Settings'];

describe('accessibility on every page at 1400 and 375 px (axe-core: 0 critical, 0 serious)', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launch();
    ({ page, errors } = await newPage(browser, { width: 1400, timezoneId: 'Europe/Berlin' }));
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const width of [1400, 375]) {
    it(`sign-in and sign-up at ${width} px`, async () => {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto('/web/signin');
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      expect(await axe(page)).toEqual([]);
      await shot(page, `a11y-${width}-signin`);
      await page.goto('/web/signup');
      await page.getByRole('heading', { name: 'Create your account' }).waitFor();
      expect(await axe(page)).toEqual([]);
      await shot(page, `a11y-${width}-signup`);
    });
  }

  it('every page of a signed-in user with data, at both widths', async () => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await signUp(page, uniqueEmail('axe'), { zone: 'Europe/Berlin' });
    const api = await apiOf(page.context());
    const client = (await api.send('POST', '/clients', { name: 'Acme', color: '#3366cc' })).body.id;
    const project = (await api.send('POST', '/projects', { name: 'Website', clientId: client })).body.id;
    const task = (await api.send('POST', '/tasks', { summary: 'Write copy', projectId: project })).body.id;
    const label = (await api.send('POST', '/labels', { name: 'Deep work', color: '#aa3377' })).body.id;
    const now = Date.now();
    await api.send('POST', '/activities', {
      start: new Date(now - 3 * 3600_000).toISOString(),
      end: new Date(now - 2 * 3600_000).toISOString(),
      taskId: task,
      labelIds: [label],
      summary: 'intro',
    });
    await api.send(
      'POST',
      '/activities/start',
      { expectedActiveId: null, expectedActiveVersion: null, taskId: task },
      { 'idempotency-key': crypto.randomUUID() },
    );
    await page.reload();
    await page.getByTestId('running-task').waitFor();
    for (const width of [1400, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      for (const name of PAGES) {
        await nav(page, name);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForTimeout(300);
        // One heading names the page, as on every other page.
        expect({ page: name, h1: (await page.getByRole('heading', { level: 1 }).allInnerTexts()).length }).toEqual({ page: name, h1: 1 });
        expect({ page: name, width, violations: await axe(page) }).toEqual({ page: name, width, violations: [] });
        await shot(page, `a11y-${width}-${name.toLowerCase().replace(/\s+/g, '-')}`);
      }
      // The entry form and the timer's open picker are part of the pages too.
      await nav(page, 'Time');
      await page.getByRole('button', { name: '+ Add time' }).click();
      expect(await axe(page)).toEqual([]);
      await page.getByRole('button', { name: 'Cancel' }).click();
    }
    // The admin address of an account that is not an administrator: the page is named, and says why it is empty.
    await page.goto('/web/admin');
    await page.getByRole('alert').filter({ hasText: 'for administrators' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual(['Admin']);
    expect(errors).toEqual([]);
  });

  it('the admin pages at both widths', async () => {
    const admin = await newPage(browser, { width: 1400 });
    await signIn(admin.page, inject('adminEmail'));
    for (const width of [1400, 375]) {
      await admin.page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await admin.page.goto('/web/admin');
      await admin.page.getByLabel(/Session lifetime/).waitFor();
      expect(await admin.page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual(['Admin']);
      expect(await axe(admin.page)).toEqual([]);
      await shot(admin.page, `a11y-${width}-admin`);
      await nav(admin.page, 'Accounts');
      await admin.page.getByRole('heading', { name: 'Accounts' }).waitFor();
      await admin.page.waitForTimeout(300);
      expect(await admin.page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual(['Accounts']);
      expect(await axe(admin.page)).toEqual([]);
      await shot(admin.page, `a11y-${width}-accounts`);
    }
    expect(admin.errors).toEqual([]);
    await admin.context.close();
  });
});
