/**
 * Form (docs/forms.md, "Forms"): a heading, an intro and a form of the Forms API placed as `<lrdx-form>`. The
 * form is named by id, or by the kind of the page language's published form (`contact`,
 * `enquiry`, ...), which is how the seed places its forms without knowing their ids.
 * `form_hidden_field_mapping` is a JSON object of hidden field keys to values (catalogue).
 */
import { headingLevelField } from '../shared/link-fields.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate } from '../types.js';

export interface FormBlockProps extends BaseBlockProps {
  heading: string;
  heading_level: string;
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
    block_scroll_id: scrollIdField,
    heading: { label: 'Heading', type: 'string', translatable: true },
    heading_level: headingLevelField(),
    paragraph: { label: 'Paragraph', type: 'text', translatable: true },
    form_id: { label: 'Form', type: 'string', pick: 'form' },
    form_kind: {
      label: 'Form kind (when no id is given)',
      type: 'select',
      options: [
        { label: 'None', value: '' },
        { label: 'Enquiry', value: 'enquiry' },
        { label: 'Test drive', value: 'test_drive' },
        { label: 'Brochure', value: 'brochure' },
        { label: 'Contact', value: 'contact' },
        { label: 'Keep me informed', value: 'keep_informed' },
      ],
    },
    form_hidden_field_mapping: { label: 'Hidden field mapping (JSON)', type: 'text' },
  },
  defaultProps: {
    block_scroll_id: '',
    heading: '',
    heading_level: '2',
    paragraph: '',
    form_id: '',
    form_kind: '',
    form_hidden_field_mapping: '',
  },
};
