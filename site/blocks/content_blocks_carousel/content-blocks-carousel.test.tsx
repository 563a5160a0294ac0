import { expect } from 'vitest';
import { describeCatalogueBlock } from '../testing/catalogue-block-tests.js';
import { contentBlocksCarouselTemplate } from './template.js';

describeCatalogueBlock(contentBlocksCarouselTemplate, {
  key: 'content_blocks_carousel',
  defaults: { slides: [] },
  groups: { field: 'slides', max: 30 },
  filled: (html) => expect(html).toContain('aria-roledescription="slide"'),
});
