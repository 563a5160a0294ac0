/**
 * Local VIN checker (catalogue, "Retailer and lead blocks"): a section with a title, a paragraph
 * and the VIN field; the answer comes from the service campaigns in the database (POST
 * /api/vin-checks). Texts left empty show the widget's translation of the catalogue default
 * ('Enter VIN Number', 'Check Vin', 'Your vehicle is NOT the affected vehicle.', 'VIN not
 * recognised. …'), so one empty block reads right in ku, ar and en.
 */
import { selectField, longTextField, textField } from '../shared/catalogue-fields.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate } from '../types.js';
import { SIDE_LABELS } from '../shared/side-labels.js';

export interface VinCheckerProps extends BaseBlockProps {
  /** wide-centered | wide-left | narrow-centered | narrow-left. */
  section_class: string;
  /** auto | medium | large: the section's minimum height. */
  section_height: string;
  section_title: string;
  section_paragraph: string;
  label_text: string;
  button_text: string;
  response_positive: string;
  response_negative: string;
  error_text: string;
}

export const VIN_SECTION_CLASSES = ['wide-centered', 'wide-left', 'narrow-centered', 'narrow-left'] as const;
export const VIN_SECTION_HEIGHTS = ['auto', 'medium', 'large'] as const;

export const vinCheckerTemplate: BlockTemplate<VinCheckerProps> = {
  key: 'vin_checker',
  name: 'Local VIN checker',
  description: 'Tells a visitor whether their vehicle (by VIN) is in an open service campaign.',
  group: 'Retailers',
  fields: {
    block_scroll_id: scrollIdField,
    section_class: selectField('Section class', [
      ['wide-centered', 'Wide, centred'],
      ['wide-left', SIDE_LABELS.wideStart],
      ['narrow-centered', 'Narrow, centred'],
      ['narrow-left', SIDE_LABELS.narrowStart],
    ]),
    section_height: selectField('Section height', [
      ['auto', 'Auto'],
      ['medium', 'Medium (half the screen)'],
      ['large', 'Large (the whole screen)'],
    ]),
    section_title: textField('Section title'),
    section_paragraph: longTextField('Section paragraph'),
    label_text: { label: 'Label text', type: 'string', translatable: true, placeholder: 'Enter VIN Number' },
    button_text: { label: 'Button text', type: 'string', translatable: true, placeholder: 'Check Vin' },
    response_positive: longTextField('Response positive'),
    response_negative: {
      label: 'Response negative',
      type: 'string',
      translatable: true,
      placeholder: 'Your vehicle is NOT the affected vehicle.',
    },
    error_text: {
      label: 'Error text',
      type: 'string',
      translatable: true,
      placeholder: 'VIN not recognised. Please check you have entered your VIN correctly or try again later.',
    },
  },
  defaultProps: {
    block_scroll_id: 'vin-checker',
    section_class: 'narrow-centered',
    section_height: 'auto',
    section_title: '',
    section_paragraph: '',
    label_text: '',
    button_text: '',
    response_positive: '',
    response_negative: '',
    error_text: '',
  },
};
