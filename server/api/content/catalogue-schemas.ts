/**
 * Route schemas of the content API's stock, offer, breadcrumb and compare routes (docs/content-api.md),
 * in TypeBox: the handlers' types come from them (docs/api-schemas.md).
 */
import { Type } from 'typebox';
import { errorResponses } from '../../http/error-schema.js';
import { DataAnswer, ListAnswer } from '../../http/schemas/answer.js';
import { PathParams, RowId } from '../../http/schemas/ids.js';
import { OptionalPrice } from '../../http/schemas/money.js';
import { CheckedQuery } from '../../http/schemas/checked-query.js';
import { Nullable, OpenObject } from '../../http/schemas/nullable.js';
import { pageMetaFields } from '../../http/schemas/pagination.js';
import { listingQueryDocs, SortOption, VehicleAnswer } from '../../http/schemas/vehicle.js';
import { navEntryFields } from './schemas.js';

export const vehiclesSchema = {
  description:
    "A page of stock through the listing engine: all stock, or one listing's with `listing`. Same filters, sort and paging as /public_api/listing/{id}, without facet counts.",
  tags: ['content'],
  // Checked by parseListingQuery (domain/), so errors name the parameter in our error shape.
  querystring: CheckedQuery({
    listing: 'Listing key (e.g. "iraq"): only the vehicles that listing may show. 404 listing_not_found when unknown.',
    ...listingQueryDocs,
  }),
  response: {
    200: Type.Object({
      data: Type.Array(VehicleAnswer),
      meta: Type.Object({ ...pageMetaFields, sort: Type.Optional(SortOption) }),
    }),
    ...errorResponses(400, 404),
  },
};

const nameplate = Type.Object({ key: Type.String(), name: Type.String(), count: Type.Integer(), from_price: OptionalPrice });

export const groupedNameplatesSchema = {
  description:
    'Models in stock grouped by brand and family, with vehicle counts and from-prices (lowest shown price; sold vehicles left out).',
  tags: ['content'],
  response: {
    200: ListAnswer(
      Type.Object({
        brand_key: Type.String(),
        family: Nullable('string'),
        count: Type.Integer(),
        from_price: OptionalPrice,
        nameplates: Type.Array(nameplate),
      }),
    ),
  },
};

export const vehicleSpecsSchema = {
  description: "One vehicle's specifications, raw (labels and formatting are the caller's). 400 invalid_number, 404 vehicle_not_found.",
  tags: ['content'],
  params: PathParams({ id: 'Vehicle id (a whole number)' }),
  response: {
    200: DataAnswer(
      Type.Partial(
        Type.Object({
          id: RowId,
          brand: Type.String(),
          model: Type.String(),
          nameplate_model_group: Type.String(),
          version_name: Type.String(),
          specs: Type.Unsafe<Record<string, string | number | null>>({
            type: 'object',
            additionalProperties: { type: ['string', 'number', 'null'] },
          }),
          features_standard: Type.Array(Type.String()),
          features_optional: Type.Array(Type.Partial(Type.Object({ name: Type.String(), price: Type.Number() }))),
        }),
      ),
    ),
    ...errorResponses(400, 404),
  },
};

export const offerCarModelsSchema = {
  description:
    'Offers per car model. With car_model_key, only that model\'s offers (matched case-insensitively, spaces as underscores: "Range Rover Sport" = "range_rover_sport").',
  tags: ['content'],
  querystring: Type.Object({
    car_model_key: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'e.g. range_rover_sport' })),
  }),
  response: {
    200: ListAnswer(
      Type.Object({
        car_model_key: Type.String(),
        title: Type.Optional(Type.String()),
        description: Type.Optional(Type.String()),
        url: Type.Optional(Type.String()),
        valid_from: Type.Optional(Nullable('string')),
        valid_to: Type.Optional(Nullable('string')),
        image_id: Type.Optional(Nullable('string')),
      }),
    ),
    ...errorResponses(400),
  },
};

export const breadcrumbsSchema = {
  description: 'The navigation entries leading to a published page, top of the menu first. 404 page_not_found for no such page.',
  tags: ['content'],
  params: PathParams({ pageId: 'Page id (a whole number)' }),
  response: {
    200: ListAnswer(
      Type.Object({
        ...navEntryFields,
        position: Type.Optional(navEntryFields.position),
        parent_id: Type.Optional(navEntryFields.parent_id),
      }),
    ),
    ...errorResponses(400, 404),
  },
};

export const compareSpecSchema = {
  description: 'Compare data of a model by key (e.g. defender_110), as a one-element list (callers read data[0]). 404 model_not_found.',
  tags: ['content'],
  params: PathParams({ id: 'Model key, e.g. range_rover_sport' }, { maxLength: 200 }),
  response: {
    200: ListAnswer(
      Type.Partial(
        Type.Object({ key: Type.String(), name: Type.String(), brand: Type.String(), family: Nullable('string'), specs: OpenObject() }),
      ),
    ),
    ...errorResponses(400, 404),
  },
};
