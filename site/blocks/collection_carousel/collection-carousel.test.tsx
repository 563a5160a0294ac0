import { describe, expect } from 'vitest';
import { catalogueBlockTests } from '../testing/catalogue-block-tests.js';
import { collectionCarouselTemplate } from './template.js';

describe('collection_carousel block', () => {
  catalogueBlockTests(collectionCarouselTemplate, {
    key: 'collection_carousel',
    defaults: { cards: [] },
    groups: { field: 'cards', max: 30 },
    filled: (html) => expect(html).toContain('420w'),
  });
});
