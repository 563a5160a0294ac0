import { expect } from 'vitest';
import { describeCatalogueBlock } from '../testing/catalogue-block-tests.js';
import { collectionSliderTemplate } from './template.js';

describeCatalogueBlock(collectionSliderTemplate, {
  key: 'collection_slider',
  defaults: { limit: 10, lang: 'en' },
  groups: { field: 'items', max: 30 },
  filled: (html) => expect(html).toContain('lrdx-carousel'),
});
