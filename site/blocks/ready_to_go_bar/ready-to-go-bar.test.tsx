import { describe, expect, it } from 'vitest';
import { htmlProblems, maxProps, renderHtml } from '../testing/catalogue-b-check.js';
import { readyToGoBarTemplate } from './template.js';

describe('ready_to_go_bar block', () => {
  it('has the catalogue key, a block_scroll_id field and a default for every field', () => {
    expect(readyToGoBarTemplate.key).toBe('ready_to_go_bar');
    expect(readyToGoBarTemplate.fields.block_scroll_id).toMatchObject({ type: 'string' });
    expect(Object.keys(readyToGoBarTemplate.defaultProps).sort()).toEqual(Object.keys(readyToGoBarTemplate.fields).sort());
    expect(readyToGoBarTemplate.defaultProps).toMatchObject({ mobile_button_label: 'Show more', fabDisabled: false });
  });

  it('limits groups to 5 (catalogue maximum)', () => {
    const field = readyToGoBarTemplate.fields.groups;
    expect(field).toMatchObject({ type: 'array', max: 5 });
    expect(readyToGoBarTemplate.max_field_groups).toBe(5);
  });

  it('renders valid HTML with the default props', () => {
    expect(htmlProblems(renderHtml('ready_to_go_bar', {}))).toEqual([]);
  });

  it('renders valid HTML with every group filled', () => {
    const html = renderHtml('ready_to_go_bar', maxProps(readyToGoBarTemplate, '[]'));
    expect(htmlProblems(html)).toEqual([]);
    expect(html).toContain('id="ready_to_go_bar-max"');
    expect(html).toContain('<details class="lrdx-ready-bar__more">');
  });
});
