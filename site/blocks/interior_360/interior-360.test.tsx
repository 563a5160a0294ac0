import { expect } from 'vitest';
import { describeCatalogueBlock } from '../testing/catalogue-block-tests.js';
import { interior360Template } from './template.js';

describeCatalogueBlock(interior360Template, {
  key: 'interior_360',
  defaults: { heading: '' },
  filled: (html) => expect(html).toContain('mode="interior"'),
});
