import { describe, expect } from 'vitest';
import { catalogueBlockTests } from '../testing/catalogue-block-tests.js';
import { seatSliderTemplate } from './template.js';

describe('seat_slider block', () => {
  catalogueBlockTests(seatSliderTemplate, {
    key: 'seat_slider',
    defaults: { counter: 1200 },
    groups: { field: 'slides', max: 10 },
    filled: (html) => expect(html).toContain('lrdx-counter__value'),
  });
});
