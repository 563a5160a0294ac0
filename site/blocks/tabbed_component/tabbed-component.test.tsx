import { describe, expect } from 'vitest';
import { catalogueBlockTests } from '../testing/catalogue-block-tests.js';
import { tabbedComponentTemplate } from './template.js';

describe('tabbed_component block', () => {
  catalogueBlockTests(tabbedComponentTemplate, {
    key: 'tabbed_component',
    defaults: { tabs: [] },
    groups: { field: 'tabs', max: 3 },
    filled: (html) => expect(html).toContain('<lrdx-view-360'),
  });
});
