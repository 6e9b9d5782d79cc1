import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, nav, newPage, shot, signUp, uniqueEmail } from './browser';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

describe('installable, offline shell, dark mode', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('links a manifest with icons; a service worker serves the shell offline (never the API)', async () => {
    const { context, page, errors } = await newPage(browser, { width: 1400 });
    await signUp(page, uniqueEmail('install'));
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/web/manifest.webmanifest');
    const manifest = await (await context.request.get(href!)).json();
    expect(manifest).toMatchObject({ name: 'Timekeeper', start_url: '/web/', scope: '/web/', display: 'standalone' });
    for (const icon of manifest.icons) expect((await context.request.get(icon.src)).status()).toBe(200);
    await expect.poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration('/web/'))?.active)).toBe(true);
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await context.setOffline(true);
    await page.reload();
    // The shell is there, from the service worker; the API is not cached, so the page says the server cannot be reached.
    await page.getByText(/The server cannot be reached|Your entries load when the connection returns/).waitFor();
    await shot(page, 'install-01-offline-shell');
    const cached = await page.evaluate(async () =>
      (
        await Promise.all(
          (await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname)),
        )
      ).flat(),
    );
    expect(cached.some((path) => path.startsWith('/api/'))).toBe(false);
    await context.setOffline(false);
    expect(errors.filter((e) => !/Failed to fetch|ERR_INTERNET_DISCONNECTED|cannot be reached/.test(e))).toEqual([]);
    await context.close();
  });

  it('dark mode follows prefers-color-scheme, a switch in Settings overrides it, and axe finds no serious issue in dark', async () => {
    const { context, page, errors } = await newPage(browser, { width: 1400 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await signUp(page, uniqueEmail('dark'));
    const background = () =>
      page.evaluate(() => getComputedStyle(document.body).backgroundColor || getComputedStyle(document.documentElement).backgroundColor);
    const luminance = async () => {
      const bg = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
      const [r, g, b] = (bg.match(/\d+/g) ?? []).map(Number);
      return (r + g + b) / 3;
    };
    expect(await luminance()).toBeLessThan(60);
    for (const name of ['Time', 'Reports', 'Catalog', 'Settings']) {
      await nav(page, name);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
      const violations = await page.evaluate(async () =>
        (
          await (
            window as unknown as { axe: { run: (d: Document) => Promise<{ violations: Array<{ id: string; impact: string }> }> } }
          ).axe.run(document)
        ).violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => v.id),
      );
      expect({ name, violations }).toEqual({ name, violations: [] });
      await shot(page, `install-02-dark-${name.toLowerCase()}`);
    }
    await page.getByRole('radio', { name: 'Light', exact: true }).check();
    expect(await luminance()).toBeGreaterThan(200);
    await page.reload();
    await page.getByRole('radio', { name: 'Light', exact: true }).waitFor();
    expect(await luminance()).toBeGreaterThan(200);
    await page.getByRole('radio', { name: /As the system/ }).check();
    expect(await luminance()).toBeLessThan(60);
    void background;
    expect(errors).toEqual([]);
    await context.close();
  });
});
