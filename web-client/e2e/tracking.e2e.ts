import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, nav, newPage, shot, signUp, uniqueEmail } from './browser';

/** The main scenario: a new user sets up a catalog, tracks, corrects, and reports. */
describe('tracking a day in the browser', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launch();
    ({ page, errors } = await newPage(browser));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs up and lands on the timer', async () => {
    await signUp(page, uniqueEmail('track'));
    await shot(page, 'tracking-01-signed-up');
  });

  it('creates a client, a project with an icon and two tasks', async () => {
    await nav(page, 'Catalog');
    await page.getByLabel('Client name').fill('Acme');
    await page.getByRole('button', { name: 'Add client' }).click();
    await page.getByRole('button', { name: 'Rename Acme' }).waitFor();
    await page.getByLabel('Project name').fill('Website');
    await page.getByLabel('Project client').selectOption({ label: 'Acme' });
    await page.getByLabel('Project icon').selectOption('rocket');
    await page.getByRole('button', { name: 'Add project' }).click();
    await page.getByRole('button', { name: 'Rename Website' }).waitFor();
    for (const summary of ['Write copy', 'Fix layout']) {
      await page.getByLabel('Task summary').fill(summary);
      await page.getByLabel('Task project').selectOption({ label: 'Website' });
      await page.getByRole('button', { name: 'Add task' }).click();
      await page.getByRole('button', { name: `Rename ${summary}` }).waitFor();
    }
    const task = page.locator('li.row', { hasText: 'Write copy' });
    await task.getByRole('button', { name: 'Link reference' }).click();
    await task.getByLabel('Provider').fill('github');
    await task.getByLabel('Repository').fill('acme/site');
    await task.getByLabel('External ID').fill('42');
    await task.getByRole('button', { name: 'Link', exact: true }).click();
    await task.getByText('github:acme/site#42').waitFor();
    await page.getByLabel('Label name').fill('Billable');
    await page.getByRole('button', { name: 'Add label' }).click();
    await page.getByRole('button', { name: 'Rename Billable' }).waitFor();
    await shot(page, 'tracking-02-catalog');
  });

  it('deleting a project that holds tasks shows the in-use answer', async () => {
    await page.getByRole('button', { name: 'Delete Website' }).click();
    await page.getByRole('alertdialog', { name: 'Delete Website?' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'still in use' }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('button', { name: 'Rename Website' }).count()).toBe(1);
  });

  it('starts the timer by searching a task, sees the time run, switches with one click and stops', async () => {
    await nav(page, 'Time');
    await page.keyboard.press('/');
    await page.keyboard.type('write');
    await page.getByRole('option', { name: /Write copy/ }).waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('running-task').textContent()).toContain('Write copy');
    const first = await page.getByTestId('elapsed').textContent();
    await expect.poll(() => page.getByTestId('elapsed').textContent(), { timeout: 4000 }).not.toBe(first);
    await shot(page, 'tracking-03-running');
    await page
      .getByRole('group', { name: 'Switch to' })
      .or(page.getByLabel('Switch to'))
      .getByRole('button', { name: /Fix layout/ })
      .click();
    await expect.poll(() => page.getByTestId('running-task').textContent()).toContain('Fix layout');
    await page.keyboard.press('x');
    await page.getByText('Nothing is running').waitFor();
    // Keyboard only, no typing: arrow to a task and start it, then stop.
    await page.keyboard.press('/');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByTestId('running-task').waitFor();
    await page.keyboard.press('Escape');
    await page.keyboard.press('x');
    await page.getByText('Nothing is running').waitFor();
    const today = page.locator('section.day').first();
    await expect.poll(() => today.locator('li.entry').count()).toBe(3);
    await today
      .getByRole('button', { name: /^Continue Write copy/ })
      .first()
      .click();
    await expect.poll(() => page.getByTestId('running-task').textContent()).toContain('Write copy');
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByText('Nothing is running').waitFor();
    await expect.poll(() => today.locator('li.entry').count()).toBe(4);
    await shot(page, 'tracking-04-stopped');
  });

  it('adds a manual interval across midnight in Europe/Berlin and the day view splits it', async () => {
    await nav(page, 'Settings');
    await page.getByLabel('Search time zones').fill('Europe/Berlin');
    await page.getByRole('button', { name: 'Set zone' }).click();
    await page.getByRole('button', { name: 'Change to Europe/Berlin' }).click();
    await expect.poll(() => page.getByTestId('current-zone').textContent()).toBe('Europe/Berlin');
    await nav(page, 'Time');
    await page.getByRole('button', { name: 'Week' }).click();
    await page.getByLabel('Date').fill('2026-03-10');
    await page.getByRole('button', { name: '+ Add time' }).click();
    const form = page.getByRole('form', { name: 'Add time' });
    await form.getByLabel('Start').fill('2026-03-09T22:30:00');
    await form.getByLabel('End').fill('2026-03-10T01:15:00');
    await form.getByLabel('Task').selectOption({ label: 'Write copy · Website' });
    await form.getByLabel('Summary').fill('late night');
    await form.getByRole('button', { name: 'Add' }).click();
    const monday = page.getByTestId('day-2026-03-09');
    const tuesday = page.getByTestId('day-2026-03-10');
    // One row for the one interval (under the day it starts); each day's total holds its part.
    await expect.poll(() => monday.locator('li.entry').count()).toBe(1);
    expect(await tuesday.locator('li.entry').count()).toBe(0);
    await expect.poll(() => tuesday.getByTestId('continued').count()).toBe(1);
    expect(await monday.getByTestId('day-total').textContent()).toBe('1:30:00');
    expect(await tuesday.getByTestId('day-total').textContent()).toBe('1:15:00');
    expect(await monday.locator('li.entry .when').textContent()).toBe('22:30–01:15 (next day)');
    // Each day's rows add up to its total: the row holds Monday's part, the badge the whole entry,
    // the continuation row Tuesday's part.
    expect(await monday.getByTestId('entry-duration').textContent()).toBe('1:30:00');
    expect(await monday.getByTestId('entry-whole').textContent()).toBe('of 2:45:00');
    expect(await tuesday.getByTestId('continued').textContent()).toContain('(from Mon, Mar 9, 22:30)');
    expect(await tuesday.getByTestId('continued').textContent()).toContain('1:15:00');
    expect(await page.getByTestId('week-total').textContent()).toContain('2:45:00');
    await shot(page, 'tracking-05-midnight-split');
  });

  it('edits an entry inline and flags an overlap', async () => {
    await page.getByRole('button', { name: '+ Add time' }).click();
    const form = page.getByRole('form', { name: 'Add time' });
    await form.getByLabel('Start').fill('2026-03-10T00:30:00');
    await form.getByLabel('End').fill('2026-03-10T00:45:00');
    await form.getByLabel('Task').selectOption({ label: '(no task)' });
    await form.getByLabel('Summary').fill('overlapping call');
    await form.getByRole('button', { name: 'Add' }).click();
    const tuesday = page.getByTestId('day-2026-03-10');
    const monday = page.getByTestId('day-2026-03-09');
    // The new entry overlaps the part of the midnight entry that is on Tuesday: both rows say so.
    await expect.poll(() => tuesday.locator('li.entry.overlap').count()).toBe(1);
    expect(await monday.locator('li.entry.overlap').count()).toBe(1);
    await shot(page, 'tracking-06a-overlap');
    // Keyboard: Enter on Edit lands in the form's first field; Escape closes it and returns to Edit.
    await tuesday.getByRole('button', { name: /Edit overlapping call/ }).focus();
    await page.keyboard.press('Enter');
    const edit = page.getByRole('form', { name: 'Edit entry' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('datetime-local');
    await page.keyboard.press('Escape');
    await expect.poll(() => edit.count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
      .toMatch(/^Edit overlapping call/);
    await page.keyboard.press('Enter');
    await edit.getByLabel('Start').fill('2026-03-10T02:00:00');
    await edit.getByLabel('End').fill('2026-03-10T02:30:00');
    await edit.getByRole('checkbox', { name: 'Meeting' }).check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.locator('li.entry.overlap').count()).toBe(0);
    expect(await tuesday.getByTestId('day-total').textContent()).toBe('1:45:00');
    expect(await tuesday.locator('li.entry', { hasText: 'overlapping call' }).locator('.when').textContent()).toBe('02:00–02:30');
    await shot(page, 'tracking-06-edited');
    // Escape cancels the question and gives the keyboard back to Delete; Enter then asks again.
    await tuesday.getByRole('button', { name: /Delete overlapping call/ }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => tuesday.getByRole('alertdialog').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).toMatch(/^Delete overlapping call/);
    await page.keyboard.press('Enter');
    await tuesday.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => tuesday.locator('li.entry').count()).toBe(0);
  });

  it('reads the weekly report and downloads its CSV', async () => {
    await nav(page, 'Reports');
    await page.getByLabel('From', { exact: true }).fill('2026-03-09');
    await page.getByLabel('To', { exact: true }).fill('2026-03-15');
    await page.getByRole('button', { name: 'Weekly' }).click();
    await expect.poll(() => page.getByTestId('report-total').textContent()).toBe('2:45:00');
    expect(await page.getByTestId('intervals').locator('tbody tr').count()).toBe(2);
    await shot(page, 'tracking-07-weekly-report');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
    const csv = readFileSync((await download.path())!, 'utf8');
    // The server's file of the report shown: one row per week and task, the same 2:45 as the page.
    const [header, ...rows] = csv.split('\r\n').filter(Boolean);
    // Names first, h:mm:ss and decimal hours, IDs and the exact ISO durations last, then the Total row.
    expect(header).toBe(
      'Week,Client,Project,Task,Time,Hours,Billable time,Billable hours,Task ID,Project ID,Client ID,Duration (ISO 8601),Billable duration (ISO 8601)',
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(
      /^2026-03-09,Acme,Website,Write copy,2:45:00,2\.75,0:00:00,0,[0-9a-f-]{36},[0-9a-f-]{36},[0-9a-f-]{36},PT2H45M,PT0S$/,
    );
    expect(rows[1]).toMatch(/^Total,+2:45:00,2\.75,0:00:00,0,+PT2H45M,PT0S$/);
  });

  it('prints without navigation or controls', async () => {
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Download CSV' }).isVisible()).toBe(false);
    await shot(page, 'tracking-08-print');
    await page.emulateMedia({ media: 'screen' });
  });

  it('is readable at 375 px', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await nav(page, 'Time');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await shot(page, 'tracking-09-375px');
    expect(errors).toEqual([]);
  });
});
