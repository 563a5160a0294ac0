/**
 * Block templates (GET /cms/api/block_templates, the catalogue's `{fields, defaultProps}` shape)
 * → Puck's `Config`, and a page's stored blocks ⇄ Puck's `Data`. Pure: the field kinds Puck has no
 * form for (image, link, markdown) come from `CustomFieldFactory`, the preview renderer from
 * `renderBlock`, so this file is tested without a browser.
 */
import type { ComponentData, Config, CustomField, Data, Field as PuckField, Fields } from '@puckeditor/core';
import type { ReactElement, ReactNode } from 'react';
import type { PageBlock } from '../../domain/page.js';
import type { Field } from '../blocks/types.js';
import type { ApiBlockTemplate } from '../editor-kit/template-fields.js';
import { richTextKeeps } from './rich-text.js';

/** Forms for the field kinds Puck has none of. */
export interface CustomFieldFactory {
  image(label: string): CustomField<unknown>;
  link(label: string): CustomField<unknown>;
  markdown(label: string, language: 'html' | 'json'): CustomField<unknown>;
  /** Editor-written HTML (`rich: true`): Puck's rich-text field (docs/cms-editor.md, "Rich text"). */
  richtext(label: string): PuckField;
  /** The code area for a rich field whose stored HTML the rich-text field cannot keep, with a note saying so. */
  richtextAsHtml(label: string): CustomField<unknown>;
  /** A form's id, chosen from the forms (name, language, field count). */
  form(label: string): CustomField<unknown>;
}

export interface PuckConfigOptions {
  customFields: CustomFieldFactory;
  /** The preview: the site's own block renderer for `key` with these props. */
  renderBlock(key: string, props: Record<string, unknown>): ReactNode;
  /** Labels of the yes/no choice of bool fields, in the editor's language. */
  yesNo: { yes: string; no: string };
  /** The palette category's title for a template group, in the editor's language (default: the group). */
  categoryTitle?(group: string): string;
  /**
   * The palette's categories in this order (groups it does not name follow, in template order): the
   * order an editor reads, not the order the block folders happen to be listed in.
   */
  categoryOrder?: readonly string[];
}

/**
 * Puck's `fieldTransforms`: in the canvas Puck hands a component its rich-text props as React
 * elements (its inline editor); the site's renderers write HTML strings, so the preview gets the
 * stored HTML as it is. Editing happens in the fields panel. One object, so Puck's memo holds.
 */
export const RICH_TEXT_AS_STORED = { richtext: ({ value }: { value: unknown }) => value };

/** Props Puck adds to a component's props that are not block fields. */
const PUCK_PROPS = new Set(['id', 'puck', 'editMode']);

export function toPuckField(field: Field, options: Pick<PuckConfigOptions, 'customFields' | 'yesNo'>): PuckField {
  const label = field.label;
  switch (field.type) {
    case 'string':
      if (field.pick === 'form') return options.customFields.form(label);
      return field.placeholder ? { type: 'text', label, placeholder: field.placeholder } : { type: 'text', label };
    case 'text':
      return { type: 'textarea', label };
    case 'markdown':
      if (field.language === 'html' && field.rich) return options.customFields.richtext(label);
      return options.customFields.markdown(label, field.language);
    case 'bool':
      return {
        type: 'radio',
        label,
        options: [
          { label: options.yesNo.yes, value: true },
          { label: options.yesNo.no, value: false },
        ],
      };
    case 'select':
      return { type: 'select', label, options: field.options.map((option) => ({ label: option.label, value: option.value })) };
    case 'number': {
      const number: PuckField = { type: 'number', label };
      if (field.min !== undefined) number.min = field.min;
      if (field.max !== undefined) number.max = field.max;
      return number;
    }
    case 'image':
      return options.customFields.image(label);
    case 'link':
      return options.customFields.link(label);
    case 'icon':
      // An icon is named by its key (site/blocks/shared icons); the editor types or pastes it.
      return { type: 'text', label };
    case 'array': {
      const arrayFields: Fields = {};
      for (const [name, sub] of Object.entries(field.arrayFields)) arrayFields[name] = toPuckField(sub, options);
      return {
        type: 'array',
        label,
        arrayFields,
        defaultItemProps: field.defaultItemProps,
        // The template's max_field_groups: Puck disables "add" once the list is full.
        max: field.max,
        getItemSummary: (item: Record<string, unknown>, index?: number) => itemSummary(item, index ?? 0),
      };
    }
  }
}

/** The first text of an array item, else its number, so a collapsed list stays readable. */
export function itemSummary(item: Record<string, unknown>, index: number): string {
  for (const value of Object.values(item)) {
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 60);
  }
  return `#${index + 1}`;
}

/** The block's own props, without what Puck adds for its canvas. */
export function blockProps(puckProps: Record<string, unknown>): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(puckProps)) if (!PUCK_PROPS.has(name)) props[name] = value;
  return props;
}

function templateDefaults(template: ApiBlockTemplate): Record<string, unknown> {
  return template.defaultProps ?? template.default_props ?? {};
}

/** The rich fields of a template: top-level names and, per array field, its rich item fields. */
function richFieldsOf(fields: Record<string, Field>): { top: string[]; items: [string, string[]][] } {
  const isRich = (field: Field) => field.type === 'markdown' && field.language === 'html' && field.rich === true;
  const top = Object.entries(fields)
    .filter(([, field]) => isRich(field))
    .map(([name]) => name);
  const items: [string, string[]][] = [];
  for (const [name, field] of Object.entries(fields)) {
    if (field.type !== 'array') continue;
    const rich = Object.entries(field.arrayFields)
      .filter(([, sub]) => isRich(sub))
      .map(([subName]) => subName);
    if (rich.length > 0) items.push([name, rich]);
  }
  return { top, items };
}

const kept = (value: unknown) => typeof value !== 'string' || richTextKeeps(value);

/**
 * Puck `resolveFields`: a rich field whose stored HTML the rich-text field would not write back
 * unchanged (a table, an image, a widget tag: site/cms/rich-text.ts) is shown as the code area, so
 * opening and editing an existing page never loses markup. For a list, one such item turns that
 * field into the code area for every item (Puck resolves a block's fields, not an item's).
 */
export function richFieldResolver(
  fields: Record<string, Field>,
  asHtml: (label: string) => CustomField<unknown>,
): ((data: { props?: Record<string, unknown> }, params: { fields: Fields }) => Fields) | undefined {
  const rich = richFieldsOf(fields);
  if (rich.top.length === 0 && rich.items.length === 0) return undefined;
  const fallbacks = new Map<string, CustomField<unknown>>();
  const fallback = (key: string, label: string) => {
    let field = fallbacks.get(key);
    if (!field) fallbacks.set(key, (field = asHtml(label)));
    return field;
  };
  return (data, params) => {
    const props = data.props ?? {};
    let resolved = params.fields;
    for (const name of rich.top) {
      if (kept(props[name])) continue;
      resolved = { ...resolved, [name]: fallback(name, fields[name]!.label) };
    }
    for (const [name, subNames] of rich.items) {
      const list = Array.isArray(props[name]) ? (props[name] as Record<string, unknown>[]) : [];
      const arrayField = resolved[name];
      const template = fields[name];
      if (!arrayField || arrayField.type !== 'array' || template?.type !== 'array') continue;
      const lost = subNames.filter((sub) => list.some((item) => !kept(item?.[sub])));
      if (lost.length === 0) continue;
      const arrayFields = { ...arrayField.arrayFields };
      for (const sub of lost) arrayFields[sub] = fallback(`${name}.${sub}`, template.arrayFields[sub]!.label);
      resolved = { ...resolved, [name]: { ...arrayField, arrayFields } };
    }
    return resolved;
  };
}

/** Visible templates as Puck components, in palette categories by the template's group. */
export function toPuckConfig(templates: readonly ApiBlockTemplate[], options: PuckConfigOptions): Config {
  const components: Config['components'] = {};
  const categories: Record<string, { title: string; components: string[] }> = {};
  for (const template of templates) {
    if (template.hidden) continue;
    const fields: Fields = {};
    for (const [name, field] of Object.entries(template.fields)) fields[name] = toPuckField(field, options);
    const key = template.key;
    const resolveFields = richFieldResolver(template.fields, options.customFields.richtextAsHtml);
    components[key] = {
      label: template.name,
      fields,
      defaultProps: templateDefaults(template),
      render: (props: Record<string, unknown>) => options.renderBlock(key, blockProps(props)) as ReactElement,
      ...(resolveFields ? { resolveFields } : {}),
    };
    const group = template.group || 'Other';
    const category = (categories[group] ??= { title: options.categoryTitle?.(group) ?? group, components: [] });
    category.components.push(key);
  }
  const order = options.categoryOrder ?? [];
  const rank = (group: string) => (order.includes(group) ? order.indexOf(group) : order.length);
  const ordered = Object.fromEntries(Object.entries(categories).sort(([a], [b]) => rank(a) - rank(b)));
  // No page-level fields: the page's title and SEO are edited in the page form, and Puck's default
  // root field ("title", in English whatever the editor's language) would be stored nowhere.
  return { components, categories: ordered, root: { fields: {} } };
}

/** A page's stored blocks as Puck data (blocks of templates the palette lacks are set aside). */
export function toPuckData(blocks: readonly PageBlock[], known: ReadonlySet<string>): Data {
  const content: ComponentData[] = [];
  for (const block of blocks) {
    if (!known.has(block.template)) continue;
    content.push({ type: block.template, props: { ...block.props, id: block.id } });
  }
  return { root: { props: {} }, content };
}

/**
 * Puck data back to stored blocks. Positions saved with a block are kept by block id; blocks of
 * unknown templates (set aside by `toPuckData`) are kept at the end rather than lost.
 */
export function fromPuckData(data: Data, original: readonly PageBlock[], known: ReadonlySet<string>): PageBlock[] {
  const byId = new Map(original.map((block) => [block.id, block]));
  const blocks: PageBlock[] = data.content.map((item) => {
    const props = item.props as Record<string, unknown>;
    const id = typeof props.id === 'string' ? props.id : String(props.id);
    const block: PageBlock = { id, template: item.type, props: blockProps(props) };
    const before = byId.get(id);
    if (before?.active_positions) block.active_positions = before.active_positions;
    if (before?.positions) block.positions = before.positions;
    return block;
  });
  return [...blocks, ...original.filter((block) => !known.has(block.template))];
}
