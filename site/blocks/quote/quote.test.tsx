import { describe, expect, it } from 'vitest';
import { expectCatalogueTemplate, expectValidRender } from '../testing/block-check.js';
import { Quote } from './render.js';
import { quoteTemplate } from './template.js';

const block = { template: quoteTemplate, Render: Quote };

describe('quote', () => {
  it('follows the catalogue (quote, author, author_position, alignment, justify_text)', () => {
    expectCatalogueTemplate(block, { key: 'quote', scrollId: true });
    expect(Object.keys(quoteTemplate.fields)).toEqual([
      'block_scroll_id',
      'quote',
      'author',
      'author_position',
      'alignment',
      'justify_text',
    ]);
  });

  it('renders a figure with the author in its caption, aligned to the end for "right"', () => {
    const html = expectValidRender(block, {
      quote: 'سەرکێشی',
      author: 'ئاراس',
      author_position: 'ڕێبەر',
      alignment: 'right',
      justify_text: true,
    });
    expect(html).toContain('lrdx-quote--end');
    expect(html).toContain('<blockquote class="lrdx-quote__text"><p>سەرکێشی</p></blockquote>');
    expect(html).toContain('<figcaption class="lrdx-quote__caption"><span class="lrdx-quote__author">ئاراس</span>');
    expect(html).toContain('lrdx-quote__figure--justify');
  });
});
