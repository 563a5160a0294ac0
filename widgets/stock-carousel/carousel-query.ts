/**
 * What a carousel asks the listing for, from its element's attributes: the widget's machine input
 * and the server's first page (server-render.tsx) both come from here, so the server draws exactly
 * the answer the widget would get, and the widget knows an embedded answer is its own by its key.
 */
import {
  LISTING_ITEMS_DEFAULT,
  LISTING_ITEMS_MAX,
  LISTING_ITEMS_MIN,
  SORT_DEFAULT,
  isSortOption,
  type CheckboxFilter,
  type ListingFilters,
  type SortOption,
} from '../../domain/listing-query.js';
import { emptyFilters, setOptions } from '../../domain/stock-filters.js';

const FILTER_PROPS = {
  brands: 'brands',
  family: 'family',
  models: 'models',
  states: 'states',
  statuses: 'statuses',
  dealers: 'dealers',
  engineTypes: 'engine_types',
  colors: 'colors',
} as const satisfies Record<string, CheckboxFilter>;
export type CarouselFilterProp = keyof typeof FILTER_PROPS;
export const CAROUSEL_FILTER_PROPS = Object.keys(FILTER_PROPS) as CarouselFilterProp[];

export type CarouselQueryProps = Partial<Record<CarouselFilterProp, string>> & {
  listKey: string;
  items?: number | undefined;
  sort?: string | undefined;
};

export interface CarouselQuery {
  listKey: string;
  /** As the machine clamps it. */
  items: number;
  sort: SortOption;
  /** The element's attributes as forced filters. */
  forced: ListingFilters;
}

export function carouselQuery(props: CarouselQueryProps): CarouselQuery {
  let forced = emptyFilters();
  for (const prop of CAROUSEL_FILTER_PROPS) {
    const values = (props[prop] ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    if (values.length) forced = setOptions(forced, FILTER_PROPS[prop], values);
  }
  const items = props.items !== undefined && Number.isFinite(props.items) ? Math.trunc(props.items) : LISTING_ITEMS_DEFAULT;
  return {
    listKey: props.listKey,
    items: Math.min(LISTING_ITEMS_MAX, Math.max(LISTING_ITEMS_MIN, items)),
    sort: props.sort && isSortOption(props.sort) ? props.sort : SORT_DEFAULT,
    forced,
  };
}

/** One text per query: the embedded answer is taken only when its key is the element's own. */
export function carouselFirstPageKey(query: CarouselQuery): string {
  return JSON.stringify(['carousel', query.listKey, query.items, query.sort, query.forced]);
}
