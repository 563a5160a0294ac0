/**
 * Rich text (docs/cms-editor.md, "Rich text"): a collection item's description is edited in Puck's
 * rich-text field, right to left in the Kurdish editor and left to right in the English one, with
 * the toolbar's bold, a link, a heading and a list (the text style and list selects, by their
 * names); the preview shows it, and after publishing visitors see it.
 */
import { describe, expect, it } from 'vitest';
import { useE2eSuite } from './support/lifecycle.js';
import { addBlockFromPalette, EDITOR_WORDS, openNewPageInEditor, publishInEditor } from './support/page-editor.js';

const WORDS = {
  ku: {
    ...EDITOR_WORDS.ku,
    block: 'بڕگەی کۆکراوە',
    bold: 'تۆخ',
    link: 'بەستەر',
    typed: 'وشەی تۆخ',
    list: 'لیست',
    bullets: 'لیستی خاڵدار',
    textStyle: 'شێوەی دەق',
    heading3: 'سەردێڕی ٣',
    item: 'خاڵی یەکەم',
    direction: 'rtl',
  },
  en: {
    ...EDITOR_WORDS.en,
    block: 'Collection item',
    bold: 'Bold',
    link: 'Link',
    typed: 'Strong words',
    list: 'List',
    bullets: 'Bullet list',
    textStyle: 'Text style',
    heading3: 'Heading 3',
    item: 'First point',
    direction: 'ltr',
  },
} as const;

describe('CMS editor: rich text', () => {
  const suite = useE2eSuite({}, 'cms-rich-text');

  for (const language of ['ku', 'en'] as const) {
    it(`(${language}) edits a description with bold and a link in the editor's direction; visitors see it`, async () => {
      const w = WORDS[language];
      const path = `/e2e-rich-text-${language}`;
      const page = await openNewPageInEditor(suite, language, `Rich text ${language}`, path);
      const block = await addBlockFromPalette(page, `${w.add}${w.block}`);
      await block.click();

      // The description is a rich-text field (no HTML code area), in the editor's direction.
      const fields = page.locator("[class*='_Sidebar--right_']");
      const editor = fields.locator('.ProseMirror:visible').first();
      await editor.waitFor();
      expect(await fields.locator('textarea.cms-code:visible').count()).toBe(1); // the images' JSON only
      expect(await editor.evaluate((el) => getComputedStyle(el).direction)).toBe(w.direction);
      // The template's default text loaded into it as written.
      await expect.poll(() => editor.locator('h2').count()).toBe(1);

      // The cursor after the last paragraph's text (the template's `{photos}`).
      await editor.locator('p').last().click();
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await fields.getByTitle(w.bold, { exact: true }).first().click();
      await page.keyboard.type(w.typed);
      await fields.getByTitle(w.bold, { exact: true }).first().click();
      page.once('dialog', (prompt) => void prompt.accept('/offers'));
      await page.keyboard.type(' ');
      await fields.getByTitle(w.link, { exact: true }).first().click();
      await expect.poll(() => editor.locator('a[href="/offers"]').count()).toBe(1);
      // The list select, by its name in the editor's language.
      await page.keyboard.press('Enter');
      const list = fields.getByRole('combobox', { name: w.list, exact: true }).first();
      await list.selectOption({ label: w.bullets });
      await page.keyboard.type(w.item);
      await expect.poll(() => editor.locator('ul li').allInnerTexts()).toEqual([w.item]);
      expect(await list.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent)).toBe(w.bullets);
      // The text style select turns the template's heading (an h2) into an h3 and shows it.
      await editor.locator('h2').click();
      const textStyle = fields.getByRole('combobox', { name: w.textStyle, exact: true }).first();
      await expect.poll(() => textStyle.inputValue()).toBe('h2');
      await textStyle.focus();
      await textStyle.selectOption({ label: w.heading3 });
      await expect.poll(() => editor.locator('h3').count()).toBe(1);
      expect(await editor.locator('h2').count()).toBe(0);
      await expect.poll(() => block.locator('strong').allInnerTexts()).toContain(w.typed);
      if (process.env.CMS_SCREENSHOTS) await page.screenshot({ path: `${process.env.CMS_SCREENSHOTS}/rich-text-${language}.png` });

      await publishInEditor(page, language);
      const visitor = await suite.newPage({ width: 1280, height: 800 });
      const response = await visitor.goto(`${suite.server.origin}/${language}${path}`);
      expect(response?.status()).toBe(200);
      const description = visitor.locator('.lrdx-collection-item');
      expect(await description.locator('strong').allInnerTexts()).toContain(w.typed);
      expect(await description.locator('.lrdx-rich a[href="/offers"]').count()).toBe(1);
      expect(await description.locator('.lrdx-rich ul li').allInnerTexts()).toEqual([w.item]);
      expect(await description.locator('.lrdx-rich h3').count()).toBe(1);
    });
  }
});
