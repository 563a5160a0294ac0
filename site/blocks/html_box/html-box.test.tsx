import { describe, expect, it } from 'vitest';
import { validateBlocks } from '../../../server/cms/block-validation.js';
import { expectCatalogueTemplate, expectValidRender } from '../testing/block-check.js';
import { HtmlBox } from './render.js';
import { htmlBoxTemplate } from './template.js';

const block = { template: htmlBoxTemplate, Render: HtmlBox };

describe('html box', () => {
  it('follows the catalogue: one translatable HTML field', () => {
    expectCatalogueTemplate(block, { key: 'html_box', scrollId: true });
    expect(htmlBoxTemplate.fields.html).toMatchObject({ type: 'markdown', language: 'html', translatable: true });
  });

  it('keeps widget tags and drops script when the page is saved', () => {
    const [saved] = validateBlocks([
      {
        id: 'box',
        template: 'html_box',
        props: {
          html: '<h2 onclick="x()">Stock</h2><script>alert(1)</script><lrdx-stock-locator list-key="erbil" onload="x()"></lrdx-stock-locator>',
        },
      },
    ]);
    const html = saved!.props.html as string;
    expect(html).toBe('<h2>Stock</h2><lrdx-stock-locator list-key="erbil"></lrdx-stock-locator>');
    const rendered = expectValidRender(block, saved!.props);
    expect(rendered).toContain('<div class="lrdx-rich"><h2>Stock</h2><lrdx-stock-locator list-key="erbil"></lrdx-stock-locator></div>');
  });

  it('renders nothing when empty, and bleeds when full width', () => {
    expect(expectValidRender(block, {})).toBe('');
    expect(expectValidRender(block, { html: '<p>x</p>', full_width: true })).toContain('lrdx-block--bleed');
  });
});
