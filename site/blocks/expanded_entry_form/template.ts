/**
 * Expanded entry form (Mena) (catalogue, "Carousels and layout blocks"): tabs, each with an icon,
 * label, tab_id, tab_x_padding (default 22 px) and image, and its own form; top_tabs_limit caps how
 * many tabs the top row shows.
 */
import { headingLevelField } from '../shared/link-fields.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate, type ImageValue } from '../types.js';

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

export interface ExpandedEntryFormProps extends BaseBlockProps {
  heading: string;
  heading_level: string;
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
  field_groups: 'tabs',
  field_groups_seed: 2,
  max_field_groups: EXPANDED_ENTRY_FORM_MAX_TABS,
  fields: {
    block_scroll_id: scrollIdField,
    heading: { label: 'Heading', type: 'string', translatable: true },
    heading_level: headingLevelField(),
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
    block_scroll_id: '',
    heading: '',
    heading_level: '2',
    label: 'Forms',
    top_tabs_limit: 4,
    tabs: [tab, { ...tab, form_kind: 'test_drive' }],
  },
};
