import { describe, expect, it } from 'vitest';
import { htmlProblems, maxProps, renderHtml } from '../testing/catalogue-b-check.js';
import { inspiredCollectionTemplate } from './template.js';

describe('inspired_collection block', () => {
  it('has the catalogue key, a block_scroll_id field and a default for every field', () => {
    expect(inspiredCollectionTemplate.key).toBe('inspired_collection');
    expect(inspiredCollectionTemplate.fields.block_scroll_id).toMatchObject({ type: 'string' });
    expect(Object.keys(inspiredCollectionTemplate.defaultProps).sort()).toEqual(Object.keys(inspiredCollectionTemplate.fields).sort());
    expect(inspiredCollectionTemplate.defaultProps).toMatchObject({ items: [] });
  });

  it('limits items to 4 (catalogue maximum)', () => {
    const field = inspiredCollectionTemplate.fields.items;
    expect(field).toMatchObject({ type: 'array', max: 4 });
    expect(inspiredCollectionTemplate.max_field_groups).toBe(4);
  });

  it('renders valid HTML with the default props', () => {
    expect(htmlProblems(renderHtml('inspired_collection', {}))).toEqual([]);
  });

  it('renders valid HTML with every group filled', () => {
    const html = renderHtml('inspired_collection', maxProps(inspiredCollectionTemplate, '[]'));
    expect(htmlProblems(html)).toEqual([]);
    expect(html).toContain('id="inspired_collection-max"');
    expect(html.match(/lrdx-inspired__item/g)).toHaveLength(4);
  });
});
