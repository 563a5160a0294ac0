/**
 * Content blocks (catalogue): cards of picture, heading, text and link, up to 4 per row
 * (max 1000 groups), as a grid or as a CSS scroll-snap carousel that needs no script.
 */
import { emptyLink, headingLevelField, linkField } from '../shared/link-fields.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate, type ImageValue, type LinkValue } from '../types.js';

export interface ContentBlockItem {
  heading: string;
  paragraph: string;
  image: ImageValue;
  link: LinkValue;
}

export interface ContentBlocksProps extends BaseBlockProps {
  heading: string;
  heading_level: string;
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
    block_scroll_id: scrollIdField,
    heading: { label: 'Heading', type: 'string', translatable: true },
    heading_level: headingLevelField(),
    layout: {
      label: 'Layout',
      type: 'select',
      options: [
        { label: 'Grid', value: 'grid' },
        { label: 'Carousel', value: 'carousel' },
      ],
    },
    columns: {
      label: 'Cards per row',
      type: 'select',
      options: ['1', '2', '3', '4'].map((value) => ({ label: value, value })),
    },
    items: {
      label: 'Cards',
      type: 'array',
      max: CONTENT_BLOCKS_MAX,
      defaultItemProps: emptyItem as unknown as Record<string, unknown>,
      arrayFields: {
        heading: { label: 'Heading', type: 'string', translatable: true },
        paragraph: { label: 'Text', type: 'text', translatable: true },
        image: { label: 'Image', type: 'image', sizes: ['640x360'] },
        link: linkField('Link'),
      },
    },
  },
  defaultProps: { block_scroll_id: '', heading: '', heading_level: '2', layout: 'grid', columns: '3', items: [] },
};
