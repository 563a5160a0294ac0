/** Hero banner (catalogue): heading, paragraph, image and a link button over a full-width picture. */
import { emptyLink, headingLevelField, linkField } from '../shared/link-fields.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate, type ImageValue, type LinkValue } from '../types.js';

export interface HeroBannerProps extends BaseBlockProps {
  heading: string;
  heading_level: string;
  paragraph: string;
  image: ImageValue;
  link: LinkValue;
  theme: string;
}

export const heroBannerTemplate: BlockTemplate<HeroBannerProps> = {
  key: 'hero_banner',
  name: 'Hero banner',
  description: 'A full-width picture with a heading, a short paragraph and a button.',
  group: 'Heroes',
  fields: {
    block_scroll_id: scrollIdField,
    heading: { label: 'Heading', type: 'string', translatable: true },
    heading_level: headingLevelField(),
    paragraph: { label: 'Paragraph', type: 'text', translatable: true },
    image: { label: 'Image', type: 'image', sizes: ['1600x900', '1024x576', '640x360'] },
    link: linkField(),
    theme: {
      label: 'Text colour',
      type: 'select',
      options: [
        { label: 'Light text on dark picture', value: 'dark' },
        { label: 'Dark text on light picture', value: 'light' },
      ],
    },
  },
  defaultProps: {
    block_scroll_id: '',
    heading: 'Heading',
    heading_level: '1',
    paragraph: '',
    image: { src: '', alt: '' },
    link: emptyLink,
    theme: 'dark',
  },
};
