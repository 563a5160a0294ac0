/**
 * Entry form (catalogue, "Carousels and layout blocks"): a heading, a paragraph and a form placed
 * at form_position left, center or right (mirrored in right-to-left pages), with an optional image
 * beside it.
 */
import {
  headedBlockDefaults,
  headedBlockFields,
  selectField,
  IMAGE_SIZES_HALF,
  imageField,
  keyField,
  longTextField,
} from '../shared/catalogue-fields.js';
import type { BlockTemplate, ImageValue, HeadedBlockProps } from '../types.js';
import { SIDE_LABELS } from '../shared/side-labels.js';

export interface EntryFormProps extends HeadedBlockProps {
  paragraph: string;
  image: ImageValue;
  form_position: string;
  form_id: string;
  form_kind: string;
  form_hidden_field_mapping: string;
}

export const entryFormTemplate: BlockTemplate<EntryFormProps> = {
  key: 'entry_form',
  name: 'Entry form',
  description: 'A form beside an image, placed left, centre or right.',
  group: 'Forms',
  area: 'content',
  fields: {
    ...headedBlockFields(),
    paragraph: longTextField('Paragraph'),
    image: imageField('Image', IMAGE_SIZES_HALF),
    form_position: selectField('Form position', [
      ['left', SIDE_LABELS.start],
      ['center', 'Center'],
      ['right', SIDE_LABELS.end],
    ]),
    form_id: { label: 'Form', type: 'string', pick: 'form' },
    form_kind: keyField('Form kind (when no id is given)'),
    form_hidden_field_mapping: { label: 'Hidden field mapping (JSON)', type: 'text' },
  },
  defaultProps: {
    ...headedBlockDefaults(),
    paragraph: '',
    image: { src: '', alt: '' },
    form_position: 'left',
    form_id: '',
    form_kind: 'contact',
    form_hidden_field_mapping: '',
  },
};
