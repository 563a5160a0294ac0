import { describe, expect, it } from 'vitest';
import { htmlProblems, maxProps, renderHtml } from '../testing/catalogue-b-check.js';
import { collectionSliderTemplate } from './template.js';

describe('collection_slider block', () => {
  it('has the catalogue key, a block_scroll_id field and a default for every field', () => {
    expect(collectionSliderTemplate.key).toBe('collection_slider');
    expect(collectionSliderTemplate.fields.block_scroll_id).toMatchObject({ type: 'string' });
    expect(Object.keys(collectionSliderTemplate.defaultProps).sort()).toEqual(Object.keys(collectionSliderTemplate.fields).sort());
    expect(collectionSliderTemplate.defaultProps).toMatchObject({ limit: 10, lang: 'en' });
  });

  it('limits items to 30 (catalogue maximum)', () => {
    const field = collectionSliderTemplate.fields.items;
    expect(field).toMatchObject({ type: 'array', max: 30 });
    expect(collectionSliderTemplate.max_field_groups).toBe(30);
  });

  it('renders valid HTML with the default props', () => {
    expect(htmlProblems(renderHtml('collection_slider', {}))).toEqual([]);
  });

  it('renders valid HTML with every group filled', () => {
    const html = renderHtml('collection_slider', maxProps(collectionSliderTemplate, '[]'));
    expect(htmlProblems(html)).toEqual([]);
    expect(html).toContain('id="collection_slider-max"');
    expect(html).toContain('lrdx-carousel');
  });
});
