import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, launch, nav, newPage, shot, signUp, uniqueEmail } from './browser';

const LONG_CLIENT = 'Acme Corporation International Holdings GmbH & Co. KG';
const LONG_PROJECT = 'Website relaunch with a very long project name for testing';
const LONG_TASK = 'Write copy for the landing page and the pricing page, plus the FAQ section';

/** Empty states, and long names at a phone and a desktop width: nothing wider than the screen, nothing squeezed. */
describe('layout with long names and with nothing yet', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  const phone = () => page.setViewportSize({ width: 375, height: 812 });
  const desktop = () => page.setViewportSize({ width: 1400, height: 900 });

  beforeAll(async () => {
    browser = await launch();
    ({ context, page, errors } = await newPage(browser, { width: 1400, timezoneId: 'UTC' }));
    await signUp(page, uniqueEmail('layout'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('says so when there is nothing yet: no work sessions, no time in the report', async () => {
    await nav(page, 'Work sessions');
    await page.getByTestId('sessions-empty').waitFor();
    expect(await page.getByRole('combobox', { name: 'Session client' }).isVisible()).toBe(true);
    // The picker says what it picks (it showed only "General").
    expect(await page.getByRole('form', { name: 'Start a work session' }).locator('label').first().innerText()).toMatch(/^Client\b/);
    await nav(page, 'Reports');
    expect(await page.getByTestId('report-empty').textContent()).toBe('No time recorded in this range.');
    expect(await page.getByTestId('per-task').count()).toBe(0);
    expect(await page.getByTestId('intervals').count()).toBe(0);
    await page.getByRole('button', { name: 'Summary' }).click();
    await expect.poll(() => page.getByTestId('report-empty').textContent()).toBe('No time recorded in this range.');
    await page.getByRole('combobox', { name: 'Billable', exact: true }).selectOption('true');
    await expect.poll(() => page.getByTestId('report-empty').textContent()).toBe('No time in this range matches the filters.');
    await page.getByRole('button', { name: 'Daily' }).click();
    await expect.poll(() => page.getByTestId('report-empty').textContent()).toBe('No time in this range matches the filters.');
    await shot(page, 'layout-1400-empty-report');
  });

  it('an empty report draws no empty chart: it says what is empty and what to do, on a desktop and on a phone', async () => {
    // Still the daily view of this week with the billable filter on, and nothing recorded.
    const state = page.getByTestId('report-empty-state');
    expect(await page.getByTestId('chart').count()).toBe(0);
    expect(await state.innerText()).toMatch(/^No time in this range matches the filters\.\s+Nothing in .+ fits the filters above\./);
    await shot(page, 'layout-1400-empty-report-filtered');
    await state.getByRole('button', { name: 'Show all time' }).click();
    await expect.poll(() => page.getByTestId('report-empty').textContent()).toBe('No time recorded in this range.');
    expect(await page.getByRole('combobox', { name: 'Billable', exact: true }).inputValue()).toBe('');
    expect(await page.getByTestId('chart').count()).toBe(0);
    expect(await page.getByTestId('billing').count()).toBe(0);
    expect(await state.innerText()).toMatch(
      /To fill .+: start the timer at the top of the page, or record time .+ \+ Add time on the Time page\. Or pick another range/,
    );
    await shot(page, 'layout-1400-empty-report-help');
    await phone();
    expect(await scrollWidth()).toBeLessThanOrEqual(375);
    await shot(page, 'layout-375-empty-report');
    await desktop();
    await state.getByRole('link', { name: 'Time' }).click();
    await page.getByRole('heading', { name: 'Day', level: 1 }).waitFor();
    expect(errors).toEqual([]);
  });

  it('long names fit a phone: the timer, the day, the entry form, work sessions, catalog and report', async () => {
    const { send } = await apiOf(context);
    const client = (await send('POST', '/clients', { name: LONG_CLIENT, color: '#3366cc' })).body.id;
    const project = (await send('POST', '/projects', { name: LONG_PROJECT, clientId: client, billableByDefault: true })).body.id;
    const task = (await send('POST', '/tasks', { summary: LONG_TASK, projectId: project })).body.id;
    const now = Date.now();
    expect(
      (
        await send('POST', '/activities', {
          start: new Date(now - 3 * 3600_000).toISOString(),
          end: new Date(now - 2 * 3600_000).toISOString(),
          taskId: task,
        })
      ).status,
    ).toBe(201);
    await send(
      'POST',
      '/activities/start',
      { expectedActiveId: null, expectedActiveVersion: null, taskId: task },
      { 'idempotency-key': crypto.randomUUID() },
    );
    await send('POST', '/work-sessions', {
      clientId: client,
      projectId: project,
      start: new Date(now - 30 * 3600_000).toISOString(),
      end: new Date(now - 26 * 3600_000).toISOString(),
      summary: 'On site',
    });
    await phone();
    await page.goto('/web/time');
    const running = page.getByTestId('running-task');
    await running.waitFor();
    // The running name has the timer's whole first line (the clock and Stop go below it), and the timer scrolls with the page.
    const timerBox = (await page.getByRole('region', { name: 'Timer' }).boundingBox())!;
    expect((await running.boundingBox())!.width).toBeGreaterThan(timerBox.width - 60);
    expect(await page.getByRole('region', { name: 'Timer' }).evaluate((e) => getComputedStyle(e).position)).toBe('static');
    expect(await scrollWidth()).toBeLessThanOrEqual(375);
    // What an entry was takes the row's whole width rather than a column beside its times.
    const what = page.locator('li.entry .what').first();
    expect((await what.boundingBox())!.width).toBeGreaterThan(300);
    await shot(page, 'layout-375-day');

    await page.getByRole('button', { name: '+ Add time' }).click();
    const form = page.getByRole('form', { name: /Add/ });
    await form.waitFor();
    expect(await scrollWidth()).toBeLessThanOrEqual(375);
    const formBox = (await form.boundingBox())!;
    expect(formBox.x + formBox.width).toBeLessThanOrEqual(375);
    await shot(page, 'layout-375-entry-form');
    await form.getByRole('button', { name: 'Cancel' }).click();

    for (const name of ['Work sessions', 'Catalog', 'Reports']) {
      await nav(page, name);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForTimeout(300);
      expect(await scrollWidth(), name).toBeLessThanOrEqual(375);
      await shot(page, `layout-375-${name.toLowerCase().replace(/\s+/g, '-')}`);
    }
    expect(errors).toEqual([]);
  });

  it('at a desktop width a long name stays beside its swatch and a report date on one line', async () => {
    await desktop();
    await nav(page, 'Catalog');
    const name = page.getByRole('button', { name: `Rename ${LONG_CLIENT}` });
    await name.waitFor();
    const row = page.getByRole('listitem').filter({ has: name });
    const swatch = (await row.locator('.swatch').boundingBox())!;
    const nameBox = (await name.boundingBox())!;
    // Same line: the name starts to the right of the swatch and its box spans the swatch's middle.
    expect(nameBox.x).toBeGreaterThan(swatch.x + swatch.width);
    expect(nameBox.y).toBeLessThanOrEqual(swatch.y + swatch.height / 2);
    expect(await name.evaluate((e) => getComputedStyle(e).textAlign)).toBe('left');
    await nav(page, 'Reports');
    const date = page.getByTestId('intervals').locator('tbody td.date').first();
    await date.waitFor();
    const lines = await date.evaluate((e) => {
      const range = document.createRange();
      range.selectNodeContents(e);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
    await shot(page, 'layout-1400-report');
    expect(errors).toEqual([]);
  });
});
