/** Section image tabs (catalogue: tab_label, tab_id, blocks_count), each tab with a picture. */
import { emptyImage, imageField, keyField, textField, fieldGroups, numberField, arrayField } from '../shared/catalogue-fields.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate, type ImageValue } from '../types.js';

export interface SectionImageTab {
  tab_label: string;
  tab_id: string;
  blocks_count: number;
  image: ImageValue;
}

export interface SectionImageTabsProps extends BaseBlockProps {
  label: string;
  tabs: SectionImageTab[];
}

export const SECTION_IMAGE_TABS_MAX = 10;

export const sectionImageTabsTemplate: BlockTemplate<SectionImageTabsProps> = {
  key: 'section_image_tabs',
  name: 'Section image tabs',
  description: 'Picture tabs over the blocks that follow.',
  group: 'Layout',
  short_description: 'Picture tabs over the following blocks.',
  area: 'content',
  list_priority: 31,
  thumbnail: THUMBNAILS.tabs,
  ...fieldGroups('tabs', SECTION_IMAGE_TABS_MAX),
  fields: {
    block_scroll_id: scrollIdField,
    label: textField('Tabs label (for screen readers)'),
    tabs: arrayField(
      'Tabs',
      SECTION_IMAGE_TABS_MAX,
      { tab_label: '', tab_id: '', blocks_count: 1, image: emptyImage() },
      {
        tab_label: textField('Tab label'),
        tab_id: keyField('Tab id'),
        blocks_count: numberField('Blocks in this tab', 1, 20),
        image: imageField('Image', ['640x360']),
      },
    ),
  },
  defaultProps: { block_scroll_id: '', label: 'Sections', tabs: [] },
};
