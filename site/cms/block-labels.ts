/**
 * The block templates in the editor's language: Kurdish and Arabic names, descriptions and field
 * labels from each block folder's labels.ts and the shared field labels, palette categories and select choices from
 * block-option-labels-table.ts (English is the templates' own text). A block, field, category or
 * choice the tables lack keeps its English text rather than showing nothing; block-labels.test.ts
 * makes sure the registered blocks lack none. Pure.
 */
import type { Language } from '../../domain/languages.js';
import type { Field } from '../blocks/types.js';
import type { ApiBlockTemplate } from '../editor-kit/template-fields.js';
import type { KuAr } from '../blocks/define-block.js';
import { BLOCK_LABELS } from '../blocks/labels.generated.js';
import { SHARED_FIELD_LABELS } from '../blocks/shared/field-labels.js';
import { CATEGORY_LABELS, OPTION_LABELS } from './block-option-labels-table.js';

const pick = (words: KuAr | undefined, language: Language): string | undefined =>
  words === undefined || language === 'en' ? undefined : language === 'ku' ? words[0] : words[1];

/** The label of `field` of block `blockKey` (array item fields by their own name), or undefined. */
export function fieldLabel(blockKey: string, field: string, language: Language): string | undefined {
  return pick(BLOCK_LABELS[blockKey]?.fields?.[field] ?? SHARED_FIELD_LABELS[field], language);
}

export function blockText(blockKey: string, language: Language): { name?: string; description?: string } {
  const texts = BLOCK_LABELS[blockKey];
  return { name: pick(texts?.name, language), description: pick(texts?.description, language) };
}

/** The palette's categories in the order an editor meets them: heroes and text first, "Other" last. */
export const PALETTE_ORDER: readonly string[] = Object.keys(CATEGORY_LABELS);

/** The palette category of templates of `group`, or undefined (English: the group itself). */
export function categoryLabel(group: string, language: Language): string | undefined {
  return pick(CATEGORY_LABELS[group], language);
}

/** A select field's choice labelled `label` in English, or undefined. */
export function optionLabel(label: string, language: Language): string | undefined {
  return pick(OPTION_LABELS[label], language);
}

function localiseFields(blockKey: string, fields: Record<string, Field>, language: Language): Record<string, Field> {
  const out: Record<string, Field> = {};
  for (const [name, field] of Object.entries(fields)) {
    const label = fieldLabel(blockKey, name, language) ?? field.label;
    out[name] =
      field.type === 'array'
        ? { ...field, label, arrayFields: localiseFields(blockKey, field.arrayFields, language) }
        : field.type === 'select'
          ? {
              ...field,
              label,
              options: field.options.map((option) => ({ ...option, label: optionLabel(option.label, language) ?? option.label })),
            }
          : { ...field, label };
  }
  return out;
}

/** The templates as the editor in `language` shows them (the same objects in English). */
export function localiseTemplates(templates: readonly ApiBlockTemplate[], language: Language): ApiBlockTemplate[] {
  if (language === 'en') return [...templates];
  return templates.map((template) => {
    const text = blockText(template.key, language);
    return {
      ...template,
      name: text.name ?? template.name,
      description: text.description ?? template.description,
      fields: localiseFields(template.key, template.fields, language),
    };
  });
}
