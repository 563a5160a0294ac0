/**
 * OpenAPI + shape validation of the stock routes of the editor API (docs/stock-feed.md; wire types
 * in domain/contracts/stock.ts). Admins and accounts with the `stock` role.
 */
import { WITHDRAW_CHOICES } from '../../../domain/contracts/stock.js';
import { errorResponses } from '../../http/error-schema.js';

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
