import { describe, expect } from 'vitest';
import { catalogueBlockTests } from '../testing/catalogue-block-tests.js';
import { galleryCategoriesTemplate } from './template.js';

describe('gallery_categories block', () => {
  catalogueBlockTests(galleryCategoriesTemplate, {
    key: 'gallery_categories',
    defaults: { categories: [] },
    groups: { field: 'categories', max: 4 },
    filled: (html) => expect(html.match(/lrdx-gallery-categories__item/g)).toHaveLength(4),
  });
});
