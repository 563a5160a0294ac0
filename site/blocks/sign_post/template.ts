/** Sign post (catalogue): cards that send the visitor on (a picture, a title, a line and a link each). */
import {
  headedBlockDefaults,
  headedBlockFields,
  fieldGroups,
  IMAGE_SIZES_HALF,
  imageField,
  longTextField,
  textField,
  arrayField,
} from '../shared/catalogue-fields.js';
import { emptyLink, linkField } from '../shared/link-fields.js';
import { thumbnail } from '../shared/thumbnail.js';
import type { BlockTemplate, ImageValue, LinkValue, HeadedBlockProps } from '../types.js';

export type SignPostItem = {
  image: ImageValue;
  title: string;
  text: string;
  link: LinkValue;
};

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
  thumbnail: thumbnail([
    { kind: 'media', x: 8, y: 14, w: 44, h: 40 },
    { kind: 'media', x: 58, y: 14, w: 44, h: 40 },
    { kind: 'media', x: 108, y: 14, w: 44, h: 40 },
    { kind: 'text', x: 8, y: 60, w: 30 },
    { kind: 'text', x: 58, y: 60, w: 30 },
    { kind: 'text', x: 108, y: 60, w: 30 },
  ]),
  fields: {
    ...headedBlockFields(),
    items: arrayField('Cards', SIGN_POST_MAX, item, {
      image: imageField('Image', IMAGE_SIZES_HALF),
      title: textField('Title'),
      text: longTextField('Text'),
      link: linkField(),
    }),
  },
  defaultProps: { ...headedBlockDefaults(), items: [item, item, item] },
};
