import { expect, it } from 'vitest';
import { renderHtml } from '../testing/html-check.js';
import { describeCatalogueBlock } from '../testing/catalogue-block-tests.js';
import { masonryTemplate } from './template.js';

describeCatalogueBlock(
  masonryTemplate,
  {
    key: 'masonry',
    defaults: { img_video_grid: 'video-top', disable_autoplay: false },
    groups: { field: 'tiles', max: 4 },
    filled: (html) => expect(html).toContain('lrdx-masonry--video-bottom'),
  },
  () => {
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
  },
);
