import { describe, expect } from 'vitest';
import { catalogueBlockTests } from '../testing/catalogue-block-tests.js';
import { contentBlocksCarouselTemplate } from './template.js';

describe('content_blocks_carousel block', () => {
  catalogueBlockTests(contentBlocksCarouselTemplate, {
    key: 'content_blocks_carousel',
    defaults: { slides: [] },
    groups: { field: 'slides', max: 30 },
    filled: (html) => expect(html).toContain('aria-roledescription="slide"'),
  });
});
