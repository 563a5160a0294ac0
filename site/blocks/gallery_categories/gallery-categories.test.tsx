import { describe, expect, it } from 'vitest';
import { htmlProblems, maxProps, renderHtml } from '../testing/catalogue-b-check.js';
import { galleryCategoriesTemplate } from './template.js';

describe('gallery_categories block', () => {
  it('has the catalogue key, a block_scroll_id field and a default for every field', () => {
    expect(galleryCategoriesTemplate.key).toBe('gallery_categories');
    expect(galleryCategoriesTemplate.fields.block_scroll_id).toMatchObject({ type: 'string' });
    expect(Object.keys(galleryCategoriesTemplate.defaultProps).sort()).toEqual(Object.keys(galleryCategoriesTemplate.fields).sort());
    expect(galleryCategoriesTemplate.defaultProps).toMatchObject({ categories: [] });
  });

  it('limits categories to 4 (catalogue maximum)', () => {
    const field = galleryCategoriesTemplate.fields.categories;
    expect(field).toMatchObject({ type: 'array', max: 4 });
    expect(galleryCategoriesTemplate.max_field_groups).toBe(4);
  });

  it('renders valid HTML with the default props', () => {
    expect(htmlProblems(renderHtml('gallery_categories', {}))).toEqual([]);
  });

  it('renders valid HTML with every group filled', () => {
    const html = renderHtml('gallery_categories', maxProps(galleryCategoriesTemplate, '[]'));
    expect(htmlProblems(html)).toEqual([]);
    expect(html).toContain('id="gallery_categories-max"');
    expect(html.match(/lrdx-gallery-categories__item/g)).toHaveLength(4);
  });
});
