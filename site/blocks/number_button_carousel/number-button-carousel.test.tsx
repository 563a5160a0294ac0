import { describe, expect, it } from 'vitest';
import { htmlProblems, maxProps, renderHtml } from '../testing/catalogue-b-check.js';
import { numberButtonCarouselTemplate } from './template.js';

describe('number_button_carousel block', () => {
  it('has the catalogue key, a block_scroll_id field and a default for every field', () => {
    expect(numberButtonCarouselTemplate.key).toBe('number_button_carousel');
    expect(numberButtonCarouselTemplate.fields.block_scroll_id).toMatchObject({ type: 'string' });
    expect(Object.keys(numberButtonCarouselTemplate.defaultProps).sort()).toEqual(Object.keys(numberButtonCarouselTemplate.fields).sort());
    expect(numberButtonCarouselTemplate.defaultProps).toMatchObject({ slides: [] });
  });

  it('limits slides to 20 (catalogue maximum)', () => {
    const field = numberButtonCarouselTemplate.fields.slides;
    expect(field).toMatchObject({ type: 'array', max: 20 });
    expect(numberButtonCarouselTemplate.max_field_groups).toBe(20);
  });

  it('renders valid HTML with the default props', () => {
    expect(htmlProblems(renderHtml('number_button_carousel', {}))).toEqual([]);
  });

  it('renders valid HTML with every group filled', () => {
    const html = renderHtml('number_button_carousel', maxProps(numberButtonCarouselTemplate, '[]'));
    expect(htmlProblems(html)).toEqual([]);
    expect(html).toContain('id="number_button_carousel-max"');
    expect(html.match(/lrdx-carousel__number"/g)).toHaveLength(20);
  });
});
