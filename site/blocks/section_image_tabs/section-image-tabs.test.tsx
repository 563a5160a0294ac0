import { describe, expect } from 'vitest';
import { catalogueBlockTests } from '../testing/catalogue-block-tests.js';
import { sectionImageTabsTemplate } from './template.js';

describe('section_image_tabs block', () => {
  catalogueBlockTests(sectionImageTabsTemplate, {
    key: 'section_image_tabs',
    defaults: { tabs: [] },
    groups: { field: 'tabs', max: 10 },
    filled: (html) => expect(html).toContain('data-blocks-count='),
  });
});
