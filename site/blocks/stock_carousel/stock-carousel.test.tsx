import { describe, expect, it } from 'vitest';
import { htmlProblems, maxProps, renderHtml } from '../testing/catalogue-b-check.js';
import { stockCarouselTemplate } from './template.js';

describe('stock_carousel block', () => {
  it('has the catalogue key, a block_scroll_id field and a default for every field', () => {
    expect(stockCarouselTemplate.key).toBe('stock_carousel');
    expect(stockCarouselTemplate.fields.block_scroll_id).toMatchObject({ type: 'string' });
    expect(Object.keys(stockCarouselTemplate.defaultProps).sort()).toEqual(Object.keys(stockCarouselTemplate.fields).sort());
    expect(stockCarouselTemplate.defaultProps).toMatchObject({ items: 12 });
  });

  it('renders valid HTML with the default props', () => {
    expect(htmlProblems(renderHtml('stock_carousel', {}))).toEqual([]);
  });

  it('renders valid HTML with every group filled', () => {
    const html = renderHtml('stock_carousel', maxProps(stockCarouselTemplate, '[]'));
    expect(htmlProblems(html)).toEqual([]);
    expect(html).toContain('id="stock_carousel-max"');
    expect(html).toContain('<lrdx-stock-carousel');
  });
});
