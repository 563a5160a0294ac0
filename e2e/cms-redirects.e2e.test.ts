/**
 * The admin's redirects tab in Chromium: an admin adds a Kurdish redirect by keyboard-labelled
 * fields, a visitor opening the old address lands on the target, a bad target shows the server's
 * refusal, axe finds nothing, and screenshots at 390×844 and 1280×900 in ku and en go into
 * $CMS_SCREENSHOTS when set. Run alone: npx vitest run --config vitest.e2e.config.ts e2e/cms-redirects.e2e.test.ts
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './support/browser.js';
import { demoAdmin, SIGN_IN } from './support/demo-admin.js';
import { startServer, type RunningServer } from './support/server.js';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const SHOTS = process.env.CMS_SCREENSHOTS;
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];
describe('admin redirects tab', () => {
  let server: RunningServer;
  let browser: Browser;
  let email: string;
  let password: string;

  beforeAll(async () => {
    server = await startServer({ CMS_SCHEDULER_MS: '0' });
    browser = await launchChromium();
    ({ email, password } = demoAdmin(server));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function signIn(language: 'ku' | 'en'): Promise<Page> {
    const page = await browser.newPage({ viewport: SIZES[1] });
    const t = SIGN_IN[language];
    await page.goto(`${server.origin}/${language}/admin`);
    await page.getByLabel(t.email).fill(email);
    await page.getByLabel(t.password, { exact: true }).fill(password);
    await Promise.all([page.waitForURL(`${server.origin}/${language}/admin`), page.getByRole('button', { name: t.submit }).click()]);
    return page;
  }

  async function axe(page: Page): Promise<string[]> {
    await page.evaluate(AXE_SOURCE);
    return page.evaluate(async () => {
      const run = (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<{ violations: { id: string }[] }> } }).axe;
      const result = await run.run({ include: [['.cms-admin']] }, { resultTypes: ['violations'] });
      return result.violations.map((v) => v.id);
    });
  }

  async function shots(page: Page, name: string): Promise<void> {
    if (!SHOTS) return;
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.screenshot({ path: join(SHOTS, `${name}-${size.width}.png`), fullPage: true });
    }
  }

  it('adds a Kurdish redirect that a visitor then follows; a bad target shows the refusal', async () => {
    const page = await signIn('ku');
    await page.getByRole('tab', { name: 'ئاراستەکردنەوەکان' }).click();
    await page.getByText('هێشتا هیچ ئاراستەکردنەوەیەک بەم زمانە نییە.').waitFor();
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'زیادکردنی ئاراستەکردنەوە' }) });
    await form.getByLabel('لە ناونیشانی').fill('/old-offer');
    await form.getByLabel('بۆ', { exact: true }).fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'زیادکردنی ئاراستەکردنەوە' }).click();
    // The server's English refusal, shown in Kurdish by its code and field (site/editor-kit/refusal-i18n.ts).
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/^«بۆ» دەبێت ڕێڕەوێکی ماڵپەڕ/);
    await form.getByLabel('بۆ', { exact: true }).fill('/stock');
    await form.getByRole('button', { name: 'زیادکردنی ئاراستەکردنەوە' }).click();
    await page.getByRole('textbox', { name: 'لە ناونیشانی: /old-offer' }).waitFor();
    expect(await axe(page)).toEqual([]);
    await shots(page, 'ku-redirects');

    const visitor = await browser.newPage();
    const response = await visitor.goto(`${server.origin}/ku/old-offer`);
    expect(new URL(visitor.url()).pathname).toBe('/ku/stock');
    expect(response?.status()).toBe(200);
    await visitor.close();
    await page.close();
  });

  it('shows the tab in English, left to right', async () => {
    const page = await signIn('en');
    await page.getByRole('tab', { name: 'Redirects' }).click();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ku');
    await page.getByRole('textbox', { name: 'From address: /old-offer' }).waitFor();
    expect(await axe(page)).toEqual([]);
    await shots(page, 'en-redirects');
    await page.close();
  });
});
