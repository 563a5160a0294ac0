import { expect } from 'vitest';
import { describeCatalogueBlock } from '../testing/catalogue-block-tests.js';
import { dualFrameCarouselTemplate } from './template.js';

describeCatalogueBlock(dualFrameCarouselTemplate, {
  key: 'dual_frame_carousel',
  defaults: { slides: [] },
  groups: { field: 'slides', max: 20 },
  filled: (html) => expect(html).toContain('lrdx-dual-frame__secondary'),
});
