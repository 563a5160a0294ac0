/**
 * The widget tags an editor may place in an HTML field (HTML box, accordion content…), with the
 * attributes each one reads (r2wc turns the element's camelCase props into kebab-case attributes).
 * The editor lists them beside HTML fields; the preview loads /loader.js, which runs them.
 * widget-tags.test.ts checks this list against the widgets' element definitions and rollup's BUNDLES.
 */
import type { ListingKey } from '../../domain/contracts/cms.js';

export interface WidgetTag {
  tag: string;
  /** One line for the editor in English; Kurdish and Arabic in widget-tag-descriptions.ts. */
  description: string;
  attributes: readonly string[];
  /** A ready-to-paste example. */
  example: string;
}

export const WIDGET_TAGS: readonly WidgetTag[] = [
  {
    tag: 'lrdx-stock-locator',
    description: 'Vehicle search with filters and results.',
    attributes: [
      'list-key',
      'api-base',
      'lang',
      'items',
      'filters',
      'brand-key',
      'model-key',
      'dealer-codes',
      'showroom-base',
      'budget-rate',
      'sync-url',
      'vehicle-href',
      'vehicles',
      'hide-title',
    ],
    example: '<lrdx-stock-locator list-key=""></lrdx-stock-locator>',
  },
  {
    tag: 'lrdx-stock-carousel',
    description: 'A carousel of up to 12 vehicles of a listing.',
    attributes: [
      'list-key',
      'api-base',
      'lang',
      'items',
      'showroom-base',
      'brands',
      'family',
      'models',
      'states',
      'statuses',
      'dealers',
      'engine-types',
      'colors',
      'sort',
      'vehicle-href',
    ],
    example: '<lrdx-stock-carousel list-key="" items="6"></lrdx-stock-carousel>',
  },
  {
    tag: 'lrdx-showroom',
    description: 'One vehicle’s page: pictures, specifications, prices.',
    attributes: ['vehicle-id', 'list-key', 'api-base', 'lang', 'similar', 'heading-level'],
    example: '<lrdx-showroom vehicle-id="1" list-key=""></lrdx-showroom>',
  },
  {
    tag: 'lrdx-reservation',
    description: 'Reserve a vehicle with a deposit.',
    attributes: ['list-key', 'api-base', 'lang', 'texts', 'cancel-href'],
    example: '<lrdx-reservation list-key=""></lrdx-reservation>',
  },
  {
    tag: 'lrdx-cancellation',
    description: 'Cancel a reservation from its e-mail link.',
    attributes: ['api-base', 'lang', 'texts', 'lead-id', 'order-number', 'token'],
    example: '<lrdx-cancellation></lrdx-cancellation>',
  },
  {
    tag: 'lrdx-order-online',
    description: 'Order a vehicle online, step by step.',
    attributes: ['vehicle-id', 'list-key', 'api-base', 'lang', 'step', 'order-number', 'order-token', 'config-url', 'terms-url'],
    example: '<lrdx-order-online vehicle-id="1" list-key=""></lrdx-order-online>',
  },
  {
    tag: 'lrdx-form',
    description: 'A form of the Forms API (enquiry, test drive, brochure, contact…), by id or by kind.',
    attributes: [
      'api-base',
      'lang',
      'form-id',
      'form-kind',
      'hidden-fields',
      'vehicle-id',
      'retailer-id',
      'vehicle-model',
      'heading',
      'error-text',
      'retry-text',
      'button-position',
      'columns',
    ],
    example: '<lrdx-form form-kind="contact"></lrdx-form>',
  },
  {
    tag: 'lrdx-finance-calculator',
    description: 'Monthly payments for a vehicle and finance product (settings as JSON in config).',
    attributes: ['lang', 'api-base', 'list-key', 'vehicle-id', 'config', 'price-settings'],
    example: '<lrdx-finance-calculator config=\'{"groups":[]}\'></lrdx-finance-calculator>',
  },
  {
    tag: 'lrdx-quiz',
    description: 'A quiz: fuel-type, defender-packs, powertrain or subscription.',
    attributes: ['quiz', 'lang', 'api-base', 'images-data-url', 'welcome-video', 'result-links'],
    example: '<lrdx-quiz quiz="fuel-type"></lrdx-quiz>',
  },
  {
    tag: 'lrdx-rent-a-car',
    description: 'Car-rental inquiry in three steps (place and dates, contact, summary), sent through the Forms API.',
    attributes: ['lang', 'api-base', 'config', 'form-id', 'hidden-fields', 'texts', 'currency'],
    example: '<lrdx-rent-a-car config=\'{"locations_json":{"locations_list":[]}}\'></lrdx-rent-a-car>',
  },
  {
    tag: 'lrdx-vin-checker',
    description: 'Checks a chassis number (VIN) against the service campaigns of the local database.',
    attributes: ['lang', 'api-base', 'config'],
    example: '<lrdx-vin-checker></lrdx-vin-checker>',
  },
  {
    tag: 'lrdx-update-checker',
    description: "Select a model and year to see which software or map updates apply (the block's subblocks_mapper JSON).",
    attributes: ['lang', 'config'],
    example:
      '<lrdx-update-checker config=\'{"subblocks_mapper":{"dropdowns":[],"subblocks_groups":[]},"groups":[]}\'></lrdx-update-checker>',
  },
  {
    tag: 'lrdx-range-calculator',
    description: "Electric range by car, engine and wheel size, in km or miles (the block's json_url read through /api/range-calculator).",
    attributes: ['lang', 'api-base', 'config'],
    example:
      '<lrdx-range-calculator config=\'{"json_url":"/api/range-calculator/demo/ranges.json","cars":[],"engines":{},"wheels":{}}\'></lrdx-range-calculator>',
  },
  {
    tag: 'lrdx-retailer-locator',
    description: 'Find a retailer by governorate, city or name, or near the visitor; list and map (variant full, list or compact).',
    attributes: ['lang', 'api-base', 'variant', 'distance-unit', 'retailers', 'texts', 'hide-title'],
    example: '<lrdx-retailer-locator variant="full"></lrdx-retailer-locator>',
  },
];

/** The listings a widget may show: those that allow its tag. */
export function listingsFor(tag: string, listings: readonly ListingKey[]): ListingKey[] {
  return listings.filter((listing) => listing.widgets.length === 0 || listing.widgets.includes(tag));
}

/**
 * The example of a widget with a real listing's key in `list-key` (an invented key shows the
 * visitor "this list does not exist"); without one, the attribute is left out.
 */
export function exampleWithListing(widget: WidgetTag, listKey: string | null): string {
  return listKey
    ? widget.example.replace(/ list-key="[^"]*"/, ` list-key="${listKey.replace(/[^a-z0-9-]/g, '')}"`)
    : widget.example.replace(/ list-key="[^"]*"/, '');
}
