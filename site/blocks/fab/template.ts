/**
 * Quick links (FAB) as a page block (docs/site-shell.md, "Quick links"): its items replace the global
 * `fab` setting's on this page when it has any. The block draws nothing where it stands; the
 * shell's quick-links bar (site/layouts/quick-links.tsx) shows the items, so one page holds one bar.
 */
import { FAB_DEFAULT_DESKTOP, FAB_DEFAULT_MOBILE } from '../../../domain/shell/fab.js';
import { selectField, numberField } from '../shared/catalogue-fields.js';
import { QUICK_LINK_ICON_NAMES } from '../shared/quick-link-icons.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate } from '../types.js';

export interface FabBlockItem {
  link: { url: string; link_text: string; target: string; type: string };
  icon: string;
  /** `{ "key": "offers", "value": ["defender"], "fallback_link": {…}, "fallback_icon": "car" }` as JSON text; empty: always shown. */
  dc_strategy: string;
}

export interface FabBlockProps extends BaseBlockProps {
  items: FabBlockItem[];
  desktop_count: number;
  mobile_count: number;
}

export const FAB_BLOCK_MAX_ITEMS = 8;

export const fabBlockTemplate: BlockTemplate<FabBlockProps> = {
  key: 'fab',
  name: 'Quick links',
  description: 'Quick links for this page only: they replace the site-wide quick links (floating action button).',
  group: 'Navigation',
  fields: {
    block_scroll_id: scrollIdField,
    items: {
      label: 'Links',
      type: 'array',
      max: FAB_BLOCK_MAX_ITEMS,
      arrayFields: {
        link: { label: 'Link', type: 'link' },
        icon: selectField('Icon', [['', 'None'], ...QUICK_LINK_ICON_NAMES]),
        dc_strategy: { label: 'Dynamic content (JSON)', type: 'markdown', language: 'json' },
      },
      defaultItemProps: { link: { url: '', link_text: '', target: '_self', type: 'internal' }, icon: '', dc_strategy: '' },
    },
    desktop_count: numberField('Links shown on desktop', 1, FAB_BLOCK_MAX_ITEMS),
    mobile_count: numberField('Links shown on phones', 1, FAB_BLOCK_MAX_ITEMS),
  },
  defaultProps: { block_scroll_id: '', items: [], desktop_count: FAB_DEFAULT_DESKTOP, mobile_count: FAB_DEFAULT_MOBILE },
};
