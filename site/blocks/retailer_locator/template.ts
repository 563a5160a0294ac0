/**
 * Retailer locator (catalogue: "three variants, no fields"): the page's <lrdx-retailer-locator>
 * over every retailer of the dealers table. The variant is the one choice (docs/retailer-locator.md):
 * full (list and map), list (no map) or compact (search and the three best matches).
 */
import { selectField, boolField } from '../shared/catalogue-fields.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate } from '../types.js';

export const RETAILER_LOCATOR_VARIANTS = ['full', 'list', 'compact'] as const;
export type RetailerLocatorVariant = (typeof RETAILER_LOCATOR_VARIANTS)[number];

export interface RetailerLocatorProps extends BaseBlockProps {
  variant: string;
  /** The page's heading right above names the locator: its own title is then for screen readers only. */
  hide_title: boolean;
}

export const retailerLocatorTemplate: BlockTemplate<RetailerLocatorProps> = {
  key: 'retailer_locator',
  name: 'Retailer locator',
  description: 'Find a retailer by governorate, city or name, or near the visitor, with call, WhatsApp and directions links.',
  group: 'Retailers',
  fields: {
    block_scroll_id: scrollIdField,
    variant: selectField('Variant', [
      ['full', 'Full: list and map'],
      ['list', 'List only'],
      ['compact', 'Compact: search and nearest three'],
    ]),
    hide_title: boolField("Hide the locator's own title (a heading above names it)"),
  },
  defaultProps: { block_scroll_id: 'find-a-retailer', variant: 'full', hide_title: false },
};
