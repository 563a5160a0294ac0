/**
 * The block templates in the template shape editors and scripts read (docs/cms-api.md, "Block templates"), built from the registry
 * the site renders with (site/blocks/registry.ts), for GET /cms/api/block_templates.
 */
import type { CmsBlockTemplate, CmsTemplateField } from '../../domain/contracts/cms.js';
import { blockTemplates } from '../../site/blocks/registry.js';
import type { Field } from '../../site/blocks/types.js';

function toField(name: string, field: Field): CmsTemplateField {
  const base: CmsTemplateField = { name, type: field.type, label: field.label, translatable: field.translatable === true };
  switch (field.type) {
    case 'string':
      return {
        ...base,
        ...(field.placeholder !== undefined ? { placeholder: field.placeholder } : {}),
        ...(field.pick !== undefined ? { pick: field.pick } : {}),
      };
    case 'select':
      return { ...base, options: field.options.map((option) => ({ label: option.label, value: option.value })) };
    case 'number':
      return { ...base, ...(field.min !== undefined ? { min: field.min } : {}), ...(field.max !== undefined ? { max: field.max } : {}) };
    case 'markdown':
      return { ...base, language: field.language, ...(field.rich ? { rich: true as const } : {}) };
    case 'image':
      return field.sizes ? { ...base, sizes: [...field.sizes] } : base;
    case 'array':
      return { ...base, fields: toFields(field.arrayFields), default_item: { ...field.defaultItemProps }, max_items: field.max };
    default:
      return base;
  }
}

function toFields(fields: Record<string, Field>): CmsTemplateField[] {
  return Object.entries(fields).map(([name, field]) => toField(name, field));
}

export function cmsBlockTemplates(): CmsBlockTemplate[] {
  return blockTemplates().map((template, index) => {
    const fields = toFields(template.fields as Record<string, Field>);
    const groups = fields.filter((field) => field.type === 'array');
    const maxima = groups.map((group) => group.max_items ?? Infinity).filter(Number.isFinite);
    return {
      id: template.key,
      type: 'template',
      attributes: {
        key: template.key,
        name: template.name,
        description: template.description,
        // The registry has one description; its first sentence is the short one for the block picker.
        short_description: /^[^.!?]*[.!?]?/.exec(template.description)?.[0]?.trim() ?? template.description,
        group: template.group,
        hidden: false,
        template: template.key,
        field_groups: groups.map((group) => group.name),
        field_groups_seed: groups.map((group) => group.default_item ?? {}),
        field_groups_template: groups.flatMap((group) => group.fields ?? []),
        max_field_groups: maxima.length > 0 ? Math.min(...maxima) : null,
        external_block: false,
        area: 'main',
        list_priority: index,
        thumbnail_url: null,
        fields,
        default_props: { ...(template.defaultProps as unknown as Record<string, unknown>) },
      },
    };
  });
}
