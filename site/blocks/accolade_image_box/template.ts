/** Accolade image box (catalogue): an award beside a picture: the accolade, who gave it, a text and a link. */
import { selectField, IMAGE_SIZES_HALF, imageField, longTextField, textField } from '../shared/catalogue-fields.js';
import { emptyLink, headingLevelField, linkField } from '../shared/link-fields.js';
import { thumbnail } from '../shared/thumbnail.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate, type ImageValue, type LinkValue } from '../types.js';

export interface AccoladeImageBoxProps extends BaseBlockProps {
  image: ImageValue;
  image_position: string;
  accolade: string;
  awarded_by: string;
  heading: string;
  heading_level: string;
  text: string;
  link: LinkValue;
}

export const accoladeImageBoxTemplate: BlockTemplate<AccoladeImageBoxProps> = {
  key: 'accolade_image_box',
  name: 'Accolade image box',
  description: 'An award or review quote beside a picture, with who gave it and a link.',
  short_description: 'An award beside a picture',
  group: 'Content',
  hidden: false,
  area: 'content',
  list_priority: 62,
  thumbnail: thumbnail([
    { kind: 'media', x: 8, y: 10, w: 84, h: 70 },
    { kind: 'dot', x: 110, y: 26, w: 6 },
    { kind: 'text', x: 104, y: 40, w: 46 },
    { kind: 'text', x: 104, y: 50, w: 36 },
    { kind: 'button', x: 104, y: 62 },
  ]),
  fields: {
    block_scroll_id: scrollIdField,
    image: imageField('Image', IMAGE_SIZES_HALF),
    image_position: selectField('Image position', [
      ['start', 'Start'],
      ['end', 'End'],
    ]),
    accolade: textField('Accolade'),
    awarded_by: textField('Awarded by'),
    heading: textField('Heading'),
    heading_level: headingLevelField(),
    text: longTextField('Text'),
    link: linkField(),
  },
  defaultProps: {
    block_scroll_id: '',
    image: { src: '/media/scenes/suv-5e6b4e-mountains-day', alt: '' },
    image_position: 'start',
    accolade: 'Accolade',
    awarded_by: '',
    heading: '',
    heading_level: '2',
    text: '',
    link: emptyLink,
  },
};
