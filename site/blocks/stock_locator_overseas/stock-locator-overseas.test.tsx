import { expect } from 'vitest';
import { describeCatalogueBlock } from '../testing/catalogue-block-tests.js';
import { stockLocatorOverseasTemplate } from './template.js';

describeCatalogueBlock(stockLocatorOverseasTemplate, {
  key: 'stock_locator_overseas',
  defaults: { load_on: 'ready' },
  filled: (html) => expect(html).toContain('market="overseas"'),
});
