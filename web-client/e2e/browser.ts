import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SHOTS = join(import.meta.dirname, '..', 'test-results');
mkdirSync(SHOTS, { recursive: true });

export const baseUrl = () => inject('baseUrl');

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A browser context that fails the test on any console error or CSP violation of the page. */
export async function newPage(
  browser: Browser,
  options: { width?: number; timezoneId?: string; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: options.width ?? 1280, height: 900 },
    timezoneId: options.timezoneId ?? 'America/New_York',
    locale: options.locale,
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    // Failed requests the test provokes on purpose (409, 412, offline) are logged by Chromium as errors.
    if (message.type() === 'error' && !/Failed to load resource|net::ERR_INTERNET_DISCONNECTED/.test(message.text()))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

let counter = 0;
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${++counter}@example.com`;
}
export const PASSWORD = 'correct horse battery staple';

/** Signs up through the form; the zone the browser offers is replaced by `zone` (UTC unless given). */
export async function signUp(page: Page, email: string, options: { zone?: string | null } = {}): Promise<void> {
  await page.goto('/web/');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  if (options.zone !== null) await page.getByLabel('Time zone').selectOption(options.zone ?? 'UTC');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByText('Nothing is running').waitFor();
}

export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/web/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
}

/** Requests as the signed-in user of a context (its cookie, and the CSRF value the session gives). */
export async function apiOf(context: BrowserContext) {
  const session = await context.request.get('/api/v1/auth/session');
  const csrf = (await session.json()).csrfToken as string;
  const send = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await context.request.fetch(`/api/v1${path}`, {
      method,
      data: body === undefined ? undefined : JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, ...headers },
    });
    const text = await response.text();
    return { status: response.status(), etag: response.headers()['etag'], body: text ? JSON.parse(text) : undefined };
  };
  return { send };
}

export const nav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
