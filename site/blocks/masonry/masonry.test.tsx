import { describe, expect, it } from 'vitest';
import { htmlProblems, maxProps, renderHtml } from '../testing/catalogue-b-check.js';
import { masonryTemplate } from './template.js';

describe('masonry block', () => {
  it('has the catalogue key, a block_scroll_id field and a default for every field', () => {
    expect(masonryTemplate.key).toBe('masonry');
    expect(masonryTemplate.fields.block_scroll_id).toMatchObject({ type: 'string' });
    expect(Object.keys(masonryTemplate.defaultProps).sort()).toEqual(Object.keys(masonryTemplate.fields).sort());
    expect(masonryTemplate.defaultProps).toMatchObject({ img_video_grid: 'video-top', disable_autoplay: false });
  });

  it('limits tiles to 4 (catalogue maximum)', () => {
    const field = masonryTemplate.fields.tiles;
    expect(field).toMatchObject({ type: 'array', max: 4 });
    expect(masonryTemplate.max_field_groups).toBe(4);
  });

  it('renders valid HTML with the default props', () => {
    expect(htmlProblems(renderHtml('masonry', {}))).toEqual([]);
  });

  it('renders valid HTML with every group filled', () => {
    const html = renderHtml('masonry', maxProps(masonryTemplate, '[]'));
    expect(htmlProblems(html)).toEqual([]);
    expect(html).toContain('id="masonry-max"');
    expect(html).toContain('lrdx-masonry--video-bottom');
  });

  it('does not repeat a caption as the alt text of its picture (axe image-redundant-alt), and keeps a different alt', () => {
    const html = renderHtml('masonry', {
      tiles: [
        { image: { src: '/media/scenes/mountains-dawn', alt: 'بەفری پێنجوێن' }, caption: 'بەفری پێنجوێن' },
        { image: { src: '/media/scenes/city-dusk', alt: 'شەقامێکی هەولێر لە ئێوارەدا' }, caption: 'هەولێر' },
      ],
    });
    expect(html.match(/alt="[^"]*"/g)).toEqual(['alt=""', 'alt="شەقامێکی هەولێر لە ئێوارەدا"']);
    expect(html).toContain('<figcaption>بەفری پێنجوێن</figcaption>');
  });
});
