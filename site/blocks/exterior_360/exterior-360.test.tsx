import { describe, expect, it } from 'vitest';
import { htmlProblems, maxProps, renderHtml } from '../testing/catalogue-b-check.js';
import { exterior360Template } from './template.js';

describe('exterior_360 block', () => {
  it('has the catalogue key, a block_scroll_id field and a default for every field', () => {
    expect(exterior360Template.key).toBe('exterior_360');
    expect(exterior360Template.fields.block_scroll_id).toMatchObject({ type: 'string' });
    expect(Object.keys(exterior360Template.defaultProps).sort()).toEqual(Object.keys(exterior360Template.fields).sort());
    expect(exterior360Template.defaultProps).toMatchObject({ has_slider_with_handle: true, has_sidebar: true, has_autostart: false });
  });

  it('limits colours to 20 (catalogue maximum)', () => {
    const field = exterior360Template.fields.colours;
    expect(field).toMatchObject({ type: 'array', max: 20 });
    expect(exterior360Template.max_field_groups).toBe(20);
  });

  it('renders valid HTML with the default props', () => {
    expect(htmlProblems(renderHtml('exterior_360', {}))).toEqual([]);
  });

  it('renders valid HTML with every group filled', () => {
    const html = renderHtml('exterior_360', maxProps(exterior360Template, '[]'));
    expect(htmlProblems(html)).toEqual([]);
    expect(html).toContain('id="exterior_360-max"');
    expect(html).toContain('autostart=""');
  });
});
