import { describe, expect, it } from 'vitest';
import type { CmsBlockTemplate } from '../../domain/contracts/cms.js';
import { fromCmsField, fromCmsTemplate } from './template-fields.js';

describe('API template fields → site field shape', () => {
  it('maps each field type with its options', () => {
    expect(fromCmsField({ name: 'h', type: 'string', label: 'Heading', translatable: true })).toEqual({
      label: 'Heading',
      translatable: true,
      type: 'string',
    });
    expect(fromCmsField({ name: 'n', type: 'number', label: 'N', translatable: false, min: 1, max: 9 })).toEqual({
      label: 'N',
      type: 'number',
      min: 1,
      max: 9,
    });
    expect(fromCmsField({ name: 'm', type: 'markdown', label: 'M', translatable: false, language: 'json' })).toEqual({
      label: 'M',
      type: 'markdown',
      language: 'json',
    });
    expect(fromCmsField({ name: 's', type: 'select', label: 'S', translatable: false, options: [{ label: 'A', value: 'a' }] })).toEqual({
      label: 'S',
      type: 'select',
      options: [{ label: 'A', value: 'a' }],
    });
    expect(fromCmsField({ name: 'i', type: 'image', label: 'I', translatable: false, sizes: ['640x360'] })).toEqual({
      label: 'I',
      type: 'image',
      sizes: ['640x360'],
    });
  });

  it('maps array fields to item fields, a new item default and the most items allowed', () => {
    expect(
      fromCmsField({
        name: 'items',
        type: 'array',
        label: 'Items',
        translatable: false,
        fields: [{ name: 'title', type: 'string', label: 'Title', translatable: true }],
        default_item: { title: '' },
        max_items: 30,
      }),
    ).toEqual({
      label: 'Items',
      type: 'array',
      arrayFields: { title: { label: 'Title', translatable: true, type: 'string' } },
      defaultItemProps: { title: '' },
      max: 30,
    });
  });

  it('reads the template envelope of GET /cms/api/block_templates', () => {
    const template = {
      id: '1',
      type: 'template',
      attributes: {
        key: 'snippet',
        name: 'Snippet',
        description: 'd',
        short_description: 'd',
        group: 'Text',
        hidden: false,
        template: 'snippet',
        field_groups: [],
        field_groups_seed: [],
        field_groups_template: [],
        max_field_groups: null,
        external_block: false,
        area: 'main',
        list_priority: 1,
        thumbnail_url: null,
        fields: [{ name: 'heading', type: 'string', label: 'Heading', translatable: true }],
        default_props: { heading: '' },
      },
    } satisfies CmsBlockTemplate;
    expect(fromCmsTemplate(template)).toEqual({
      key: 'snippet',
      name: 'Snippet',
      description: 'd',
      group: 'Text',
      hidden: false,
      fields: { heading: { label: 'Heading', translatable: true, type: 'string' } },
      default_props: { heading: '' },
    });
  });
});
