import { describe, expect, it } from 'vitest';
import { BLOCKS } from '../blocks/registry.js';
import type { Field } from '../blocks/types.js';
import type { ApiBlockTemplate } from './api-client.js';
import { blockText, categoryLabel, fieldLabel, localiseTemplates, optionLabel } from './block-labels.js';

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
