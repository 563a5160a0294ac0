import { describe, expect, it } from 'vitest';
import { htmlProblems, maxProps, renderHtml } from '../testing/catalogue-b-check.js';
import { contentBlocksCarouselTemplate } from './template.js';

describe('content_blocks_carousel block', () => {
  it('has the catalogue key, a block_scroll_id field and a default for every field', () => {
    expect(contentBlocksCarouselTemplate.key).toBe('content_blocks_carousel');
    expect(contentBlocksCarouselTemplate.fields.block_scroll_id).toMatchObject({ type: 'string' });
    expect(Object.keys(contentBlocksCarouselTemplate.defaultProps).sort()).toEqual(
      Object.keys(contentBlocksCarouselTemplate.fields).sort(),
    );
    expect(contentBlocksCarouselTemplate.defaultProps).toMatchObject({ slides: [] });
  });

  it('limits slides to 30 (catalogue maximum)', () => {
    const field = contentBlocksCarouselTemplate.fields.slides;
    expect(field).toMatchObject({ type: 'array', max: 30 });
    expect(contentBlocksCarouselTemplate.max_field_groups).toBe(30);
  });

  it('renders valid HTML with the default props', () => {
    expect(htmlProblems(renderHtml('content_blocks_carousel', {}))).toEqual([]);
  });

  it('renders valid HTML with every group filled', () => {
    const html = renderHtml('content_blocks_carousel', maxProps(contentBlocksCarouselTemplate, '[]'));
    expect(htmlProblems(html)).toEqual([]);
    expect(html).toContain('id="content_blocks_carousel-max"');
    expect(html).toContain('aria-roledescription="slide"');
  });
});
