/**
 * Dropdown sections select (catalogue): dropdown_label, dropdown_default, modal title and text,
 * button_label, selection / edit / clear texts; per option option_label and option_blocks (the
 * block_scroll_ids, comma-separated, of the blocks that option shows).
 */
import { keyField, textField, fieldGroups, longTextField, arrayField } from '../shared/catalogue-fields.js';
import { thumbnail } from '../shared/thumbnail.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate } from '../types.js';

export const SECTIONS_SELECT_MAX = 20;

export interface SectionsOption {
  option_label: string;
  option_blocks: string;
}

export interface DropdownSectionsSelectProps extends BaseBlockProps {
  modal_title: string;
  modal_text: string;
  dropdown_label: string;
  dropdown_default: string;
  button_label: string;
  selection_text: string;
  edit_text: string;
  clear_text: string;
  options: SectionsOption[];
}

export const dropdownSectionsSelectTemplate: BlockTemplate<DropdownSectionsSelectProps> = {
  key: 'dropdown_sections_select',
  name: 'Dropdown sections select',
  description: 'A dropdown that shows only the blocks of the chosen option (for example one model’s sections), with change and clear.',
  short_description: 'Choose which sections show',
  group: 'Navigation',
  hidden: false,
  area: 'content',
  list_priority: 21,
  thumbnail: thumbnail([
    { kind: 'text', x: 20, y: 14, w: 70, h: 6 },
    { kind: 'panel', x: 20, y: 30, w: 90, h: 14 },
    { kind: 'line', x: 98, y: 35, w: 4, h: 4 },
    { kind: 'button', x: 116, y: 33, w: 24, h: 8 },
    { kind: 'media', x: 20, y: 54, w: 120, h: 30 },
  ]),
  ...fieldGroups('options', SECTIONS_SELECT_MAX, 2),
  fields: {
    block_scroll_id: scrollIdField,
    modal_title: textField('Title'),
    modal_text: longTextField('Text'),
    dropdown_label: textField('Dropdown label'),
    dropdown_default: textField('Dropdown placeholder'),
    button_label: textField('Button label'),
    selection_text: textField('Selection text'),
    edit_text: textField('Edit text'),
    clear_text: textField('Clear text'),
    options: arrayField(
      'Options',
      SECTIONS_SELECT_MAX,
      { option_label: 'Option', option_blocks: '' },
      {
        option_label: textField('Option label'),
        option_blocks: keyField('Block scroll ids (comma-separated)', 'design, specifications'),
      },
    ),
  },
  defaultProps: {
    block_scroll_id: '',
    modal_title: '',
    modal_text: '',
    dropdown_label: '',
    dropdown_default: '',
    button_label: '',
    selection_text: '',
    edit_text: '',
    clear_text: '',
    options: [
      { option_label: 'Option', option_blocks: '' },
      { option_label: 'Option', option_blocks: '' },
    ],
  },
};
