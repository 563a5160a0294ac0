import { describe, expect, it } from 'vitest';
import { htmlProblems, maxProps, renderHtml } from '../testing/catalogue-b-check.js';
import { sectionImageTabsTemplate } from './template.js';

describe('section_image_tabs block', () => {
  it('has the catalogue key, a block_scroll_id field and a default for every field', () => {
    expect(sectionImageTabsTemplate.key).toBe('section_image_tabs');
    expect(sectionImageTabsTemplate.fields.block_scroll_id).toMatchObject({ type: 'string' });
    expect(Object.keys(sectionImageTabsTemplate.defaultProps).sort()).toEqual(Object.keys(sectionImageTabsTemplate.fields).sort());
    expect(sectionImageTabsTemplate.defaultProps).toMatchObject({ tabs: [] });
  });

  it('limits tabs to 10 (catalogue maximum)', () => {
    const field = sectionImageTabsTemplate.fields.tabs;
    expect(field).toMatchObject({ type: 'array', max: 10 });
    expect(sectionImageTabsTemplate.max_field_groups).toBe(10);
  });

  it('renders valid HTML with the default props', () => {
    expect(htmlProblems(renderHtml('section_image_tabs', {}))).toEqual([]);
  });

  it('renders valid HTML with every group filled', () => {
    const html = renderHtml('section_image_tabs', maxProps(sectionImageTabsTemplate, '[]'));
    expect(htmlProblems(html)).toEqual([]);
    expect(html).toContain('id="section_image_tabs-max"');
    expect(html).toContain('data-blocks-count=');
  });
});
