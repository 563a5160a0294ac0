/**
 * The item shapes several blocks repeat: a title over a text (a step, a milestone), and a card that
 * adds a picture and a link to it. Their labels are the shared rows of field-labels.ts (`title`,
 * `text`, `image`, `link`), so a block that uses them words nothing of its own for them.
 */
import { imageField, longTextField, textField } from './catalogue-fields.js';
import { linkField } from './link-fields.js';
import type { ImageValue, LinkValue } from '../types.js';

export interface TitledText {
  title: string;
  text: string;
}

export interface CardItem extends TitledText {
  image: ImageValue;
  link: LinkValue;
}

export const titledTextFields = () => ({ title: textField('Title'), text: longTextField('Text') });

/** A card's fields in the editor's order: picture, title, text, link. `sizes` as imageField's. */
export const cardItemFields = (sizes?: readonly string[]) => ({
  image: imageField('Image', sizes),
  ...titledTextFields(),
  link: linkField(),
});
