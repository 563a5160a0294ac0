/**
 * Expanded entry form (Mena) (catalogue, "Carousels and layout blocks"): tabs, each with an icon,
 * label, tab_id, tab_x_padding (default 22 px) and image, and its own form; top_tabs_limit caps how
 * many tabs the top row shows.
 */
import { headedBlockDefaults, headedBlockFields, fieldGroups } from '../shared/catalogue-fields.js';
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
    label: { label: 'Tab list label (screen readers)', type: 'string', translatable: true },
    top_tabs_limit: { label: 'Tabs in the top row', type: 'number', min: 1, max: EXPANDED_ENTRY_FORM_MAX_TABS },
    tabs: {
      label: 'Tabs',
      type: 'array',
      max: EXPANDED_ENTRY_FORM_MAX_TABS,
      defaultItemProps: tab,
      arrayFields: {
        icon: { label: 'Icon', type: 'icon' },
        label: { label: 'Label', type: 'string', translatable: true },
        tab_id: { label: 'Tab id', type: 'string' },
        tab_x_padding: { label: 'Tab side padding (px)', type: 'number', min: 0, max: 80 },
        image: { label: 'Image', type: 'image', sizes: ['1024x576', '640x360'] },
        form_id: { label: 'Form', type: 'string', pick: 'form' },
        form_kind: { label: 'Form kind (when no id is given)', type: 'string' },
        form_hidden_field_mapping: { label: 'Hidden field mapping (JSON)', type: 'text' },
      },
    },
  },
  defaultProps: {
    ...headedBlockDefaults(),
    label: 'Forms',
    top_tabs_limit: 4,
    tabs: [tab, { ...tab, form_kind: 'test_drive' }],
  },
};
