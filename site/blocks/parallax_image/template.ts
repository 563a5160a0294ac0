/**
 * Parallax image (catalogue: up to 40 groups): full-width pictures that move slower than the page
 * as it scrolls, each with an optional title, text and link button over it.
 */
import { cardItemFields, type CardItem } from '../shared/card-fields.js';
import { selectField, fieldGroups, arrayField } from '../shared/catalogue-fields.js';
import { emptyLink } from '../shared/link-fields.js';
import { thumbnail } from '../shared/thumbnail.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate } from '../types.js';

export const PARALLAX_MAX = 40;

export type ParallaxItem = CardItem;

export interface ParallaxImageProps extends BaseBlockProps {
  height: string;
  items: ParallaxItem[];
}

const defaultItem = (): ParallaxItem => ({
  image: { src: '/media/scenes/mountains-dawn', alt: '' },
  title: '',
  text: '',
  link: { ...emptyLink, ui_type: 'secondary' },
});

export const parallaxImageTemplate: BlockTemplate<ParallaxImageProps> = {
  key: 'parallax_image',
  name: 'Parallax image',
  description: 'Full-width pictures that scroll slower than the page, with an optional title, text and button on each.',
  short_description: 'Full-width pictures with depth',
  group: 'Media',
  hidden: false,
  area: 'content',
  list_priority: 30,
  thumbnail: thumbnail([
    { kind: 'media', x: 0, y: 6, w: 160, h: 50 },
    { kind: 'text', x: 52, y: 26, w: 56, h: 6 },
    { kind: 'media', x: 0, y: 60, w: 160, h: 30 },
  ]),
  ...fieldGroups('items', PARALLAX_MAX),
  fields: {
    block_scroll_id: scrollIdField,
    height: selectField('Height', [
      ['medium', 'Medium'],
      ['full', 'Full screen'],
    ]),
    items: arrayField('Pictures', PARALLAX_MAX, defaultItem(), cardItemFields()),
  },
  defaultProps: { block_scroll_id: '', height: 'medium', items: [defaultItem()] },
};
