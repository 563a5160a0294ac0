/**
 * Stock locator in-page carousel (catalogue: stock locator variant): the <lrdx-stock-carousel>
 * element (widgets/stock-carousel/) for up to 12 vehicles of a list, narrowed by its filters.
 */
import { DEMO_LIST_KEY } from '../../../domain/demo-listing.js';
import { keyField, headedBlockFields, headedBlockDefaults, numberField } from '../shared/catalogue-fields.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import type { BlockTemplate, HeadedBlockProps } from '../types.js';

export interface StockCarouselProps extends HeadedBlockProps {
  ci_key_list: string;
  items: number;
  family: string;
  models: string;
  states: string;
  sort: string;
}

export const STOCK_CAROUSEL_ITEMS_MAX = 12;
/** Catalogue, section 2: the editor's placeholder when the carousel has no cars. */
export const STOCK_CAROUSEL_EMPTY_EDITOR_TEXT = 'Stock Locator Carousel with 0 cars';

export const stockCarouselTemplate: BlockTemplate<StockCarouselProps> = {
  key: 'stock_carousel',
  name: 'Stock locator carousel',
  description: 'A carousel of vehicles in stock, filtered by family, model or state.',
  group: 'Stock locator',
  short_description: 'Vehicles in stock in a carousel.',
  area: 'content',
  list_priority: 70,
  thumbnail: THUMBNAILS.stock,
  fields: {
    ...headedBlockFields(),
    ci_key_list: keyField('List key', DEMO_LIST_KEY),
    items: numberField('Vehicles', 1, STOCK_CAROUSEL_ITEMS_MAX),
    family: keyField('Family (comma-separated)'),
    models: keyField('Models (comma-separated)'),
    states: keyField('States (new, used)'),
    sort: keyField('Sort'),
  },
  defaultProps: {
    ...headedBlockDefaults(),
    ci_key_list: DEMO_LIST_KEY,
    items: STOCK_CAROUSEL_ITEMS_MAX,
    family: '',
    models: '',
    states: '',
    sort: '',
  },
};
