import { describe, expect, it } from 'vitest';
import { expectCatalogueTemplate, expectValidMaximumRender, expectValidRender } from '../testing/block-check.js';
import { blockIdsOf, DropdownSectionsSelect } from './render.js';
import { dropdownSectionsSelectTemplate, SECTIONS_SELECT_MAX } from './template.js';

const block = { template: dropdownSectionsSelectTemplate, Render: DropdownSectionsSelect };

describe('dropdown sections select', () => {
  it('follows the catalogue: labels and texts, option_label and option_blocks per option', () => {
    expectCatalogueTemplate(block, {
      key: 'dropdown_sections_select',
      scrollId: true,
      groups: { field: 'options', max: SECTIONS_SELECT_MAX },
    });
    for (const name of [
      'dropdown_label',
      'dropdown_default',
      'modal_title',
      'modal_text',
      'button_label',
      'selection_text',
      'edit_text',
      'clear_text',
    ])
      expect(dropdownSectionsSelectTemplate.fields).toHaveProperty(name);
    const options = dropdownSectionsSelectTemplate.fields.options;
    expect(options.type === 'array' && Object.keys(options.arrayFields)).toEqual(['option_label', 'option_blocks']);
  });

  it('reads comma-separated block ids', () => {
    expect(blockIdsOf(' a, #b ,,c ')).toEqual(['a', 'b', 'c']);
  });

  it('renders links to each option’s first block without script, and a labelled select for the enhancer', () => {
    const html = expectValidRender(block, {
      modal_title: 'مۆدێلەکەت هەڵبژێرە',
      options: [
        { option_label: 'دیفێندەر ٩٠', option_blocks: 'd90-design, d90-specs' },
        { option_label: 'دیفێندەر ١١٠', option_blocks: 'd110-design' },
        { option_label: 'بەتاڵ', option_blocks: ' ' },
      ],
    });
    expect(html).toContain('<a href="#d90-design">دیفێندەر ٩٠</a>');
    expect(html).toContain('data-blocks="d90-design,d90-specs"');
    expect(html).toMatch(
      /<label for="([^"]+)" class="lrdx-sections-select__label">بەشێک هەڵبژێرە<\/label><div class="lrdx-sections-select__row"><select id="\1"/,
    );
    expect(html).toContain('<form class="lrdx-sections-select__form" data-sections-form="" hidden="">');
    expect(html).toContain('role="status" hidden=""');
    expect(html).not.toContain('بەتاڵ');
  });

  it('renders nothing without usable options, and twenty options', () => {
    expect(expectValidRender(block)).toBe('');
    expectValidMaximumRender(block);
  });
});
