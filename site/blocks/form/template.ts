/**
 * Form (docs/forms.md, "Forms"): a heading, an intro and a form of the Forms API placed as `<lrdx-form>`. The
 * form is named by id, or by the kind of the page language's published form (`contact`,
 * `enquiry`, ...), which is how the seed places its forms without knowing their ids.
 * `form_hidden_field_mapping` is a JSON object of hidden field keys to values (catalogue).
 */
import { headedBlockDefaults, headedBlockFields, selectField, longTextField } from '../shared/catalogue-fields.js';
import type { BlockTemplate, HeadedBlockProps } from '../types.js';

export interface FormBlockProps extends HeadedBlockProps {
  paragraph: string;
  form_id: string;
  form_kind: string;
  form_hidden_field_mapping: string;
}

export const formTemplate: BlockTemplate<FormBlockProps> = {
  key: 'form',
  name: 'Form',
  description: 'A form visitors fill in (enquiry, test drive, brochure, contact, keep me informed).',
  group: 'Forms',
  fields: {
    ...headedBlockFields(),
    paragraph: longTextField('Paragraph'),
    form_id: { label: 'Form', type: 'string', pick: 'form' },
    form_kind: selectField('Form kind (when no id is given)', [
      ['', 'None'],
      ['enquiry', 'Enquiry'],
      ['test_drive', 'Test drive'],
      ['brochure', 'Brochure'],
      ['contact', 'Contact'],
      ['keep_informed', 'Keep me informed'],
    ]),
    form_hidden_field_mapping: { label: 'Hidden field mapping (JSON)', type: 'text' },
  },
  defaultProps: {
    ...headedBlockDefaults(),
    paragraph: '',
    form_id: '',
    form_kind: '',
    form_hidden_field_mapping: '',
  },
};
