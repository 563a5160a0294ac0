import type { CustomField } from '@puckeditor/core';
import { describe, expect, it } from 'vitest';
import { blockTemplates } from '../blocks/registry.js';
import type { ApiBlockTemplate } from '../editor-kit/template-fields.js';
import type { Field } from '../blocks/types.js';
import {
  RICH_TEXT_AS_STORED,
  blockProps,
  fromPuckData,
  itemSummary,
  richFieldResolver,
  toPuckConfig,
  toPuckData,
  toPuckField,
  type CustomFieldFactory,
} from './puck-config.js';

const custom = (kind: string) => (label: string) =>
  ({ type: 'custom', label, key: kind, render: () => null }) as unknown as CustomField<unknown>;
const customFields: CustomFieldFactory = {
  image: custom('image'),
  link: custom('link'),
  markdown: (label, language) => custom(`markdown-${language}`)(label),
  form: custom('form'),
  richtext: (label) => ({ type: 'richtext', label }),
  richtextAsHtml: custom('richtext-as-html'),
};
const options = { customFields, yesNo: { yes: 'Yes', no: 'No' } };
const rendered: { key: string; props: Record<string, unknown> }[] = [];
const configOptions = {
  ...options,
  renderBlock: (key: string, props: Record<string, unknown>) => {
    rendered.push({ key, props });
    return null;
  },
};

// The editor reads the templates over HTTP; the registry's are the same objects the seed stores.
const TEMPLATES = blockTemplates() as unknown as ApiBlockTemplate[];

describe('block fields → Puck fields', () => {
  it('maps every field type of site/blocks/types.ts', () => {
    expect(toPuckField({ label: 'Heading', type: 'string' }, options)).toEqual({ type: 'text', label: 'Heading' });
    expect(toPuckField({ label: 'P', type: 'string', placeholder: 'x' }, options)).toEqual({ type: 'text', label: 'P', placeholder: 'x' });
    expect(toPuckField({ label: 'Body', type: 'text' }, options)).toEqual({ type: 'textarea', label: 'Body' });
    expect(toPuckField({ label: 'Count', type: 'number', min: 1, max: 4 }, options)).toEqual({
      type: 'number',
      label: 'Count',
      min: 1,
      max: 4,
    });
    expect(toPuckField({ label: 'Count', type: 'number' }, options)).toEqual({ type: 'number', label: 'Count' });
    expect(toPuckField({ label: 'Border', type: 'bool' }, options)).toEqual({
      type: 'radio',
      label: 'Border',
      options: [
        { label: 'Yes', value: true },
        { label: 'No', value: false },
      ],
    });
    expect(toPuckField({ label: 'Align', type: 'select', options: [{ label: 'Start', value: 'start' }] }, options)).toEqual({
      type: 'select',
      label: 'Align',
      options: [{ label: 'Start', value: 'start' }],
    });
    expect(toPuckField({ label: 'Picture', type: 'image' }, options)).toMatchObject({ type: 'custom', key: 'image', label: 'Picture' });
    expect(toPuckField({ label: 'Button', type: 'link' }, options)).toMatchObject({ type: 'custom', key: 'link' });
    expect(toPuckField({ label: 'Html', type: 'markdown', language: 'html' }, options)).toMatchObject({ key: 'markdown-html' });
    expect(toPuckField({ label: 'Data', type: 'markdown', language: 'json' }, options)).toMatchObject({ key: 'markdown-json' });
    expect(toPuckField({ label: 'Text', type: 'markdown', language: 'html', rich: true }, options)).toEqual({
      type: 'richtext',
      label: 'Text',
    });
  });

  it('edits every HTML field an editor writes as rich text; the raw-HTML box stays a code area', () => {
    const config = toPuckConfig(TEMPLATES, configOptions);
    const accordion = config.components.accordion!.fields!.items;
    expect(accordion).toMatchObject({ type: 'array', arrayFields: { content: { type: 'richtext' } } });
    expect(config.components.collection_item!.fields!.html).toMatchObject({ type: 'richtext' });
    expect(config.components.html_box!.fields!.html).toMatchObject({ key: 'markdown-html' });
    // Every HTML field of every template is one or the other on purpose: a new one must choose.
    const rich: string[] = [];
    const walk = (fields: Record<string, Field>, at: string) => {
      for (const [name, field] of Object.entries(fields)) {
        if (field.type === 'array') walk(field.arrayFields, `${at}.${name}[]`);
        if (field.type === 'markdown' && field.language === 'html' && field.rich) rich.push(`${at}.${name}`);
      }
    };
    for (const template of TEMPLATES) walk(template.fields, template.key);
    expect(rich.sort()).toEqual(['accordion.items[].content', 'collection_item.html']);
  });

  it('keeps HTML the rich-text field cannot write back in the code area, saying so', () => {
    const accordion = TEMPLATES.find((template) => template.key === 'accordion')!;
    const resolve = richFieldResolver(accordion.fields, customFields.richtextAsHtml)!;
    const fields = toPuckConfig(TEMPLATES, configOptions).components.accordion!.fields!;
    const item = (content: string) => ({ title: 'Q', content });
    // What the toolbar writes: rich text, the same fields object (Puck re-renders nothing).
    expect(
      resolve({ props: { items: [item('<p><strong>Hi</strong> <a href="/ku/x">x</a></p><ul><li><p>a</p></li></ul>')] } }, { fields }),
    ).toBe(fields);
    const withTable = resolve({ props: { items: [item('<p>ok</p>'), item('<table><tr><td>1</td></tr></table>')] } }, { fields });
    expect(withTable.items).toMatchObject({ arrayFields: { content: { key: 'richtext-as-html' }, title: { type: 'text' } } });
    const collection = TEMPLATES.find((template) => template.key === 'collection_item')!;
    const resolveItem = richFieldResolver(collection.fields, customFields.richtextAsHtml)!;
    const itemFields = toPuckConfig(TEMPLATES, configOptions).components.collection_item!.fields!;
    expect(resolveItem({ props: { html: '<h2>Item</h2>{photos}' } }, { fields: itemFields }).html).toMatchObject({ type: 'richtext' });
    expect(resolveItem({ props: { html: '<div class="x">a</div>' } }, { fields: itemFields }).html).toMatchObject({
      key: 'richtext-as-html',
    });
    expect(richFieldResolver({ html: { label: 'HTML', type: 'markdown', language: 'html' } }, customFields.richtextAsHtml)).toBeUndefined();
  });

  it('hands the preview the stored HTML, not Puck’s inline editor', () => {
    expect(RICH_TEXT_AS_STORED.richtext({ value: '<p>x</p>' })).toBe('<p>x</p>');
  });

  it('maps array groups with their item fields, defaults and max_field_groups', () => {
    const field = toPuckField(
      {
        label: 'Items',
        type: 'array',
        max: 3,
        defaultItemProps: { title: '', open: false },
        arrayFields: { title: { label: 'Title', type: 'string' }, open: { label: 'Open', type: 'bool' } },
      },
      options,
    );
    expect(field).toMatchObject({
      type: 'array',
      max: 3,
      defaultItemProps: { title: '', open: false },
      arrayFields: { title: { type: 'text' }, open: { type: 'radio' } },
    });
  });

  it('summarises an array item by its first text, else by its number', () => {
    expect(itemSummary({ title: '  Opening hours ', open: true }, 0)).toBe('Opening hours');
    expect(itemSummary({ title: '', open: true }, 2)).toBe('#3');
  });
});

describe('templates → Puck config', () => {
  it('has one component per visible template, with every template field and its defaults, grouped by template group', () => {
    const config = toPuckConfig(TEMPLATES, configOptions);
    expect(Object.keys(config.components).sort()).toEqual(TEMPLATES.map((t) => t.key).sort());
    for (const template of TEMPLATES) {
      const component = config.components[template.key]!;
      expect(component.label).toBe(template.name);
      expect(Object.keys(component.fields ?? {}).sort()).toEqual(Object.keys(template.fields).sort());
      expect(component.defaultProps).toEqual(template.defaultProps);
      expect(config.categories?.[template.group ?? '']?.components).toContain(template.key);
    }
  });

  it('leaves hidden templates out of the palette and reads default_props as sent by the API', () => {
    const config = toPuckConfig(
      [
        { key: 'a', name: 'A', hidden: true, fields: {} },
        { key: 'b', name: 'B', fields: { t: { label: 'T', type: 'string' } }, default_props: { t: 'x' } },
      ],
      configOptions,
    );
    expect(Object.keys(config.components)).toEqual(['b']);
    expect(config.components.b!.defaultProps).toEqual({ t: 'x' });
    expect(config.categories?.Other?.components).toEqual(['b']);
  });

  it("titles the palette's categories in the editor's language, keyed by the template group", () => {
    const config = toPuckConfig(TEMPLATES, { ...configOptions, categoryTitle: (group) => `«${group}»` });
    for (const template of TEMPLATES) expect(config.categories?.[template.group ?? '']?.title).toBe(`«${template.group}»`);
    expect(toPuckConfig(TEMPLATES, configOptions).categories?.[TEMPLATES[0]!.group ?? '']?.title).toBe(TEMPLATES[0]!.group);
    // No page-level form: Puck's default English "title" field would be saved nowhere.
    expect(toPuckConfig(TEMPLATES, configOptions).root?.fields).toEqual({});
  });

  it('lists the palette categories in the order given, groups it does not name last', () => {
    const templates = [
      { key: 'x', name: 'X', group: 'Media', fields: {} },
      { key: 'y', name: 'Y', group: 'Unlisted', fields: {} },
      { key: 'z', name: 'Z', group: 'Heroes', fields: {} },
      { key: 'w', name: 'W', group: 'Text', fields: {} },
    ];
    const config = toPuckConfig(templates, { ...configOptions, categoryOrder: ['Heroes', 'Text', 'Media'] });
    expect(Object.keys(config.categories ?? {})).toEqual(['Heroes', 'Text', 'Media', 'Unlisted']);
    expect(Object.keys(toPuckConfig(templates, configOptions).categories ?? {})).toEqual(['Media', 'Unlisted', 'Heroes', 'Text']);
  });

  it('renders the preview from the block props without what Puck adds', () => {
    rendered.length = 0;
    const config = toPuckConfig(TEMPLATES, configOptions);
    const render = config.components.snippet!.render as unknown as (props: Record<string, unknown>) => unknown;
    render({ id: 'snippet-1', puck: {}, editMode: true, heading: 'سڵاو' });
    expect(rendered).toEqual([{ key: 'snippet', props: { heading: 'سڵاو' } }]);
    expect(blockProps({ id: 'x', a: 1 })).toEqual({ a: 1 });
  });
});

describe('page blocks ⇄ Puck data', () => {
  const known = new Set(['snippet', 'accordion']);
  const blocks = [
    { id: 'b1', template: 'snippet', props: { heading: 'یەکەم' }, positions: [1, 2] },
    { id: 'b2', template: 'retired_block', props: { x: 1 } },
    { id: 'b3', template: 'accordion', props: { items: [] } },
  ];

  it('turns blocks into Puck content with the block id as the component id, setting aside unknown templates', () => {
    expect(toPuckData(blocks, known)).toEqual({
      root: { props: {} },
      content: [
        { type: 'snippet', props: { heading: 'یەکەم', id: 'b1' } },
        { type: 'accordion', props: { items: [], id: 'b3' } },
      ],
    });
  });

  it('round-trips: order from Puck, positions kept by id, unknown blocks kept at the end', () => {
    const data = toPuckData(blocks, known);
    data.content.reverse();
    data.content.push({ type: 'snippet', props: { id: 'new-1', heading: 'نوێ' } });
    expect(fromPuckData(data, blocks, known)).toEqual([
      { id: 'b3', template: 'accordion', props: { items: [] } },
      { id: 'b1', template: 'snippet', props: { heading: 'یەکەم' }, positions: [1, 2] },
      { id: 'new-1', template: 'snippet', props: { heading: 'نوێ' } },
      { id: 'b2', template: 'retired_block', props: { x: 1 } },
    ]);
  });
});

describe('form fields', () => {
  it('are a picker of the forms, not a text box for an id, in every block that places a form', () => {
    expect(toPuckField({ label: 'Form', type: 'string', pick: 'form' }, options)).toMatchObject({ type: 'custom', key: 'form' });
    const form = blockTemplates().find((template) => template.key === 'form')!;
    expect(toPuckField((form.fields as Record<string, Field>).form_id!, options)).toMatchObject({ type: 'custom', key: 'form' });
  });
});
