/**
 * Forms on a page (docs/cms-editor.md, "Forms on a page"): in the page editor the form block's form
 * is chosen by name, language and field count (no id typed), the page is published, and a visitor
 * sees that form on the page, in Kurdish and in English.
 */
import { describe, expect, it } from 'vitest';
import { useE2eSuite } from './support/lifecycle.js';
import { addBlockFromPalette, EDITOR_WORDS, openNewPageInEditor, publishInEditor } from './support/page-editor.js';

const WORDS = {
  ku: {
    ...EDITOR_WORDS.ku,
    block: 'فۆرم',
    language: 'کوردی',
    fields: 'خانە',
    open: 'ئەم فۆرمە لە دروستکەری فۆرم بکەرەوە',
  },
  en: {
    ...EDITOR_WORDS.en,
    block: 'Form',
    language: 'English',
    fields: 'field',
    open: 'Open this form in the form builder',
  },
} as const;

describe('CMS editor: the form picker', () => {
  const suite = useE2eSuite({}, 'cms-form-picker');

  for (const language of ['ku', 'en'] as const) {
    it(`(${language}) picks a form by name in the page editor, publishes, and a visitor sees that form`, async () => {
      const w = WORDS[language];
      const path = `/e2e-form-picker-${language}`;
      const page = await openNewPageInEditor(suite, language, `Form picker ${language}`, path);
      const block = await addBlockFromPalette(page, `${w.add}${w.block}`);
      await block.click();

      // The picker: name · language · field count, the page's language first.
      const fields = page.locator("[class*='_Sidebar--right_']");
      const picker = fields.locator('select:visible', { has: page.locator('option', { hasText: ' · ' }) }).first();
      await expect.poll(() => picker.locator('option').count()).toBeGreaterThan(1);
      const first = picker.locator('option').nth(1);
      const label = await first.innerText();
      expect(label).toContain(` · ${w.language} · `);
      expect(label).toContain(w.fields);
      const formId = await first.getAttribute('value');
      expect(formId).toMatch(/^\d+$/);
      await picker.selectOption(formId!);
      const builder = fields.getByRole('link', { name: w.open }).first();
      expect(await builder.getAttribute('href')).toBe(`/${language}/admin#forms&form=${formId}`);
      await expect.poll(() => block.locator(`lrdx-form[form-id="${formId}"]`).count()).toBe(1);
      if (process.env.CMS_SCREENSHOTS) await page.screenshot({ path: `${process.env.CMS_SCREENSHOTS}/form-picker-${language}.png` });

      await publishInEditor(page, language);
      const visitor = await suite.newPage({ width: 1280, height: 800 });
      const response = await visitor.goto(`${suite.server.origin}/${language}${path}`);
      expect(response?.status()).toBe(200);
      const form = visitor.locator(`lrdx-form[form-id="${formId}"]`);
      expect(await form.count()).toBe(1);
      // The form itself shows (its first screen, then the widget): at least one field to fill in.
      await expect
        .poll(() => form.evaluate((el) => (el.shadowRoot ?? el).querySelectorAll('input, select, textarea').length), { timeout: 15000 })
        .toBeGreaterThan(0);
    });
  }
});
