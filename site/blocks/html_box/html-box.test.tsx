import { describe, expect, it } from 'vitest';
import { expectCatalogueTemplate, expectValidRender } from '../testing/block-check.js';
import { HtmlBox } from './render.js';
import { htmlBoxTemplate } from './template.js';

const block = { template: htmlBoxTemplate, Render: HtmlBox };

describe('html box', () => {
  it('follows the catalogue: one translatable HTML field', () => {
    expectCatalogueTemplate(block, { key: 'html_box', scrollId: true });
    expect(htmlBoxTemplate.fields.html).toMatchObject({ type: 'markdown', language: 'html', translatable: true });
  });

  it('renders the stored (sanitized on save) HTML with its widget tags', () => {
    const html = expectValidRender(block, { html: '<h2>Stock</h2><lrdx-stock-locator list-key="erbil"></lrdx-stock-locator>' });
    expect(html).toContain('<div class="lrdx-rich"><h2>Stock</h2><lrdx-stock-locator list-key="erbil"></lrdx-stock-locator></div>');
  });

  it('renders nothing when empty, and bleeds when full width', () => {
    expect(expectValidRender(block, {})).toBe('');
    expect(expectValidRender(block, { html: '<p>x</p>', full_width: true })).toContain('lrdx-block--bleed');
  });
});
