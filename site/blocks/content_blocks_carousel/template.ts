/** Content blocks carousel (catalogue): Content cards in a swipeable row, three at a time on wide screens. */
import { textField } from '../shared/catalogue-fields.js';
import { headingLevelField } from '../shared/link-fields.js';
import { slideArrayField, type Slide } from '../shared/slide-fields.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate } from '../types.js';

export interface ContentBlocksCarouselProps extends BaseBlockProps {
  heading: string;
  heading_level: string;
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
  field_groups: 'slides',
  field_groups_seed: 1,
  max_field_groups: CONTENT_BLOCKS_CAROUSEL_MAX,
  fields: {
    block_scroll_id: scrollIdField,
    heading: textField('Heading'),
    heading_level: headingLevelField(),
    slides: slideArrayField('Slides', CONTENT_BLOCKS_CAROUSEL_MAX),
  },
  defaultProps: { block_scroll_id: '', heading: '', heading_level: '2', slides: [] },
};
