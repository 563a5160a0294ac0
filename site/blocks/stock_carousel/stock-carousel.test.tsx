import { describe, expect, it } from 'vitest';
import { htmlProblems, maxProps, renderHtml } from '../testing/catalogue-b-check.js';
import { testRenderContext } from '../test-context.js';
import { stockCarouselAttributes, stockCarouselElementKey } from './element-attributes.js';
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

  it('takes the first page the server drew for its own attributes, and is taken over on the first touch', () => {
    const props = { ...stockCarouselTemplate.defaultProps, family: 'Defender', items: 6 };
    const drawn = '<template shadowrootmode="open"><p>six Defenders</p></template>';
    const key = stockCarouselElementKey(stockCarouselAttributes(props, 'ku'));
    const ctx = { ...testRenderContext(), stockFirstPages: new Map([[key, drawn]]) };
    const html = renderHtml('stock_carousel', props, ctx);
    expect(html).toContain('<p>six Defenders</p>');
    expect(html).toContain('data-load-on="interaction"');
    // Another carousel (another family) does not take it, and loads when scrolled to.
    const other = renderHtml('stock_carousel', { ...props, family: 'Discovery' }, ctx);
    expect(other).not.toContain('six Defenders');
    expect(other).toContain('data-load-on="visible"');
  });
});
