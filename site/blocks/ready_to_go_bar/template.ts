/**
 * Ready To Go Bar (catalogue: groups, fabDisabled, mobile_button_label default 'Show more'; shows
 * the first 4 groups; max 5 groups). Groups past the fourth sit behind the "Show more" disclosure.
 */
import { boolField, urlField, textField, selectField, fieldGroups, arrayField } from '../shared/catalogue-fields.js';
import { ICON_NAMES } from '../shared/icon.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate } from '../types.js';

export interface ReadyToGoGroup {
  icon: string;
  label: string;
  url: string;
}

export interface ReadyToGoBarProps extends BaseBlockProps {
  label: string;
  fabDisabled: boolean;
  mobile_button_label: string;
  groups: ReadyToGoGroup[];
}

export const READY_TO_GO_BAR_MAX = 5;
export const READY_TO_GO_BAR_SHOWN = 4;

export const readyToGoBarTemplate: BlockTemplate<ReadyToGoBarProps> = {
  key: 'ready_to_go_bar',
  name: 'Ready To Go Bar',
  description: 'A bar of the next steps (test drive, offers, stock…), the first four always shown.',
  group: 'Navigation',
  short_description: 'A bar of next steps.',
  area: 'content',
  list_priority: 60,
  thumbnail: THUMBNAILS.bar,
  ...fieldGroups('groups', READY_TO_GO_BAR_MAX),
  fields: {
    block_scroll_id: scrollIdField,
    label: textField('Bar label (for screen readers)'),
    fabDisabled: boolField('Hide the floating action button'),
    mobile_button_label: textField('Mobile button label'),
    groups: arrayField(
      'Groups',
      READY_TO_GO_BAR_MAX,
      { icon: 'car', label: '', url: '' },
      {
        icon: selectField('Icon', ICON_NAMES),
        label: textField('Label'),
        url: urlField('Link'),
      },
    ),
  },
  defaultProps: { block_scroll_id: '', label: '', fabDisabled: false, mobile_button_label: 'Show more', groups: [] },
};
