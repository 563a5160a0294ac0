import { describe, expect } from 'vitest';
import { catalogueBlockTests } from '../testing/catalogue-block-tests.js';
import { sectionTabsTemplate } from './template.js';

describe('section_tabs block', () => {
  catalogueBlockTests(sectionTabsTemplate, {
    key: 'section_tabs',
    defaults: { has_modal: false },
    groups: { field: 'tabs', max: 10 },
    filled: (html) => expect(html).toContain('<dialog'),
  });
});
