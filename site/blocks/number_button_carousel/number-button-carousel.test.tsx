import { expect } from 'vitest';
import { describeCatalogueBlock } from '../testing/catalogue-block-tests.js';
import { numberButtonCarouselTemplate } from './template.js';

describeCatalogueBlock(numberButtonCarouselTemplate, {
  key: 'number_button_carousel',
  defaults: { slides: [] },
  groups: { field: 'slides', max: 20 },
  filled: (html) => expect(html.match(/lrdx-carousel__number"/g)).toHaveLength(20),
});
