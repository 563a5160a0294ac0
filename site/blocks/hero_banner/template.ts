/** Hero banner (catalogue): heading, paragraph, image and a link button over a full-width picture. */
import { headedBlockDefaults, headedBlockFields, selectField, imageField, longTextField } from '../shared/catalogue-fields.js';
import { emptyLink, linkField } from '../shared/link-fields.js';
import type { BlockTemplate, ImageValue, LinkValue, HeadedBlockProps } from '../types.js';

export interface HeroBannerProps extends HeadedBlockProps {
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
    ...headedBlockFields(),
    paragraph: longTextField('Paragraph'),
    image: imageField('Image'),
    link: linkField(),
    theme: selectField('Text colour', [
      ['dark', 'Light text on dark picture'],
      ['light', 'Dark text on light picture'],
    ]),
  },
  defaultProps: {
    ...headedBlockDefaults('Heading', '1'),
    paragraph: '',
    image: { src: '', alt: '' },
    link: emptyLink,
    theme: 'dark',
  },
};
