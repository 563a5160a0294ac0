/**
 * GET /vehicles (docs/content-api.md, "`/vehicles` parameters"): reads the query and hands it to the
 * stock-page service (server/listing/stock-page.ts) — the same filters, items (1–12, default 12),
 * page and sort as /public_api/listing/{id}, over all stock or one listing's with `listing`.
 */
import type { FastifyRequest } from 'fastify';
import { parseListingQuery, type RawQuery } from '../../../domain/listing-query.js';
import type { AppContext } from '../../context.js';
import { ApiFailure, refusal } from '../../failure.js';
import type { ListingIndexService } from '../../listing/engine/index-service.js';
import { stockPage, type StockPage } from '../../listing/stock-page.js';

export function vehiclesHandler(service: ListingIndexService, db: AppContext['db']) {
  return async (request: FastifyRequest): Promise<StockPage> => {
    const { listing: listingKey, ...rest } = request.query as RawQuery;
    if (Array.isArray(listingKey)) throw new ApiFailure(400, 'invalid_request', 'listing must be given once', 'listing');
    const parsed = parseListingQuery(rest);
    if (!parsed.ok) throw refusal(400, parsed.error);
    const page = await stockPage(service, db, listingKey, parsed.value);
    if (!page) throw new ApiFailure(404, 'listing_not_found', `No listing "${listingKey}"`, 'listing');
    return page;
  };
}
