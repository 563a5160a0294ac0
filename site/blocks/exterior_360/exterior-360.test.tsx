import { expect } from 'vitest';
import { describeCatalogueBlock } from '../testing/catalogue-block-tests.js';
import { exterior360Template } from './template.js';

describeCatalogueBlock(exterior360Template, {
  key: 'exterior_360',
  defaults: { has_slider_with_handle: true, has_sidebar: true, has_autostart: false },
  groups: { field: 'colours', max: 20 },
  filled: (html) => expect(html).toContain('autostart=""'),
});
