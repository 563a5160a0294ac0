/**
 * OpenAPI + shape validation of the stock routes of the editor API (docs/stock-feed.md; wire types
 * in domain/contracts/stock.ts), in TypeBox (docs/api-schemas.md): the handlers' query, path, body
 * and answer types come from them. Admins and accounts with the `stock` role.
 */
import { Type } from 'typebox';
import { MAX_STOCK_PAGE_ITEMS, PULL_EVERY_MINUTES, STOCK_SORTS, WITHDRAW_CHOICES } from '../../../domain/contracts/stock.js';
import { VEHICLE_STATUSES } from '../../../domain/vehicle.js';
import { dbIdSchema } from '../../http/db-int.js';
import { errorResponses } from '../../http/error-schema.js';
import { DataAnswer } from '../../http/schemas/answer.js';
import { OpenObject, StringEnum } from '../../http/schemas/nullable.js';
import { IdParams, OpenAnswer, editorTags as tags, guarded } from './schema-parts.js';

const status = StringEnum(VEHICLE_STATUSES);
const withdraw = StringEnum(WITHDRAW_CHOICES);
const money = { minimum: 1, maximum: 100000000 };

export const importOptionsQuery = Type.Object(
  {
    dry_run: Type.Optional(Type.Boolean({ description: 'Report only; change nothing' })),
    all_or_nothing: Type.Optional(Type.Boolean({ description: 'Change nothing when any row is refused' })),
    withdraw: Type.Optional(
      StringEnum(WITHDRAW_CHOICES, {
        description: 'Vehicles of your dealers the feed no longer lists: `keep` (default), mark `sold`, or `remove`',
      }),
    ),
  },
  { additionalProperties: false },
);

export const importStockSchema = {
  tags,
  summary: 'Imports a stock feed (CSV or JSON) and answers the import report',
  description:
    'The feed is the body (`text/csv` or `application/json`) or the `file` part of a multipart/form-data upload, whose fields `dry_run`, `all_or_nothing` and `withdraw` may carry the options too. Every row is checked; refused rows are reported with line, field, code and the reason in ku, ar and en (docs/stock-feed.md). 400 `feed_unreadable` / `unknown_column` / `missing_column` when the file as a whole cannot be read.',
  consumes: ['text/csv', 'application/json', 'multipart/form-data'],
  querystring: importOptionsQuery,
  response: {
    200: DataAnswer(OpenObject({ description: 'StockImportReport (domain/contracts/stock.ts)' })),
    ...guarded,
    ...errorResponses(400, 413, 415),
  },
};

export const listStockSchema = {
  tags,
  summary: 'A page of the vehicles of your dealers (the stock screen)',
  querystring: Type.Object(
    {
      vin: Type.Optional(Type.String({ maxLength: 17, description: 'The end of the VIN' })),
      model: Type.Optional(Type.String({ maxLength: 60, description: 'Part of the model name or key' })),
      dealer: Type.Optional(Type.String({ maxLength: 40 })),
      status: Type.Optional(status),
      sort: Type.Optional(StringEnum(STOCK_SORTS)),
      page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
      items: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_STOCK_PAGE_ITEMS })),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object(
      { data: Type.Array(OpenObject()), meta: Type.Object({ total: Type.Integer({ description: 'Vehicles matching, all pages' }) }) },
      { description: 'StockListItem[] (domain/contracts/stock.ts)' },
    ),
    ...guarded,
    ...errorResponses(400),
  },
};

export const changeStockVehicleSchema = {
  tags,
  summary: "Changes one vehicle's price, status, hidden price, features or photos",
  description:
    "Checked as a feed row (docs/stock-feed.md); `photos` are fetched and stored as a feed's (400 with a `photo_*` code on `photos` when one cannot be, the vehicle unchanged); 409 `vehicle_held` when a reservation or an order holds its status.",
  params: IdParams,
  body: Type.Object(
    {
      msrp_price: Type.Optional(Type.Integer(money)),
      // Written out, `{ type: ['integer', 'null'] }`: Nullable() takes no bounds (docs/api-schemas.md).
      sale_price: Type.Optional(Type.Unsafe<number | null>({ type: ['integer', 'null'], ...money })),
      status: Type.Optional(status),
      price_hidden: Type.Optional(Type.Boolean()),
      features_standard: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 120 }), { maxItems: 60 })),
      features_optional: Type.Optional(
        Type.Array(
          Type.Object(
            {
              name: Type.String({ minLength: 1, maxLength: 120 }),
              price: Type.Integer({ minimum: 0, maximum: 100000000 }),
            },
            { additionalProperties: false },
          ),
          { maxItems: 60 },
        ),
      ),
      photos: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 2000 }), { maxItems: 20 })),
    },
    { additionalProperties: false, minProperties: 1 },
  ),
  response: { 200: OpenAnswer('StockListItem'), ...guarded, ...errorResponses(400, 404, 409) },
};

export const setStockStatusSchema = {
  tags,
  summary: 'Sets one status on many vehicles (held ones are reported, not changed)',
  body: Type.Object({ ids: Type.Array(dbIdSchema, { minItems: 1, maxItems: 500 }), status }, { additionalProperties: false }),
  response: { 200: OpenAnswer('StockStatusResult (server/stock-feed/stock-vehicles.ts)'), ...guarded, ...errorResponses(400) },
};

const pullState = { 200: OpenAnswer('StockPullState'), ...guarded };

export const readPullSchema = {
  tags,
  summary: 'The configured feed pull: its address, schedule and options, and what the last pull did (admins)',
  response: pullState,
};

export const savePullSchema = {
  tags,
  summary: 'Configures the feed pulled on a schedule (admins); an enabled pull is due at once',
  description:
    'The server reads the address every `every_minutes` and imports it for every dealer with the options given, as an upload would (docs/stock-feed.md, "A feed pulled on a schedule"). The address is http(s), without a user name or password; at pull time a host on a private address is refused unless STOCK_FEED_ALLOW_PRIVATE_HOSTS is set.',
  body: Type.Object(
    {
      enabled: Type.Boolean(),
      url: Type.String({ maxLength: 2000 }),
      every_minutes: Type.Integer({ minimum: PULL_EVERY_MINUTES.min, maximum: PULL_EVERY_MINUTES.max }),
      withdraw,
      all_or_nothing: Type.Boolean(),
    },
    { additionalProperties: false },
  ),
  response: { ...pullState, ...errorResponses(400) },
};

export const runPullSchema = {
  tags,
  summary: 'Pulls the configured feed now in this process and answers what the pull did (admins)',
  response: { ...pullState, ...errorResponses(404, 409) },
};
