import { readFileSync } from 'node:fs';
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, nav, newPage, PASSWORD, shot, signIn, signUp, uniqueEmail } from './browser';

const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

async function signInWithPassword(page: Page, email: string): Promise<void> {
  await page.goto('/web/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
}

/** Signs out and waits until the server has ended the session (the sign-in form shows). */
async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
}

describe('two-factor sign-in and account administration', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];
  const email = uniqueEmail('two-factor');
  let secret = '';
  let recoveryCodes: string[] = [];

  beforeAll(async () => {
    browser = await launch();
    ({ page, errors } = await newPage(browser));
    await signUp(page, email);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sets up two-factor from Settings: a QR code drawn in the page, the key to type, a code to confirm, recovery codes shown once with copy and download', async () => {
    await nav(page, 'Settings');
    const card = page.getByRole('region', { name: 'Security: two-factor sign-in' });
    await card.getByText('Two-factor sign-in is off.', { exact: false }).waitFor();
    await card.getByLabel('Password').fill('not my password');
    await card.getByRole('button', { name: 'Set up two-factor' }).click();
    await card.getByRole('alert').waitFor();
    await card.getByLabel('Password').fill(PASSWORD);
    await card.getByRole('button', { name: 'Set up two-factor' }).click();
    const qr = card.getByRole('img', { name: 'QR code to scan with your authenticator app' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    secret = (await card.getByTestId('totp-secret').textContent())!.replaceAll(' ', '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await shot(page, 'two-factor-01-setup');
    await card.getByLabel('Code from the app').fill(codeFor(secret, 2) === codeFor(secret) ? '000000' : codeFor(secret, 2));
    await card.getByRole('button', { name: 'Confirm and turn on' }).click();
    await card.getByRole('alert').waitFor();
    await card.getByLabel('Code from the app').fill(codeFor(secret));
    await card.getByRole('button', { name: 'Confirm and turn on' }).click();
    const list = card.getByTestId('recovery-codes');
    await list.waitFor();
    recoveryCodes = (await list.locator('li').allTextContents()).map((c) => c.trim());
    expect(recoveryCodes).toHaveLength(10);
    await shot(page, 'two-factor-02-recovery-codes');
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download codes' }).click()]);
    const text = readFileSync((await download.path())!, 'utf8');
    for (const code of recoveryCodes) expect(text).toContain(code);
    await card.getByRole('button', { name: 'I have saved them' }).click();
    await card.getByText('Two-factor sign-in is on.', { exact: false }).first().waitFor();
    expect(await page.getByText(recoveryCodes[0]).count()).toBe(0);
    await card.getByRole('button', { name: 'Turn off two-factor' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('signs in with the second step: a wrong code is refused, a code from the app or a recovery code is accepted', async () => {
    await signOut(page);
    await signInWithPassword(page, email);
    await shot(page, 'two-factor-03-second-step');
    await page.getByLabel('Code from the app').fill(codeFor(secret, 3));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').waitFor();
    await page.getByLabel('Code from the app').fill(codeFor(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await signOut(page);
    await signInWithPassword(page, email);
    await page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('an administrator finds the account, disables it (with the password prompt) and enables it again', async () => {
    const admin = await newPage(browser);
    await signIn(admin.page, inject('adminEmail'));
    await nav(admin.page, 'Accounts');
    await admin.page.getByLabel('Search accounts by email').fill(email.slice(0, 20));
    await admin.page.getByRole('button', { name: 'Search' }).click();
    const row = admin.page.locator('li.row', { hasText: email });
    await row.getByText('two-factor on').waitFor();
    await row.getByRole('button', { name: `Disable ${email}` }).click();
    const prompt = admin.page.getByRole('form', { name: 'Confirm account change' });
    await prompt.getByLabel('Your password').fill(PASSWORD);
    await prompt.getByRole('button', { name: 'Disable' }).click();
    await row.getByText('disabled').waitFor();
    await shot(admin.page, 'two-factor-04-accounts');
    // The user's session ended: the next request finds it signed out.
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await row.getByRole('button', { name: `Enable ${email}` }).click();
    await prompt.getByLabel('Your password').fill(PASSWORD);
    await prompt.getByRole('button', { name: 'Enable' }).click();
    await row.getByRole('button', { name: `Disable ${email}` }).waitFor();
    expect(admin.errors).toEqual([]);
    await admin.context.close();
  });
});
