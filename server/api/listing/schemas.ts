/**
 * Route schemas of the listing routes, in TypeBox (docs/api-schemas.md; shown at /api/docs). Query
 * validation is NOT done by these schemas but by parseListingQuery (domain/), so errors keep our
 * `{ error }` shape; the query schema only documents the parameters and accepts anything.
 */
import { Type } from 'typebox';
import { CURATED_VEHICLES_MAX } from '../../../domain/curated-vehicles.js';
import { KEYWORD_MAX_LENGTH, SUGGESTION_KINDS, SUGGESTIONS_MAX } from '../../../domain/keyword-search.js';
import { LANGUAGES } from '../../../domain/languages.js';
import { errorResponses } from '../../http/error-schema.js';
import { CheckedQuery } from '../../http/schemas/checked-query.js';
import { notModifiedResponse } from '../../http/schemas/http-cache.js';
import { PathParams } from '../../http/schemas/ids.js';
import { MapOf, StringEnum } from '../../http/schemas/nullable.js';
import { pageMetaFields } from '../../http/schemas/pagination.js';
import { listingQueryDocs, SortOption, VehicleAnswer } from '../../http/schemas/vehicle.js';

const pageMeta = {
  ...pageMetaFields,
  total: Type.Optional(Type.Integer({ description: 'Vehicles matching the query' })),
  pages: Type.Optional(Type.Integer({ description: 'ceil(total / items); 0 when nothing matches' })),
  sort: Type.Optional(SortOption),
};

const facets = Type.Partial(
  Type.Object({
    checkbox: MapOf(Type.Array(Type.Partial(Type.Object({ value: Type.String(), count: Type.Integer(), label: Type.String() })))),
    ranges: MapOf(Type.Partial(Type.Object({ min: Type.Number(), max: Type.Number() }))),
  }),
  { description: 'Disjunctive facets: an option count ignores the selection in its own filter.' },
);

const listingKey = { id: 'Listing key, e.g. "iraq"' };
const vehicleKey = { ...listingKey, vehicleId: 'Vehicle id (a whole number)' };

const listingQuery = CheckedQuery({
  ...listingQueryDocs,
  'forced_statuses[]': 'Statuses a retailer page forces (also forced_dealer_codes[])',
  vehicles: `A curated list: only these vehicles, at most ${CURATED_VEHICLES_MAX} ids or VINs, comma-separated (or repeated vehicles[]). One the listing cannot show (sold and removed, withdrawn, unknown) is simply not in the answer; an entry that is neither an id nor a VIN is 400 invalid_vehicle (field vehicles).`,
  q: `Keyword, at most ${KEYWORD_MAX_LENGTH} characters: every word must start a word of the vehicle's model, version, colour, paint, engine or dealer (any language), or end its VIN`,
});

const conditional = { ...notModifiedResponse, ...errorResponses(400, 404) };

export const listingSchema = {
  description: "A page of a listing's vehicles with pagination and facet counts. Cached 30 s; ETag per stock version and query.",
  tags: ['listing'],
  params: PathParams(listingKey),
  querystring: listingQuery,
  response: {
    200: Type.Partial(Type.Object({ data: Type.Array(VehicleAnswer), meta: Type.Object({ ...pageMeta, facets: Type.Optional(facets) }) })),
    ...conditional,
  },
};

export const listingLightSchema = {
  description: 'Like the listing route, with a small attribute subset per vehicle and no facets.',
  tags: ['listing'],
  params: PathParams(listingKey),
  querystring: listingQuery,
  response: { 200: Type.Partial(Type.Object({ data: Type.Array(VehicleAnswer), meta: Type.Object(pageMeta) })), ...conditional },
};

export const vehicleSchema = {
  description: 'One vehicle of a listing (404 vehicle_not_found when the listing cannot show it).',
  tags: ['listing'],
  params: PathParams(vehicleKey),
  response: { 200: Type.Partial(Type.Object({ data: VehicleAnswer })), ...conditional },
};

export const preflightSchema = {
  description: 'CORS preflight: answered with Access-Control-* headers only for origins the listing allows.',
  tags: ['listing'],
  response: { 204: Type.Null({ description: 'No content' }) },
};

export const similarSchema = {
  description: 'Vehicles of the same model in the listing, the current one excluded, at most 6 (items: 1–12, default 6).',
  tags: ['listing'],
  params: PathParams(vehicleKey),
  querystring: CheckedQuery({ items: 'How many, 1–12 (answers hold at most 6)' }),
  response: {
    200: Type.Partial(
      Type.Object({
        data: Type.Array(VehicleAnswer),
        meta: Type.Partial(Type.Object({ model: Type.String(), items: Type.Integer() })),
      }),
    ),
    ...conditional,
  },
};

export const suggestSchema = {
  description: `Up to ${SUGGESTIONS_MAX} labels the keyword's last word starts (models, versions, colours, paints, engines, dealers), in the language asked, with the vehicles each finds under the other words and the filters. Cached 30 s; ETag per stock version and question.`,
  tags: ['listing'],
  params: PathParams(listingKey),
  querystring: CheckedQuery({
    q: `The typed text, at most ${KEYWORD_MAX_LENGTH} characters`,
    lang: `Language of the labels: ${LANGUAGES.join(', ')} (default ku)`,
    'filter[<name>_in][]': 'The listing filters, as on the listing route',
  }),
  response: {
    200: Type.Partial(
      Type.Object({
        data: Type.Array(
          Type.Partial(
            Type.Object({
              kind: StringEnum(SUGGESTION_KINDS),
              value: Type.String(),
              label: Type.String(),
              count: Type.Integer(),
              q: Type.String({ description: 'The keyword choosing this suggestion searches' }),
            }),
          ),
        ),
        meta: Type.Partial(Type.Object({ q: Type.String() })),
      }),
    ),
    ...conditional,
  },
};
