/**
 * OpenAPI descriptions of the listing routes (shown at /api/docs). Query validation is NOT done by
 * these schemas but by parseListingQuery (domain/), so errors keep our `{ error }` shape; the query
 * schema only documents the parameters and accepts anything.
 */
import { LISTING_ITEMS_MAX, SORT_OPTIONS } from '../../../domain/listing-query.js';
import { errorResponses } from '../../http/error-schema.js';
import { KEYWORD_MAX_LENGTH, SUGGESTION_KINDS, SUGGESTIONS_MAX } from '../../../domain/keyword-search.js';
import { LANGUAGES } from '../../../domain/languages.js';
import { CURATED_VEHICLES_MAX } from '../../../domain/curated-vehicles.js';

const vehicle = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    type: { type: 'string', enum: ['vehicle'] },
    // Serialized as they are: the full attribute list is domain/vehicle.ts (VehicleAttributes).
    attributes: { type: 'object', additionalProperties: true, description: 'Vehicle attributes (docs/listing-api.md, "Vehicle fields")' },
  },
} as const;

const pageMeta = {
  total: { type: 'integer', description: 'Vehicles matching the query' },
  page: { type: 'integer' },
  pages: { type: 'integer', description: 'ceil(total / items); 0 when nothing matches' },
  items: { type: 'integer' },
  sort: { type: 'string', enum: [...SORT_OPTIONS] },
} as const;

const facets = {
  type: 'object',
  description: 'Disjunctive facets: an option count ignores the selection in its own filter.',
  properties: {
    checkbox: {
      type: 'object',
      additionalProperties: {
        type: 'array',
        items: { type: 'object', properties: { value: { type: 'string' }, count: { type: 'integer' }, label: { type: 'string' } } },
      },
    },
    ranges: {
      type: 'object',
      additionalProperties: { type: 'object', properties: { min: { type: 'number' }, max: { type: 'number' } } },
    },
  },
} as const;

const idParam = { id: { type: 'string', description: 'Listing key, e.g. "iraq"' } } as const;

const listingQuery = {
  type: 'object',
  additionalProperties: true,
  properties: {
    items: { description: `Page size, 1–${LISTING_ITEMS_MAX} (default ${LISTING_ITEMS_MAX})` },
    page: { description: 'Page number from 1' },
    sort: { description: `One of ${SORT_OPTIONS.join(', ')}` },
    'filter[<name>_in][]': { description: 'Checkbox filter value (repeatable); _includes for financing_options and engine_types' },
    'filter[<name>_gteq]': { description: 'Range filter lower bound, a number ≥ 0 (also _lteq)' },
    'forced_statuses[]': { description: 'Statuses a retailer page forces (also forced_dealer_codes[])' },
    vehicles: {
      description: `A curated list: only these vehicles, at most ${CURATED_VEHICLES_MAX} ids or VINs, comma-separated (or repeated vehicles[]). One the listing cannot show (sold and removed, withdrawn, unknown) is simply not in the answer; an entry that is neither an id nor a VIN is 400 invalid_vehicle (field vehicles).`,
    },
    q: {
      description: `Keyword, at most ${KEYWORD_MAX_LENGTH} characters: every word must start a word of the vehicle's model, version, colour, paint, engine or dealer (any language), or end its VIN`,
    },
  },
} as const;

const conditional = {
  304: { description: 'Not modified (If-None-Match matched the ETag)', type: 'null' },
  ...errorResponses(400, 404),
} as const;

export const listingSchema = {
  description: "A page of a listing's vehicles with pagination and facet counts. Cached 30 s; ETag per stock version and query.",
  tags: ['listing'],
  params: { type: 'object', properties: idParam, required: ['id'] },
  querystring: listingQuery,
  response: {
    200: {
      type: 'object',
      properties: {
        data: { type: 'array', items: vehicle },
        meta: { type: 'object', properties: { ...pageMeta, facets } },
      },
    },
    ...conditional,
  },
} as const;

export const listingLightSchema = {
  description: 'Like the listing route, with a small attribute subset per vehicle and no facets.',
  tags: ['listing'],
  params: { type: 'object', properties: idParam, required: ['id'] },
  querystring: listingQuery,
  response: {
    200: {
      type: 'object',
      properties: { data: { type: 'array', items: vehicle }, meta: { type: 'object', properties: pageMeta } },
    },
    ...conditional,
  },
} as const;

export const vehicleSchema = {
  description: 'One vehicle of a listing (404 vehicle_not_found when the listing cannot show it).',
  tags: ['listing'],
  params: {
    type: 'object',
    properties: { ...idParam, vehicleId: { type: 'string', description: 'Vehicle id (a whole number)' } },
    required: ['id', 'vehicleId'],
  },
  response: { 200: { type: 'object', properties: { data: vehicle } }, ...conditional },
} as const;

export const preflightSchema = {
  description: 'CORS preflight: answered with Access-Control-* headers only for origins the listing allows.',
  tags: ['listing'],
  response: { 204: { description: 'No content', type: 'null' } },
} as const;

export const similarSchema = {
  description: 'Vehicles of the same model in the listing, the current one excluded, at most 6 (items: 1–12, default 6).',
  tags: ['listing'],
  params: {
    type: 'object',
    properties: { ...idParam, vehicleId: { type: 'string', description: 'Vehicle id (a whole number)' } },
    required: ['id', 'vehicleId'],
  },
  querystring: {
    type: 'object',
    additionalProperties: true,
    properties: { items: { description: 'How many, 1–12 (answers hold at most 6)' } },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        data: { type: 'array', items: vehicle },
        meta: { type: 'object', properties: { model: { type: 'string' }, items: { type: 'integer' } } },
      },
    },
    ...conditional,
  },
} as const;

export const suggestSchema = {
  description: `Up to ${SUGGESTIONS_MAX} labels the keyword's last word starts (models, versions, colours, paints, engines, dealers), in the language asked, with the vehicles each finds under the other words and the filters. Cached 30 s; ETag per stock version and question.`,
  tags: ['listing'],
  params: { type: 'object', properties: idParam, required: ['id'] },
  querystring: {
    type: 'object',
    additionalProperties: true,
    properties: {
      q: { description: `The typed text, at most ${KEYWORD_MAX_LENGTH} characters` },
      lang: { description: `Language of the labels: ${LANGUAGES.join(', ')} (default ku)` },
      'filter[<name>_in][]': { description: 'The listing filters, as on the listing route' },
    },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        data: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              kind: { type: 'string', enum: [...SUGGESTION_KINDS] },
              value: { type: 'string' },
              label: { type: 'string' },
              count: { type: 'integer' },
              q: { type: 'string', description: 'The keyword choosing this suggestion searches' },
            },
          },
        },
        meta: { type: 'object', properties: { q: { type: 'string' } } },
      },
    },
    ...conditional,
  },
} as const;
