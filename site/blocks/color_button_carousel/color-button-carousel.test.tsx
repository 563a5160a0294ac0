import { describe, expect, it } from 'vitest';
import { htmlProblems, maxProps, renderHtml } from '../testing/catalogue-b-check.js';
import { colorButtonCarouselTemplate } from './template.js';

describe('color_button_carousel block', () => {
  it('has the catalogue key, a block_scroll_id field and a default for every field', () => {
    expect(colorButtonCarouselTemplate.key).toBe('color_button_carousel');
    expect(colorButtonCarouselTemplate.fields.block_scroll_id).toMatchObject({ type: 'string' });
    expect(Object.keys(colorButtonCarouselTemplate.defaultProps).sort()).toEqual(Object.keys(colorButtonCarouselTemplate.fields).sort());
    expect(colorButtonCarouselTemplate.defaultProps).toMatchObject({ is_bigger_picker: false });
  });

  it('limits colours to 20 (catalogue maximum)', () => {
    const field = colorButtonCarouselTemplate.fields.colours;
    expect(field).toMatchObject({ type: 'array', max: 20 });
    expect(colorButtonCarouselTemplate.max_field_groups).toBe(20);
  });

  it('renders valid HTML with the default props', () => {
    expect(htmlProblems(renderHtml('color_button_carousel', {}))).toEqual([]);
  });

  it('renders valid HTML with every group filled', () => {
    const html = renderHtml('color_button_carousel', maxProps(colorButtonCarouselTemplate, '[]'));
    expect(htmlProblems(html)).toEqual([]);
    expect(html).toContain('id="color_button_carousel-max"');
    expect(html.match(/type="radio"/g)).toHaveLength(20);
  });
});
