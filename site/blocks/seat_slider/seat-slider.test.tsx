import { describe, expect, it } from 'vitest';
import { htmlProblems, maxProps, renderHtml } from '../testing/catalogue-b-check.js';
import { seatSliderTemplate } from './template.js';

describe('seat_slider block', () => {
  it('has the catalogue key, a block_scroll_id field and a default for every field', () => {
    expect(seatSliderTemplate.key).toBe('seat_slider');
    expect(seatSliderTemplate.fields.block_scroll_id).toMatchObject({ type: 'string' });
    expect(Object.keys(seatSliderTemplate.defaultProps).sort()).toEqual(Object.keys(seatSliderTemplate.fields).sort());
    expect(seatSliderTemplate.defaultProps).toMatchObject({ counter: 1200 });
  });

  it('limits slides to 10 (catalogue maximum)', () => {
    const field = seatSliderTemplate.fields.slides;
    expect(field).toMatchObject({ type: 'array', max: 10 });
    expect(seatSliderTemplate.max_field_groups).toBe(10);
  });

  it('renders valid HTML with the default props', () => {
    expect(htmlProblems(renderHtml('seat_slider', {}))).toEqual([]);
  });

  it('renders valid HTML with every group filled', () => {
    const html = renderHtml('seat_slider', maxProps(seatSliderTemplate, '[]'));
    expect(htmlProblems(html)).toEqual([]);
    expect(html).toContain('id="seat_slider-max"');
    expect(html).toContain('lrdx-counter__value');
  });
});
