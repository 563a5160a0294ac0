/**
 * Expanded entry form (Mena) (catalogue, "Carousels and layout blocks"): tabs, each with an icon,
 * label, tab_id, tab_x_padding (default 22 px) and image, and its own form; top_tabs_limit caps how
 * many tabs the top row shows.
 */
import {
  headedBlockDefaults,
  headedBlockFields,
  fieldGroups,
  IMAGE_SIZES_HALF,
  imageField,
  keyField,
  numberField,
  textField,
  arrayField,
  iconField,
} from '../shared/catalogue-fields.js';
import type { BlockTemplate, ImageValue, HeadedBlockProps } from '../types.js';

export type EntryFormTab = {
  icon: string;
  label: string;
  tab_id: string;
  tab_x_padding: number;
  image: ImageValue;
  form_id: string;
  form_kind: string;
  form_hidden_field_mapping: string;
};

export interface ExpandedEntryFormProps extends HeadedBlockProps {
  label: string;
  top_tabs_limit: number;
  tabs: EntryFormTab[];
}

export const EXPANDED_ENTRY_FORM_MAX_TABS = 10;
export const DEFAULT_TAB_X_PADDING = 22;

const tab: EntryFormTab = {
  icon: 'car',
  label: '',
  tab_id: '',
  tab_x_padding: DEFAULT_TAB_X_PADDING,
  image: { src: '', alt: '' },
  form_id: '',
  form_kind: 'enquiry',
  form_hidden_field_mapping: '',
};

export const expandedEntryFormTemplate: BlockTemplate<ExpandedEntryFormProps> = {
  key: 'expanded_entry_form',
  name: 'Expanded entry form (Mena)',
  description: 'Forms in tabs (enquiry, test drive, service…), each tab with an icon and an image.',
  group: 'Forms',
  area: 'content',
  ...fieldGroups('tabs', EXPANDED_ENTRY_FORM_MAX_TABS, 2),
  fields: {
    ...headedBlockFields(),
    label: textField('Tab list label (screen readers)'),
    top_tabs_limit: numberField('Tabs in the top row', 1, EXPANDED_ENTRY_FORM_MAX_TABS),
    tabs: arrayField('Tabs', EXPANDED_ENTRY_FORM_MAX_TABS, tab, {
      icon: iconField(),
      label: textField('Label'),
      tab_id: keyField('Tab id'),
      tab_x_padding: numberField('Tab side padding (px)', 0, 80),
      image: imageField('Image', IMAGE_SIZES_HALF),
      form_id: { label: 'Form', type: 'string', pick: 'form' },
      form_kind: keyField('Form kind (when no id is given)'),
      form_hidden_field_mapping: { label: 'Hidden field mapping (JSON)', type: 'text' },
    }),
  },
  defaultProps: {
    ...headedBlockDefaults(),
    label: 'Forms',
    top_tabs_limit: 4,
    tabs: [tab, { ...tab, form_kind: 'test_drive' }],
  },
};
