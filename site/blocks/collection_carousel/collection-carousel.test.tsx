import { expect } from 'vitest';
import { describeCatalogueBlock } from '../testing/catalogue-block-tests.js';
import { collectionCarouselTemplate } from './template.js';

describeCatalogueBlock(collectionCarouselTemplate, {
  key: 'collection_carousel',
  defaults: { cards: [] },
  groups: { field: 'cards', max: 30 },
  filled: (html) => expect(html).toContain('420w'),
});
