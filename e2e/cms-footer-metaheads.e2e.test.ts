/**
 * The editor's footer tab and the admin's metaheads tab in Chromium: each is created, edited and
 * deleted through its labelled fields, a visitor page shows each step, a bad input shows the
 * server's refusal in the screen's language naming the field, axe finds nothing, and screenshots
 * at 390×844 and 1280×900 in ku and en go into $CMS_SCREENSHOTS when set.
 * Run alone: npx vitest run --config vitest.e2e.config.ts e2e/cms-footer-metaheads.e2e.test.ts
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolationsWithin } from './support/axe.js';
import { signInAsDemoAdmin, type EditorArea } from './support/demo-admin.js';
import { DESKTOP, PHONE, useE2eSuite } from './support/lifecycle.js';
import { screenshotsAtSizes } from './support/screenshots.js';

const SHOTS = process.env.CMS_SCREENSHOTS;
const SIZES = [PHONE, DESKTOP];
describe('footer and metaheads tabs', () => {
  const suite = useE2eSuite({ CMS_SCHEDULER_MS: '0' }, 'footer-metaheads');

  async function signIn(language: 'ku' | 'en', area: EditorArea): Promise<Page> {
    const page = await suite.newPage(DESKTOP);
    await signInAsDemoAdmin(page, suite.server, language, area);
    return page;
  }

  const axe = (page: Page, root: string) => axeViolationsWithin(page, [root]);
  const shots = (page: Page, name: string) => screenshotsAtSizes(SHOTS, page, name, SIZES);

  /** What a visitor gets at `path`: the footer's links and the page's HTML. */
  async function visit(path: string): Promise<{ footerLinks: { text: string; href: string }[]; head: string; body: string }> {
    const visitor = await suite.browser.newPage();
    await visitor.goto(`${suite.server.origin}${path}`);
    const result = await visitor.evaluate(() => ({
      footerLinks: [...document.querySelectorAll('footer a')].map((a) => ({
        text: a.textContent?.trim() ?? '',
        href: a.getAttribute('href') ?? '',
      })),
      head: document.head.innerHTML,
      body: document.body.innerHTML,
    }));
    await visitor.close();
    return result;
  }

  it('adds a Kurdish footer link, refuses a script address naming the field, renames it and deletes it', async () => {
    const page = await signIn('ku', 'cms');
    await page.getByRole('tab', { name: 'پێپەڕە' }).click();
    await page.getByRole('button', { name: 'پاشەکەوتکردنی پێپەڕە' }).waitFor();
    // Each column folds away under a summary naming it, its headings and its link count; the first is open.
    const folds = page.locator('.cms-footer details').filter({ has: page.locator(':scope > summary', { hasText: /^ستوونی \d+ / }) });
    const columns = await folds.count();
    expect(columns).toBeGreaterThan(1);
    expect(await folds.evaluateAll((all) => all.map((d) => (d as HTMLDetailsElement).open))).toEqual([
      true,
      ...Array(columns - 1).fill(false),
    ]);
    expect(await folds.nth(0).locator(':scope > summary').textContent()).toMatch(/^ستوونی 1 .+ · \d+ بەستەر$/);
    // The jump list opens the second column, shows it and puts focus on its summary: its first link is at hand.
    await page.getByRole('navigation', { name: 'چوون بۆ بەشێکی پێپەڕە' }).getByRole('link', { name: 'ستوونی 2' }).click();
    await expect.poll(() => folds.nth(1).evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
    const secondLink = page.getByRole('textbox', { name: 'دەق (ستوونی 2 › کۆمەڵەی 1 › بەستەری 1)' });
    expect(await secondLink.isVisible()).toBe(true);
    expect(await secondLink.inputValue()).not.toBe('');
    const n = columns + 1;
    await page.getByRole('button', { name: 'زیادکردنی ستوون' }).click();
    const at = `ستوونی ${n} › کۆمەڵەی 1 › بەستەری 1`;
    await page.getByRole('textbox', { name: `دەق (${at})` }).fill('پەیوەندی e2e');
    await page.getByRole('textbox', { name: `ناونیشان (${at})` }).fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'پاشەکەوتکردنی پێپەڕە' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe(`بەستەرەکە دەبێت ڕێڕەوێکی ماڵپەڕ یان ناونیشانێکی http(s)، mailto: یان tel: بێت: ${at} › ناونیشان.`);

    await page.getByRole('textbox', { name: `ناونیشان (${at})` }).fill('/contact-e2e');
    await page.getByRole('button', { name: 'پاشەکەوتکردنی پێپەڕە' }).click();
    await page.getByRole('status').getByText('پێپەڕە پاشەکەوت کرا.').waitFor();
    expect((await visit('/ku/')).footerLinks).toContainEqual({
      text: 'پەیوەندی e2e',
      href: expect.stringContaining('/contact-e2e') as string,
    });
    expect(await axe(page, '.cms-footer')).toEqual([]);
    await shots(page, 'ku-footer');

    await page.getByRole('textbox', { name: `دەق (${at})` }).fill('پەیوەندی نوێ');
    await page.getByRole('button', { name: 'پاشەکەوتکردنی پێپەڕە' }).click();
    await expect.poll(async () => (await visit('/ku/')).footerLinks.map((l) => l.text)).toContain('پەیوەندی نوێ');

    await page.getByRole('button', { name: `سڕینەوەی ستوون (ستوونی ${n})` }).click();
    await page.getByRole('button', { name: 'پاشەکەوتکردنی پێپەڕە' }).click();
    await expect.poll(async () => (await visit('/ku/')).footerLinks.map((l) => l.text)).not.toContain('پەیوەندی نوێ');
    await page.close();
  });

  it('shows the footer tab in English, left to right', async () => {
    const page = await signIn('en', 'cms');
    await page.getByRole('tab', { name: 'Footer' }).click();
    await page.getByRole('button', { name: 'Save footer' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Site language' }).inputValue()).toBe('en');
    expect(await axe(page, '.cms-footer')).toEqual([]);
    await shots(page, 'en-footer');
    await page.close();
  });

  it('adds a site-wide metahead, refuses a bad order naming it, moves it to the body, and deletes it', async () => {
    const page = await signIn('en', 'admin');
    await page.getByRole('tab', { name: 'Head code' }).click();
    await page.getByText('No head code yet.').waitFor();
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Add code' }) });
    await form.getByLabel('Code', { exact: true }).fill('<meta name="e2e-check" content="one">');
    await form.getByLabel('Order').fill('-1');
    await form.getByRole('button', { name: 'Add code' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('The order must be a whole number from 0 to 100000.');
    await form.getByLabel('Order').fill('5');
    await form.getByRole('button', { name: 'Add code' }).click();
    const row = page.getByRole('row', { name: /e2e-check/ });
    await row.waitFor();
    expect((await visit('/en/')).head).toContain('<meta name="e2e-check" content="one">');
    expect(await axe(page, '.cms-admin')).toEqual([]);
    await shots(page, 'en-metaheads');

    await row.getByRole('button', { name: /^Edit/ }).click();
    const edit = page.locator('form', { has: page.getByRole('heading', { name: 'Edit code' }) });
    await edit.getByLabel('Code', { exact: true }).fill('<meta name="e2e-check" content="two">');
    await edit.getByLabel('Place').selectOption('body');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('cell', { name: 'At the end of <body>' }).waitFor();
    const moved = await visit('/en/');
    expect(moved.head).not.toContain('e2e-check');
    expect(moved.body).toContain('<meta name="e2e-check" content="two">');

    await page
      .getByRole('row', { name: /e2e-check/ })
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page.getByText('No head code yet.').waitFor();
    expect((await visit('/en/')).body).not.toContain('e2e-check');
    await page.close();
  });

  it('shows the metaheads tab in Kurdish, right to left, with the refusal in Kurdish', async () => {
    const page = await signIn('ku', 'admin');
    await page.getByRole('tab', { name: 'کۆدی سەرپەڕە' }).click();
    await page.getByText('هێشتا هیچ کۆدێکی سەرپەڕە نییە.').waitFor();
    await page.getByRole('button', { name: 'زیادکردنی کۆد' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('کۆدەکە نابێت بەتاڵ بێت (زۆرترین 100000 پیت).');
    expect(await axe(page, '.cms-admin')).toEqual([]);
    await shots(page, 'ku-metaheads');
    await page.close();
  });
});
