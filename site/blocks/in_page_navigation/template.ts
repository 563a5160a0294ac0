/**
 * In-page navigation (catalogue): up to 10 entries of label and blockId (the block_scroll_id of a
 * block on the same page), and goTopShort, the go-to-top link's text. It is the one content block
 * without its own block_scroll_id: it points at the others.
 */
import { keyField, textField, fieldGroups } from '../shared/catalogue-fields.js';
import { thumbnail } from '../shared/thumbnail.js';
import type { BlockTemplate } from '../types.js';

export interface InPageNavigationItem {
  label: string;
  blockId: string;
}

export interface InPageNavigationProps {
  goTopShort: string;
  items: InPageNavigationItem[];
}

export const IN_PAGE_NAVIGATION_MAX = 10;

export const inPageNavigationTemplate: BlockTemplate<InPageNavigationProps> = {
  key: 'in_page_navigation',
  name: 'In-page navigation',
  description: 'A bar of links to the blocks of this page that stays in view and marks the section being read.',
  short_description: 'Links to the sections of this page',
  group: 'Navigation',
  hidden: false,
  area: 'navigation',
  list_priority: 20,
  thumbnail: thumbnail([
    { kind: 'panel', x: 0, y: 10, w: 160, h: 16 },
    { kind: 'text', x: 10, y: 16, w: 22 },
    { kind: 'line', x: 10, y: 23, w: 22, h: 0 },
    { kind: 'text', x: 42, y: 16, w: 22 },
    { kind: 'text', x: 74, y: 16, w: 22 },
    { kind: 'button', x: 128, y: 14, w: 22, h: 8 },
    { kind: 'text', x: 10, y: 40, w: 90, h: 6 },
    { kind: 'text', x: 10, y: 52, w: 140 },
    { kind: 'text', x: 10, y: 60, w: 120 },
  ]),
  ...fieldGroups('items', IN_PAGE_NAVIGATION_MAX, 3),
  fields: {
    goTopShort: textField('Go to top text'),
    items: {
      label: 'Entries',
      type: 'array',
      max: IN_PAGE_NAVIGATION_MAX,
      arrayFields: { label: textField('Label'), blockId: keyField('Block scroll id of the target block') },
      defaultItemProps: { label: 'Section', blockId: '' },
    },
  },
  defaultProps: {
    goTopShort: '',
    items: [
      { label: 'Section', blockId: '' },
      { label: 'Section', blockId: '' },
      { label: 'Section', blockId: '' },
    ],
  },
};
