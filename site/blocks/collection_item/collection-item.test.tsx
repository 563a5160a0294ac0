import { describe, expect, it } from 'vitest';
import { htmlProblems, maxProps, renderHtml } from '../testing/catalogue-b-check.js';
import { collectionItemTemplate } from './template.js';

describe('collection_item block', () => {
  it('has the catalogue key, a block_scroll_id field and a default for every field', () => {
    expect(collectionItemTemplate.key).toBe('collection_item');
    expect(collectionItemTemplate.fields.block_scroll_id).toMatchObject({ type: 'string' });
    expect(Object.keys(collectionItemTemplate.defaultProps).sort()).toEqual(Object.keys(collectionItemTemplate.fields).sort());
    expect(collectionItemTemplate.defaultProps).toMatchObject({ images: '[]' });
  });

  it('renders valid HTML with the default props', () => {
    expect(htmlProblems(renderHtml('collection_item', {}))).toEqual([]);
  });

  it('renders valid HTML with every group filled', () => {
    const html = renderHtml('collection_item', maxProps(collectionItemTemplate, '["/media/scenes/city-day","/media/scenes/city-night"]'));
    expect(htmlProblems(html)).toEqual([]);
    expect(html).toContain('id="collection_item-max"');
    expect(html).toContain('href="/ku/retailer-locator"');
  });

  it('places the photos where the rich-text field left the placeholder, in its own paragraph, without half paragraphs', () => {
    const html = renderHtml('collection_item', {
      images: '["/media/scenes/city-day"]',
      html: '<h2>Item</h2><p>{photos}</p><p><strong>After</strong></p>',
    });
    expect(htmlProblems(html)).toEqual([]);
    expect(html).not.toContain('{photos}');
    expect(html).not.toMatch(/<p><\/div>|<div class="lrdx-rich"><\/p>/);
    expect(html.indexOf('<h2>Item</h2>')).toBeLessThan(html.indexOf('city-day'));
    expect(html.indexOf('city-day')).toBeLessThan(html.indexOf('<strong>After</strong>'));
  });
});
