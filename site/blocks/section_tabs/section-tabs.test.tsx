import { expect } from 'vitest';
import { describeCatalogueBlock } from '../testing/catalogue-block-tests.js';
import { sectionTabsTemplate } from './template.js';

describeCatalogueBlock(sectionTabsTemplate, {
  key: 'section_tabs',
  defaults: { has_modal: false },
  groups: { field: 'tabs', max: 10 },
  filled: (html) => expect(html).toContain('<dialog'),
});
