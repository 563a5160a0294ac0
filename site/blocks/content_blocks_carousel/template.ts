/** Content blocks carousel (catalogue): Content cards in a swipeable row, three at a time on wide screens. */
import { headedGroups } from '../shared/catalogue-fields.js';
import { emptySlide, slideFields, type Slide } from '../shared/slide-fields.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import type { BlockTemplate, HeadedBlockProps } from '../types.js';

export interface ContentBlocksCarouselProps extends HeadedBlockProps {
  slides: Slide[];
}

export const CONTENT_BLOCKS_CAROUSEL_MAX = 30;

export const contentBlocksCarouselTemplate: BlockTemplate<ContentBlocksCarouselProps> = {
  key: 'content_blocks_carousel',
  name: 'Content blocks carousel',
  description: 'Content cards in a swipeable row, three at a time on wide screens.',
  group: 'Carousels',
  short_description: 'Content cards in a carousel.',
  area: 'content',
  list_priority: 51,
  thumbnail: THUMBNAILS.cards,
  ...headedGroups('slides', 'Slides', CONTENT_BLOCKS_CAROUSEL_MAX, emptySlide(), slideFields()),
};
