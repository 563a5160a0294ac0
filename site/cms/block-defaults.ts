/**
 * The texts a block starts with, in the editor's language (docs/cms-editor.md, "A new block"). The
 * templates in site/blocks/ hold English defaults; a block added in /ku/cms or /ar/cms starts with
 * the Kurdish or Arabic words instead, since each language's pages are edited in that language's
 * editor. Only translatable fields change (a select value or a key stays as it is), and a text the
 * table lacks stays English rather than vanishing; block-defaults.test.ts makes sure the registered
 * blocks' translatable defaults are all in the table. The reservation and cancellation flows' slot
 * texts start blank instead: a blank slot shows the widget's own text in the page's language
 * (site/blocks/reservation_flow/slot-fields.ts). Pure.
 */
import type { Language } from '../../domain/languages.js';
import { CANCELLATION_SLOT_DEFAULTS } from '../blocks/cancellation_flow/defaults.js';
import { RESERVATION_SLOT_DEFAULTS } from '../blocks/reservation_flow/defaults.js';
import type { Field } from '../blocks/types.js';
import type { ApiBlockTemplate } from '../editor-kit/template-fields.js';
import { DEFAULT_TEXTS } from './block-defaults-table.js';

/** Per block, the slot fields whose untouched (blank) value the widget fills in its own language. */
const WIDGET_SLOTS: Readonly<Record<string, ReadonlySet<string>>> = {
  reservation_flow: new Set(Object.keys(RESERVATION_SLOT_DEFAULTS)),
  cancellation_flow: new Set(Object.keys(CANCELLATION_SLOT_DEFAULTS)),
};

/** The English default `text` in `language` (itself in English, or when the table lacks it). */
export function defaultText(text: string, language: Language): string {
  if (language === 'en') return text;
  const words = DEFAULT_TEXTS[text];
  return words ? words[language === 'ku' ? 0 : 1] : text;
}

/** The texts inside a translatable JSON field (the car-rental block's extras): each string leaf the table has. */
function localiseJson(source: string, language: Language): string {
  const walk = (node: unknown): unknown =>
    typeof node === 'string'
      ? defaultText(node, language)
      : Array.isArray(node)
        ? node.map(walk)
        : node && typeof node === 'object'
          ? Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value)]))
          : node;
  try {
    return JSON.stringify(walk(JSON.parse(source)), null, 2);
  } catch {
    return source;
  }
}

function localiseValue(value: unknown, field: Field | undefined, language: Language): unknown {
  if (!field) return value;
  if (typeof value === 'string') {
    if (!field.translatable) return value;
    return field.type === 'markdown' && field.language === 'json' ? localiseJson(value, language) : defaultText(value, language);
  }
  if (field.type === 'array' && Array.isArray(value)) return value.map((item: unknown) => localiseItem(item, field.arrayFields, language));
  return value;
}

function localiseItem(item: unknown, fields: Record<string, Field>, language: Language): unknown {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return item;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(item)) out[name] = localiseValue(value, fields[name], language);
  return out;
}

/** A block's default props (and its lists' new-item props) in `language`. */
export function localiseDefaults(
  blockKey: string,
  props: Readonly<Record<string, unknown>>,
  fields: Record<string, Field>,
  language: Language,
): Record<string, unknown> {
  if (language === 'en') return { ...props };
  const slots = WIDGET_SLOTS[blockKey];
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    out[name] = slots?.has(name) && typeof value === 'string' ? '' : localiseValue(value, fields[name], language);
  }
  return out;
}

function localiseItemDefaults(fields: Record<string, Field>, language: Language): Record<string, Field> {
  const out: Record<string, Field> = {};
  for (const [name, field] of Object.entries(fields)) {
    out[name] =
      field.type === 'array'
        ? {
            ...field,
            arrayFields: localiseItemDefaults(field.arrayFields, language),
            defaultItemProps: localiseItem(field.defaultItemProps, field.arrayFields, language) as Record<string, unknown>,
          }
        : field;
  }
  return out;
}

/** The templates with their default texts in `language` (the same objects in English). */
export function localiseTemplateDefaults(templates: readonly ApiBlockTemplate[], language: Language): ApiBlockTemplate[] {
  if (language === 'en') return [...templates];
  return templates.map((template) => {
    // One spelling of the defaults afterwards, so puck-config.ts reads the localised ones.
    const { defaultProps, default_props, ...rest } = template;
    const defaults = defaultProps ?? default_props ?? {};
    return {
      ...rest,
      fields: localiseItemDefaults(template.fields, language),
      default_props: localiseDefaults(template.key, defaults, template.fields, language),
    };
  });
}
