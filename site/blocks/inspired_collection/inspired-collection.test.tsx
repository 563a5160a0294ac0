import { describe, expect } from 'vitest';
import { catalogueBlockTests } from '../testing/catalogue-block-tests.js';
import { inspiredCollectionTemplate } from './template.js';

describe('inspired_collection block', () => {
  catalogueBlockTests(inspiredCollectionTemplate, {
    key: 'inspired_collection',
    defaults: { items: [] },
    groups: { field: 'items', max: 4 },
    filled: (html) => expect(html.match(/lrdx-inspired__item/g)).toHaveLength(4),
  });
});
