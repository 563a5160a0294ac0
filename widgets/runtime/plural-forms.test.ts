/**
 * Every counted text of every widget has the plural forms of its language (docs/glossary-ku.md,
 * "Counts"): English and Kurdish one and other, Arabic zero, one, two, few, many and other; and a
 * text that puts `{{count}}` before a noun is a plural text, not one sentence for every count.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const WIDGETS = path.resolve(import.meta.dirname, '..');
const files = readdirSync(WIDGETS, { recursive: true, encoding: 'utf8' }).filter((file) =>
  /(^|\/)translations\/(en|ku|ar)\.ts$/.test(file),
);
const tables: Record<string, { default: Record<string, string> }> = {};
for (const file of files) tables[file] = (await import(path.join(WIDGETS, file))) as { default: Record<string, string> };

const FORMS = { en: ['one', 'other'], ku: ['one', 'other'], ar: ['zero', 'one', 'two', 'few', 'many', 'other'] } as const;
type Lang = keyof typeof FORMS;

/** English texts whose number counts a noun, whatever the number's name. */
const COUNTED_NOUN = /\{\{\w+\}\} (vehicles?|cars?|seats?|months?|years?|minutes?|min|results?|days?|retailers?|photos?)\b/;

/** A count shown as a number in brackets after a label («Filters (3)») or a position («3 of 10») counts no noun. */
const NOT_A_COUNTED_NOUN = /\(\{\{count\}\}\)|\{\{index\}\}|: \{\{count\}\}/;

const byWidget = new Map<string, Partial<Record<Lang, Record<string, string>>>>();
for (const [file, module] of Object.entries(tables)) {
  const match = /^(.*)\/translations\/(en|ku|ar)\.ts$/.exec(file);
  if (!match?.[1] || !match[2]) continue;
  const entry = byWidget.get(match[1]) ?? {};
  entry[match[2] as Lang] = module.default;
  byWidget.set(match[1], entry);
}

describe('plural forms of the widgets’ texts', () => {
  it('finds the widgets’ tables', () => {
    expect(byWidget.size).toBeGreaterThan(10);
  });

  for (const [widget, languages] of byWidget) {
    it(`${widget}: each counted text has every form of each language`, () => {
      const bases = new Set(
        Object.keys(languages.en ?? {})
          .filter((key) => key.endsWith('_other'))
          .map((key) => key.slice(0, -'_other'.length))
          // `phone_error_other` is the code `other`, not a plural form: a plural text has its `_one` too.
          .filter((base) => `${base}_one` in (languages.en ?? {})),
      );
      const missing: string[] = [];
      for (const language of Object.keys(FORMS) as Lang[]) {
        const table = languages[language];
        if (!table) continue;
        for (const base of bases)
          for (const form of FORMS[language]) if (!(`${base}_${form}` in table)) missing.push(`${language}: ${base}_${form}`);
      }
      expect(missing).toEqual([]);
    });

    it(`${widget}: a count before a noun is a plural text`, () => {
      const single = Object.entries(languages.en ?? {})
        .filter(([key]) => !/_(zero|one|two|few|many|other)$/.test(key))
        .filter(([, text]) => COUNTED_NOUN.test(text) || (text.includes('{{count}}') && !NOT_A_COUNTED_NOUN.test(text)))
        .map(([key]) => key);
      expect(single).toEqual([]);
    });
  }
});
