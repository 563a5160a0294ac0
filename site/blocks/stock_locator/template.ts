/**
 * Stock locator (catalogue): the listing widget for one list key (ci_key_list), optionally narrowed
 * to a brand or model, with the filters the editor turns on (filter-toggles.ts), or a curated list of
 * vehicles instead of a search (curated-field.ts). The widget itself is the <lrdx-stock-locator>
 * custom element the loader loads.
 */
import { headingLevelField } from '../shared/link-fields.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate } from '../types.js';
import { DEMO_LIST_KEY } from '../../../domain/demo-listing.js';
import { defaultFilterToggleProps, filterToggleFields, type FilterToggleProps } from './filter-toggles.js';
import { checkCuratedVehicles, curatedVehiclesField } from './curated-field.js';

export interface StockLocatorProps extends BaseBlockProps, FilterToggleProps {
  heading: string;
  heading_level: string;
  paragraph: string;
  ci_key_list: string;
  brand_key: string;
  model_key: string;
  load_on: string;
  /** A curated list: ids or VINs, one a line; '' for a search (curated-field.ts). */
  vehicles: string;
}

export const stockLocatorTemplate: BlockTemplate<StockLocatorProps> = {
  key: 'stock_locator',
  name: 'Stock locator',
  description: 'Search and filter the vehicles in stock of one list.',
  group: 'Stock locator',
  fields: {
    block_scroll_id: scrollIdField,
    heading: { label: 'Heading', type: 'string', translatable: true },
    heading_level: headingLevelField(),
    paragraph: { label: 'Paragraph', type: 'text', translatable: true },
    ci_key_list: { label: 'List key', type: 'string', placeholder: DEMO_LIST_KEY },
    brand_key: { label: 'Brand key', type: 'string', placeholder: 'land_rover' },
    model_key: { label: 'Model key', type: 'string' },
    load_on: {
      label: 'Load the widget',
      type: 'select',
      options: [
        { label: 'At once', value: 'ready' },
        { label: 'When scrolled into view', value: 'visible' },
        { label: 'On first interaction', value: 'interaction' },
      ],
    },
    vehicles: curatedVehiclesField,
    ...filterToggleFields(),
  },
  defaultProps: {
    block_scroll_id: '',
    heading: '',
    heading_level: '2',
    paragraph: '',
    ci_key_list: DEMO_LIST_KEY,
    brand_key: '',
    model_key: '',
    load_on: 'ready',
    vehicles: '',
    ...defaultFilterToggleProps(),
  },
  // A list an editor mistyped is refused with the entries named, never shortened silently.
  check: (props) => checkCuratedVehicles(props.vehicles),
};
