/**
 * OpenAPI + shape validation of the listings routes of the editor API (docs/cms-api.md,
 * "Listings"; wire types in domain/contracts/listings.ts). Admins only. The service
 * (server/listing/listings-admin.ts) checks meaning — each origin through domain/embed-origin.ts,
 * dealer codes against the dealers — and answers 400 naming the field (`allowed_origins[1]`).
 */
import { EMBED_WIDGET_TAGS } from '../../../domain/embed-widgets.js';
import { LANGUAGES } from '../../../domain/languages.js';
import { BRAND_KEYS, VEHICLE_STATES, VEHICLE_STATUSES } from '../../../domain/vehicle.js';
import { errorResponses } from '../../http/error-schema.js';
import { LISTING_KEY_PATTERN, MAX_LIST_ITEMS, MAX_LISTING_NAME } from '../../listing/listings-admin.js';

const tags = ['editor'];
const ADMIN_ONLY = 'Admins only.';
const guarded = errorResponses(401, 403);
const strings = (description: string, items: object = { type: 'string', maxLength: 300 }) =>
  ({ type: 'array', maxItems: MAX_LIST_ITEMS, items, description }) as const;

const key = {
  type: 'string',
  minLength: 1,
  maxLength: 63,
  pattern: LISTING_KEY_PATTERN,
  description: 'The list key pages name (`list-key="iraq"`): lower-case letters, digits, hyphens',
} as const;
const keyParams = { type: 'object', required: ['key'], properties: { key: { type: 'string', minLength: 1, maxLength: 63 } } } as const;

const properties = {
  name: { type: 'string', minLength: 1, maxLength: MAX_LISTING_NAME },
  allowed_origins: strings(
    'Exact origins whose pages may show the listing: `https://dealer.example` (https; http only for localhost, 127.0.0.1, [::1]). No path, no wildcard.',
  ),
  dealer_codes: strings('Dealers whose stock it shows; empty: every dealer', { type: 'string', maxLength: 64 }),
  brands: strings('Brands it shows; empty: every brand', { type: 'string', enum: [...BRAND_KEYS] }),
  states: strings('Vehicle states it shows (new, approved, used); empty: every state', { type: 'string', enum: [...VEHICLE_STATES] }),
  forced_filters: {
    type: 'object',
    additionalProperties: false,
    description: 'Filters every answer applies whatever the page asks',
    properties: {
      forced_statuses: strings('Only these statuses', { type: 'string', enum: [...VEHICLE_STATUSES] }),
      forced_dealer_codes: strings('Only these dealers', { type: 'string', maxLength: 64 }),
    },
  },
  default_language: {
    type: ['string', 'null'],
    enum: [...LANGUAGES, null],
    description: "The widgets' language when the page's script tag names none (`data-lang`); null: Kurdish",
  },
  widgets: strings('Widget tags it may be embedded with; empty: every widget', { type: 'string', enum: [...EMBED_WIDGET_TAGS] }),
} as const;

const listing = {
  type: 'object',
  required: ['key', 'name', 'allowed_origins', 'dealer_codes', 'brands', 'states', 'forced_filters', 'default_language', 'widgets', 'uuid'],
  properties: { key, ...properties, uuid: { type: 'string' } },
} as const;
const one = { description: 'AdminListing', type: 'object', required: ['data'], properties: { data: listing } } as const;

export const listingKeysSchema = {
  tags,
  summary: "The list keys an editor may name in a widget tag, with each listing's name and the widgets it may embed",
  description: 'Editors and admins. Only `key`, `name` and `widgets` (empty: every widget); origins and filters stay on the admin routes.',
  response: {
    200: {
      type: 'object',
      required: ['data'],
      properties: {
        data: {
          type: 'array',
          items: {
            type: 'object',
            required: ['key', 'name', 'widgets'],
            properties: { key: { type: 'string' }, name: { type: 'string' }, widgets: { type: 'array', items: { type: 'string' } } },
          },
        },
      },
    },
    ...guarded,
  },
} as const;

export const listListingsSchema = {
  tags,
  summary: 'Every listing (embed configuration), by key',
  description: ADMIN_ONLY,
  response: {
    200: { description: 'AdminListing[]', type: 'object', required: ['data'], properties: { data: { type: 'array', items: listing } } },
    ...guarded,
  },
} as const;
export const getListingSchema = {
  tags,
  summary: 'One listing',
  description: `${ADMIN_ONLY} 404 \`listing_not_found\`.`,
  params: keyParams,
  response: { 200: one, ...guarded, ...errorResponses(404) },
} as const;
export const createListingSchema = {
  tags,
  summary: 'Creates a listing a retailer page can name with list-key',
  description: `${ADMIN_ONLY} 400 \`invalid_request\` or \`unknown_dealer\` naming the field (\`allowed_origins[1]\`); 409 \`listing_key_taken\`. Every process sees it at once.`,
  body: { type: 'object', required: ['key', 'name'], additionalProperties: false, properties: { key, ...properties } },
  response: { 201: one, ...guarded, ...errorResponses(409) },
} as const;
export const updateListingSchema = {
  tags,
  summary:
    "Changes a listing's name, origins, stock, forced filters, default language or widgets (the members given replace the stored ones)",
  description: `${ADMIN_ONLY} The key never changes (400 on field \`key\`). Every process applies the change without a restart: a newly allowed origin at once, anything else within about a second.`,
  params: keyParams,
  body: { type: 'object', additionalProperties: false, properties: { key, ...properties } },
  response: { 200: one, ...guarded, ...errorResponses(404) },
} as const;
export const deleteListingSchema = {
  tags,
  summary: 'Deletes a listing (pages naming its key then show "this list does not exist")',
  description: ADMIN_ONLY,
  params: keyParams,
  response: {
    200: {
      description: '{ deleted: true }',
      type: 'object',
      required: ['data'],
      properties: { data: { type: 'object', additionalProperties: true } },
    },
    ...guarded,
    ...errorResponses(404),
  },
} as const;
