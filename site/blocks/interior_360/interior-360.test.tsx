import { describe, expect, it } from 'vitest';
import { htmlProblems, maxProps, renderHtml } from '../testing/catalogue-b-check.js';
import { interior360Template } from './template.js';

describe('interior_360 block', () => {
  it('has the catalogue key, a block_scroll_id field and a default for every field', () => {
    expect(interior360Template.key).toBe('interior_360');
    expect(interior360Template.fields.block_scroll_id).toMatchObject({ type: 'string' });
    expect(Object.keys(interior360Template.defaultProps).sort()).toEqual(Object.keys(interior360Template.fields).sort());
    expect(interior360Template.defaultProps).toMatchObject({ heading: '' });
  });

  it('renders valid HTML with the default props', () => {
    expect(htmlProblems(renderHtml('interior_360', {}))).toEqual([]);
  });

  it('renders valid HTML with every group filled', () => {
    const html = renderHtml('interior_360', maxProps(interior360Template, '[]'));
    expect(htmlProblems(html)).toEqual([]);
    expect(html).toContain('id="interior_360-max"');
    expect(html).toContain('mode="interior"');
  });
});
