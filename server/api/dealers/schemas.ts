/**
 * Route schemas of the retailers and dealers routes, in TypeBox (docs/api-schemas.md). Replies are
 * sent pre-serialized with an ETag and the query parameters are checked by the handlers, so bad
 * input gets our `{ error: { code, message, field } }` answer (the shared ApiError schema).
 */
import { Type } from 'typebox';
import { errorResponses } from '../../http/error-schema.js';
import { CheckedQuery } from '../../http/schemas/checked-query.js';
import { notModifiedResponse } from '../../http/schemas/http-cache.js';
import { PathParams, RowId } from '../../http/schemas/ids.js';
import { Nullable, StringEnum } from '../../http/schemas/nullable.js';
import { pageMetaFields, pageQueryDocs } from '../../http/schemas/pagination.js';

/** The dealers list holds at most 50 (docs/listing-api.md, "Retailers and dealers"). */
export const DEALERS_ITEMS_MAX = 50;

export const retailer = Type.Partial(
  Type.Object({
    id: RowId,
    dealer_code: Type.String(),
    name: Type.String(),
    display_name: Type.String({ description: 'owner_metadata.display_name_jag for Jaguar, else display_name_lr, else name' }),
    address: Type.String({
      description:
        'The street. With lang=ku or lang=ar: the Kurdish or Arabic street when the dealer has one, else the stored one; without lang (or lang=en): as stored (English, with the city after it)',
    }),
    city: Type.String(),
    state: Type.String(),
    postcode: Type.String(),
    locality: Type.String(),
    latitude: Nullable('number'),
    longitude: Nullable('number'),
    phone: Type.String(),
    email: Type.String(),
    opening_hours: Nullable('string'),
    ci_code: Type.String(),
    brands: Type.Array(Type.String()),
    vehicle_count: Type.Integer({ description: 'Vehicles of this retailer the question covers' }),
  }),
);

const addressLanguage = 'ku, en or ar: the language of each address (default: as stored)';

export const retailersSchema = {
  description: "The listing's retailers (dealers with vehicles in it, or named by it), sorted by name. Cached 30 s with an ETag.",
  tags: ['listing'],
  params: PathParams({ id: 'Listing key' }),
  querystring: CheckedQuery({
    q: 'Text found in the name, display name, city or locality',
    state: 'Exact state (governorate)',
    brand: 'land_rover or jaguar: retailers with that brand in stock, named for it',
    lang: addressLanguage,
  }),
  response: {
    200: Type.Partial(Type.Object({ data: Type.Array(retailer) })),
    ...notModifiedResponse,
    ...errorResponses(400, 404),
  },
};

export const dealersSchema = {
  description:
    "Dealers (docs/listing-api.md): all of them (items ≤ 50), those of a listing (listing_id, filter[brands_name_eq], sort=name), or the postcode search (q[brand_eq], q[state_eq], q[postcode_eq], q[locality_eq]; exact, else the state's dealers nearest first — meta.match says which). See docs/listing-api.md.",
  tags: ['dealers'],
  querystring: CheckedQuery({
    ...pageQueryDocs(DEALERS_ITEMS_MAX),
    sort: 'name (the only order; also the default)',
    listing_id: 'Only the retailers of this listing',
    'filter[brands_name_eq]': 'Brand name or key',
    'q[brand_eq]': 'Brand key or name',
    'q[state_eq]': 'Exact state (governorate)',
    'q[postcode_eq]': 'Exact postcode',
    'q[locality_eq]': 'Exact locality',
    lang: addressLanguage,
  }),
  response: {
    200: Type.Partial(
      Type.Object({
        data: Type.Array(retailer),
        meta: Type.Object({ ...pageMetaFields, match: Type.Optional(StringEnum(['exact', 'state_fallback'])) }),
      }),
    ),
    ...notModifiedResponse,
    ...errorResponses(400, 404),
  },
};

export const publicPreflightSchema = {
  description: 'CORS preflight: Access-Control-* headers only for origins some listing allows.',
  tags: ['dealers'],
  response: { 204: Type.Null({ description: 'No content' }) },
};
