/**
 * OpenAPI + shape validation of the stock routes of the editor API (docs/stock-feed.md; wire types
 * in domain/contracts/stock.ts). Admins and accounts with the `stock` role.
 */
import { MAX_STOCK_PAGE_ITEMS, PULL_EVERY_MINUTES, STOCK_SORTS, WITHDRAW_CHOICES } from '../../../domain/contracts/stock.js';
import { VEHICLE_STATUSES } from '../../../domain/vehicle.js';
import { errorResponses } from '../../http/error-schema.js';
import { DB_INT_MAX } from '../../http/db-int.js';

const tags = ['editor'];

export const importOptionsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    dry_run: { type: 'boolean', description: 'Report only; change nothing' },
    all_or_nothing: { type: 'boolean', description: 'Change nothing when any row is refused' },
    withdraw: {
      type: 'string',
      enum: [...WITHDRAW_CHOICES],
      description: 'Vehicles of your dealers the feed no longer lists: `keep` (default), mark `sold`, or `remove`',
    },
  },
} as const;

export const importStockSchema = {
  tags,
  summary: 'Imports a stock feed (CSV or JSON) and answers the import report',
  description:
    'The feed is the body (`text/csv` or `application/json`) or the `file` part of a multipart/form-data upload, whose fields `dry_run`, `all_or_nothing` and `withdraw` may carry the options too. Every row is checked; refused rows are reported with line, field, code and the reason in ku, ar and en (docs/stock-feed.md). 400 `feed_unreadable` / `unknown_column` / `missing_column` when the file as a whole cannot be read.',
  consumes: ['text/csv', 'application/json', 'multipart/form-data'],
  querystring: importOptionsQuery,
  response: {
    200: {
      type: 'object',
      required: ['data'],
      properties: { data: { type: 'object', additionalProperties: true, description: 'StockImportReport (domain/contracts/stock.ts)' } },
    },
    ...errorResponses(400, 401, 403, 413, 415),
  },
} as const;

const open = { type: 'object', additionalProperties: true } as const;
const statusEnum = { type: 'string', enum: [...VEHICLE_STATUSES] } as const;

export const listStockSchema = {
  tags,
  summary: 'A page of the vehicles of your dealers (the stock screen)',
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      vin: { type: 'string', maxLength: 17, description: 'The end of the VIN' },
      model: { type: 'string', maxLength: 60, description: 'Part of the model name or key' },
      dealer: { type: 'string', maxLength: 40 },
      status: statusEnum,
      sort: { type: 'string', enum: [...STOCK_SORTS] },
      page: { type: 'integer', minimum: 1, maximum: 100000 },
      items: { type: 'integer', minimum: 1, maximum: MAX_STOCK_PAGE_ITEMS },
    },
  },
  response: {
    200: {
      type: 'object',
      properties: { data: { type: 'array', items: open }, meta: { type: 'object', properties: { total: { type: 'integer' } } } },
    },
    ...errorResponses(400, 401, 403),
  },
} as const;

export const changeStockVehicleSchema = {
  tags,
  summary: "Changes one vehicle's price, status, hidden price, features or photos",
  description:
    "Checked as a feed row (docs/stock-feed.md); `photos` are fetched and stored as a feed's (400 with a `photo_*` code on `photos` when one cannot be, the vehicle unchanged); 409 `vehicle_held` when a reservation or an order holds its status.",
  params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: DB_INT_MAX } } },
  body: {
    type: 'object',
    additionalProperties: false,
    minProperties: 1,
    properties: {
      msrp_price: { type: 'integer', minimum: 1, maximum: 100000000 },
      sale_price: { type: ['integer', 'null'], minimum: 1, maximum: 100000000 },
      status: statusEnum,
      price_hidden: { type: 'boolean' },
      features_standard: { type: 'array', maxItems: 60, items: { type: 'string', minLength: 1, maxLength: 120 } },
      features_optional: {
        type: 'array',
        maxItems: 60,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'price'],
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 120 },
            price: { type: 'integer', minimum: 0, maximum: 100000000 },
          },
        },
      },
      photos: { type: 'array', maxItems: 20, items: { type: 'string', minLength: 1, maxLength: 2000 } },
    },
  },
  response: { 200: { type: 'object', properties: { data: open } }, ...errorResponses(400, 401, 403, 404, 409) },
} as const;

export const setStockStatusSchema = {
  tags,
  summary: 'Sets one status on many vehicles (held ones are reported, not changed)',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['ids', 'status'],
    properties: {
      ids: { type: 'array', minItems: 1, maxItems: 500, items: { type: 'integer', minimum: 1, maximum: DB_INT_MAX } },
      status: statusEnum,
    },
  },
  response: { 200: { type: 'object', properties: { data: open } }, ...errorResponses(400, 401, 403) },
} as const;

const pullState = { 200: { type: 'object', required: ['data'], properties: { data: open } }, ...errorResponses(401, 403) } as const;

export const readPullSchema = {
  tags,
  summary: 'The configured feed pull: its address, schedule and options, and what the last pull did (admins)',
  response: pullState,
} as const;

export const savePullSchema = {
  tags,
  summary: 'Configures the feed pulled on a schedule (admins); an enabled pull is due at once',
  description:
    'The server reads the address every `every_minutes` and imports it for every dealer with the options given, as an upload would (docs/stock-feed.md, "A feed pulled on a schedule"). The address is http(s), without a user name or password; at pull time a host on a private address is refused unless STOCK_FEED_ALLOW_PRIVATE_HOSTS is set.',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['enabled', 'url', 'every_minutes', 'withdraw', 'all_or_nothing'],
    properties: {
      enabled: { type: 'boolean' },
      url: { type: 'string', maxLength: 2000 },
      every_minutes: { type: 'integer', minimum: PULL_EVERY_MINUTES.min, maximum: PULL_EVERY_MINUTES.max },
      withdraw: { type: 'string', enum: [...WITHDRAW_CHOICES] },
      all_or_nothing: { type: 'boolean' },
    },
  },
  response: { ...pullState, ...errorResponses(400, 401, 403) },
} as const;

export const runPullSchema = {
  tags,
  summary: 'Pulls the configured feed now in this process and answers what the pull did (admins)',
  response: { ...pullState, ...errorResponses(401, 403, 404, 409) },
} as const;
