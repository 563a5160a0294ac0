/** Handlers of `/public_api/listing/:id/retailers` and `/dealers` (registered by index.ts). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { LANGUAGES } from '../../../domain/languages.js';
import type { ParseResult, RawQuery } from '../../../domain/listing-query.js';
import type { AppContext } from '../../context.js';
import { allowAnyListingOrigin } from '../../http/cors.js';
import type { ListingIndexService } from '../../listing/engine/index-service.js';
import { sendCachedJson } from '../../http/http-cache.js';
import { findListing, resolveListing } from '../../listing/resolve-listing.js';
import { choiceParam, integerParam, textParam } from '../../http/query-params.js';
import { brandParam } from '../../http/brand-param.js';
import { ALL_STOCK_LISTING } from '../../listing/all-stock-listing.js';
import { loadDealers } from '../../listing/dealer-rows.js';
import { dealerVehicleCounts } from '../../listing/dealer-counts.js';
import { listingBrand, listingDealerRows, listingRetailers } from '../../listing/listing-retailers.js';
import { POSTCODE_PLACES } from '../../listing/postcode-places.js';
import { searchDealers, type DealerQuery } from '../../listing/postcode-search.js';
import { byName, toRetailer } from '../../listing/retailer-mapper.js';
import { ApiFailure, refusal } from '../../failure.js';
import { DEALERS_ITEMS_MAX, type retailersSchema } from './schemas.js';

/** `lang` (ku | en | ar, as the widgets send it): the language of each retailer's `address`; without it, as stored. */
const languageParam = (raw: RawQuery) => choiceParam(raw, 'lang', LANGUAGES);

const DEALER_KEYS = new Set(['filter[brands_name_eq]', 'q[brand_eq]', 'q[state_eq]', 'q[postcode_eq]', 'q[locality_eq]']);

/** The refusal of the first failed parse, in the order given (called once one has failed). */
function firstRefusal(...results: ParseResult<unknown>[]): ApiFailure {
  for (const r of results) if (!r.ok) return refusal(400, r.error);
  return new ApiFailure(400, 'invalid_request', 'Invalid query'); // not reached: a caller saw a failure
}

export function dealerRoutes(service: ListingIndexService, db: AppContext['db']) {
  return {
    async retailers(
      request: FastifyRequest<{ Params: Static<typeof retailersSchema.params> }>,
      reply: FastifyReply,
    ): Promise<FastifyReply> {
      const index = await service.get();
      const listing = await resolveListing(request, reply, index, db, request.params.id);
      const raw = request.query as RawQuery;
      const q = textParam(raw, 'q');
      const state = textParam(raw, 'state');
      const brand = brandParam(raw, 'brand');
      const language = languageParam(raw);
      if (!q.ok || !state.ok || !brand.ok || !language.ok) throw firstRefusal(q, state, brand, language);
      const filter = { q: q.value, state: state.value, brand: brand.value, language: language.value };
      const data = listingRetailers(index, listing, await loadDealers(db), filter);
      return sendCachedJson(request, reply, { data });
    },

    async dealers(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
      await allowAnyListingOrigin(request, reply, db);
      const raw = request.query as RawQuery;
      const unknown = Object.keys(raw).find((key) => (key.startsWith('filter[') || key.startsWith('q[')) && !DEALER_KEYS.has(key));
      if (unknown) throw new ApiFailure(400, 'unknown_filter', `unknown filter ${unknown}`, unknown);
      const items = integerParam(raw, 'items', 1, DEALERS_ITEMS_MAX, DEALERS_ITEMS_MAX);
      const page = integerParam(raw, 'page', 1, Number.MAX_SAFE_INTEGER, 1);
      const sort = textParam(raw, 'sort');
      const listingId = textParam(raw, 'listing_id');
      const brand = raw['q[brand_eq]'] !== undefined ? brandParam(raw, 'q[brand_eq]') : brandParam(raw, 'filter[brands_name_eq]');
      const state = textParam(raw, 'q[state_eq]');
      const postcode = textParam(raw, 'q[postcode_eq]');
      const locality = textParam(raw, 'q[locality_eq]');
      const language = languageParam(raw);
      if (!items.ok || !page.ok || !sort.ok || !listingId.ok || !brand.ok || !state.ok || !postcode.ok || !locality.ok || !language.ok) {
        throw firstRefusal(items, page, sort, listingId, brand, state, postcode, locality, language);
      }
      if (sort.value !== null && sort.value !== 'name') {
        throw new ApiFailure(400, 'invalid_sort', 'sort must be name', 'sort');
      }

      const index = await service.get();
      const all = await loadDealers(db);
      let scope = all;
      let counts: Map<string, number>;
      let nameBrand: string | null = brand.value;
      if (listingId.value !== null) {
        const listing = await findListing(index, db, listingId.value);
        if (!listing) throw new ApiFailure(404, 'listing_not_found', `No listing "${listingId.value}"`, 'listing_id');
        ({ rows: scope, counts } = listingDealerRows(index, listing, all, brand.value));
        nameBrand ??= listingBrand(listing);
      } else counts = dealerVehicleCounts(index, ALL_STOCK_LISTING, brand.value);

      const query: DealerQuery = { brand: brand.value, state: state.value, postcode: postcode.value, locality: locality.value };
      const found = searchDealers(scope, query, POSTCODE_PLACES, all);
      const retailers = found.rows.map((row) => toRetailer(row, nameBrand, counts.get(row.dealer_code) ?? 0, language.value));
      if (found.match === 'exact') retailers.sort(byName);
      const start = (page.value - 1) * items.value;
      return sendCachedJson(request, reply, {
        data: retailers.slice(start, start + items.value),
        meta: {
          total: retailers.length,
          page: page.value,
          pages: Math.ceil(retailers.length / items.value),
          items: items.value,
          match: found.match,
        },
      });
    },
  };
}
