import { expect } from 'vitest';
import { describeCatalogueBlock } from '../testing/catalogue-block-tests.js';
import { colorButtonCarouselTemplate } from './template.js';

describeCatalogueBlock(colorButtonCarouselTemplate, {
  key: 'color_button_carousel',
  defaults: { is_bigger_picker: false },
  groups: { field: 'colours', max: 20 },
  filled: (html) => expect(html.match(/type="radio"/g)).toHaveLength(20),
});
