import { describe, expect, it } from 'vitest';
import { htmlProblems, maxProps, renderHtml } from '../testing/catalogue-b-check.js';
import { galleryCarouselTemplate } from './template.js';

describe('gallery_carousel block', () => {
  it('has the catalogue key, a block_scroll_id field and a default for every field', () => {
    expect(galleryCarouselTemplate.key).toBe('gallery_carousel');
    expect(galleryCarouselTemplate.fields.block_scroll_id).toMatchObject({ type: 'string' });
    expect(Object.keys(galleryCarouselTemplate.defaultProps).sort()).toEqual(Object.keys(galleryCarouselTemplate.fields).sort());
    expect(galleryCarouselTemplate.defaultProps).toMatchObject({ pictures: [] });
  });

  it('limits pictures to 40 (catalogue maximum)', () => {
    const field = galleryCarouselTemplate.fields.pictures;
    expect(field).toMatchObject({ type: 'array', max: 40 });
    expect(galleryCarouselTemplate.max_field_groups).toBe(40);
  });

  it('renders valid HTML with the default props', () => {
    expect(htmlProblems(renderHtml('gallery_carousel', {}))).toEqual([]);
  });

  it('renders valid HTML with every group filled', () => {
    const html = renderHtml('gallery_carousel', maxProps(galleryCarouselTemplate, '[]'));
    expect(htmlProblems(html)).toEqual([]);
    expect(html).toContain('id="gallery_carousel-max"');
    expect(html.match(/data-lightbox-item/g)).toHaveLength(40);
  });
});
