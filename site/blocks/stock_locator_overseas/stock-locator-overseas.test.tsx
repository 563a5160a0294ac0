import { describe, expect } from 'vitest';
import { catalogueBlockTests } from '../testing/catalogue-block-tests.js';
import { stockLocatorOverseasTemplate } from './template.js';

describe('stock_locator_overseas block', () => {
  catalogueBlockTests(stockLocatorOverseasTemplate, {
    key: 'stock_locator_overseas',
    defaults: { load_on: 'ready' },
    filled: (html) => expect(html).toContain('market="overseas"'),
  });
});
