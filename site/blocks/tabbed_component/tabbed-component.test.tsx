import { describe, expect, it } from 'vitest';
import { htmlProblems, maxProps, renderHtml } from '../testing/catalogue-b-check.js';
import { tabbedComponentTemplate } from './template.js';

describe('tabbed_component block', () => {
  it('has the catalogue key, a block_scroll_id field and a default for every field', () => {
    expect(tabbedComponentTemplate.key).toBe('tabbed_component');
    expect(tabbedComponentTemplate.fields.block_scroll_id).toMatchObject({ type: 'string' });
    expect(Object.keys(tabbedComponentTemplate.defaultProps).sort()).toEqual(Object.keys(tabbedComponentTemplate.fields).sort());
    expect(tabbedComponentTemplate.defaultProps).toMatchObject({ tabs: [] });
  });

  it('limits tabs to 3 (catalogue maximum)', () => {
    const field = tabbedComponentTemplate.fields.tabs;
    expect(field).toMatchObject({ type: 'array', max: 3 });
    expect(tabbedComponentTemplate.max_field_groups).toBe(3);
  });

  it('renders valid HTML with the default props', () => {
    expect(htmlProblems(renderHtml('tabbed_component', {}))).toEqual([]);
  });

  it('renders valid HTML with every group filled', () => {
    const html = renderHtml('tabbed_component', maxProps(tabbedComponentTemplate, '[]'));
    expect(htmlProblems(html)).toEqual([]);
    expect(html).toContain('id="tabbed_component-max"');
    expect(html).toContain('<lrdx-view-360');
  });
});
