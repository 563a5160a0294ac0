/**
 * Editor sign-in in real Chromium against `npm start`'s server: the first start prints a demo
 * admin with a generated password; /ku/cms sends a visitor to the Kurdish sign-in page; a wrong
 * password is announced; signing in by keyboard alone lands on /ku/cms as that admin; signing out
 * ends the session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './support/browser.js';
import { demoAdmin } from './support/demo-admin.js';
import { startServer, type RunningServer } from './support/server.js';

describe('editor sign-in', () => {
  let server: RunningServer;
  let browser: Browser;
  let email: string;
  let password: string;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchChromium();
    ({ email, password } = demoAdmin(server));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
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
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/content security policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${server.origin}/ku/cms`);
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
    await Promise.all([page.waitForURL(`${server.origin}/ku/cms`), page.keyboard.press('Enter')]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('دەستکاریکەر');
    expect(await page.locator('main').textContent()).toContain(email);
    expect(violations).toEqual([]);

    await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'چوونەدەرەوە' }).click()]);
    expect(new URL(page.url()).pathname).toBe('/auth/sign-in');
    await page.goto(`${server.origin}/ku/cms`);
    expect(new URL(page.url()).pathname).toBe('/auth/sign-in');
    await page.close();
  });
});
