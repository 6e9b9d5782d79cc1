import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, launch, newPage, shot, signUp, uniqueEmail } from './browser';

/**
 * "+ Add time" when the request fails on the way: the entry stays in the form, the page says what
 * happened and offers Retry, and however the first request ended, the entry is recorded once. A
 * manual create is not an idempotent command (api-v1.md: "reconcile by reloading"), so a retry
 * first looks for what the first request may have saved.
 */
describe('adding time through a lost connection or a server error', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let api: Awaited<ReturnType<typeof apiOf>>;
  let posts = 0;

  beforeAll(async () => {
    browser = await launch();
    ({ context, page, errors } = await newPage(browser, { width: 1400, timezoneId: 'UTC' }));
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/activities') posts++;
    });
    await signUp(page, uniqueEmail('add-time'));
    api = await apiOf(context);
  });
  afterAll(async () => {
    await browser?.close();
  });

  const form = () => page.getByRole('form', { name: 'Add time' });
  const failure = () => form().getByRole('alert');
  /** The entries of a day with this summary, as the server has them. */
  const saved = async (day: string, summary: string) =>
    ((await api.send('GET', `/activities?from=${day}T00:00:00Z&to=${day}T23:59:59Z`)).body.items as Array<{ summary: string }>).filter(
      (a) => a.summary === summary,
    );
  const open = async (day: string, summary: string) => {
    await page.getByRole('button', { name: '+ Add time' }).click();
    await form().getByLabel('Start').fill(`${day}T09:00:00`);
    await form().getByLabel('End').fill(`${day}T10:30:00`);
    await form().getByLabel('Summary').fill(summary);
  };
  /** POST /activities answered by `handle` once; every other request goes through. */
  const onceOnPost = async (handle: (route: Route) => Promise<void>) => {
    let done = false;
    await page.route(
      (url) => url.pathname === '/api/v1/activities',
      async (route) => {
        if (done || route.request().method() !== 'POST') return route.fallback();
        done = true;
        await handle(route);
      },
    );
  };

  it('offline: the entry stays in the form with a message and Retry, which adds it once the connection is back', async () => {
    await open('2025-06-02', 'Written offline');
    await context.setOffline(true);
    await form().getByRole('button', { name: 'Add' }).click();
    await failure().filter({ hasText: 'Not added: the server cannot be reached' }).waitFor();
    expect(await form().getByLabel('Summary').inputValue()).toBe('Written offline');
    expect(await form().getByLabel('Start').inputValue()).toMatch(/^2025-06-02T09:00(:00)?$/);
    expect(await form().getByLabel('End').inputValue()).toMatch(/^2025-06-02T10:30(:00)?$/);
    await shot(page, 'add-time-1400-offline');
    await context.setOffline(false);
    await failure().getByRole('button', { name: 'Retry' }).click();
    await page.getByText('Added on').waitFor();
    await expect.poll(() => form().count()).toBe(0);
    expect(await saved('2025-06-02', 'Written offline')).toHaveLength(1);
  });

  it('an answer lost after the server saved it: Retry finds the entry and does not add it twice', async () => {
    await open('2025-06-03', 'Saved, answer lost');
    await onceOnPost(async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
    await form().getByRole('button', { name: 'Add' }).click();
    await failure().filter({ hasText: 'Not added' }).waitFor();
    expect(await saved('2025-06-03', 'Saved, answer lost')).toHaveLength(1);
    const before = posts;
    await failure().getByRole('button', { name: 'Retry' }).click();
    await page.getByText('it had reached the server before the connection dropped').waitFor();
    expect(await form().count()).toBe(0);
    expect(posts).toBe(before);
    expect(await saved('2025-06-03', 'Saved, answer lost')).toHaveLength(1);
    await page.unrouteAll();
  });

  it('an earlier attempt that was saved, then changed in the form: the page says so, and Add records the change as another entry', async () => {
    await open('2025-06-04', 'First wording');
    await onceOnPost(async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
    await form().getByRole('button', { name: 'Add' }).click();
    await failure().filter({ hasText: 'Not added' }).waitFor();
    await form().getByLabel('Summary').fill('Second wording');
    await form().getByRole('button', { name: 'Add' }).click();
    await failure().filter({ hasText: 'Your earlier attempt reached the server after all' }).waitFor();
    expect(await form().getByLabel('Summary').inputValue()).toBe('Second wording');
    expect(await saved('2025-06-04', 'Second wording')).toHaveLength(0);
    await form().getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => form().count()).toBe(0);
    expect(await saved('2025-06-04', 'First wording')).toHaveLength(1);
    expect(await saved('2025-06-04', 'Second wording')).toHaveLength(1);
    await page.unrouteAll();
  });

  it('a server error (503) on a phone: the message and Retry fit the screen; Retry adds the entry once', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await open('2025-06-05', 'After a 503');
    await onceOnPost((route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/problem+json',
        body: JSON.stringify({ status: 503, title: 'Service Unavailable', detail: 'The service is not ready', requestId: 'req-42' }),
      }),
    );
    await form().getByRole('button', { name: 'Add' }).click();
    await failure().filter({ hasText: 'Not added: the server could not save it (error 503, request req-42)' }).waitFor();
    expect(await form().getByLabel('Summary').inputValue()).toBe('After a 503');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const retry = failure().getByRole('button', { name: 'Retry' });
    await retry.scrollIntoViewIfNeeded();
    expect((await retry.boundingBox())!.height).toBeGreaterThanOrEqual(40);
    await shot(page, 'add-time-375-server-error');
    await retry.click();
    await expect.poll(() => form().count()).toBe(0);
    expect(await saved('2025-06-05', 'After a 503')).toHaveLength(1);
    await page.unrouteAll();
    await page.setViewportSize({ width: 1400, height: 900 });
  });

  it('on a phone, three entries added in a row leave one "Added on" message at the bottom that covers no entry and goes by itself', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    const toasts = page.locator('.toasts');
    const added = toasts.locator('.toast').filter({ hasText: /^Added on / });
    for (const [n, summary] of ['Stand-up', 'Review', 'Planning'].entries()) {
      await page.getByRole('button', { name: '+ Add time' }).click();
      await form()
        .getByLabel('Start')
        .fill(`2025-06-10T0${n + 1}:00:00`);
      await form()
        .getByLabel('End')
        .fill(`2025-06-10T0${n + 1}:30:00`);
      await form().getByLabel('Summary').fill(summary);
      await form().getByRole('button', { name: 'Add' }).click();
      await expect.poll(() => form().count()).toBe(0);
      await page.getByTestId('entry').filter({ hasText: summary }).waitFor();
    }
    // One message, the newest (an older one of the same kind is replaced, not stacked), said politely.
    await added.first().waitFor();
    await shot(page, 'add-time-375-added-three');
    expect(await added.count()).toBe(1);
    expect(await added.innerText()).toMatch(/^Added on Tuesday, June 10\./);
    expect(await toasts.getAttribute('role')).toBe('status');
    expect(await toasts.getAttribute('aria-live')).toBe('polite');
    // Compact at the bottom of the screen, inside it, and no entry of the day (the last one scrolled
    // into view) lies under it.
    const box = (await toasts.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(64);
    expect(box.y + box.height).toBeLessThanOrEqual(812);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    const entries = page.getByTestId('day-2025-06-10').getByTestId('entry');
    await entries.last().scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const toast = (await added.boundingBox())!;
    for (const entry of await entries.all()) {
      const row = (await entry.boundingBox())!;
      const overlap = Math.min(row.y + row.height, toast.y + toast.height) - Math.max(row.y, toast.y);
      expect(overlap, `the message covers ${await entry.innerText()}`).toBeLessThanOrEqual(0);
    }
    await shot(page, 'add-time-375-added-three-scrolled');
    // It goes by itself.
    await expect.poll(() => added.count(), { timeout: 10_000 }).toBe(0);
    await page.setViewportSize({ width: 1400, height: 900 });
    // On a desktop the same: one message, in the corner.
    for (const summary of ['Retro', 'Demo']) {
      await page.getByRole('button', { name: '+ Add time' }).click();
      await form().getByLabel('Summary').fill(summary);
      await form().getByRole('button', { name: 'Add' }).click();
      await page.getByTestId('entry').filter({ hasText: summary }).waitFor();
    }
    await added.first().waitFor();
    expect(await added.count()).toBe(1);
    await shot(page, 'add-time-1400-added-two');
  });

  it('a refusal (422) is not offered as a retry: it says what to change, and the entry stays', async () => {
    await open('2025-06-06', 'Ends before it starts');
    await form().getByLabel('End').fill('2025-06-06T08:00:00');
    await form().getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => failure().count()).toBe(1);
    expect(await failure().getByRole('button', { name: 'Retry' }).count()).toBe(0);
    expect(await form().getByLabel('Summary').inputValue()).toBe('Ends before it starts');
    await form().getByRole('button', { name: 'Cancel' }).click();
  });

  it('the calendar\'s "Add time" keeps the entry and offers Retry the same way', async () => {
    await page.getByRole('button', { name: 'Calendar' }).click();
    await page.getByLabel('Date').fill('2025-06-09');
    await page
      .getByRole('button', { name: /^Add time on / })
      .first()
      .click();
    await form().getByLabel('Summary').fill('From the calendar');
    await context.setOffline(true);
    await form().getByRole('button', { name: 'Add' }).click();
    await failure().filter({ hasText: 'Not added: the server cannot be reached' }).waitFor();
    expect(await form().getByLabel('Summary').inputValue()).toBe('From the calendar');
    await shot(page, 'add-time-1400-calendar-offline');
    await context.setOffline(false);
    await failure().getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => form().count()).toBe(0);
    expect(await saved('2025-06-09', 'From the calendar')).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
