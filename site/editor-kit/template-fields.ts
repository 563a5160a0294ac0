/**
 * GET /cms/api/block_templates answers the catalogue's template shape (domain/contracts/cms.ts:
 * `{id, type, attributes: {key, name, fields: CmsTemplateField[], default_props, …}}`); the editor
 * maps fields to Puck from the site's own field shape (site/blocks/types.ts). This is the bridge.
 * A field of a type the editor does not know becomes a plain text field rather than vanishing.
 */
import type { CmsBlockTemplate, CmsTemplateField } from '../../domain/contracts/cms.js';
import type { Field } from '../blocks/types.js';

/** A block template as the editor uses it: the site's own field shape (site/blocks/types.ts). */
export interface ApiBlockTemplate {
  key: string;
  name: string;
  description?: string;
  group?: string;
  hidden?: boolean;
  fields: Record<string, Field>;
  defaultProps?: Record<string, unknown>;
  default_props?: Record<string, unknown>;
}

export function fromCmsField(field: CmsTemplateField): Field {
  const base = field.translatable ? { label: field.label, translatable: true } : { label: field.label };
  switch (field.type) {
    case 'string':
      return {
        ...base,
        type: 'string',
        ...(field.placeholder ? { placeholder: field.placeholder } : {}),
        ...(field.pick === 'form' ? { pick: 'form' as const } : {}),
      };
    case 'text':
      return { ...base, type: 'text' };
    case 'markdown':
      if (field.language !== 'json' && field.rich) return { ...base, type: 'markdown', language: 'html', rich: true };
      return { ...base, type: 'markdown', language: field.language === 'json' ? 'json' : 'html' };
    case 'bool':
      return { ...base, type: 'bool' };
    case 'select':
      return { ...base, type: 'select', options: field.options ?? [] };
    case 'number': {
      const number: Field = { ...base, type: 'number' };
      if (field.min !== undefined) number.min = field.min;
      if (field.max !== undefined) number.max = field.max;
      return number;
    }
    case 'image':
      return field.sizes ? { ...base, type: 'image', sizes: field.sizes } : { ...base, type: 'image' };
    case 'link':
      return { ...base, type: 'link' };
    case 'icon':
      return { ...base, type: 'icon' };
    case 'array':
      return {
        ...base,
        type: 'array',
        arrayFields: fieldRecord(field.fields ?? []),
        defaultItemProps: field.default_item ?? {},
        max: field.max_items ?? Number.MAX_SAFE_INTEGER,
      };
    default:
      return { ...base, type: 'string' };
  }
}

function fieldRecord(fields: readonly CmsTemplateField[]): Record<string, Field> {
  return Object.fromEntries(fields.map((field) => [field.name, fromCmsField(field)]));
}

export function fromCmsTemplate(template: CmsBlockTemplate): ApiBlockTemplate {
  const a = template.attributes;
  return {
    key: a.key,
    name: a.name,
    description: a.description,
    group: a.group,
    hidden: a.hidden,
    fields: fieldRecord(a.fields),
    default_props: a.default_props,
  };
}
