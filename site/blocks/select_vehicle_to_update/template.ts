/**
 * Select vehicle to update (catalogue, "Retailer and lead blocks"): a model and a model-year
 * dropdown from `subblocks_mapper` (domain/vehicle-update/update-matcher.ts documents the JSON),
 * 'Show me', and the result groups whose `subblock_key` the mapper matches, each with its
 * how-to-update modal. Texts left empty show the widget's translations.
 */
import { keyField, longTextField, textField, arrayField } from '../shared/catalogue-fields.js';
import { emptyLink, linkField } from '../shared/link-fields.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate, type LinkValue } from '../types.js';

export interface UpdateGroup {
  subblock_key: string;
  button_text: string;
  modal_title: string;
  modal_description: string;
  modal_button: LinkValue;
}

export interface SelectVehicleToUpdateProps extends BaseBlockProps {
  title: string;
  button_text: string;
  clear_text: string;
  parent_label: string;
  parent_placeholder: string;
  parent_all_label: string;
  child_label: string;
  child_placeholder: string;
  child_all_label: string;
  result_text: string;
  /** With {amount}, {parent} and {child}. */
  result_text_label: string;
  info_text_below: string;
  view_all_link_text: string;
  view_all_link: LinkValue;
  /** JSON: { dropdowns: [{ label, key, children }], subblocks_groups: [{ key, match_dropdowns: [{ parent_key, child_key: [] }] }] }. */
  subblocks_mapper: string;
  groups: UpdateGroup[];
}

export const UPDATE_GROUPS_MAX = 30;

const text = (label: string, placeholder?: string) =>
  ({ label, type: 'string', translatable: true, ...(placeholder ? { placeholder } : {}) }) as const;

export const selectVehicleToUpdateTemplate: BlockTemplate<SelectVehicleToUpdateProps> = {
  key: 'select_vehicle_to_update',
  name: 'Select vehicle to update',
  description: 'Model and model-year dropdowns leading to the matching software or map update instructions.',
  group: 'Retailers',
  fields: {
    block_scroll_id: scrollIdField,
    title: text('Title'),
    button_text: text('Button text', 'Show me'),
    clear_text: text('Clear text', 'Clear'),
    parent_label: text('Parent dropdown label', 'Model'),
    parent_placeholder: text('Parent dropdown placeholder', 'Select a model'),
    parent_all_label: text('Parent all-items label', 'All models'),
    child_label: text('Child dropdown label', 'Model year'),
    child_placeholder: text('Child dropdown placeholder', 'Select a model year'),
    child_all_label: text('Child all-items label', 'All years'),
    result_text: text('Result text'),
    result_text_label: text('Result text label ({amount}, {parent}, {child})', '{amount} results for {parent} {child}'),
    info_text_below: longTextField('Info text below'),
    view_all_link_text: text('View-all link text'),
    view_all_link: linkField('View-all link'),
    subblocks_mapper: { label: 'Subblocks mapper (JSON)', type: 'markdown', language: 'json', translatable: true },
    groups: arrayField(
      'Result groups',
      UPDATE_GROUPS_MAX,
      { subblock_key: '', button_text: '', modal_title: '', modal_description: '', modal_button: emptyLink },
      {
        subblock_key: keyField('Subblock key'),
        button_text: textField('Button text'),
        modal_title: textField('Modal title'),
        modal_description: longTextField('Modal description'),
        modal_button: linkField('Modal button'),
      },
    ),
  },
  defaultProps: {
    block_scroll_id: 'select-vehicle-to-update',
    title: '',
    button_text: '',
    clear_text: '',
    parent_label: '',
    parent_placeholder: '',
    parent_all_label: '',
    child_label: '',
    child_placeholder: '',
    child_all_label: '',
    result_text: '',
    result_text_label: '',
    info_text_below: '',
    view_all_link_text: '',
    view_all_link: emptyLink,
    subblocks_mapper: '',
    groups: [],
  },
};
