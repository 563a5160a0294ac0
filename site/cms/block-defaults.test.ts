import { describe, expect, it } from 'vitest';
import { blockTemplates } from '../blocks/registry.js';
import type { Field } from '../blocks/types.js';
import { defaultText, localiseTemplateDefaults } from './block-defaults.js';
import type { ApiBlockTemplate } from '../editor-kit/template-fields.js';

/** Words that are the same in every language: numbers, units spelled as symbols, JSON and brand-free markup. */
const UNCHANGED = /^(\s*[-+]?[\d.,]+\s*|\{\}|\[[\s\S]*\]|\{[\s\S]*\})$/;

/** Every translatable English text of a block's defaults and its lists' new items, with its path. */
function translatableTexts(props: Record<string, unknown>, fields: Record<string, Field>, path = ''): { path: string; text: string }[] {
  return Object.entries(props).flatMap(([name, value]) => {
    const field = fields[name];
    if (!field) return [];
    if (typeof value === 'string') return field.translatable && value.trim() ? [{ path: `${path}${name}`, text: value }] : [];
    if (field.type === 'array' && Array.isArray(value))
      return value.flatMap((item: Record<string, unknown>, index) =>
        translatableTexts(item, field.arrayFields, `${path}${name}[${index}].`),
      );
    return [];
  });
}

// The registry's templates in the shape the editor reads them (GET /cms/api/block_templates carries the same fields and defaults).
const templates: ApiBlockTemplate[] = blockTemplates().map((template) => ({
  key: template.key,
  name: template.name,
  fields: template.fields as Record<string, Field>,
  default_props: { ...(template.defaultProps as unknown as Record<string, unknown>) },
}));

describe('the texts a new block starts with, in the editor’s language', () => {
  it('every translatable default of every block is Kurdish in /ku/cms and Arabic in /ar/cms (the reservation and cancellation slots blank)', () => {
    for (const language of ['ku', 'ar'] as const) {
      const english: string[] = [];
      for (const template of localiseTemplateDefaults(templates, language)) {
        const texts = translatableTexts(template.default_props ?? {}, template.fields);
        for (const [name, field] of Object.entries(template.fields))
          if (field.type === 'array') texts.push(...translatableTexts(field.defaultItemProps, field.arrayFields, `${name}[new].`));
        for (const { path, text } of texts)
          if (!UNCHANGED.test(text) && /[A-Za-z]{2}/.test(text.replace(/\{[^}]*\}|<[^>]*>|JavaScript/g, '')))
            english.push(`${template.key}.${path}: ${text}`);
      }
      expect(english, language).toEqual([]);
    }
  });

  it('keeps values that are not texts (select values, keys, links) and English as it is', () => {
    const [ku] = localiseTemplateDefaults(
      templates.filter((template) => template.key === 'hero_banner'),
      'ku',
    );
    expect(ku?.default_props?.heading).toBe('سەردێڕ');
    expect(ku?.default_props?.theme).toBe('dark');
    expect((ku?.default_props?.link as { type: string }).type).toBe('internal');
    const [en] = localiseTemplateDefaults(
      templates.filter((template) => template.key === 'hero_banner'),
      'en',
    );
    expect(en?.default_props?.heading).toBe('Heading');
    expect(defaultText('Heading', 'ar')).toBe('العنوان');
    expect(defaultText('Not in the table', 'ku')).toBe('Not in the table');
  });

  it('the texts inside a translatable JSON field start in the editor’s language, its keys and values that are not texts kept', () => {
    const [rent] = localiseTemplateDefaults(
      templates.filter((template) => template.key === 'car_rental_enquiry'),
      'ku',
    );
    const data = JSON.parse(String(rent?.default_props?.data_json)) as {
      items: { heading: string; subitems: { heading: string; price: number; controller: { type: string } }[] }[];
    };
    expect(data.items[0]?.heading).toBe('پاراستن');
    expect(data.items[0]?.subitems[0]).toMatchObject({ heading: 'بیمەی تەواو', price: 200, controller: { type: 'toggler' } });
    const english = (json: string) => [...json.matchAll(/"[^"]*"/g)].map((match) => match[0]);
    // Only string values change: every key and code (type, price_string_context) is where it was.
    const before = String(templates.find((template) => template.key === 'car_rental_enquiry')?.default_props?.data_json);
    expect(english(String(rent?.default_props?.data_json)).filter((word) => english(before).includes(word))).toContain('"toggler"');
  });

  it('a new list item starts in the editor’s language too', () => {
    const [quotes] = localiseTemplateDefaults(
      templates.filter((template) => template.key === 'quote_slider'),
      'ar',
    );
    const field = quotes?.fields.quotes;
    expect(field?.type === 'array' ? field.defaultItemProps.quote : null).toBe('اقتباس');
  });

  it('the reservation flow’s slots start blank in Kurdish (the widget shows its own Kurdish text) and stay English in English', () => {
    const pick = (language: 'ku' | 'en') =>
      localiseTemplateDefaults(
        templates.filter((template) => template.key === 'reservation_flow'),
        language,
      )[0]?.default_props ?? {};
    expect(pick('ku').landing_title).toBe('');
    expect(pick('en').landing_title).toBe('Reserve your vehicle online');
    expect(pick('ku').list_key).toBe(pick('en').list_key);
  });
});
