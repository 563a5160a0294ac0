/**
 * Stock locator (catalogue): the listing widget for one list key (ci_key_list), optionally narrowed
 * to a brand or model, with the filters the editor turns on (filter-toggles.ts), or a curated list of
 * vehicles instead of a search (curated-field.ts). The widget itself is the <lrdx-stock-locator>
 * custom element the loader loads.
 */
import { headedBlockDefaults, headedBlockFields, loadOnField, keyField, longTextField } from '../shared/catalogue-fields.js';
import type { BlockTemplate, HeadedBlockProps } from '../types.js';
import { DEMO_LIST_KEY } from '../../../domain/demo-listing.js';
import { defaultFilterToggleProps, filterToggleFields, type FilterToggleProps } from './filter-toggles.js';
import { checkCuratedVehicles, curatedVehiclesField } from './curated-field.js';

export interface StockLocatorProps extends HeadedBlockProps, FilterToggleProps {
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
    ...headedBlockFields(),
    paragraph: longTextField('Paragraph'),
    ci_key_list: { label: 'List key', type: 'string', placeholder: DEMO_LIST_KEY },
    brand_key: keyField('Brand key', 'land_rover'),
    model_key: keyField('Model key'),
    load_on: loadOnField(),
    vehicles: curatedVehiclesField,
    ...filterToggleFields(),
  },
  defaultProps: {
    ...headedBlockDefaults(),
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
