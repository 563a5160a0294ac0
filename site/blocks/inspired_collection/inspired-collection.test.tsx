import { expect } from 'vitest';
import { describeCatalogueBlock } from '../testing/catalogue-block-tests.js';
import { inspiredCollectionTemplate } from './template.js';

describeCatalogueBlock(inspiredCollectionTemplate, {
  key: 'inspired_collection',
  defaults: { items: [] },
  groups: { field: 'items', max: 4 },
  filled: (html) => expect(html.match(/lrdx-inspired__item/g)).toHaveLength(4),
});
