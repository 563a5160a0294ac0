import { describe, expect } from 'vitest';
import { catalogueBlockTests } from '../testing/catalogue-block-tests.js';
import { dualFrameCarouselTemplate } from './template.js';

describe('dual_frame_carousel block', () => {
  catalogueBlockTests(dualFrameCarouselTemplate, {
    key: 'dual_frame_carousel',
    defaults: { slides: [] },
    groups: { field: 'slides', max: 20 },
    filled: (html) => expect(html).toContain('lrdx-dual-frame__secondary'),
  });
});
