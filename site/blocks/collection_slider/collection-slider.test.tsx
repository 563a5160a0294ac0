import { describe, expect } from 'vitest';
import { catalogueBlockTests } from '../testing/catalogue-block-tests.js';
import { collectionSliderTemplate } from './template.js';

describe('collection_slider block', () => {
  catalogueBlockTests(collectionSliderTemplate, {
    key: 'collection_slider',
    defaults: { limit: 10, lang: 'en' },
    groups: { field: 'items', max: 30 },
    filled: (html) => expect(html).toContain('lrdx-carousel'),
  });
});
