/** Single offer (catalogue): one offer with its picture, price line, validity, terms and buttons. */
import { imageField, longTextField, textField } from '../shared/catalogue-fields.js';
import { emptyLink, headingLevelField, linkField } from '../shared/link-fields.js';
import { thumbnail } from '../shared/thumbnail.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate, type ImageValue, type LinkValue } from '../types.js';

export interface SingleOfferProps extends BaseBlockProps {
  image: ImageValue;
  eyebrow: string;
  heading: string;
  heading_level: string;
  price: string;
  price_note: string;
  text: string;
  valid_until: string;
  disclaimer: string;
  primary_link: LinkValue;
  secondary_link: LinkValue;
}

export const singleOfferTemplate: BlockTemplate<SingleOfferProps> = {
  key: 'single_offer',
  name: 'Single offer',
  description: 'One offer: a picture, the offer, its price line and validity, the terms and two buttons.',
  short_description: 'One offer with price and terms',
  group: 'Offers',
  hidden: false,
  area: 'content',
  list_priority: 70,
  thumbnail: thumbnail([
    { kind: 'media', x: 0, y: 0, w: 96, h: 90 },
    { kind: 'text', x: 106, y: 20, w: 40 },
    { kind: 'text', x: 106, y: 32, w: 46, h: 7 },
    { kind: 'text', x: 106, y: 46, w: 30 },
    { kind: 'button', x: 106, y: 62 },
  ]),
  fields: {
    block_scroll_id: scrollIdField,
    image: imageField('Image'),
    eyebrow: textField('Eyebrow'),
    heading: textField('Heading'),
    heading_level: headingLevelField(),
    price: textField('Price line'),
    price_note: textField('Price note'),
    text: longTextField('Text'),
    valid_until: textField('Valid until (text)'),
    disclaimer: longTextField('Terms and conditions'),
    primary_link: linkField('Primary button'),
    secondary_link: linkField('Secondary button'),
  },
  defaultProps: {
    block_scroll_id: '',
    image: { src: '/media/scenes/suv-c9cac5-city-dusk', alt: '' },
    eyebrow: '',
    heading: 'Offer',
    heading_level: '2',
    price: '',
    price_note: '',
    text: '',
    valid_until: '',
    disclaimer: '',
    primary_link: emptyLink,
    secondary_link: { ...emptyLink, ui_type: 'secondary' },
  },
};
