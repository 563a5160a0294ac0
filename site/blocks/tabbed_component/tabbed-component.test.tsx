import { expect } from 'vitest';
import { describeCatalogueBlock } from '../testing/catalogue-block-tests.js';
import { tabbedComponentTemplate } from './template.js';

describeCatalogueBlock(tabbedComponentTemplate, {
  key: 'tabbed_component',
  defaults: { tabs: [] },
  groups: { field: 'tabs', max: 3 },
  filled: (html) => expect(html).toContain('<lrdx-view-360'),
});
