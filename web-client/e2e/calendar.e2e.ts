import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Temporal } from 'temporal-polyfill';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { durationNs } from '../src/calendar-layout';
import { clock } from '../src/time';
import { apiOf, launch, nav, newPage, shot, signUp, uniqueEmail } from './browser';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const ZONE = 'Europe/Berlin';
const HOUR_PX = 48;

async function axe(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: {
          run: (
            c: Document,
            o: object,
          ) => Promise<{ violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}

/** The instant a Berlin wall-clock time shows. */
const at = (date: string, time: string): string =>
  Temporal.PlainDateTime.from(`${date}T${time}`).toZonedDateTime(ZONE).toInstant().toString();
const same = (a: string | null, b: string) => a !== null && Temporal.Instant.from(a).equals(Temporal.Instant.from(b));
const addDays = (date: string, days: number) => Temporal.PlainDate.from(date).add({ days }).toString();

describe('the week calendar', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let api: Awaited<ReturnType<typeof apiOf>>;
  const ids: Record<string, string> = {};
  // Last week (every day of it is in the past, so every change is allowed).
  const today = Temporal.Now.plainDateISO(ZONE);
  const monday = today.subtract({ days: today.dayOfWeek - 1 + 7 }).toString();
  const tue = addDays(monday, 1);
  const wed = addDays(monday, 2);
  const thu = addDays(monday, 3);
  const fri = addDays(monday, 4);

  const entry = async (id: string) =>
    (await api.send('GET', `/time-entries/${id}`)).body as { start: string; end: string | null; summary: string | null; parts: unknown[] };
  const column = (date: string) => page.getByTestId(`day-${date}`);
  const block = (text: RegExp) => page.getByRole('button', { name: text });
  /** Scrolls the hours so `minutes` is in view and gives the page point of that minute in a day's column. */
  const point = async (date: string, minutes: number, xFraction = 0.5) => {
    await page.locator('.cal-scroll').evaluate(
      (el, top) => {
        el.scrollTop = top;
      },
      Math.max(0, (minutes / 60 - 2) * HOUR_PX),
    );
    await page.locator('.cal-scroll').scrollIntoViewIfNeeded();
    const box = (await column(date).boundingBox())!;
    return { x: box.x + box.width * xFraction, y: box.y + (minutes / 1440) * box.height };
  };
  const dragFrom = async (from: { x: number; y: number }, to: { x: number; y: number }) => {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
    await page.mouse.move(to.x, to.y, { steps: 4 });
    await page.mouse.up();
  };
  const putDone = () => page.waitForResponse((r) => /\/api\/v1\/time-entries\//.test(r.url()) && r.request().method() === 'PUT');
  /** Waits until no block is drawn from an unsaved position (the PUT answered and the entries were read again). */
  const settled = () => expect.poll(() => page.locator('.cal-block.saving').count()).toBe(0);
  const boxOf = async (locator: Locator) => (await locator.boundingBox())!;

  beforeAll(async () => {
    browser = await launch();
    ({ page, errors } = await newPage(browser, { width: 1400, timezoneId: ZONE }));
    await page.setViewportSize({ width: 1400, height: 1100 });
    await signUp(page, uniqueEmail('calendar'), { zone: ZONE });
    api = await apiOf(page.context());
    const client = (await api.send('POST', '/clients', { name: 'Acme', color: '#3366cc' })).body.id;
    const project = (await api.send('POST', '/projects', { name: 'Website', clientId: client })).body.id;
    ids.project = project;
    ids.write = (await api.send('POST', '/tasks', { summary: 'Write copy', projectId: project })).body.id;
    ids.fix = (await api.send('POST', '/tasks', { summary: 'Fix layout', projectId: project })).body.id;
    const add = async (taskId: string, start: string, end: string, summary: string | null = null) =>
      (await api.send('POST', '/activities', { start, end, taskId, projectId: project, summary, labelIds: [] })).body.timeEntryId as string;
    ids.a = await add(ids.write, at(tue, '09:00'), at(tue, '10:30'), 'intro');
    ids.b = await add(ids.fix, at(tue, '10:00'), at(tue, '11:00'));
    ids.c = await add(ids.write, at(wed, '22:00'), at(thu, '01:30'), 'late');
    await page.reload();
    await nav(page, 'Time');
    await page.getByRole('button', { name: 'Calendar', exact: true }).click();
    await page.getByRole('button', { name: 'Previous week' }).click();
    await block(/Write copy.*09:00–10:30/).waitFor();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('draws blocks by local time, overlapping ones side by side, one across midnight on both days, with keys documented; axe finds nothing serious', async () => {
    const a = await boxOf(block(/Write copy.*09:00–10:30/));
    const b = await boxOf(block(/Fix layout.*10:00–11:00/));
    const tueBox = await boxOf(column(tue));
    // 09:00 and 10:00 in the profile zone, each an hour tall per hour.
    expect(a.y - tueBox.y).toBeCloseTo(9 * HOUR_PX, 0);
    expect(a.height).toBeCloseTo(1.5 * HOUR_PX, 0);
    expect(b.y - tueBox.y).toBeCloseTo(10 * HOUR_PX, 0);
    // Side by side: each about half the column, not on top of each other.
    expect(a.width).toBeLessThan(tueBox.width / 2);
    expect(b.width).toBeLessThan(tueBox.width / 2);
    expect(Math.abs(a.x - b.x)).toBeGreaterThan(tueBox.width / 3);
    // The late entry: one block drawn in two pieces, Wednesday 22:00 to midnight and Thursday 00:00 to 01:30.
    const pieces = page.locator(`[data-entry="${ids.c}"]`);
    expect(await pieces.count()).toBe(2);
    const wedBox = await boxOf(column(wed));
    const thuBox = await boxOf(column(thu));
    const [p1, p2] = [await boxOf(pieces.nth(0)), await boxOf(pieces.nth(1))];
    expect(p1.x).toBeGreaterThanOrEqual(wedBox.x);
    expect(p1.x).toBeLessThan(wedBox.x + wedBox.width);
    expect(p1.y + p1.height - (wedBox.y + wedBox.height)).toBeCloseTo(0, 0);
    expect(p2.x).toBeGreaterThanOrEqual(thuBox.x);
    expect(p2.y - thuBox.y).toBeCloseTo(0, 0);
    expect(p2.height).toBeCloseTo(1.5 * HOUR_PX, 0);
    // Day totals in the header: Tuesday 2:30, Wednesday 2:00, Thursday 1:30.
    expect(await page.getByTestId(`head-${tue}`).textContent()).toContain('2:30:00');
    expect(await page.getByTestId(`head-${wed}`).textContent()).toContain('2:00:00');
    expect(await page.getByTestId(`head-${thu}`).textContent()).toContain('1:30:00');
    const help = (await page.locator('#calendar-keys').textContent()) ?? '';
    expect(help).toMatch(/move 15 min/);
    expect(help).toMatch(/Shift/);
    expect(help).toMatch(/Enter/);
    expect(await axe(page)).toEqual([]);
    await page.locator('.cal-scroll').evaluate((el) => {
      el.scrollTop = 8 * 48;
    });
    await shot(page, 'calendar-1400');
  });

  it('a click on a block opens the entry form; saving changes the entry', async () => {
    await block(/Write copy.*09:00–10:30/).click();
    const form = page.getByRole('form', { name: 'Edit entry' });
    await form.waitFor();
    expect(await form.getByLabel('Start').inputValue()).toMatch(new RegExp(`^${tue}T09:00(:00)?$`));
    await form.getByLabel('Summary').fill('intro and outline');
    expect(await axe(page)).toEqual([]);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await expect.poll(async () => (await entry(ids.a)).summary).toBe('intro and outline');
  });

  it('dragging on empty time opens the form for exactly that time; adding creates the entry', async () => {
    const from = await point(fri, 14 * 60);
    const to = await point(fri, 15 * 60 + 30);
    // point() scrolled for the second call; read the first again in the same scroll position.
    const start = { x: to.x, y: to.y - 1.5 * HOUR_PX };
    void from;
    await dragFrom(start, to);
    const form = page.getByRole('form', { name: 'Add time' });
    await form.waitFor();
    expect(await form.getByLabel('Start').inputValue()).toMatch(new RegExp(`^${fri}T14:00(:00)?$`));
    expect(await form.getByLabel('End').inputValue()).toMatch(new RegExp(`^${fri}T15:30(:00)?$`));
    await form.getByLabel('Task').selectOption({ label: 'Fix layout · Website' });
    await form.getByRole('button', { name: 'Add' }).click();
    await block(/Fix layout.*14:00–15:30/).waitFor();
    const items = (
      await api.send(
        'GET',
        `/activities?from=${encodeURIComponent(at(fri, '00:00'))}&to=${encodeURIComponent(at(addDays(fri, 1), '00:00'))}`,
      )
    ).body.items;
    expect(items).toHaveLength(1);
    expect(same(items[0].start, at(fri, '14:00'))).toBe(true);
    expect(same(items[0].end, at(fri, '15:30'))).toBe(true);
    ids.d = items[0].timeEntryId;
  });

  it('dragging a block moves it (time and day); dragging its edges resizes it; each is a PUT of the entry', async () => {
    // Move "Fix layout" (Tue 10:00–11:00) one day right and one hour down.
    const b = block(/Fix layout.*10:00–11:00/);
    await point(tue, 10 * 60);
    let box = await boxOf(b);
    const tueBox = await boxOf(column(tue));
    let saved = putDone();
    await dragFrom(
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      { x: box.x + box.width / 2 + tueBox.width, y: box.y + box.height / 2 + HOUR_PX },
    );
    expect((await saved).status()).toBe(200);
    await expect
      .poll(async () => {
        const e = await entry(ids.b);
        return same(e.start, at(wed, '11:00')) && same(e.end!, at(wed, '12:00'));
      })
      .toBe(true);
    // Its bottom edge down by 30 minutes.
    const moved = block(/Fix layout.*11:00–12:00/);
    await settled();
    await moved.waitFor();
    box = await boxOf(moved);
    saved = putDone();
    await dragFrom(
      { x: box.x + box.width / 2, y: box.y + box.height - 2 },
      { x: box.x + box.width / 2, y: box.y + box.height - 2 + HOUR_PX / 2 },
    );
    expect((await saved).status()).toBe(200);
    await expect.poll(async () => same((await entry(ids.b)).end, at(wed, '12:30'))).toBe(true);
    // Its top edge up by an hour.
    const longer = block(/Fix layout.*11:00–12:30/);
    await settled();
    await longer.waitFor();
    box = await boxOf(longer);
    saved = putDone();
    await dragFrom({ x: box.x + box.width / 2, y: box.y + 2 }, { x: box.x + box.width / 2, y: box.y + 2 - HOUR_PX });
    expect((await saved).status()).toBe(200);
    await expect
      .poll(async () => {
        const e = await entry(ids.b);
        return same(e.start, at(wed, '10:00')) && same(e.end!, at(wed, '12:30'));
      })
      .toBe(true);
    await block(/Fix layout.*10:00–12:30/).waitFor();
  });

  it('the keyboard does every drag: arrows move by 15 minutes and a day, Shift and Alt resize, Enter edits', async () => {
    const a = block(/Write copy.*09:00–10:30/);
    await a.focus();
    let saved = putDone();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await (await saved).finished();
    await expect
      .poll(async () => {
        const e = await entry(ids.a);
        return same(e.start, at(tue, '09:30')) && same(e.end!, at(tue, '11:00'));
      })
      .toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-entry'))).toBe(ids.a);
    saved = putDone();
    await page.keyboard.press('Shift+ArrowDown');
    await (await saved).finished();
    await expect.poll(async () => same((await entry(ids.a)).end, at(tue, '11:15'))).toBe(true);
    saved = putDone();
    await page.keyboard.press('Alt+ArrowUp');
    await (await saved).finished();
    await expect.poll(async () => same((await entry(ids.a)).start, at(tue, '09:15'))).toBe(true);
    saved = putDone();
    await page.keyboard.press('ArrowRight');
    await (await saved).finished();
    await expect
      .poll(async () => {
        const e = await entry(ids.a);
        return same(e.start, at(wed, '09:15')) && same(e.end!, at(wed, '11:15'));
      })
      .toBe(true);
    // Still focused after moving into another day's column; Enter opens the entry form.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-entry'))).toBe(ids.a);
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Edit entry' });
    await form.waitFor();
    expect(await form.getByLabel('Start').inputValue()).toMatch(new RegExp(`^${wed}T09:15(:00)?$`));
    await form.getByRole('button', { name: 'Cancel' }).click();
    // The keyboard way to add: the day's + button opens the form at its first free hour.
    await page
      .getByRole('button', { name: /^Add time on .*/ })
      .nth(4)
      .click();
    const add = page.getByRole('form', { name: 'Add time' });
    await add.waitFor();
    expect(await add.getByLabel('Start').inputValue()).toMatch(new RegExp(`^${fri}T09:00(:00)?$`));
    await add.getByRole('button', { name: 'Cancel' }).click();
  });

  it('a change refused with 412 puts the block back and says why', async () => {
    await settled();
    const a = block(/Write copy.*09:15–11:15/);
    const offset = async () => (await boxOf(block(/Write copy.*09:15–11:15/))).y - (await boxOf(column(wed))).y;
    const top = await offset();
    const before = await boxOf(a);
    // Someone else edits the entry between this page's read and its PUT: the server answers 412.
    let armed = true;
    await page.route('**/api/v1/time-entries/*', async (route) => {
      if (route.request().method() !== 'PUT' || !armed) return route.continue();
      armed = false;
      const current = await api.send('GET', `/time-entries/${ids.a}`);
      await api.send(
        'PUT',
        `/time-entries/${ids.a}`,
        {
          start: current.body.start,
          end: current.body.end,
          projectId: current.body.projectId,
          summary: 'changed in another tab',
          labelIds: [],
        },
        { 'if-match': current.etag },
      );
      await route.continue();
    });
    const saved = putDone();
    await dragFrom(
      { x: before.x + before.width / 2, y: before.y + before.height / 2 },
      { x: before.x + before.width / 2, y: before.y + before.height / 2 + 2 * HOUR_PX },
    );
    expect((await saved).status()).toBe(412);
    await page.unroute('**/api/v1/time-entries/*');
    const alert = page.getByRole('alert').filter({ hasText: 'changed elsewhere' });
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/Write copy.*changed elsewhere.*back/);
    await expect.poll(async () => Math.round(await offset())).toBe(Math.round(top));
    const e = await entry(ids.a);
    expect(same(e.start, at(wed, '09:15'))).toBe(true);
    expect(e.summary).toBe('changed in another tab');
    await shot(page, 'calendar-1400-conflict');
  });

  it('the running entry grows live', async () => {
    await api.send('POST', '/activities', {
      start: new Date(Date.now() - 2 * 3600_000).toISOString(),
      end: null,
      taskId: ids.write,
      projectId: ids.project,
      summary: null,
      labelIds: [],
    });
    await page.getByRole('button', { name: 'Today' }).click();
    const running = page.locator('.cal-block.running').last();
    await running.waitFor();
    const size = () => running.evaluate((el) => [(el as HTMLElement).style.height, el.textContent ?? '']);
    const [height1, text1] = await size();
    await page.waitForTimeout(2100);
    const [height2, text2] = await size();
    expect(parseFloat(height2)).toBeGreaterThan(parseFloat(height1));
    expect(text2).not.toBe(text1);
    expect(text2).toMatch(/–now2:0\d:\d\d/);
  });

  it('on a phone (375 px) it is a day view with the same drags and keys', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByLabel('Date').fill(wed);
    await page.getByRole('button', { name: 'Next day' }).waitFor();
    expect(await page.locator('[data-day]').count()).toBe(1);
    const a = block(/Write copy.*09:15–11:15/);
    await a.waitFor();
    // Drag on empty time: 13:00–14:00.
    const end = await point(wed, 14 * 60, 0.8);
    const hour = (await boxOf(column(wed))).height / 24;
    expect(hour).toBe(56);
    await dragFrom({ x: end.x, y: end.y - hour }, end);
    const form = page.getByRole('form', { name: 'Add time' });
    await form.waitFor();
    expect(await form.getByLabel('Start').inputValue()).toMatch(new RegExp(`^${wed}T13:00(:00)?$`));
    expect(await form.getByLabel('End').inputValue()).toMatch(new RegExp(`^${wed}T14:00(:00)?$`));
    expect(await axe(page)).toEqual([]);
    await form.getByRole('button', { name: 'Cancel' }).click();
    // Move with the mouse by 30 minutes.
    await point(wed, 10 * 60);
    const box = await boxOf(a);
    let saved = putDone();
    await dragFrom(
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      { x: box.x + box.width / 2, y: box.y + box.height / 2 + hour / 2 },
    );
    expect((await saved).status()).toBe(200);
    await expect.poll(async () => same((await entry(ids.a)).start, at(wed, '09:45'))).toBe(true);
    // And back with the keyboard.
    await block(/Write copy.*09:45–11:45/).focus();
    saved = putDone();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await (await saved).finished();
    await expect.poll(async () => same((await entry(ids.a)).start, at(wed, '09:15'))).toBe(true);
    await block(/Write copy.*09:15–11:15/).waitFor();
    expect(await axe(page)).toEqual([]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await page.locator('.cal-scroll').evaluate((el) => {
      el.scrollTop = 8 * 56;
    });
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'calendar-375');
    expect(errors).toEqual([]);
  });

  it('on a touch screen a tap on empty time opens the form for that slot', async () => {
    const state = await page.context().storageState();
    const touch = await browser.newContext({
      baseURL: page.url(),
      storageState: state,
      viewport: { width: 375, height: 812 },
      hasTouch: true,
      isMobile: true,
      timezoneId: ZONE,
    });
    const phone = await touch.newPage();
    await phone.goto('/web/time');
    await phone.getByRole('button', { name: 'Calendar', exact: true }).click();
    await phone.getByLabel('Date').fill(wed);
    await phone.getByTestId(`day-${wed}`).waitFor();
    // Loaded (the view has scrolled to the working day by itself) before scrolling to the afternoon.
    await phone.locator('[data-testid="block"]').first().waitFor();
    await phone.locator('.cal-scroll').evaluate((el) => {
      el.scrollTop = 12 * 56;
    });
    await phone.locator('.cal-scroll').scrollIntoViewIfNeeded();
    const box = (await phone.getByTestId(`day-${wed}`).boundingBox())!;
    await phone.touchscreen.tap(box.x + box.width * 0.85, box.y + ((15 * 60 + 10) / 1440) * box.height);
    const form = phone.getByRole('form', { name: 'Add time' });
    await form.waitFor();
    expect(await form.getByLabel('Start').inputValue()).toMatch(new RegExp(`^${wed}T15:00(:00)?$`));
    expect(await form.getByLabel('End').inputValue()).toMatch(new RegExp(`^${wed}T16:00(:00)?$`));
    await touch.close();
  });
});

describe('the weekly timesheet', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let api: Awaited<ReturnType<typeof apiOf>>;
  const ids: Record<string, string> = {};
  const today = Temporal.Now.plainDateISO(ZONE);
  const monday = today.subtract({ days: today.dayOfWeek - 1 + 7 }).toString();
  const day = (i: number) => addDays(monday, i);
  const cell = (row: string, i: number) =>
    page.getByLabel(new RegExp(`^${row.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, \\w+ ${Number(day(i).slice(8))}$`));
  const whole = (iso: string) => clock(Number(durationNs(iso) / 1_000_000_000n));
  const range = `from=${encodeURIComponent(at(day(0), '00:00'))}&to=${encodeURIComponent(at(day(7), '00:00'))}`;
  const onDay = async (i: number) =>
    (await api.send('GET', `/activities?from=${encodeURIComponent(at(day(i), '00:00'))}&to=${encodeURIComponent(at(day(i + 1), '00:00'))}`))
      .body.items as Array<{ taskId: string | null; projectId: string | null; start: string; end: string; timeEntryId: string }>;

  /** Every total on the page equals the report's: the week, each row (task or project), each day. */
  const expectReportTotals = async (grouping: 'task' | 'project') => {
    const weekly = (await api.send('GET', `/reports/weekly?${range}`)).body;
    const daily = (await api.send('GET', `/reports/daily?${range}`)).body;
    await expect.poll(() => page.getByTestId('sheet-total').textContent()).toBe(whole(weekly.total));
    for (const d of daily.days as Array<{ date: string; total: string }>)
      expect(await page.getByTestId(`day-total-${d.date}`).textContent()).toBe(whole(d.total));
    if (grouping === 'task') {
      for (const t of weekly.weeks[0].tasks as Array<{ taskId: string | null; total: string }>) {
        const name =
          t.taskId === ids.write ? 'Write copy · Website' : t.taskId === ids.fix ? 'Fix layout · Website' : 'Old task · Intranet';
        expect({ name, total: await page.getByTestId(`row-${name}`).getByTestId('row-total').textContent() }).toEqual({
          name,
          total: whole(t.total),
        });
      }
    } else {
      const summary = (await api.send('GET', `/reports/summary?${range}&groupBy=project`)).body;
      for (const g of summary.groups as Array<{ name: string; total: string }>) {
        expect({ name: g.name, total: await page.getByTestId(`row-${g.name}`).getByTestId('row-total').textContent() }).toEqual({
          name: g.name,
          total: whole(g.total),
        });
      }
    }
  };

  beforeAll(async () => {
    browser = await launch();
    ({ page, errors } = await newPage(browser, { width: 1400, timezoneId: ZONE }));
    await signUp(page, uniqueEmail('timesheet'), { zone: ZONE });
    api = await apiOf(page.context());
    const client = (await api.send('POST', '/clients', { name: 'Acme', color: '#3366cc' })).body.id;
    ids.website = (await api.send('POST', '/projects', { name: 'Website', clientId: client })).body.id;
    ids.intranet = (await api.send('POST', '/projects', { name: 'Intranet', clientId: client })).body.id;
    ids.write = (await api.send('POST', '/tasks', { summary: 'Write copy', projectId: ids.website })).body.id;
    ids.fix = (await api.send('POST', '/tasks', { summary: 'Fix layout', projectId: ids.website })).body.id;
    ids.old = (await api.send('POST', '/tasks', { summary: 'Old task', projectId: ids.intranet, archived: true })).body.id;
    ids.gone = (await api.send('POST', '/tasks', { summary: 'Gone task', projectId: ids.intranet, archived: true })).body.id;
    const add = async (taskId: string, projectId: string, start: string, end: string) =>
      (await api.send('POST', '/activities', { start, end, taskId, projectId, summary: null, labelIds: [] })).body;
    await add(ids.write, ids.website, at(day(0), '09:00'), at(day(0), '10:30:00.000000400'));
    await add(ids.write, ids.website, at(day(1), '10:00'), at(day(1), '11:00'));
    await add(ids.fix, ids.website, at(day(1), '13:00'), at(day(1), '13:20:30'));
    await add(ids.old, ids.intranet, at(day(2), '08:00'), at(day(2), '09:00'));
    await add(ids.write, ids.website, at(day(3), '23:00'), at(day(4), '00:30'));
    await page.reload();
    await nav(page, 'Time');
    await page.getByRole('button', { name: 'Timesheet', exact: true }).click();
    await page.getByRole('button', { name: 'Previous week' }).click();
    await cell('Write copy · Website', 0).waitFor();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('rows are tasks, columns the local days; archived tasks only with time; every total equals the report to the second', async () => {
    await expect.poll(() => cell('Write copy · Website', 0).inputValue()).toBe('1:30:00');
    expect(await cell('Write copy · Website', 3).inputValue()).toBe('1:00:00');
    expect(await cell('Write copy · Website', 4).inputValue()).toBe('0:30:00');
    expect(await cell('Fix layout · Website', 1).inputValue()).toBe('0:20:30');
    expect(await cell('Fix layout · Website', 0).inputValue()).toBe('');
    expect(await page.getByTestId('row-Old task · Intranet').count()).toBe(1);
    expect(await page.getByTestId('row-Gone task · Intranet').count()).toBe(0);
    await expectReportTotals('task');
    expect(await page.getByTestId('sheet-total').textContent()).toBe('5:20:30');
    expect(await axe(page)).toEqual([]);
    await shot(page, 'timesheet-1400');
  });

  it('a duration typed into an empty cell creates an entry of that length at the first free hour of that day', async () => {
    await cell('Fix layout · Website', 2).fill('1.5h');
    await cell('Fix layout · Website', 2).press('Enter');
    await expect.poll(() => cell('Fix layout · Website', 2).inputValue()).toBe('1:30:00');
    // 08:00–09:00 is taken on that day: the first free hour from 09:00 is 09:00.
    const made = (await onDay(2)).find((a) => a.taskId === ids.fix)!;
    expect(same(made.start, at(day(2), '09:00'))).toBe(true);
    expect(same(made.end, at(day(2), '10:30'))).toBe(true);
    // 90m means the same (Tab commits too); an empty Saturday starts at 09:00.
    await cell('Fix layout · Website', 5).fill('90m');
    await cell('Fix layout · Website', 5).press('Tab');
    await expect.poll(() => cell('Fix layout · Website', 5).inputValue()).toBe('1:30:00');
    expect(same((await onDay(5))[0].start, at(day(5), '09:00'))).toBe(true);
    // A filled cell: the day's last entry of the row ends later.
    await cell('Write copy · Website', 1).fill('2:00');
    await cell('Write copy · Website', 1).press('Enter');
    await expect.poll(() => cell('Write copy · Website', 1).inputValue()).toBe('2:00:00');
    const tuesday = (await onDay(1)).filter((a) => a.taskId === ids.write);
    expect(tuesday).toHaveLength(1);
    expect(same(tuesday[0].end, at(day(1), '12:00'))).toBe(true);
    // Not a duration: said in words, nothing sent.
    await cell('Fix layout · Website', 6).fill('soon');
    await cell('Fix layout · Website', 6).press('Enter');
    await page.getByRole('alert').filter({ hasText: 'is not a duration' }).waitFor();
    await cell('Fix layout · Website', 6).press('Escape');
    expect(await onDay(6)).toHaveLength(0);
    await expectReportTotals('task');
  });

  it("a duration typed into a filled cell moves the end of that day's last entry of the row (to the nanosecond)", async () => {
    await cell('Write copy · Website', 0).fill('2:15');
    await cell('Write copy · Website', 0).press('Enter');
    await expect.poll(() => cell('Write copy · Website', 0).inputValue()).toBe('2:15:00');
    const monday0 = (await onDay(0)).filter((a) => a.taskId === ids.write);
    expect(monday0).toHaveLength(1);
    expect(same(monday0[0].end, at(day(0), '11:15'))).toBe(true);
    await cell('Fix layout · Website', 1).fill('0:10');
    await cell('Fix layout · Website', 1).press('Enter');
    await expect.poll(() => cell('Fix layout · Website', 1).inputValue()).toBe('0:10:00');
    await expectReportTotals('task');
  });

  it('↑ and ↓ move between rows of the same day; a duration that would push the entry past midnight is refused, nothing changes', async () => {
    await cell('Fix layout · Website', 0).focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Old task · Intranet, /);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Fix layout · Website, /);
    // 09:00 + 16 h is past midnight: the entry stays on its day (it would otherwise spill into the next one).
    const before = (await onDay(0)).filter((a) => a.taskId === ids.write);
    await cell('Write copy · Website', 0).fill('16h');
    await cell('Write copy · Website', 0).press('Enter');
    await page.getByRole('alert').filter({ hasText: 'would go on past midnight' }).waitFor();
    expect((await onDay(0)).filter((a) => a.taskId === ids.write)).toEqual(before);
    // Another week drops the message and the typing.
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'would go on past midnight' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Previous week' }).click();
    await expect.poll(() => cell('Write copy · Website', 0).inputValue()).toBe('2:15:00');
  });

  it('rows switch to projects; totals still equal the report; a project cell creates a project entry; at 375 px too', async () => {
    await page.getByRole('button', { name: 'By project' }).click();
    await expect.poll(() => cell('Website', 0).inputValue()).toBe('2:15:00');
    await expectReportTotals('project');
    await page.setViewportSize({ width: 375, height: 812 });
    await cell('Intranet', 3).fill('45m');
    await cell('Intranet', 3).press('Enter');
    await expect.poll(() => cell('Intranet', 3).inputValue()).toBe('0:45:00');
    const made = (await onDay(3)).find((a) => a.projectId === ids.intranet)!;
    expect(made.taskId).toBeNull();
    expect(same(made.start, at(day(3), '09:00'))).toBe(true);
    await expectReportTotals('project');
    expect(await axe(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.locator('.sheet-wrap').evaluate((el) => {
      el.scrollLeft = 0;
    });
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'timesheet-375');
    await page.setViewportSize({ width: 1400, height: 900 });
    expect(errors).toEqual([]);
  });

  it('both views pass axe in dark mode too', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByRole('button', { name: 'By task' }).click();
    await cell('Write copy · Website', 0).waitFor();
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Calendar', exact: true }).click();
    await page.locator('[data-testid="block"]').first().waitFor();
    expect(await axe(page)).toEqual([]);
    await shot(page, 'calendar-1400-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    expect(errors).toEqual([]);
  });
});
