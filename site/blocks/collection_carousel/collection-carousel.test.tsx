import { describe, expect, it } from 'vitest';
import { htmlProblems, maxProps, renderHtml } from '../testing/catalogue-b-check.js';
import { collectionCarouselTemplate } from './template.js';

describe('collection_carousel block', () => {
  it('has the catalogue key, a block_scroll_id field and a default for every field', () => {
    expect(collectionCarouselTemplate.key).toBe('collection_carousel');
    expect(collectionCarouselTemplate.fields.block_scroll_id).toMatchObject({ type: 'string' });
    expect(Object.keys(collectionCarouselTemplate.defaultProps).sort()).toEqual(Object.keys(collectionCarouselTemplate.fields).sort());
    expect(collectionCarouselTemplate.defaultProps).toMatchObject({ cards: [] });
  });

  it('limits cards to 30 (catalogue maximum)', () => {
    const field = collectionCarouselTemplate.fields.cards;
    expect(field).toMatchObject({ type: 'array', max: 30 });
    expect(collectionCarouselTemplate.max_field_groups).toBe(30);
  });

  it('renders valid HTML with the default props', () => {
    expect(htmlProblems(renderHtml('collection_carousel', {}))).toEqual([]);
  });

  it('renders valid HTML with every group filled', () => {
    const html = renderHtml('collection_carousel', maxProps(collectionCarouselTemplate, '[]'));
    expect(htmlProblems(html)).toEqual([]);
    expect(html).toContain('id="collection_carousel-max"');
    expect(html).toContain('420w');
  });
});
