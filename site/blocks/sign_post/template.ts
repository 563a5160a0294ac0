/** Sign post (catalogue): cards that send the visitor on (a picture, a title, a line and a link each). */
import { headedBlockDefaults, headedBlockFields, fieldGroups, arrayField, IMAGE_SIZES_HALF } from '../shared/catalogue-fields.js';
import { cardItemFields, type CardItem } from '../shared/card-fields.js';
import { emptyLink } from '../shared/link-fields.js';
import { cardRowShapes, thumbnail } from '../shared/thumbnail.js';
import type { BlockTemplate, HeadedBlockProps } from '../types.js';

export type SignPostItem = CardItem;

export interface SignPostProps extends HeadedBlockProps {
  items: SignPostItem[];
}

export const SIGN_POST_MAX = 4;

const item: SignPostItem = {
  image: { src: '/media/scenes/suv-1b1c1e-city-dusk', alt: '' },
  title: 'Title',
  text: '',
  link: emptyLink,
};

export const signPostTemplate: BlockTemplate<SignPostProps> = {
  key: 'sign_post',
  name: 'Sign post',
  description: 'Two to four picture cards that lead to other pages (explore, book a test drive, find a retailer).',
  short_description: 'Picture cards with links',
  group: 'Content',
  hidden: false,
  area: 'content',
  list_priority: 30,
  ...fieldGroups('items', SIGN_POST_MAX, 3),
  thumbnail: thumbnail(cardRowShapes({ count: 3, x: 8, step: 50, y: 14, w: 44, h: 40, text: { inset: 0, y: 60, w: 30 } })),
  fields: {
    ...headedBlockFields(),
    items: arrayField('Cards', SIGN_POST_MAX, item, cardItemFields(IMAGE_SIZES_HALF)),
  },
  defaultProps: { ...headedBlockDefaults(), items: [item, item, item] },
};
