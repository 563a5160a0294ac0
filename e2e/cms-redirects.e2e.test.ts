/**
 * The admin's redirects tab in Chromium: an admin adds a Kurdish redirect by keyboard-labelled
 * fields, a visitor opening the old address lands on the target, a bad target shows the server's
 * refusal, axe finds nothing, and screenshots at 390×844 and 1280×900 in ku and en go into
 * $CMS_SCREENSHOTS when set. Run alone: npx vitest run --config vitest.e2e.config.ts e2e/cms-redirects.e2e.test.ts
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolationsWithin } from './support/axe.js';
import { signInAsDemoAdmin } from './support/demo-admin.js';
import { DESKTOP, PHONE, useE2eSuite } from './support/lifecycle.js';
import { screenshotsAtSizes } from './support/screenshots.js';

const SHOTS = process.env.CMS_SCREENSHOTS;
const SIZES = [PHONE, DESKTOP];
describe('admin redirects tab', () => {
  const suite = useE2eSuite({ CMS_SCHEDULER_MS: '0' }, 'redirects');

  async function signIn(language: 'ku' | 'en'): Promise<Page> {
    const page = await suite.newPage(DESKTOP);
    await signInAsDemoAdmin(page, suite.server, language, 'admin');
    return page;
  }

  const axe = (page: Page) => axeViolationsWithin(page, ['.cms-admin']);
  const shots = (page: Page, name: string) => screenshotsAtSizes(SHOTS, page, name, SIZES);

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

    const visitor = await suite.browser.newPage();
    const response = await visitor.goto(`${suite.server.origin}/ku/old-offer`);
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
