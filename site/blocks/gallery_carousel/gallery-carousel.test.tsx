import { expect } from 'vitest';
import { describeCatalogueBlock } from '../testing/catalogue-block-tests.js';
import { galleryCarouselTemplate } from './template.js';

describeCatalogueBlock(galleryCarouselTemplate, {
  key: 'gallery_carousel',
  defaults: { pictures: [] },
  groups: { field: 'pictures', max: 40 },
  filled: (html) => expect(html.match(/data-lightbox-item/g)).toHaveLength(40),
});
