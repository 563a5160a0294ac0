/**
 * OpenAPI schemas of the retailers and dealers routes. Documentation only: replies are sent
 * pre-serialized and query parameters are untyped here, so bad input reaches the handlers and
 * gets our `{ error: { code, message, field } }` answer (the shared ApiError schema).
 */
import { errorResponses } from '../../http/error-schema.js';

export const retailer = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    dealer_code: { type: 'string' },
    name: { type: 'string' },
    display_name: { type: 'string', description: 'owner_metadata.display_name_jag for Jaguar, else display_name_lr, else name' },
    address: {
      type: 'string',
      description:
        'The street. With lang=ku or lang=ar: the Kurdish or Arabic street when the dealer has one, else the stored one; without lang (or lang=en): as stored (English, with the city after it)',
    },
    city: { type: 'string' },
    state: { type: 'string' },
    postcode: { type: 'string' },
    locality: { type: 'string' },
    latitude: { type: ['number', 'null'] },
    longitude: { type: ['number', 'null'] },
    phone: { type: 'string' },
    email: { type: 'string' },
    opening_hours: { type: ['string', 'null'] },
    ci_code: { type: 'string' },
    brands: { type: 'array', items: { type: 'string' } },
    vehicle_count: { type: 'integer', description: 'Vehicles of this retailer the question covers' },
  },
} as const;

const cached = { 304: { description: 'Not modified (If-None-Match matched the ETag)', type: 'null' } } as const;

export const retailersSchema = {
  description: "The listing's retailers (dealers with vehicles in it, or named by it), sorted by name. Cached 30 s with an ETag.",
  tags: ['listing'],
  params: { type: 'object', properties: { id: { type: 'string', description: 'Listing key' } }, required: ['id'] },
  querystring: {
    type: 'object',
    additionalProperties: true,
    properties: {
      q: { description: 'Text found in the name, display name, city or locality' },
      state: { description: 'Exact state (governorate)' },
      brand: { description: 'land_rover or jaguar: retailers with that brand in stock, named for it' },
      lang: { description: 'ku, en or ar: the language of each address (default: as stored)' },
    },
  },
  response: {
    200: { type: 'object', properties: { data: { type: 'array', items: retailer } } },
    ...cached,
    ...errorResponses(400, 404),
  },
} as const;

export const dealersSchema = {
  description:
    "Dealers (docs/listing-api.md): all of them (items ≤ 50), those of a listing (listing_id, filter[brands_name_eq], sort=name), or the postcode search (q[brand_eq], q[state_eq], q[postcode_eq], q[locality_eq]; exact, else the state's dealers nearest first — meta.match says which). See docs/listing-api.md.",
  tags: ['dealers'],
  querystring: {
    type: 'object',
    additionalProperties: true,
    properties: {
      items: { description: 'Page size, 1–50 (default 50)' },
      page: { description: 'Page number from 1' },
      sort: { description: 'name (the only order; also the default)' },
      listing_id: { description: 'Only the retailers of this listing' },
      'filter[brands_name_eq]': { description: 'Brand name or key' },
      'q[brand_eq]': { description: 'Brand key or name' },
      'q[state_eq]': { description: 'Exact state (governorate)' },
      'q[postcode_eq]': { description: 'Exact postcode' },
      'q[locality_eq]': { description: 'Exact locality' },
      lang: { description: 'ku, en or ar: the language of each address (default: as stored)' },
    },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        data: { type: 'array', items: retailer },
        meta: {
          type: 'object',
          properties: {
            total: { type: 'integer' },
            page: { type: 'integer' },
            pages: { type: 'integer' },
            items: { type: 'integer' },
            match: { type: 'string', enum: ['exact', 'state_fallback'] },
          },
        },
      },
    },
    ...cached,
    ...errorResponses(400, 404),
  },
} as const;

export const publicPreflightSchema = {
  description: 'CORS preflight: Access-Control-* headers only for origins some listing allows.',
  tags: ['dealers'],
  response: { 204: { description: 'No content', type: 'null' } },
} as const;
