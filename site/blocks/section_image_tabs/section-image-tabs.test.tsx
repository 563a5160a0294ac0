import { expect } from 'vitest';
import { describeCatalogueBlock } from '../testing/catalogue-block-tests.js';
import { sectionImageTabsTemplate } from './template.js';

describeCatalogueBlock(sectionImageTabsTemplate, {
  key: 'section_image_tabs',
  defaults: { tabs: [] },
  groups: { field: 'tabs', max: 10 },
  filled: (html) => expect(html).toContain('data-blocks-count='),
});
