/** The slide of the carousels: picture, heading, text and link (one shape for several blocks). */
import { emptyImage, imageField, textField, longTextField } from './catalogue-fields.js';
import { emptyLink, linkField } from './link-fields.js';
import type { ImageValue, LinkValue } from '../types.js';

export interface Slide {
  image: ImageValue;
  heading: string;
  paragraph: string;
  link: LinkValue;
}

export const emptySlide = (): Slide => ({ image: emptyImage(), heading: '', paragraph: '', link: { ...emptyLink, ui_type: 'tertiary' } });

/** A slide's fields in the editor's order: picture, heading, text, link. `sizes` as imageField's. */
export const slideFields = (sizes?: readonly string[]) => ({
  image: imageField('Image', sizes),
  heading: textField('Heading'),
  paragraph: longTextField('Text'),
  link: linkField(),
});
