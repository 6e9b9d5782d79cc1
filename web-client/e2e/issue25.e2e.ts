import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, apiOf, launch, nav, newPage, shot, uniqueEmail } from './browser';

/**
 * The "right numbers" findings, one scenario each: the timer starts only on Start, an offline stop
 * keeps its instant, entries are one row, deletes ask, one entry form, the phone layout, sign-up.
 */
describe('the web client gives the right numbers', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let api: Awaited<ReturnType<typeof apiOf>>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    browser = await launch();
    ({ context, page, errors } = await newPage(browser, { width: 1400, timezoneId: 'Europe/Berlin' }));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sign-up: product name, the URL follows sign-in/sign-up, readable errors, the zone comes from the browser, link contrast', async () => {
    await page.goto('/web/');
    await page.getByText('Timekeeper').first().waitFor();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/web/signup');
    expect(await page.getByRole('heading', { name: 'Create your account' }).count()).toBe(1);
    expect(await page.getByLabel('Time zone').inputValue()).toBe('Europe/Berlin');
    await page.getByLabel('Email').fill(uniqueEmail('numbers'));
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Sign up' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    const text = (await alert.textContent()) ?? '';
    expect(text).toMatch(/^Password /);
    // Each problem said once, in a sentence; no raw field paths.
    expect(text).not.toMatch(/\/|body\.|\(password:/);
    await shot(page, 'issue25-01-signup-error');
    const contrast = await page.getByRole('link', { name: 'Sign in' }).evaluate((element) => {
      const rgb = (value: string) => (value.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
      const lum = (c: number[]) => {
        const [r, g, b] = c.map((v) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      let node: Element | null = element;
      let background = 'rgba(0, 0, 0, 0)';
      while (node && /rgba\(0, 0, 0, 0\)|transparent/.test(background)) {
        background = getComputedStyle(node).backgroundColor;
        node = node.parentElement;
      }
      if (/rgba\(0, 0, 0, 0\)/.test(background)) background = getComputedStyle(document.documentElement).backgroundColor;
      const [a, b] = [lum(rgb(getComputedStyle(element).color)), lum(rgb(background))].sort((x, y) => y - x);
      return (a + 0.05) / (b + 0.05);
    });
    expect(contrast).toBeGreaterThanOrEqual(4.5);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/web/signin');
    await page.goBack();
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Nothing is running').waitFor();
    api = await apiOf(context);
    expect((await api.send('GET', '/me')).body.zoneId).toBe('Europe/Berlin');
    // The tab names the page while nothing runs (several tabs stay apart).
    expect(await page.title()).toBe('Time · Timekeeper');
    // A catalog to track against.
    ids.client = (await api.send('POST', '/clients', { name: 'Acme', color: '#3366cc' })).body.id;
    ids.other = (await api.send('POST', '/clients', { name: 'Globex', color: '#22aa55' })).body.id;
    ids.project = (await api.send('POST', '/projects', { name: 'Website', clientId: ids.client })).body.id;
    ids.task = (await api.send('POST', '/tasks', { summary: 'Write copy', projectId: ids.project })).body.id;
    ids.task2 = (await api.send('POST', '/tasks', { summary: 'Fix layout', projectId: ids.project })).body.id;
    ids.label = (await api.send('POST', '/labels', { name: 'Deep work', color: '#aa3377' })).body.id;
  });

  it('the timer: choosing a task starts nothing; Start starts it with the summary and labels; no stray entry; focus leaves the search box so x stops', async () => {
    await page.reload();
    await page.getByText('Nothing is running').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.getByRole('combobox').click();
    await page.getByRole('combobox').fill('write');
    await page.getByRole('option', { name: /Write copy/ }).click();
    await page.getByTestId('chosen-task').waitFor();
    await page.waitForTimeout(500);
    expect((await api.send('GET', '/activities/active')).status).toBe(204);
    expect(await page.getByText('Nothing is running').count()).toBe(1);
    await page.getByRole('combobox').fill('drafting the intro');
    await page.getByText('Labels', { exact: true }).click();
    await page.getByRole('checkbox', { name: 'Deep work' }).check();
    await shot(page, 'issue25-02-timer-chosen');
    await page.getByRole('combobox').press('Enter');
    await expect.poll(() => page.getByTestId('running-task').textContent()).toContain('Write copy');
    const active = (await api.send('GET', '/activities/active')).body;
    expect(active).toMatchObject({ taskId: ids.task, summary: 'drafting the intro', labelIds: [ids.label] });
    const today = await page.evaluate(() => new Date().toISOString());
    const all = (
      await api.send(
        'GET',
        `/activities?from=${encodeURIComponent(new Date(Date.parse(today) - 86400000).toISOString())}&to=${encodeURIComponent(new Date(Date.parse(today) + 86400000).toISOString())}`,
      )
    ).body.items;
    expect(all).toHaveLength(1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe('combobox');
    await expect.poll(() => page.title()).toMatch(/^▶ 0:00:0\d Write copy · Website · Timekeeper$/);
    // The running row ticks with the header clock: the same figure at the same moment.
    const row = page.locator('li.entry.running');
    await row.waitFor();
    await page.waitForTimeout(1200);
    const [header, inRow] = await page.evaluate(() => [
      document.querySelector('[data-testid="elapsed"]')?.textContent,
      document.querySelector('li.entry.running [data-testid="entry-duration"]')?.textContent,
    ]);
    expect(inRow).toBe(header);
    await shot(page, 'issue25-03-timer-running');
    await page.keyboard.press('x');
    await page.getByText('Nothing is running').waitFor();
    expect((await api.send('GET', '/activities/active')).status).toBe(204);
  });

  it('a stop pressed offline ends the entry at the pressed instant; the queued stop survives a closed tab and is sent once', async () => {
    await page.getByRole('button', { name: /^▶ Fix layout/ }).click();
    await expect.poll(() => page.getByTestId('running-task').textContent()).toContain('Fix layout');
    const running = (await api.send('GET', '/activities/active')).body;
    await page.waitForTimeout(1000);
    await context.setOffline(true);
    const pressed = Date.now();
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByTestId('pending-stop').waitFor();
    const first = await page.getByTestId('pending-stop').textContent();
    await shot(page, 'issue25-04-offline-stop');
    const queued = await page.evaluate(
      () =>
        new Promise<Array<{ key: string; pressedAt: string }>>((resolve, reject) => {
          const open = indexedDB.open('time-tracking-client');
          open.onsuccess = () => {
            const all = open.result.transaction('commands').objectStore('commands').getAll();
            all.onsuccess = () => resolve(all.result);
            all.onerror = () => reject(all.error);
          };
        }),
    );
    expect(queued).toHaveLength(1);
    expect(Math.abs(Date.parse(queued[0].pressedAt) - pressed)).toBeLessThan(1500);
    // The outage lasts; the tab is closed before the connection returns.
    await page.waitForTimeout(4000);
    expect(await page.getByTestId('pending-stop').textContent()).toBe(first);
    await page.close();
    await context.setOffline(false);
    page = await context.newPage();
    const sent: Array<string | undefined> = [];
    page.on('request', (request) => {
      if (request.url().endsWith(`/activities/${running.id}/stop`)) sent.push(request.headers()['idempotency-key']);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/web/');
    await page.getByText(/the timer stopped at .*when you pressed Stop/).waitFor();
    await page.getByText('Nothing is running').waitFor();
    const stopped = (await api.send('GET', `/activities/${running.id}`)).body;
    expect(stopped.end).toBe(queued[0].pressedAt);
    expect(stopped.manual).toBe(true);
    await page.waitForTimeout(1500);
    expect(sent).toEqual([queued[0].key]);
  });

  it('shows whole entries: totals are sums of what is shown; labels in rows; a project without a task shows the project', async () => {
    await api.send('POST', '/activities', {
      start: '2026-03-02T08:00:00.400Z',
      end: '2026-03-02T08:00:18.900Z',
      taskId: ids.task,
      summary: 'short',
    });
    await api.send('POST', '/activities', {
      start: '2026-03-02T09:00:00.700Z',
      end: '2026-03-02T09:01:44.900Z',
      projectId: ids.project,
      summary: 'planning',
      labelIds: [ids.label],
    });
    await nav(page, 'Time');
    await page.getByLabel('Date').fill('2026-03-02');
    const day = page.getByTestId('day-2026-03-02');
    await expect.poll(() => day.locator('li.entry').count()).toBe(2);
    expect(await day.getByTestId('entry-duration').allTextContents()).toEqual(['0:00:18', '0:01:44']);
    expect(await day.getByTestId('day-total').textContent()).toBe('0:02:02');
    const planning = day.locator('li.entry', { hasText: 'planning' });
    expect(await planning.locator('.what').textContent()).toMatch(/^Website — planning/);
    expect(await planning.locator('.label-chip').textContent()).toBe('Deep work');
  });

  it('delete asks first and offers undo', async () => {
    const day = page.getByTestId('day-2026-03-02');
    await day.getByRole('button', { name: /^Delete Website — planning/ }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await day.locator('li.entry').count()).toBe(2);
    await day.getByRole('button', { name: /^Delete Website — planning/ }).click();
    await shot(page, 'issue25-05-delete-confirm');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => day.locator('li.entry').count()).toBe(1);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => day.locator('li.entry').count()).toBe(2);
    expect(await day.getByTestId('day-total').textContent()).toBe('0:02:02');
  });

  it('one entry form: add has task, project, labels; adding on another day goes there; edit shows the task and its project; a 412 keeps the edit', async () => {
    await page.getByRole('button', { name: '+ Add time' }).click();
    const add = page.getByRole('form', { name: 'Add time' });
    for (const field of ['Start', 'End', 'Task', 'Project', 'Summary'])
      expect(await add.getByLabel(new RegExp(`^${field}`)).count()).toBe(1);
    await add.getByLabel('Start').fill('2026-03-05T10:00:00');
    await add.getByLabel('End').fill('2026-03-05T11:30:00');
    await add.getByLabel(/^Task/).selectOption({ label: 'Fix layout · Website' });
    expect(await add.getByLabel(/^Project/).inputValue()).toBe(ids.project);
    await add.getByRole('checkbox', { name: 'Deep work' }).check();
    await add.getByLabel('Summary').fill('grid');
    await add.getByRole('button', { name: 'Add' }).click();
    // The view moves to the entry's day and says so.
    await expect.poll(() => page.getByLabel('Date').inputValue()).toBe('2026-03-05');
    await page.getByText(/^Added on Thursday/).waitFor();
    const day = page.getByTestId('day-2026-03-05');
    const row = day.locator('li.entry', { hasText: 'grid' });
    await row.waitFor();
    expect(await row.locator('.label-chip').textContent()).toBe('Deep work');
    await row.getByRole('button', { name: /^Edit Fix layout/ }).click();
    const edit = page.getByRole('form', { name: 'Edit entry' });
    expect(await edit.getByLabel(/^Task/).inputValue()).toBe(ids.task2);
    expect(await edit.getByLabel(/^Project/).inputValue()).toBe(ids.project);
    expect(await edit.getByRole('checkbox', { name: 'Deep work' }).isChecked()).toBe(true);
    await edit.getByLabel('Summary').fill('grid and spacing');
    // Meanwhile the entry changes elsewhere.
    const list = (await api.send('GET', `/activities?from=2026-03-05T00:00:00Z&to=2026-03-06T00:00:00Z`)).body.items;
    const current = await api.send('GET', `/activities/${list[0].id}`);
    expect(
      (
        await api.send(
          'PUT',
          `/activities/${list[0].id}`,
          { ...pick(current.body), summary: 'changed elsewhere' },
          { 'if-match': current.etag },
        )
      ).status,
    ).toBe(200);
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This entry was changed elsewhere since you started editing. Your edit is kept here.').waitFor();
    expect(await edit.getByLabel('Summary').inputValue()).toBe('grid and spacing');
    await shot(page, 'issue25-06-conflict-kept');
    await edit.getByRole('button', { name: 'Overwrite with mine' }).click();
    await day.locator('li.entry', { hasText: 'grid and spacing' }).waitFor();
  });

  it('settings: the zone search takes "Berlin" and a change says what will move', async () => {
    await nav(page, 'Settings');
    await page.getByLabel('Search time zones').fill('Tokyo');
    await page.getByRole('button', { name: 'Set zone' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(/from Europe\/Berlin .* to Asia\/Tokyo .*local times move.*shows at/);
    await shot(page, 'issue25-07-zone-change');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await api.send('GET', '/me')).body.zoneId).toBe('Europe/Berlin');
    await page.getByLabel('Search time zones').fill('Berlin');
    await page.getByRole('button', { name: 'Set zone' }).click();
    await page.getByRole('button', { name: 'Change to Europe/Berlin' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('catalog: every field is editable, archived records leave the pickers, "Link reference" is explained', async () => {
    await nav(page, 'Catalog');
    await page.getByRole('button', { name: 'Edit Website' }).click();
    const project = page.getByRole('form', { name: 'Edit project Website' });
    await project.getByLabel('Client').selectOption({ label: 'Globex' });
    await project.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await api.send('GET', `/projects/${ids.project}`)).body.clientId).toBe(ids.other);
    await page.getByRole('button', { name: 'Edit Deep work' }).click();
    const label = page.getByRole('form', { name: 'Edit label Deep work' });
    await label.getByLabel('Colour').fill('#117733');
    await label.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await api.send('GET', `/labels/${ids.label}`)).body.color).toBe('#117733');
    const inbox = (await api.send('POST', '/tasks', { summary: 'Inbox' })).body.id;
    await page.getByRole('button', { name: 'Rename Inbox' }).waitFor();
    await page.getByRole('button', { name: 'Edit Inbox' }).click();
    const task = page.getByRole('form', { name: 'Edit task Inbox' });
    await task.getByLabel('Project').selectOption({ label: 'Website' });
    await task.getByRole('button', { name: 'Save' }).click();
    // Saved when the form closes (until then Inbox's row holds its pickers, "Write copy" among their options).
    await task.waitFor({ state: 'detached' });
    await expect.poll(async () => (await api.send('GET', `/tasks/${inbox}`)).body.projectId).toBe(ids.project);
    await page.locator('li.row', { hasText: 'Write copy' }).getByRole('button', { name: 'Link reference' }).click();
    await page.getByText(/A reference ties this task to an issue or ticket in another system/).waitFor();
    await shot(page, 'issue25-08-catalog');
    await page.getByRole('button', { name: 'Archive Inbox' }).click();
    await expect.poll(async () => (await api.send('GET', `/tasks/${inbox}`)).body.archived).toBe(true);
    await page.getByRole('combobox', { name: /Task to start/ }).fill('Inbox');
    await page.waitForTimeout(300);
    expect(await page.locator('#task-options').getByRole('option', { name: /Inbox/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Unarchive Inbox' }).click();
    await expect.poll(async () => (await api.send('GET', `/tasks/${inbox}`)).body.archived).toBe(false);
    // Unarchived, it is offered again.
    await page.getByRole('combobox', { name: /Task to start/ }).fill('Inbox');
    await expect.poll(() => page.locator('#task-options').getByRole('option', { name: /Inbox/ }).count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
  });

  it('the task search stays open when the focus comes straight back after Escape', async () => {
    const search = page.getByRole('combobox', { name: /Task to start/ });
    await search.fill('Write');
    await expect
      .poll(() =>
        page
          .locator('#task-options')
          .getByRole('option', { name: /Write copy/ })
          .count(),
      )
      .toBe(1);
    // Escape closes the list and leaves the box; back in it before the closing that the blur
    // schedules (150 ms later) has run, the list is open again and stays open.
    await page.keyboard.press('Escape');
    await search.focus();
    await page.waitForTimeout(400);
    expect(
      await page
        .locator('#task-options')
        .getByRole('option', { name: /Write copy/ })
        .count(),
    ).toBe(1);
    await page.keyboard.press('Escape');
  });

  it('reports: a chart with axes and values, filters, and the view in the URL', async () => {
    await nav(page, 'Reports');
    await page.getByLabel('From', { exact: true }).fill('2026-03-02');
    await page.getByLabel('To', { exact: true }).fill('2026-03-08');
    await page.getByRole('form', { name: 'Filters' }).getByLabel(/^Task/).selectOption({ label: 'Write copy · Website' });
    await expect.poll(() => page.getByTestId('report-total').textContent()).toBe('0:00:18');
    const chart = page.getByTestId('chart');
    expect(await chart.locator('text', { hasText: /^0h$/ }).count()).toBe(1);
    expect(await chart.locator('text.value').count()).toBe(1);
    expect(page.url()).toMatch(new RegExp(`task=${ids.task}`));
    await shot(page, 'issue25-09-reports');
    await page.reload();
    await expect.poll(() => page.getByTestId('report-total').textContent()).toBe('0:00:18');
    expect(await page.getByRole('form', { name: 'Filters' }).getByLabel(/^Task/).inputValue()).toBe(ids.task);
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe('2026-03-02');
  });

  it('phone: navigation shows every section without a sideways scroll, ‹ › on one line, touch targets of 44 px', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await nav(page, 'Time');
    await page.getByRole('button', { name: 'Previous day' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    const previous = (await page.getByRole('button', { name: 'Previous day' }).boundingBox())!;
    const next = (await page.getByRole('button', { name: 'Next day' }).boundingBox())!;
    expect(Math.abs(previous.y - next.y)).toBeLessThan(2);
    const small = await page.evaluate(() =>
      [...document.querySelectorAll('button, a, select, input')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          if (box.width === 0 || element.closest('.skip, .visually-hidden') || (element as HTMLInputElement).type === 'checkbox')
            return false;
          return box.height < 44 || box.width < 44;
        })
        .map((element) => element.textContent || element.getAttribute('aria-label')),
    );
    expect(small).toEqual([]);
    await shot(page, 'issue25-10-phone-time');
    await page.setViewportSize({ width: 1400, height: 900 });
    expect(errors).toEqual([]);
  });
});

function pick(activity: { start: string; end: string | null; projectId: string | null; summary: string | null; labelIds: string[] }) {
  return {
    start: activity.start,
    end: activity.end,
    projectId: activity.projectId,
    summary: activity.summary,
    labelIds: activity.labelIds,
  };
}
