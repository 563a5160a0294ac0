import { describe, expect } from 'vitest';
import { catalogueBlockTests } from '../testing/catalogue-block-tests.js';
import { colorButtonCarouselTemplate } from './template.js';

describe('color_button_carousel block', () => {
  catalogueBlockTests(colorButtonCarouselTemplate, {
    key: 'color_button_carousel',
    defaults: { is_bigger_picker: false },
    groups: { field: 'colours', max: 20 },
    filled: (html) => expect(html.match(/type="radio"/g)).toHaveLength(20),
  });
});
