/**
 * A phone visitor who taps the stock page's keyword field and types at once types into the server's
 * first screen: the widget is only fetched on that first touch (docs/decisions.md, "Page speed as a
 * first-time visitor gets it") and takes over while the fingers are still going. Every character
 * typed must arrive, in order, with the caret where the visitor left it, and the suggestions must
 * follow the text (widgets/runtime/early-input.ts, widgets/runtime/define-widget.ts).
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { holdStockLocatorBundle } from './support/hold-bundle.js';
import { useVisitorSuite } from './support/lifecycle.js';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** The keyword field's value and caret, read through the widget's shadow root. */
const readField = (page: Page) =>
  page.evaluate(() => {
    const input = document.querySelector('lrdx-stock-locator')?.shadowRoot?.querySelector<HTMLInputElement>('#lrdx-sl-keyword');
    return input
      ? {
          value: input.value,
          caret: input.selectionStart,
          focused: input.getRootNode() instanceof ShadowRoot && (input.getRootNode() as ShadowRoot).activeElement === input,
        }
      : null;
  });

describe('stock page on a phone: typing into the keyword field before the widget takes over', () => {
  const suite = useVisitorSuite('stock-keyword-early-typing');
  let context: BrowserContext;

  async function openPhone(): Promise<{ page: Page; release: () => void }> {
    context = await suite.browser.newContext(PHONE);
    const page = await context.newPage();
    const release = await holdStockLocatorBundle(page);
    await page.goto(`${suite.server.origin}/en/stock`, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => readField(page), { timeout: 30_000 }).not.toBeNull();
    return { page, release };
  }

  it('keeps every character typed before, during and after the take-over, in order, and suggests for the whole text', async () => {
    const { page, release } = await openPhone();
    const field = page.locator('lrdx-stock-locator #lrdx-sl-keyword');
    await field.tap();
    // Typed into the server's field while the bundle is on its way.
    await page.keyboard.type('def');
    expect(await page.evaluate(() => customElements.get('lrdx-stock-locator') === undefined)).toBe(true);
    release();
    // The fingers keep going while the widget takes over: a key each time the page has run a task.
    let typed = 'def';
    for (const key of 'ender 110') {
      await page.keyboard.type(key);
      typed += key;
      if (await page.evaluate(() => customElements.get('lrdx-stock-locator') !== undefined)) break;
    }
    // And right after it was defined, before its effects (the machine) ran.
    await page.keyboard.type('ender 110'.slice(typed.length - 3));
    typed = 'defender 110';
    await expect.poll(() => readField(page), { timeout: 30_000 }).toEqual({ value: typed, caret: typed.length, focused: true });
    // The suggestions follow the whole text, not the part the take-over saw.
    const listbox = page.locator('lrdx-stock-locator [role="listbox"]');
    await expect.poll(() => field.getAttribute('aria-expanded'), { timeout: 30_000 }).toBe('true');
    await expect.poll(async () => (await listbox.locator('[role="option"]').allInnerTexts()).join('|'), { timeout: 30_000 }).toMatch(/110/);
    // Still the visitor's text once everything has settled.
    await page.waitForLoadState('networkidle');
    expect(await readField(page)).toEqual({ value: typed, caret: typed.length, focused: true });
    await context.close();
  });

  it('keeps the caret where the visitor moved it before the take-over, and inserts there', async () => {
    const { page, release } = await openPhone();
    const field = page.locator('lrdx-stock-locator #lrdx-sl-keyword');
    await field.tap();
    await page.keyboard.type('defnder');
    // Back to after "def" to fix the typo.
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
    release();
    await page.keyboard.type('e');
    await expect.poll(() => page.evaluate(() => customElements.get('lrdx-stock-locator') !== undefined), { timeout: 30_000 }).toBe(true);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => readField(page), { timeout: 30_000 }).toEqual({ value: 'defender', caret: 4, focused: true });
    await context.close();
  });
});
