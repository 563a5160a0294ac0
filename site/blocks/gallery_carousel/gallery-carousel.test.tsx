import { describe, expect } from 'vitest';
import { catalogueBlockTests } from '../testing/catalogue-block-tests.js';
import { galleryCarouselTemplate } from './template.js';

describe('gallery_carousel block', () => {
  catalogueBlockTests(galleryCarouselTemplate, {
    key: 'gallery_carousel',
    defaults: { pictures: [] },
    groups: { field: 'pictures', max: 40 },
    filled: (html) => expect(html.match(/data-lightbox-item/g)).toHaveLength(40),
  });
});
