import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { testRenderContext } from '../blocks/test-context.js';
import { BLOCKS } from '../blocks/registry.js';
import type { Field } from '../blocks/types.js';
import type { ApiBlockTemplate } from '../editor-kit/template-fields.js';
import { blockText, categoryLabel, fieldLabel, localiseTemplates, optionLabel } from './block-labels.js';
import { SCREEN_SIDE, SIDE_CHOICES, type SideChoice } from './side-choices.js';

/** Every field path of a block, array item fields included: ["heading", "items.title", …]. */
function fieldNames(fields: Record<string, Field>, prefix = ''): { path: string; name: string }[] {
  return Object.entries(fields).flatMap(([name, field]) => [
    { path: `${prefix}${name}`, name },
    ...(field.type === 'array' ? fieldNames(field.arrayFields, `${prefix}${name}.`) : []),
  ]);
}

/** Every select field's choices of a block, array item fields included: ["heading_level=1 H1", …]. */
function selectOptions(fields: Record<string, Field>, prefix = ''): { path: string; label: string }[] {
  return Object.entries(fields).flatMap(([name, field]) =>
    field.type === 'select'
      ? field.options.map((option) => ({ path: `${prefix}${name}=${option.value}`, label: option.label }))
      : field.type === 'array'
        ? selectOptions(field.arrayFields, `${prefix}${name}.`)
        : [],
  );
}

describe('Kurdish and Arabic block labels', () => {
  it('names and describes every registered block in ku and ar', () => {
    const missing: string[] = [];
    for (const key of BLOCKS.keys())
      for (const language of ['ku', 'ar'] as const) {
        const text = blockText(key, language);
        if (!text.name?.trim()) missing.push(`${key} name ${language}`);
        if (!text.description?.trim()) missing.push(`${key} description ${language}`);
      }
    expect(missing).toEqual([]);
  });

  it('labels every field of every registered block in ku and ar', () => {
    const missing: string[] = [];
    for (const [key, block] of BLOCKS)
      for (const { path, name } of fieldNames(block.template.fields as Record<string, Field>))
        for (const language of ['ku', 'ar'] as const)
          if (!fieldLabel(key, name, language)?.trim()) missing.push(`${key}.${path} ${language}`);
    expect(missing).toEqual([]);
  });

  it('names the palette category of every registered block, and the fallback "Other", in ku and ar', () => {
    const missing: string[] = [];
    const groups = new Set([...BLOCKS.values()].map((block) => block.template.group || 'Other'));
    groups.add('Other');
    for (const group of groups)
      for (const language of ['ku', 'ar'] as const) if (!categoryLabel(group, language)?.trim()) missing.push(`${group} ${language}`);
    expect(missing).toEqual([]);
    expect(categoryLabel('Heroes', 'en')).toBeUndefined();
  });

  it('labels every choice of every select field of every registered block in ku and ar', () => {
    const missing: string[] = [];
    for (const [key, block] of BLOCKS)
      for (const { path, label } of selectOptions(block.template.fields as Record<string, Field>))
        for (const language of ['ku', 'ar'] as const)
          if (!optionLabel(label, language)?.trim()) missing.push(`${key}.${path} "${label}" ${language}`);
    expect(missing).toEqual([]);
  });

  it('writes Kurdish in Kurdish letters and Arabic without them', () => {
    const kurdishLetter = /[\u06d5\u06ce\u06c6\u0695\u06b5\u06a4\u06cc\u06a9\u06af\u067e\u0686\u0698]/;
    for (const key of BLOCKS.keys()) {
      expect(blockText(key, 'ku').name).toMatch(kurdishLetter);
      expect(blockText(key, 'ar').name).not.toMatch(kurdishLetter);
    }
  });

  it('gives the editor the templates in its language, nested item fields too, and English unchanged', () => {
    const template: ApiBlockTemplate = {
      key: 'content_blocks',
      name: 'Content blocks',
      description: 'Cards',
      fields: {
        heading: { type: 'string', label: 'Heading' },
        items: { type: 'array', label: 'Cards', max: 3, defaultItemProps: {}, arrayFields: { title: { type: 'string', label: 'Title' } } },
        brand_new: { type: 'string', label: 'Brand new field' },
      },
    };
    const [ku] = localiseTemplates([template], 'ku');
    expect(ku?.name).toBe('بلۆکی ناوەڕۆک');
    expect(ku?.fields.heading?.label).toBe('سەردێڕ');
    const items = ku?.fields.items;
    expect(items?.type === 'array' ? items.arrayFields.title?.label : undefined).toBe('ناونیشان');
    // A field the table does not know keeps its English label rather than disappearing.
    expect(ku?.fields.brand_new?.label).toBe('Brand new field');
    expect(localiseTemplates([template], 'ar')[0]?.fields.heading?.label).toBe('العنوان');
    expect(localiseTemplates([template], 'en')[0]).toBe(template);
  });

  it('gives select choices in the editor language with their stored values unchanged, unknown ones in English', () => {
    const template: ApiBlockTemplate = {
      key: 'snippet',
      name: 'Snippet',
      description: '',
      fields: {
        alignment: {
          type: 'select',
          label: 'Alignment',
          options: [
            { label: 'Start', value: 'start' },
            { label: 'A choice nobody translated', value: 'new' },
          ],
        },
      },
    };
    const alignment = localiseTemplates([template], 'ku')[0]?.fields.alignment;
    expect(alignment?.type === 'select' ? alignment.options : undefined).toEqual([
      { label: 'سەرەتای دێڕ', value: 'start' },
      { label: 'A choice nobody translated', value: 'new' },
    ]);
    const ar = localiseTemplates([template], 'ar')[0]?.fields.alignment;
    expect(ar?.type === 'select' ? ar.options[0] : undefined).toEqual({ label: 'بداية السطر', value: 'start' });
  });
});

/** The CSS rules of a stylesheet (those inside @media too), as selector and declarations. */
function cssRules(file: string): { selector: string; body: string }[] {
  const css = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ({ selector: m[1]!.trim(), body: m[2]!.trim() }));
}

/** A rule that moves content to the line's end, or to its middle (nothing else moves it from the start). */
const TO_END = /text-align:\s*end|margin-inline-start:\s*auto|order:\s*2|justify-content:\s*flex-end|inset-inline-end/;
const TO_MIDDLE = /text-align:\s*center|margin-inline:\s*auto|justify-content:\s*center/;

/** The side a label names for right-to-left (Kurdish and Arabic) pages and for English pages. */
const SIDE_WORDS = {
  en: { pattern: /\((right|left) on Kurdish and Arabic pages, (right|left) on English\)/, words: { right: 'right', left: 'left' } },
  ku: { pattern: /\((ڕاست|چەپ) لە پەڕەی کوردی و عەرەبی، (ڕاست|چەپ) لە ئینگلیزی\)/, words: { ڕاست: 'right', چەپ: 'left' } },
  ar: {
    pattern: /\((اليمين|اليسار) في الصفحات الكردية والعربية، (اليمين|اليسار) في الإنجليزية\)/,
    words: { اليمين: 'right', اليسار: 'left' },
  },
} as const;

function labelOf(choice: SideChoice): string {
  const field = (BLOCKS.get(choice.block)?.template.fields as Record<string, Field> | undefined)?.[choice.field];
  const option = field?.type === 'select' ? field.options.find((o) => o.value === choice.value) : undefined;
  if (!option) throw new Error(`${choice.block}.${choice.field} has no choice ${choice.value}`);
  return option.label;
}

describe('select choices that name a side of the screen (site/cms/side-choices.ts)', () => {
  it('lists every choice whose value or label says left or right', () => {
    const listed = new Set(SIDE_CHOICES.map((c) => `${c.block}.${c.field}=${c.value}`));
    const unlisted: string[] = [];
    for (const [key, block] of BLOCKS)
      for (const { path, label } of selectOptions(block.template.fields as Record<string, Field>)) {
        const value = path.slice(path.indexOf('=') + 1);
        if ((/(^|-)(left|right)($|-)/.test(value) || /\b(left|right)\b/i.test(label)) && !listed.has(`${key}.${path}`))
          unlisted.push(`${key}.${path} "${label}"`);
      }
    expect(unlisted).toEqual([]);
  });

  it.each(SIDE_CHOICES.map((c) => [`${c.block}.${c.field}=${c.value}`, c] as const))(
    "%s: the renderer writes its marker, and only logical rules place it at the line's start or end",
    (_name, choice) => {
      const block = BLOCKS.get(choice.block);
      expect(block).toBeDefined();
      const html = renderToStaticMarkup(
        block!.render({ form_id: 'offers', [choice.field]: choice.value }, testRenderContext()) as ReactElement,
      );
      expect(html).toContain(choice.marker);
      const rules = choice.styles.flatMap(cssRules).filter((rule) => rule.selector.includes(choice.selector));
      for (const rule of rules) expect(rule.body, `${rule.selector}: no physical side`).not.toMatch(/\b(left|right)\b/);
      const moved = rules.filter((rule) => TO_END.test(rule.body) || TO_MIDDLE.test(rule.body));
      if (choice.lands === 'end')
        expect(
          rules.some((rule) => TO_END.test(rule.body)),
          'a rule moves it to the end',
        ).toBe(true);
      else
        expect(
          moved.map((rule) => rule.selector),
          'nothing moves it from the start',
        ).toEqual([]);
    },
  );

  it.each(SIDE_CHOICES.map((c) => [`${c.block}.${c.field}=${c.value}`, c] as const))(
    '%s: its label names the side it lands on in Kurdish and Arabic pages (and in English ones), in en, ku and ar',
    (_name, choice) => {
      const english = labelOf(choice);
      const expected = { rtl: SCREEN_SIDE.rtl[choice.lands], ltr: SCREEN_SIDE.ltr[choice.lands] };
      for (const language of ['en', 'ku', 'ar'] as const) {
        const label = language === 'en' ? english : optionLabel(english, language);
        const { pattern, words } = SIDE_WORDS[language];
        const found = pattern.exec(label ?? '');
        expect(found, `${language} label "${label}" says where it lands`).not.toBeNull();
        const said = { rtl: words[found![1] as keyof typeof words], ltr: words[found![2] as keyof typeof words] };
        expect(said, `${language} label "${label}"`).toEqual(expected);
      }
    },
  );
});
