import { expect } from 'vitest';
import { describeCatalogueBlock } from '../testing/catalogue-block-tests.js';
import { galleryCategoriesTemplate } from './template.js';

describeCatalogueBlock(galleryCategoriesTemplate, {
  key: 'gallery_categories',
  defaults: { categories: [] },
  groups: { field: 'categories', max: 4 },
  filled: (html) => expect(html.match(/lrdx-gallery-categories__item/g)).toHaveLength(4),
});
