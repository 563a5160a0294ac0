import { describe, expect, it } from 'vitest';
import { htmlProblems, maxProps, renderHtml } from '../testing/catalogue-b-check.js';
import { dualFrameCarouselTemplate } from './template.js';

describe('dual_frame_carousel block', () => {
  it('has the catalogue key, a block_scroll_id field and a default for every field', () => {
    expect(dualFrameCarouselTemplate.key).toBe('dual_frame_carousel');
    expect(dualFrameCarouselTemplate.fields.block_scroll_id).toMatchObject({ type: 'string' });
    expect(Object.keys(dualFrameCarouselTemplate.defaultProps).sort()).toEqual(Object.keys(dualFrameCarouselTemplate.fields).sort());
    expect(dualFrameCarouselTemplate.defaultProps).toMatchObject({ slides: [] });
  });

  it('limits slides to 20 (catalogue maximum)', () => {
    const field = dualFrameCarouselTemplate.fields.slides;
    expect(field).toMatchObject({ type: 'array', max: 20 });
    expect(dualFrameCarouselTemplate.max_field_groups).toBe(20);
  });

  it('renders valid HTML with the default props', () => {
    expect(htmlProblems(renderHtml('dual_frame_carousel', {}))).toEqual([]);
  });

  it('renders valid HTML with every group filled', () => {
    const html = renderHtml('dual_frame_carousel', maxProps(dualFrameCarouselTemplate, '[]'));
    expect(htmlProblems(html)).toEqual([]);
    expect(html).toContain('id="dual_frame_carousel-max"');
    expect(html).toContain('lrdx-dual-frame__secondary');
  });
});
