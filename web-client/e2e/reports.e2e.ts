import { readFileSync } from 'node:fs';
import { Temporal } from 'temporal-polyfill';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, launch, nav, newPage, shot, signUp, uniqueEmail } from './browser';

const ZONE = 'America/New_York';

/** "1:15:00" as shown on the page, in minutes. */
const shownMinutes = (text: string | null): number => {
  const [h, m, s] = (text ?? '').trim().split(':').map(Number);
  return h * 60 + m + s / 60;
};

/** Issue 14's "done when": this week by project and task, rounded up to 15 minutes, shown and downloaded. */
describe('the summary report in the browser', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let preset = 'this-week';

  beforeAll(async () => {
    browser = await launch();
    ({ context, page, errors } = await newPage(browser, { timezoneId: ZONE }));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('tracks entries on two projects this week', async () => {
    await signUp(page, uniqueEmail('report'));
    const { send } = await apiOf(context);
    const client = await send('POST', '/clients', { name: 'Acme', color: '#aa3300' });
    expect(client.status, JSON.stringify(client.body)).toBe(201);
    const project = async (name: string) => {
      const created = await send('POST', '/projects', { name, clientId: client.body.id });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body.id as string;
    };
    const website = await project('Website');
    const support = await project('Support');
    const task = async (summary: string, projectId: string) => {
      const created = await send('POST', '/tasks', { summary, projectId });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body.id as string;
    };
    const copy = await task('Write copy', website);
    const layout = await task('Fix layout', website);
    const tickets = await task('Tickets', support);
    // "This week" is the profile zone's week, whatever the browser's zone.
    const zone = (await send('GET', '/me')).body.zoneId as string;
    const now = Temporal.Now.zonedDateTimeISO(zone);
    let monday = now.toPlainDate().subtract({ days: now.dayOfWeek - 1 });
    // Entries may not start in the future: in the first hours of a week, use last week's Monday (and preset).
    if (now.dayOfWeek === 1 && now.hour < 4) {
      monday = monday.subtract({ days: 7 });
      preset = 'last-week';
    }
    const at = (time: string) => monday.toPlainDateTime(time).toZonedDateTime(zone).toInstant().toString();
    // Exact minutes 50, 20, 7 and 61; rounded up to 15 each: 60, 30, 15 and 75.
    for (const [taskId, start, end] of [
      [copy, '00:00', '00:50'],
      [copy, '01:00', '01:20'],
      [layout, '02:00', '02:07'],
      [tickets, '02:10', '03:11'],
    ]) {
      const created = await send('POST', '/activities', { taskId, start: at(start), end: at(end) });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
  });

  it('shows this week by project and task, rounded up to 15 minutes, and the totals add up', async () => {
    await nav(page, 'Reports');
    await page.getByLabel('Range').selectOption(preset);
    await page.getByRole('button', { name: 'Summary' }).click();
    await page.getByLabel('Group by').selectOption('project');
    await page.getByLabel('Then by').selectOption('task');
    await page.getByLabel('Rounding').selectOption('up');
    await page.getByLabel('Minutes').fill('15');
    await expect.poll(() => page.getByTestId('summary-total').textContent()).toBe('3:00:00');
    const groups = page.getByTestId('summary-group');
    expect(await groups.locator('th').allTextContents()).toEqual(['Support', 'Website']);
    expect(await groups.locator('td').allTextContents()).toEqual(['1:15:00', '1:45:00']);
    expect(await page.getByTestId('summary-subgroup').locator('td:first-child').allTextContents()).toEqual([
      'Tickets',
      'Fix layout',
      'Write copy',
    ]);
    const subtotals = (await page.getByTestId('summary-subgroup').locator('td:last-child').allTextContents()).map(shownMinutes);
    expect(subtotals).toEqual([75, 15, 90]);
    expect(subtotals.reduce((a, b) => a + b, 0)).toBe(shownMinutes(await page.getByTestId('summary-total').textContent()));
    expect(await page.getByTestId('report-total').textContent()).toBe('3:00:00');
    await expect.poll(() => page.locator('p.total').textContent()).toContain('recorded 2:18:00');
    await shot(page, 'reports-01-summary');
  });

  it('downloads the same report as CSV, and offers XLSX and PDF of the same query', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const [header, ...records] = readFileSync((await download.path())!, 'utf8')
      .split('\r\n')
      .filter(Boolean)
      .map((line) => line.split(','));
    // The last record is the Total row: the report's own total.
    const rows = records.slice(0, -1);
    const total = records[records.length - 1];
    expect(total[0]).toBe('Total');
    const hours = header.indexOf('Hours');
    expect(hours).toBeGreaterThan(-1);
    const pageRows = await page
      .getByTestId('summary-subgroup')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    expect(rows.length).toBe(pageRows.length);
    // One CSV row per subgroup, in the page's order, with the task's name and the same (rounded) hours.
    rows.forEach((row, i) => {
      expect(row).toContain(pageRows[i][0]);
      expect(Number(row[hours]) * 60).toBeCloseTo(shownMinutes(pageRows[i][1]), 6);
    });
    expect(rows.reduce((sum, row) => sum + Number(row[hours]), 0) * 60).toBeCloseTo(180, 6);
    expect(Number(total[hours]) * 60).toBeCloseTo(180, 6);
    for (const [format, type] of [
      ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['pdf', 'application/pdf'],
    ]) {
      const href = await page.getByRole('link', { name: `Download ${format.toUpperCase()}` }).getAttribute('href');
      expect(href).toContain('groupBy=project');
      expect(href).toContain('rounding=up');
      const response = await context.request.get(href!);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain(type);
    }
  });

  it('a project filter narrows the summary on the server: its total, groups and downloads', async () => {
    const projectFilter = page.getByRole('form', { name: 'Filters' }).locator('label', { hasText: 'Project' }).locator('select');
    await projectFilter.selectOption({ label: 'Support' });
    await expect.poll(() => page.getByTestId('summary-total').textContent()).toBe('1:15:00');
    expect(await page.getByTestId('summary-group').locator('th').allTextContents()).toEqual(['Support']);
    expect(await page.getByTestId('summary-subgroup').locator('td:first-child').allTextContents()).toEqual(['Tickets']);
    const href = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
    expect(new URLSearchParams(href!.split('?')[1]).get('projectId')).toMatch(/^[0-9a-f-]{36}$/);
    await projectFilter.selectOption({ label: 'All projects' });
    await expect.poll(() => page.getByTestId('summary-total').textContent()).toBe('3:00:00');
  });

  it('is readable at 375 px', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await shot(page, 'reports-02-summary-375px');
    expect(errors).toEqual([]);
  });

  it('a month of days on a phone: the chart fits the screen with its text at full size and its day labels apart', async () => {
    await page.getByRole('button', { name: 'Daily' }).click();
    await page.getByLabel('Range').selectOption('this-month');
    const chart = page.getByTestId('chart');
    await expect.poll(() => chart.locator('[data-testid="chart-bar"]').count()).toBeGreaterThanOrEqual(28);
    const geometry = () =>
      chart.evaluate((svg) => {
        const boxes = (selector: string) => [...svg.querySelectorAll(selector)].map((t) => t.getBoundingClientRect());
        return {
          right: svg.getBoundingClientRect().right,
          text: boxes('text').map((r) => r.height),
          days: boxes('[data-testid="chart-bar"] text.axis').map((r) => ({ left: r.left, right: r.right })),
        };
      });
    await expect.poll(async () => (await geometry()).right).toBeLessThanOrEqual(375);
    const { text, days } = await geometry();
    // Drawn at its size, not shrunk: its 11 px text is about 13 px high (squeezed into the phone's width it was under 5 px).
    for (const height of text) expect(height).toBeGreaterThanOrEqual(11);
    expect(days.length).toBeGreaterThanOrEqual(5);
    for (let i = 1; i < days.length; i++) expect(days[i].left).toBeGreaterThan(days[i - 1].right);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // The downloads are links drawn as buttons: on a phone their words sit in the middle of the taller box, as a button's do.
    const offCentre = await page.getByRole('link', { name: 'Download CSV' }).evaluate((link) => {
      const box = link.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(link);
      const text = range.getBoundingClientRect();
      return Math.abs(text.top + text.bottom - box.top - box.bottom) / 2;
    });
    expect(offCentre).toBeLessThan(2);
    await shot(page, 'reports-03-month-375px');
    await page.setViewportSize({ width: 1400, height: 900 });
    await shot(page, 'reports-04-month-1400px');
    expect(errors).toEqual([]);
  });
});

/** Every date on the Reports page is written the way the browser's language writes dates, never as 2025-03-04. */
describe("the report's dates in the browser's language", () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];
  const mainText = () => page.locator('main').innerText();
  const ISO_DATE = /\d{4}-\d{2}-\d{2}/;

  beforeAll(async () => {
    browser = await launch();
    ({ page, errors } = await newPage(browser, { width: 1400, timezoneId: 'Europe/Berlin', locale: 'de-DE' }));
    await signUp(page, uniqueEmail('report-locale'), { zone: 'Europe/Berlin' });
    const { send } = await apiOf(page.context());
    // Tuesday 4 March 2025, 09:00–10:30 in Berlin.
    const created = await send('POST', '/activities', { start: '2025-03-04T08:00:00Z', end: '2025-03-04T09:30:00Z', summary: 'Review' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the range, the chart, the intervals and the day, week and month groups of the summary', async () => {
    await page.goto('/web/reports?range=custom&from=2025-03-02&to=2025-03-08&kind=daily');
    await expect.poll(() => page.getByTestId('report-total').textContent()).toBe('1:30:00');
    expect(await page.locator('p.total').innerText()).toMatch(/^\S+–\s?8\. März 2025 \(Europe\/Berlin\): 1:30:00$/);
    expect(await page.getByTestId('intervals').locator('tbody td.date').allInnerTexts()).toEqual([
      expect.stringMatching(/^Di\., 4\. März$/),
    ]);
    // Day and month in the language's order and punctuation under the bars; whole dates for a screen reader.
    expect(await page.getByTestId('chart').locator('text.axis').allTextContents()).toEqual(
      expect.arrayContaining(['2.3.', '4.3.', '8.3.']),
    );
    expect(await page.getByTestId('chart').getAttribute('aria-label')).toContain('Di., 4. März 1:30:00');
    expect(await mainText()).not.toMatch(ISO_DATE);
    await shot(page, 'reports-locale-1400-daily');
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await mainText()).not.toMatch(ISO_DATE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'reports-locale-375-daily');
    await page.setViewportSize({ width: 1400, height: 900 });

    await page.getByRole('button', { name: 'Weekly' }).click();
    await expect.poll(() => page.getByTestId('chart').locator('text.axis').allTextContents()).toContain('wk 3.3.');
    expect(await mainText()).not.toMatch(ISO_DATE);

    await page.getByRole('button', { name: 'Summary' }).click();
    const groups = page.getByTestId('summary-group').locator('th');
    for (const [dimension, name] of [
      ['day', /^Di\., 4\. März$/],
      ['week', /^Week of 3\. März 2025$/],
      ['month', /^März 2025$/],
    ] as const) {
      await page.getByLabel('Group by').selectOption(dimension);
      await expect.poll(() => groups.allInnerTexts()).toEqual([expect.stringMatching(name)]);
      expect(await mainText()).not.toMatch(ISO_DATE);
    }
    await shot(page, 'reports-locale-1400-summary-month');
    expect(errors).toEqual([]);
  });

  it('a range across a new year gives each day its year', async () => {
    const { send } = await apiOf(page.context());
    const created = await send('POST', '/activities', { start: '2024-12-31T10:00:00Z', end: '2024-12-31T11:00:00Z', summary: 'Close' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await page.goto('/web/reports?range=custom&from=2024-12-30&to=2025-01-05&kind=daily');
    await expect.poll(() => page.getByTestId('report-total').textContent()).toBe('1:00:00');
    expect(await page.getByTestId('intervals').locator('tbody td.date').allInnerTexts()).toEqual([
      expect.stringMatching(/^Di\., 31\. Dez\. 2024$/),
    ]);
    expect(await mainText()).not.toMatch(ISO_DATE);
    expect(errors).toEqual([]);
  });
});
