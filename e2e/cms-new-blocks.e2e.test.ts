/**
 * A block added with "+" (docs/cms-editor.md, "A new block"): it is visible at once, its texts are
 * in the editor's language, and one that draws nothing yet shows a stand-in naming it. HTML fields
 * (docs/cms-editor.md, "Code fields") read left to right, fill the fields panel and open in a wide
 * dialog; the widget tags beside them are described in the editor's language.
 */
import { describe, expect, it } from 'vitest';
import { useE2eSuite } from './support/lifecycle.js';
import { addBlockFromPalette, EDITOR_WORDS, editorPreview, openNewPageInEditor } from './support/page-editor.js';

const WORDS = {
  ku: {
    ...EDITOR_WORDS.ku,
    snippet: 'کورتە بەش',
    quote: 'وتە',
    html: 'سندوقی HTML',
    quoteText: 'وتە',
    empty: 'هێشتا هیچ پیشان نادات',
    wide: 'لە پەنجەرەیەکی پاندا دەستکاری بکە',
    close: 'داخستن',
    stockLocator: 'گەڕان بە دوای ئۆتۆمبێل بە پاڵاوتن و ئەنجامەکان.',
  },
  en: {
    ...EDITOR_WORDS.en,
    snippet: 'Snippet',
    quote: 'Quote',
    html: 'HTML box',
    quoteText: 'Quote',
    empty: 'shows nothing yet',
    wide: 'Edit in a wide window',
    close: 'Close',
    stockLocator: 'Vehicle search with filters and results.',
  },
} as const;

describe('CMS editor: a new block', () => {
  const suite = useE2eSuite({}, 'cms-new-blocks');

  for (const language of ['ku', 'en'] as const) {
    it(`(${language}) shows at once in the editor's language; one that draws nothing names itself; HTML is edited left to right, full width and in a wide dialog`, async () => {
      const w = WORDS[language];
      const page = await openNewPageInEditor(suite, language, `New blocks ${language}`, `/e2e-new-blocks-${language}`);
      for (const [index, name] of [w.snippet, w.quote, w.html].entries()) await addBlockFromPalette(page, `${w.add}${name}`, index);
      const items = editorPreview(page).locator('[data-puck-component]');
      // Every block is visible: the empty snippet and HTML box by their stand-in, the quote by its text.
      await expect
        .poll(() => items.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().height))))
        .toSatisfy((heights: number[]) => heights.length === 3 && heights.every((height) => height >= 40));
      await expect.poll(() => items.nth(0).innerText()).toContain(w.empty);
      await expect.poll(() => items.nth(0).innerText()).toContain(w.snippet);
      expect(await items.nth(1).innerText()).toContain(w.quoteText);
      expect(await items.nth(1).locator('[data-lrdx-empty-hint]').count()).toBe(0);
      // Filling the snippet takes its stand-in away.
      await items.nth(0).click();
      await page.locator("[class*='_Sidebar--right_'] input").nth(1).fill('Hello');
      await expect.poll(() => items.nth(0).locator('[data-lrdx-empty-hint]').count()).toBe(0);

      await items.nth(2).click();
      const code = page.locator('textarea.cms-code:visible').first();
      await code.waitFor();
      const shape = await code.evaluate((el) => ({
        direction: getComputedStyle(el).direction,
        width: el.getBoundingClientRect().width,
        panel: el.closest("[class*='_Sidebar--right_']")?.getBoundingClientRect().width ?? 0,
      }));
      expect(shape.direction).toBe('ltr');
      expect(shape.width).toBeGreaterThanOrEqual(shape.panel * 0.8);
      // Puck keeps a hidden copy of the fields; the visible one is the editor's.
      const tags = page.locator('.cms-widget-tags:visible').first();
      await tags.locator('summary').click();
      await expect.poll(() => tags.innerText()).toContain(w.stockLocator);

      await page.locator('.cms-field--code:visible').first().getByRole('button', { name: w.wide }).click();
      const wide = page.locator('dialog.cms-dialog--code textarea');
      await wide.waitFor();
      const wideShape = await wide.evaluate((el) => ({
        direction: getComputedStyle(el).direction,
        width: el.getBoundingClientRect().width,
      }));
      expect(wideShape.direction).toBe('ltr');
      expect(wideShape.width).toBeGreaterThanOrEqual(900);
      await wide.fill('<p>wide</p>');
      await page.locator('dialog.cms-dialog--code').getByRole('button', { name: w.close }).click();
      await expect.poll(() => code.inputValue()).toBe('<p>wide</p>');
    });
  }
});
