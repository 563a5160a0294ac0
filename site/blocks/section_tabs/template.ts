/**
 * Section tabs (catalogue: has_modal, modal_title; per tab blocks_count, icon, tab_label, tab_id
 * and the modal card fields). Each tab shows the next blocks_count blocks of the page; with
 * has_modal a button opens a dialog with one card per tab.
 */
import {
  boolField,
  emptyImage,
  imageField,
  keyField,
  textField,
  selectField,
  fieldGroups,
  longTextField,
  numberField,
  arrayField,
} from '../shared/catalogue-fields.js';
import { ICON_NAMES } from '../shared/icon.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate, type ImageValue } from '../types.js';

export interface SectionTab {
  tab_label: string;
  tab_id: string;
  blocks_count: number;
  icon: string;
  modal_card_title: string;
  modal_card_text: string;
  modal_card_image: ImageValue;
}

export interface SectionTabsProps extends BaseBlockProps {
  label: string;
  has_modal: boolean;
  modal_title: string;
  modal_button_label: string;
  tabs: SectionTab[];
}

export const SECTION_TABS_MAX = 10;

export const sectionTabsTemplate: BlockTemplate<SectionTabsProps> = {
  key: 'section_tabs',
  name: 'Section tabs',
  description: 'Tabs over the blocks that follow, with an optional dialog of summary cards.',
  group: 'Layout',
  short_description: 'Tabs over the following blocks.',
  area: 'content',
  list_priority: 30,
  thumbnail: THUMBNAILS.tabs,
  ...fieldGroups('tabs', SECTION_TABS_MAX),
  fields: {
    block_scroll_id: scrollIdField,
    label: textField('Tabs label (for screen readers)'),
    has_modal: boolField('Has modal'),
    modal_title: textField('Modal title'),
    modal_button_label: textField('Modal button label'),
    tabs: arrayField(
      'Tabs',
      SECTION_TABS_MAX,
      {
        tab_label: '',
        tab_id: '',
        blocks_count: 1,
        icon: '',
        modal_card_title: '',
        modal_card_text: '',
        modal_card_image: emptyImage(),
      },
      {
        tab_label: textField('Tab label'),
        tab_id: keyField('Tab id'),
        blocks_count: numberField('Blocks in this tab', 1, 20),
        icon: selectField('Icon', [['', 'none'], ...ICON_NAMES]),
        modal_card_title: textField('Modal card title'),
        modal_card_text: longTextField('Modal card text'),
        modal_card_image: imageField('Modal card image', ['640x360']),
      },
    ),
  },
  defaultProps: { block_scroll_id: '', label: 'Sections', has_modal: false, modal_title: '', modal_button_label: '', tabs: [] },
};
