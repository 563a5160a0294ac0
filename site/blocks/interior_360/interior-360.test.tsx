import { describe, expect } from 'vitest';
import { catalogueBlockTests } from '../testing/catalogue-block-tests.js';
import { interior360Template } from './template.js';

describe('interior_360 block', () => {
  catalogueBlockTests(interior360Template, {
    key: 'interior_360',
    defaults: { heading: '' },
    filled: (html) => expect(html).toContain('mode="interior"'),
  });
});
