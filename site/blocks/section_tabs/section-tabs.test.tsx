import { describe, expect, it } from 'vitest';
import { htmlProblems, maxProps, renderHtml } from '../testing/catalogue-b-check.js';
import { sectionTabsTemplate } from './template.js';

describe('section_tabs block', () => {
  it('has the catalogue key, a block_scroll_id field and a default for every field', () => {
    expect(sectionTabsTemplate.key).toBe('section_tabs');
    expect(sectionTabsTemplate.fields.block_scroll_id).toMatchObject({ type: 'string' });
    expect(Object.keys(sectionTabsTemplate.defaultProps).sort()).toEqual(Object.keys(sectionTabsTemplate.fields).sort());
    expect(sectionTabsTemplate.defaultProps).toMatchObject({ has_modal: false });
  });

  it('limits tabs to 10 (catalogue maximum)', () => {
    const field = sectionTabsTemplate.fields.tabs;
    expect(field).toMatchObject({ type: 'array', max: 10 });
    expect(sectionTabsTemplate.max_field_groups).toBe(10);
  });

  it('renders valid HTML with the default props', () => {
    expect(htmlProblems(renderHtml('section_tabs', {}))).toEqual([]);
  });

  it('renders valid HTML with every group filled', () => {
    const html = renderHtml('section_tabs', maxProps(sectionTabsTemplate, '[]'));
    expect(htmlProblems(html)).toEqual([]);
    expect(html).toContain('id="section_tabs-max"');
    expect(html).toContain('<dialog');
  });
});
