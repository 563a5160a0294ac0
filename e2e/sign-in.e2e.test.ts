/**
 * Editor sign-in in real Chromium against `npm start`'s server: the first start prints a demo
 * admin with a generated password; /ku/cms sends a visitor to the Kurdish sign-in page; a wrong
 * password is announced; signing in by keyboard alone lands on /ku/cms as that admin; signing out
 * ends the session. The admin's Sign-ins screen lists a bearer token made elsewhere, with the failed
 * attempt before it, and revoking it there ends it (docs/accounts.md, "Sessions and tokens for admins").
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoAdmin, signInAsDemoAdmin } from './support/demo-admin.js';
import { useE2eSuite } from './support/lifecycle.js';

describe('editor sign-in', () => {
  const suite = useE2eSuite({}, 'sign-in');
  let email: string;
  let password: string;

  beforeAll(() => {
    ({ email, password } = demoAdmin(suite.server));
  });

  /** Presses Tab until the field named `name` has focus (keyboard only, as a user would). */
  async function tabTo(page: Page, name: string): Promise<void> {
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)) === name) return;
    }
    throw new Error(`Tab never reached the ${name} field`);
  }

  it('prints a generated demo admin password on the first start', () => {
    expect(email).toBe('admin@lrdx.local');
    expect(password.length).toBeGreaterThanOrEqual(24);
  });

  it('signs in by keyboard on the Kurdish sign-in page and reaches /ku/cms; a wrong password is announced first', async () => {
    const page = await suite.browser.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/content security policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${suite.server.origin}/ku/cms`);
    expect(new URL(page.url()).pathname).toBe('/auth/sign-in');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('چوونەژوورەوە');

    await tabTo(page, 'email');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('not the password at all');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    const alert = page.getByRole('alert');
    expect(await alert.textContent()).toContain('ئیمەیڵ یان وشەی نهێنی دروست نییە');
    // The e-mail is kept: only the password needs typing again.
    expect(await page.getByLabel('ئیمەیڵ').inputValue()).toBe(email);

    await tabTo(page, 'password');
    await page.keyboard.type(password);
    await Promise.all([page.waitForURL(`${suite.server.origin}/ku/cms`), page.keyboard.press('Enter')]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('دەستکاریکەر');
    expect(await page.locator('main').textContent()).toContain(email);
    expect(violations).toEqual([]);

    await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'چوونەدەرەوە' }).click()]);
    expect(new URL(page.url()).pathname).toBe('/auth/sign-in');
    await page.goto(`${suite.server.origin}/ku/cms`);
    expect(new URL(page.url()).pathname).toBe('/auth/sign-in');
    await page.close();
  });
  it('lists a token and the failed attempt on the Sign-ins screen, and revokes the token from there', async () => {
    const wrong = await fetch(`${suite.server.origin}/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'a wrong password for the audit' }),
    });
    expect(wrong.status).toBe(401);
    const issued = await fetch(`${suite.server.origin}/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, scope: 'read' }),
    });
    const { token } = (await issued.json()) as { token: string };
    const sessionOf = (bearer: string) => fetch(`${suite.server.origin}/auth/session`, { headers: { authorization: `Bearer ${bearer}` } });
    expect((await sessionOf(token)).status).toBe(200);

    const page = await suite.newPage({ width: 1280, height: 800 });
    await signInAsDemoAdmin(page, suite.server, 'en', 'admin');
    await page.getByRole('tab', { name: 'Sign-ins' }).click();

    const tokenRow = page.getByRole('row').filter({ hasText: 'Bearer token' }).filter({ hasText: 'Read only' });
    await expect.poll(() => tokenRow.count()).toBe(1);
    const activity = page.getByRole('table', { name: 'Sign-in activity' });
    await expect.poll(async () => (await activity.textContent()) ?? '').toContain('Wrong e-mail or password');

    await tokenRow.getByRole('button', { name: /Revoke/ }).click();
    await expect.poll(() => tokenRow.count()).toBe(0);
    expect((await sessionOf(token)).status).toBe(401);
    await page.close();
  });
});
