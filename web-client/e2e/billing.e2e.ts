import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axe } from './axe';
import { apiOf, launch, nav, newPage, shot, signUp, uniqueEmail } from './browser';

type Send = Awaited<ReturnType<typeof apiOf>>['send'];

const texts = async (locator: Locator): Promise<string[]> => (await locator.allTextContents()).map((t) => t.trim());

/**
 * Issue 27 in the browser: the billable toggle (timer and entry form) with the project's default,
 * rate histories on the catalog and in Settings, and report amounts per currency with the billable
 * filter; at a desktop and a phone width, with axe finding nothing critical or serious.
 */
for (const width of [1400, 375]) {
  describe(`billing at ${width} px`, () => {
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    let errors: string[];
    let send: Send;
    const ids: Record<string, string> = {};

    const check = async (name: string) => {
      await page.waitForTimeout(200);
      expect({ name, violations: await axe(page) }).toEqual({ name, violations: [] });
      await shot(page, `billing-${width}-${name}`);
      if (width === 375) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    };

    beforeAll(async () => {
      browser = await launch();
      ({ context, page, errors } = await newPage(browser, { width, timezoneId: 'UTC' }));
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('sets up a billable and a non-billable project', async () => {
      await signUp(page, uniqueEmail(`billing${width}`));
      ({ send } = await apiOf(context));
      const created = async (path: string, body: object) => {
        const reply = await send('POST', path, body);
        expect(reply.status, JSON.stringify(reply.body)).toBe(201);
        return reply.body.id as string;
      };
      ids.client = await created('/clients', { name: 'Acme', color: '#3366cc' });
      ids.website = await created('/projects', { name: 'Website', clientId: ids.client, billableByDefault: true });
      ids.internal = await created('/projects', { name: 'Internal', clientId: ids.client });
      ids.copy = await created('/tasks', { summary: 'Write copy', projectId: ids.website });
      ids.planning = await created('/tasks', { summary: 'Planning', projectId: ids.internal });
      await page.reload();
      await page.getByText('Nothing is running').waitFor();
    });

    it("the timer shows the project's default and lets the person override it", async () => {
      const timer = page.getByRole('region', { name: 'Timer' });
      const billable = timer.getByRole('checkbox', { name: 'Billable' });
      const pickTask = async (text: string, option: RegExp) => {
        await timer.getByRole('combobox').fill(text);
        await page.getByRole('option', { name: option }).click();
      };
      // Without a task: not billable, as the server would decide.
      expect(await billable.isChecked()).toBe(false);
      await pickTask('Write', /Write copy/);
      await expect.poll(() => billable.isChecked()).toBe(true);
      expect(await timer.getByText('(default)').isVisible()).toBe(true);
      expect(await billable.getAttribute('aria-describedby')).toBe('timer-billable-default');
      expect(await page.locator('#timer-billable-default').textContent()).toBe('Website is billable by default.');
      await check('01-timer-default');
      await timer.getByRole('button', { name: 'Start', exact: true }).click();
      await page.getByTestId('running-billable').waitFor();
      expect((await send('GET', '/activities/active')).body.billable).toBe(true);
      await timer.getByRole('button', { name: 'Stop' }).click();
      await page.getByText('Nothing is running').waitFor();

      await pickTask('Plan', /Planning/);
      await expect.poll(() => billable.isChecked()).toBe(false);
      await billable.check();
      await timer.getByRole('button', { name: 'use default' }).waitFor();
      expect(await page.locator('#timer-billable-default').textContent()).toBe(
        'Changed from the default: Internal is not billable by default.',
      );
      await check('02-timer-override');
      await timer.getByRole('button', { name: 'Start', exact: true }).click();
      await page.getByTestId('running-billable').waitFor();
      const running = (await send('GET', '/activities/active')).body;
      expect({ task: running.taskId, billable: running.billable }).toEqual({ task: ids.planning, billable: true });
      // After a start the toggle follows the default again.
      expect(await timer.getByText('(default)').isVisible()).toBe(true);
      await timer.getByRole('button', { name: 'Stop' }).click();
      await page.getByText('Nothing is running').waitFor();
    });

    it('the entry form shows the default, records an override, and edits the flag', async () => {
      await page.getByRole('button', { name: '+ Add time' }).click();
      const form = page.getByRole('form', { name: 'Add time' });
      await form.getByLabel('Start').fill('2026-05-20T09:00:00');
      await form.getByLabel('End').fill('2026-05-20T10:00:00');
      await form.getByLabel('Task').selectOption({ label: 'Planning · Internal' });
      const billable = form.getByRole('checkbox', { name: 'Billable' });
      expect(await billable.isChecked()).toBe(false);
      await form.getByText('Internal is not billable by default.').waitFor();
      await billable.check();
      await form.getByText('Changed from the default (Internal is not billable by default).').waitFor();
      await check('03-entry-form');
      await form.getByRole('button', { name: 'Add' }).click();
      const row = page.getByTestId('entry').filter({ hasText: 'Planning' });
      await row.getByText('billable', { exact: true }).waitFor();
      const list = async () =>
        (await send('GET', `/activities?from=2026-05-20T00:00:00Z&to=2026-05-21T00:00:00Z`)).body.items as Array<{ billable: boolean }>;
      expect((await list()).map((a) => a.billable)).toEqual([true]);

      await row.getByRole('button', { name: /^Edit Planning/ }).click();
      const edit = page.getByRole('form', { name: 'Edit entry' });
      const flag = edit.getByRole('checkbox', { name: 'Billable' });
      expect(await flag.isChecked()).toBe(true);
      await flag.uncheck();
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect.poll(async () => (await list()).map((a) => a.billable)).toEqual([false]);
      await expect.poll(() => row.getByText('billable', { exact: true }).count()).toBe(0);
    });

    it("a project's rates: a history with effective dates, added, corrected and deleted", async () => {
      await nav(page, 'Catalog');
      await page.getByRole('button', { name: 'Rates of Website' }).click();
      const rates = page.getByRole('group', { name: 'Rates of Website' });
      await rates.getByText(/No rate of its own/).waitFor();
      const add = async (amount: string, currency: string, date: string) => {
        const form = rates.getByRole('form', { name: 'Add a rate for Website' });
        await form.getByLabel('Hourly rate').fill(amount);
        await form.getByLabel('Currency').selectOption(currency);
        await form.getByLabel('Effective from').fill(date);
        await form.getByRole('button', { name: 'Add rate' }).click();
      };
      const history = () => texts(rates.getByTestId('rate').locator('.rate-amount, .rate-from, .badge').filter({ visible: true }));

      await add('80', 'EUR', '');
      await expect.poll(history).toEqual(['€80.00/h', 'since always', 'in effect']);
      await add('90,00', 'EUR', '2026-06-15');
      await expect.poll(history).toEqual(['€90.00/h', 'from Jun 15, 2026', 'in effect', '€80.00/h', 'since always']);
      // The row says what applies now.
      expect(await page.getByRole('button', { name: 'Rates of Website: €90.00/h now' }).getAttribute('aria-expanded')).toBe('true');

      // Two rates from the same moment: the server's 409, in words.
      await add('70', 'EUR', '2026-06-15');
      await rates.getByRole('alert').filter({ hasText: 'There is already a rate from that date here' }).waitFor();
      // An amount the API would refuse is caught before sending.
      await add('12.34567', 'EUR', '2026-09-01');
      await rates.getByRole('alert').filter({ hasText: 'at most 4 decimals' }).waitFor();
      await add('85', 'EUR', '2030-01-01');
      await expect
        .poll(history)
        .toEqual(['€85.00/h', 'from Jan 1, 2030', 'upcoming', '€90.00/h', 'from Jun 15, 2026', 'in effect', '€80.00/h', 'since always']);
      await check('04-project-rates');

      await rates.getByRole('button', { name: 'Edit the rate €85.00/h from Jan 1, 2030 of Website' }).click();
      const edit = rates.getByRole('form', { name: /^Edit the rate €85\.00\/h/ });
      await edit.getByLabel('Hourly rate').fill('86.125');
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect
        .poll(history)
        .toEqual(['€86.125/h', 'from Jan 1, 2030', 'upcoming', '€90.00/h', 'from Jun 15, 2026', 'in effect', '€80.00/h', 'since always']);
      await rates.getByRole('button', { name: 'Delete the rate €86.125/h from Jan 1, 2030 of Website' }).click();
      await rates.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect.poll(history).toEqual(['€90.00/h', 'from Jun 15, 2026', 'in effect', '€80.00/h', 'since always']);

      // Another project in another currency; the client and the task have their own histories too.
      await page.getByRole('button', { name: 'Rates of Internal' }).click();
      const internal = page.getByRole('group', { name: 'Rates of Internal' });
      await internal.getByLabel('Hourly rate').fill('100.5');
      await internal.getByLabel('Currency').selectOption('USD');
      await internal.getByRole('button', { name: 'Add rate' }).click();
      await expect.poll(() => texts(internal.getByTestId('rate').locator('.rate-amount'))).toEqual(['$100.50/h']);
      await page.getByRole('button', { name: 'Rates of Acme' }).click();
      await page
        .getByRole('group', { name: 'Rates of Acme' })
        .getByText(/priced at your default rate/)
        .waitFor();
      await page.getByRole('button', { name: 'Rates of Write copy' }).click();
      await page
        .getByRole('group', { name: 'Rates of Write copy' })
        .getByText(/parent task's, project's or client's rate/)
        .waitFor();
      await check('05-catalog-rates');
      const stored = (await send('GET', `/rates?projectId=${ids.website}`)).body.items.map(
        (r: { hourlyRate: string; effectiveFrom: string | null }) => [r.hourlyRate, r.effectiveFrom],
      );
      expect(stored.sort()).toEqual([
        ['80', null],
        ['90', '2026-06-15T00:00:00Z'],
      ]);
    });

    it('the report shows amounts per currency, unpriced time, and filters billable time', async () => {
      const entry = async (body: object) => {
        const reply = await send('POST', '/activities', body);
        expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      };
      await entry({ taskId: ids.copy, start: '2026-06-03T09:00:00Z', end: '2026-06-03T11:30:00Z' }); // 2:30 at EUR 80 = 200.00
      await entry({ taskId: ids.copy, start: '2026-06-17T14:00:00Z', end: '2026-06-17T15:45:00Z' }); // 1:45 at EUR 90 = 157.50
      await entry({ taskId: ids.planning, billable: true, start: '2026-06-10T09:00:00Z', end: '2026-06-10T10:00:00Z' }); // 1:00 at USD 100.5
      await entry({ taskId: ids.planning, start: '2026-06-11T09:00:00Z', end: '2026-06-11T10:00:00Z' }); // not billable
      await entry({ summary: 'Call with a lead', billable: true, start: '2026-06-12T09:00:00Z', end: '2026-06-12T09:30:00Z' }); // no rate
      await page.goto('/web/reports?range=custom&from=2026-06-01&to=2026-06-30&kind=summary&group=project');
      await expect.poll(() => page.getByTestId('report-total').textContent()).toBe('6:45:00');
      expect(await page.getByTestId('billable-total').textContent()).toBe('5:45:00');
      expect(await page.getByTestId('amount-EUR').textContent()).toBe('€357.50');
      expect(await page.getByTestId('amount-USD').textContent()).toBe('$100.50');
      expect(await page.getByTestId('unpriced-total').textContent()).toBe('0:30:00');
      await page.getByTestId('unpriced-note').getByRole('link', { name: 'Settings' }).waitFor();
      const summary = page.getByTestId('summary');
      expect(await texts(summary.locator('thead th'))).toEqual(['Project', 'Total', 'Billable', 'Amount EUR', 'Amount USD', 'Unpriced']);
      const rows = await page
        .getByTestId('summary-group')
        .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
      expect(rows).toEqual([
        ['Internal', '2:00:00', '1:00:00', '–', '$100.50', '–'],
        ['Website', '4:15:00', '4:15:00', '€357.50', '–', '–'],
        ['(none)', '0:30:00', '0:30:00', '–', '–', '0:30:00'],
      ]);
      expect(await texts(summary.locator('tfoot th, tfoot td'))).toEqual(['Total', '6:45:00', '5:45:00', '€357.50', '$100.50', '0:30:00']);
      await check('06-report-amounts');

      const filter = page.getByRole('form', { name: 'Filters' }).getByLabel('Billable');
      await filter.selectOption({ label: 'Not billable' });
      await expect.poll(() => page.getByTestId('report-total').textContent()).toBe('1:00:00');
      expect(await page.getByTestId('billing').textContent()).toBe('Showing time that is not billable.');
      expect(new URL(page.url()).searchParams.get('billable')).toBe('false');
      expect(await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toContain('billable=false');
      await check('07-report-not-billable');
      await filter.selectOption({ label: 'Billable' });
      await expect.poll(() => page.getByTestId('report-total').textContent()).toBe('5:45:00');
      expect(await page.getByTestId('amount-EUR').textContent()).toBe('€357.50');

      // The daily view prices each task and marks each interval.
      await page.getByRole('button', { name: 'Daily' }).click();
      await expect
        .poll(() => texts(page.getByTestId('per-task').locator('thead th')))
        .toEqual(['Task', 'Total', 'Billable', 'Amount EUR', 'Amount USD', 'Unpriced']);
      const perTask = await page
        .getByTestId('per-task')
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
      expect(perTask).toContainEqual(['Write copy · Website', '4:15:00', '4:15:00', '€357.50', '–', '–']);
      expect(perTask).toContainEqual(['(no task)', '0:30:00', '0:30:00', '–', '–', '0:30:00']);
      expect(await texts(page.getByTestId('intervals').locator('tbody td:nth-child(5)'))).toEqual(['yes', 'yes', 'yes', 'yes']);
      await check('08-report-daily');
      await filter.selectOption({ label: 'All time' });
      await expect.poll(() => page.getByTestId('report-total').textContent()).toBe('6:45:00');
    });

    it('a default rate in Settings prices the time nothing else prices', async () => {
      await nav(page, 'Settings');
      const rates = page.getByRole('group', { name: 'Rates of your default rate' });
      await rates.getByText(/No default rate/).waitFor();
      await rates.getByLabel('Hourly rate').fill('60');
      await rates.getByLabel('Currency').selectOption('GBP');
      await rates.getByRole('button', { name: 'Add rate' }).click();
      await expect.poll(() => texts(rates.getByTestId('rate').locator('.rate-amount, .rate-from'))).toEqual(['£60.00/h', 'since always']);
      await check('09-settings-default-rate');
      await page.goto('/web/reports?range=custom&from=2026-06-01&to=2026-06-30&kind=summary&group=project');
      await expect.poll(() => page.getByTestId('amount-GBP').textContent()).toBe('£30.00');
      expect(await page.getByTestId('unpriced-total').count()).toBe(0);
      expect(await texts(page.getByTestId('billing').locator('dd'))).toEqual(['5:45:00', '€357.50', '£30.00', '$100.50']);
      expect(errors).toEqual([]);
    });

    it('reads well in dark mode too', async () => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.getByTestId('amount-GBP').waitFor();
      await check('10-dark-report');
      await nav(page, 'Catalog');
      await page.getByRole('button', { name: /^Rates of Website/ }).click();
      await page.getByRole('group', { name: 'Rates of Website' }).getByTestId('rate').first().waitFor();
      await check('11-dark-catalog');
      await nav(page, 'Time');
      await page.getByRole('button', { name: '+ Add time' }).click();
      await check('12-dark-time');
      expect(errors).toEqual([]);
    });
  });
}
