import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, launch, nav, newPage, shot, signIn, signUp, uniqueEmail } from './browser';

/** Two browser contexts of one user: what one changes, the other sees; conflicts keep the user's edit. */
describe('live and safe', () => {
  let browser: Browser;
  let a: { context: BrowserContext; page: Page; errors: string[] };
  let b: { context: BrowserContext; page: Page; errors: string[] };
  const email = uniqueEmail('live');

  beforeAll(async () => {
    browser = await launch();
    a = await newPage(browser);
    b = await newPage(browser, { width: 375 });
    await signUp(a.page, email);
    await signIn(b.page, email);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a change made in another tab appears within a second or two', async () => {
    await nav(a.page, 'Catalog');
    const other = await apiOf(b.context);
    expect((await other.send('POST', '/clients', { name: 'Made elsewhere', color: '#aa3300' })).status).toBe(201);
    const started = Date.now();
    await a.page.getByRole('button', { name: 'Rename Made elsewhere' }).waitFor({ timeout: 3000 });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(
      (
        await other.send(
          'POST',
          '/activities/start',
          { expectedActiveId: null, expectedActiveVersion: null, taskId: null, summary: 'started by a script' },
          { 'idempotency-key': crypto.randomUUID() },
        )
      ).status,
    ).toBe(201);
    await a.page.getByTestId('running-task').filter({ hasText: 'started by a script' }).waitFor({ timeout: 3000 });
    await shot(a.page, 'live-01-seen-from-other-tab');
    await nav(b.page, 'Time');
    await b.page.getByTestId('running-task').filter({ hasText: 'started by a script' }).waitFor();
    await shot(b.page, 'live-02-other-tab-375px');
  });

  it('starting from a stale view is refused with ACTIVE_STATE_CHANGED and shows what runs now', async () => {
    // Hold this tab's change feed so it does not learn about the other tab's switch.
    await a.page.route('**/api/v1/changes?**', () => undefined);
    await a.page.reload();
    await a.page.getByTestId('running-task').filter({ hasText: 'started by a script' }).waitFor();
    const other = await apiOf(b.context);
    const active = await other.send('GET', '/activities/active');
    const task = await other.send('POST', '/tasks', { summary: 'switched elsewhere' });
    expect(
      (
        await other.send(
          'POST',
          '/activities/start',
          { expectedActiveId: active.body.id, expectedActiveVersion: active.body.version, taskId: task.body.id },
          { 'idempotency-key': crypto.randomUUID() },
        )
      ).status,
    ).toBe(201);
    await a.page.getByLabel(/Task to start/).fill('my stale start');
    await a.page.getByRole('button', { name: 'Start', exact: true }).click();
    await a.page.getByText('The timer changed elsewhere; nothing was started.').waitFor();
    await a.page.getByTestId('running-task').filter({ hasText: 'switched elsewhere' }).waitFor();
    await shot(a.page, 'live-03-active-state-changed');
    await a.page.unroute('**/api/v1/changes?**');
    await a.page.reload();
    await a.page.getByRole('button', { name: 'Stop' }).click();
    await a.page.getByText('Nothing is running').waitFor();
  });

  it('a 412 on save keeps the unsaved edit and offers reload or overwrite', async () => {
    const other = await apiOf(b.context);
    const created = await other.send('POST', '/activities', {
      start: '2026-02-02T09:00:00Z',
      end: '2026-02-02T10:00:00Z',
      summary: 'original',
    });
    expect(created.status).toBe(201);
    await nav(a.page, 'Time');
    await a.page.getByLabel('Date').fill('2026-02-02');
    await a.page.getByRole('button', { name: /Edit original/ }).click();
    const edit = a.page.getByRole('form', { name: 'Edit entry' });
    await edit.getByLabel('Summary').fill('my careful edit');
    const current = await other.send('GET', `/activities/${created.body.id}`);
    expect(
      (
        await other.send(
          'PUT',
          `/activities/${created.body.id}`,
          { start: current.body.start, end: current.body.end, projectId: null, summary: 'changed by someone else', labelIds: [] },
          { 'if-match': current.etag },
        )
      ).status,
    ).toBe(200);
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByRole('alert').filter({ hasText: 'changed elsewhere' }).waitFor();
    expect(await edit.getByLabel('Summary').inputValue()).toBe('my careful edit');
    await shot(a.page, 'live-04-conflict-kept-edit');
    await edit.getByRole('button', { name: 'Overwrite with mine' }).click();
    await a.page.getByText('my careful edit').waitFor();
    expect((await other.send('GET', `/activities/${created.body.id}`)).body.summary).toBe('my careful edit');
  });

  it('offline: a banner shows and the start is retried with the same Idempotency-Key once back', async () => {
    const keys: string[] = [];
    a.page.on('request', (request) => {
      if (request.url().endsWith('/activities/start')) keys.push(request.headers()['idempotency-key']);
    });
    await a.context.setOffline(true);
    await a.page.getByLabel(/Task to start/).fill('offline work');
    await a.page.getByRole('button', { name: 'Start', exact: true }).click();
    await a.page.getByRole('alert').filter({ hasText: 'You are offline' }).waitFor();
    await shot(a.page, 'live-05-offline');
    await a.context.setOffline(false);
    await a.page.getByTestId('running-task').filter({ hasText: 'offline work' }).waitFor({ timeout: 10_000 });
    await expect.poll(() => a.page.getByText('You are offline').count()).toBe(0);
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(1);
    const other = await apiOf(b.context);
    const page = await other.send('GET', `/activities?from=2026-01-01T00:00:00Z&to=2030-01-01T00:00:00Z`);
    expect(page.body.items.filter((item: { summary: string }) => item.summary === 'offline work')).toHaveLength(1);
    expect(a.errors).toEqual([]);
  });
});
