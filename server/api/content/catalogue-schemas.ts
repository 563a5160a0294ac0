/** OpenAPI/JSON schemas of the content API's stock, offer, breadcrumb and compare routes (docs/content-api.md). */
import { LISTING_ITEMS_MAX, SORT_OPTIONS } from '../../../domain/listing-query.js';
import { errorResponses } from '../../http/error-schema.js';

const vehicle = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    type: { type: 'string', enum: ['vehicle'] },
    attributes: { type: 'object', additionalProperties: true, description: 'Vehicle attributes (docs/listing-api.md, "Vehicle fields")' },
  },
} as const;

const nullableNumber = { type: ['number', 'null'] } as const;

export const vehiclesSchema = {
  description:
    "A page of stock through the listing engine: all stock, or one listing's with `listing`. Same filters, sort and paging as /public_api/listing/{id}, without facet counts.",
  tags: ['content'],
  querystring: {
    type: 'object',
    // Validated by parseListingQuery (domain/), so errors name the parameter in our error shape.
    additionalProperties: true,
    properties: {
      listing: { description: 'Listing key (e.g. "iraq"): only the vehicles that listing may show. 404 listing_not_found when unknown.' },
      items: { description: `Page size, 1–${LISTING_ITEMS_MAX} (default ${LISTING_ITEMS_MAX})` },
      page: { description: 'Page number from 1' },
      sort: { description: `One of ${SORT_OPTIONS.join(', ')}` },
      'filter[<name>_in][]': { description: 'Checkbox filter value (repeatable); _includes for financing_options and engine_types' },
      'filter[<name>_gteq]': { description: 'Range filter lower bound, a number ≥ 0 (also _lteq)' },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['data', 'meta'],
      properties: {
        data: { type: 'array', items: vehicle },
        meta: {
          type: 'object',
          properties: {
            total: { type: 'integer' },
            page: { type: 'integer' },
            pages: { type: 'integer' },
            items: { type: 'integer' },
            sort: { type: 'string', enum: [...SORT_OPTIONS] },
          },
        },
      },
    },
    ...errorResponses(400, 404),
  },
} as const;

const nameplate = {
  type: 'object',
  required: ['key', 'name', 'count', 'from_price'],
  properties: { key: { type: 'string' }, name: { type: 'string' }, count: { type: 'integer' }, from_price: nullableNumber },
} as const;

export const groupedNameplatesSchema = {
  description:
    'Models in stock grouped by brand and family, with vehicle counts and from-prices (lowest shown price; sold vehicles left out).',
  tags: ['content'],
  response: {
    200: {
      type: 'object',
      required: ['data'],
      properties: {
        data: {
          type: 'array',
          items: {
            type: 'object',
            required: ['brand_key', 'family', 'count', 'from_price', 'nameplates'],
            properties: {
              brand_key: { type: 'string' },
              family: { type: ['string', 'null'] },
              count: { type: 'integer' },
              from_price: nullableNumber,
              nameplates: { type: 'array', items: nameplate },
            },
          },
        },
      },
    },
  },
} as const;

export const vehicleSpecsSchema = {
  description: "One vehicle's specifications, raw (labels and formatting are the caller's). 400 invalid_number, 404 vehicle_not_found.",
  tags: ['content'],
  params: { type: 'object', required: ['id'], properties: { id: { type: 'string', description: 'Vehicle id (a whole number)' } } },
  response: {
    200: {
      type: 'object',
      required: ['data'],
      properties: {
        data: {
          type: 'object',
          properties: {
            id: { type: 'integer' },
            brand: { type: 'string' },
            model: { type: 'string' },
            nameplate_model_group: { type: 'string' },
            version_name: { type: 'string' },
            specs: { type: 'object', additionalProperties: { type: ['string', 'number', 'null'] } },
            features_standard: { type: 'array', items: { type: 'string' } },
            features_optional: {
              type: 'array',
              items: { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } } },
            },
          },
        },
      },
    },
    ...errorResponses(400, 404),
  },
} as const;

export const offerCarModelsSchema = {
  description:
    'Offers per car model. With car_model_key, only that model\'s offers (matched case-insensitively, spaces as underscores: "Range Rover Sport" = "range_rover_sport").',
  tags: ['content'],
  querystring: {
    type: 'object',
    properties: { car_model_key: { type: 'string', minLength: 1, maxLength: 200, description: 'e.g. range_rover_sport' } },
  },
  response: {
    200: {
      type: 'object',
      required: ['data'],
      properties: {
        data: {
          type: 'array',
          items: {
            type: 'object',
            required: ['car_model_key'],
            properties: {
              car_model_key: { type: 'string' },
              title: { type: 'string' },
              description: { type: 'string' },
              url: { type: 'string' },
              valid_from: { type: ['string', 'null'] },
              valid_to: { type: ['string', 'null'] },
              image_id: { type: ['string', 'null'] },
            },
          },
        },
      },
    },
    ...errorResponses(400),
  },
} as const;

export const breadcrumbsSchema = {
  description: 'The navigation entries leading to a published page, top of the menu first. 404 page_not_found for no such page.',
  tags: ['content'],
  params: { type: 'object', required: ['pageId'], properties: { pageId: { type: 'string', description: 'Page id (a whole number)' } } },
  response: {
    200: {
      type: 'object',
      required: ['data'],
      properties: {
        data: {
          type: 'array',
          items: {
            type: 'object',
            required: ['id', 'label', 'url'],
            properties: {
              id: { type: 'integer' },
              label: { type: 'string' },
              url: { type: 'string' },
              position: { type: 'integer' },
              parent_id: { type: ['integer', 'null'] },
            },
          },
        },
      },
    },
    ...errorResponses(400, 404),
  },
} as const;

export const compareSpecSchema = {
  description: 'Compare data of a model by key (e.g. defender_110), as a one-element list (callers read data[0]). 404 model_not_found.',
  tags: ['content'],
  params: {
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'string', maxLength: 200, description: 'Model key, e.g. range_rover_sport' } },
  },
  response: {
    200: {
      type: 'object',
      required: ['data'],
      properties: {
        data: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              key: { type: 'string' },
              name: { type: 'string' },
              brand: { type: 'string' },
              family: { type: ['string', 'null'] },
              specs: { type: 'object', additionalProperties: true },
            },
          },
        },
      },
    },
    ...errorResponses(400, 404),
  },
} as const;
