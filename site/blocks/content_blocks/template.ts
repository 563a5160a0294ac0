/**
 * Content blocks (catalogue): cards of picture, heading, text and link, up to 4 per row
 * (max 1000 groups), as a grid or as a CSS scroll-snap carousel that needs no script.
 */
import { headedBlockDefaults, headedBlockFields, selectField, longTextField, textField, arrayField } from '../shared/catalogue-fields.js';
import { emptyLink, linkField } from '../shared/link-fields.js';
import type { BlockTemplate, ImageValue, LinkValue, HeadedBlockProps } from '../types.js';

export interface ContentBlockItem {
  heading: string;
  paragraph: string;
  image: ImageValue;
  link: LinkValue;
}

export interface ContentBlocksProps extends HeadedBlockProps {
  layout: string;
  columns: string;
  items: ContentBlockItem[];
}

export const CONTENT_BLOCKS_MAX = 1000;

const emptyItem: ContentBlockItem = {
  heading: '',
  paragraph: '',
  image: { src: '', alt: '' },
  link: { ...emptyLink, ui_type: 'tertiary', size: 'small' },
};

export const contentBlocksTemplate: BlockTemplate<ContentBlocksProps> = {
  key: 'content_blocks',
  name: 'Content blocks',
  description: 'Cards with a picture, a heading, text and a link, in a grid or a swipeable row.',
  group: 'Layout',
  fields: {
    ...headedBlockFields(),
    layout: selectField('Layout', [
      ['grid', 'Grid'],
      ['carousel', 'Carousel'],
    ]),
    columns: selectField('Cards per row', ['1', '2', '3', '4']),
    items: arrayField('Cards', CONTENT_BLOCKS_MAX, emptyItem, {
      heading: textField('Heading'),
      paragraph: longTextField('Text'),
      image: { label: 'Image', type: 'image', sizes: ['640x360'] },
      link: linkField('Link'),
    }),
  },
  defaultProps: { ...headedBlockDefaults(), layout: 'grid', columns: '3', items: [] },
};
