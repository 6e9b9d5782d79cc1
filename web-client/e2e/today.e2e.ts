import { Temporal } from 'temporal-polyfill';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, launch, newPage, signUp, uniqueEmail } from './browser';

/**
 * "Today" is the profile zone's today from the first render on. The day view used to fix its date
 * at mount, before /me had answered, so with the fallback zone (UTC): for an hour or more a day, a
 * user east or west of UTC opened the page on the wrong day and did not see their running timer.
 */
describe("today in the profile's zone", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('a page opened fresh shows the day the profile zone is on, with the running entry', async () => {
    // A zone whose date differs from UTC's right now, whatever the hour: far east after 10:00 UTC,
    // far west before.
    const zone = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    const { context, page, errors } = await newPage(browser, { width: 1400, timezoneId: zone });
    await signUp(page, uniqueEmail('today'), { zone });
    const api = await apiOf(context);
    const started = await api.send(
      'POST',
      '/activities/start',
      { expectedActiveId: null, expectedActiveVersion: null, taskId: null, summary: 'late shift' },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(started.status).toBe(201);
    await page.reload();
    const today = Temporal.Now.plainDateISO(zone).toString();
    expect(today).not.toBe(Temporal.Now.plainDateISO('UTC').toString());
    await page.locator('li.entry.running').waitFor();
    expect(await page.getByLabel('Date').inputValue()).toBe(today);
    // Moving away and back with "Today" lands on the same day.
    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect.poll(() => page.getByLabel('Date').inputValue()).not.toBe(today);
    await page.getByRole('button', { name: 'Today' }).click();
    await expect.poll(() => page.getByLabel('Date').inputValue()).toBe(today);
    await page.locator('li.entry.running').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
