/**
 * Infotainment system identifier (catalogue, "Infotainment": title, model_title with {selectedOption},
 * dropdown and modal fields, group blocks_count; at most 30 groups). The visitor chooses their model
 * and year in the dropdown (one option per group) and sees which system the car has (Pivi Pro,
 * Touch Pro Duo, InControl Touch…), its features and a how-to modal. Server-rendered like the
 * dropdown sections select, with the small enhancer <lrdx-infotainment-identifier>: without script
 * every group shows, each how-to as a disclosure. `blocks_count` is how many of the group's feature
 * lines show (0 = all), so one list serves a short and a long card.
 */
import { fieldGroups, keyField, longTextField, numberField, textField, arrayField } from '../shared/catalogue-fields.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate, type ImageValue } from '../types.js';

export interface InfotainmentGroup {
  option_label: string;
  system_name: string;
  system_description: string;
  image: ImageValue;
  /** One feature per line. */
  features: string;
  blocks_count: number;
  modal_button_text: string;
  modal_title: string;
  modal_description: string;
}

export interface InfotainmentProps extends BaseBlockProps {
  title: string;
  /** "Your {selectedOption} has": {selectedOption} becomes the chosen option's label. */
  model_title: string;
  dropdown_label: string;
  dropdown_placeholder: string;
  button_text: string;
  groups: InfotainmentGroup[];
}

export const INFOTAINMENT_GROUPS_MAX = 30;

const text = (label: string, placeholder?: string) =>
  ({ label, type: 'string', translatable: true, ...(placeholder ? { placeholder } : {}) }) as const;

export const infotainmentTemplate: BlockTemplate<InfotainmentProps> = {
  key: 'infotainment_system_identifier',
  name: 'Infotainment system identifier',
  description: 'Choose a model and year to see which infotainment system it has, with a how-to modal.',
  group: 'Retailers',
  ...fieldGroups('groups', INFOTAINMENT_GROUPS_MAX),
  fields: {
    block_scroll_id: scrollIdField,
    title: text('Title', 'Which infotainment system do I have?'),
    model_title: text('Model title ({selectedOption})', 'Your {selectedOption} has'),
    dropdown_label: text('Dropdown label', 'Model and year'),
    dropdown_placeholder: text('Dropdown placeholder', 'Select your vehicle'),
    button_text: text('Button text', 'Show me'),
    groups: arrayField(
      'Systems',
      INFOTAINMENT_GROUPS_MAX,
      {
        option_label: '',
        system_name: '',
        system_description: '',
        image: { src: '', alt: '' },
        features: '',
        blocks_count: 0,
        modal_button_text: '',
        modal_title: '',
        modal_description: '',
      },
      {
        option_label: textField('Dropdown option (model and year)'),
        system_name: keyField('System name'),
        system_description: longTextField('System description'),
        image: { label: 'Image', type: 'image' },
        features: longTextField('Features (one per line)'),
        blocks_count: numberField('Blocks count (features shown; 0 = all)', 0, 20),
        modal_button_text: textField('Modal button text'),
        modal_title: textField('Modal title'),
        modal_description: longTextField('Modal description'),
      },
    ),
  },
  defaultProps: {
    block_scroll_id: 'infotainment',
    title: '',
    model_title: '',
    dropdown_label: '',
    dropdown_placeholder: '',
    button_text: '',
    groups: [],
  },
};
