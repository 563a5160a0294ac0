import { expect } from 'vitest';
import { describeCatalogueBlock } from '../testing/catalogue-block-tests.js';
import { seatSliderTemplate } from './template.js';

describeCatalogueBlock(seatSliderTemplate, {
  key: 'seat_slider',
  defaults: { counter: 1200 },
  groups: { field: 'slides', max: 10 },
  filled: (html) => expect(html).toContain('lrdx-counter__value'),
});
