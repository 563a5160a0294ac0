import { describe, expect, it } from 'vitest';
import { expectCatalogueTemplate, expectValidMaximumRender, expectValidRender } from '../testing/block-check.js';
import { QuoteSlider } from './render.js';
import { QUOTE_SLIDER_MAX, quoteSliderTemplate } from './template.js';

const block = { template: quoteSliderTemplate, Render: QuoteSlider };

describe('quote slider', () => {
  it('follows the catalogue (quote, author, author_position per slide; alignment, justify_text)', () => {
    expectCatalogueTemplate(block, { key: 'quote_slider', scrollId: true, groups: { field: 'quotes', max: QUOTE_SLIDER_MAX } });
    const quotes = quoteSliderTemplate.fields.quotes;
    expect(quotes.type === 'array' && Object.keys(quotes.arrayFields)).toEqual(['quote', 'author', 'author_position']);
  });

  it('renders each quote as a labelled slide of a carousel, mirrored alignment classes', () => {
    const html = expectValidRender(block, {
      alignment: 'left',
      quotes: [
        { quote: 'یەکەم', author: 'ئاراس', author_position: '' },
        { quote: 'دووەم', author: 'شیلان', author_position: 'ڕێبەر' },
      ],
    });
    expect(html).toContain('lrdx-quote--start');
    expect(html).toContain('<lrdx-carousel');
    expect(html.match(/role="group" aria-roledescription="slide"/g)).toHaveLength(2);
    expect(html).toContain('<span class="lrdx-quote__author">شیلان</span>');
  });

  it('shows a single quote without carousel controls and nothing without quotes', () => {
    expect(expectValidRender(block, { quotes: [{ quote: 'تەنها', author: '', author_position: '' }] })).not.toContain('lrdx-carousel');
    expect(expectValidRender(block, { quotes: [] })).toBe('');
  });

  it('renders the maximum number of quotes', () => {
    expect(expectValidMaximumRender(block).match(/<figure/g)).toHaveLength(QUOTE_SLIDER_MAX);
  });
});
