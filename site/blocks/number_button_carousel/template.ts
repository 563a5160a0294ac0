/** Number button carousel (catalogue): Slides chosen with numbered buttons. */
import { headedGroups } from '../shared/catalogue-fields.js';
import { emptySlide, slideFields, type Slide } from '../shared/slide-fields.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import type { BlockTemplate, HeadedBlockProps } from '../types.js';

export interface NumberButtonCarouselProps extends HeadedBlockProps {
  slides: Slide[];
}

export const NUMBER_BUTTON_CAROUSEL_MAX = 20;

export const numberButtonCarouselTemplate: BlockTemplate<NumberButtonCarouselProps> = {
  key: 'number_button_carousel',
  name: 'Number button carousel',
  description: 'Slides chosen with numbered buttons.',
  group: 'Carousels',
  short_description: 'Slides chosen by number.',
  area: 'content',
  list_priority: 50,
  thumbnail: THUMBNAILS.carousel,
  ...headedGroups('slides', 'Slides', NUMBER_BUTTON_CAROUSEL_MAX, emptySlide(), slideFields()),
};
