/** Number button carousel (catalogue): Slides chosen with numbered buttons. */
import { textField } from '../shared/catalogue-fields.js';
import { headingLevelField } from '../shared/link-fields.js';
import { slideArrayField, type Slide } from '../shared/slide-fields.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate } from '../types.js';

export interface NumberButtonCarouselProps extends BaseBlockProps {
  heading: string;
  heading_level: string;
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
  field_groups: 'slides',
  field_groups_seed: 1,
  max_field_groups: NUMBER_BUTTON_CAROUSEL_MAX,
  fields: {
    block_scroll_id: scrollIdField,
    heading: textField('Heading'),
    heading_level: headingLevelField(),
    slides: slideArrayField('Slides', NUMBER_BUTTON_CAROUSEL_MAX),
  },
  defaultProps: { block_scroll_id: '', heading: '', heading_level: '2', slides: [] },
};
