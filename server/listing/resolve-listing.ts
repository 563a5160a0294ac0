/**
 * The first step of every listing route: find the listing (from the index's cached listings, or the
 * database for one created since the last rebuild) and answer CORS for the request's origin.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, ListingRow } from '../db/schema.js';
import { ApiFailure } from '../http/failure.js';
import { allowOriginIfListed, CORS_PREFLIGHT_MAX_AGE, listingAllowedOrigins } from '../http/cors.js';
import type { ListingIndexService } from './engine/index-service.js';
import type { ListingIndex } from './engine/listing-index.js';

export async function findListing(index: ListingIndex, db: Kysely<Database>, id: string): Promise<ListingRow | undefined> {
  return index.listing(id) ?? (await db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirst());
}

/** The listing with CORS headers set; an unknown listing throws 404 listing_not_found (still with Vary: Origin). */
export async function resolveListing(
  request: FastifyRequest,
  reply: FastifyReply,
  index: ListingIndex,
  db: Kysely<Database>,
  id: string,
): Promise<ListingRow> {
  const listing = await findListing(index, db, id);
  if (!listing) {
    allowOriginIfListed(reply, undefined, []); // still Vary: Origin
    throw new ApiFailure(404, 'listing_not_found', `No listing "${id}"`, 'id');
  }
  allowOriginIfListed(reply, request.headers.origin, listingAllowedOrigins(listing.allowed_origins));
  return listing;
}

/**
 * CORS preflight of a listing's routes (listing, retailers, company_config): 204 always; the
 * Access-Control-* headers only for an origin the listing allows.
 */
export function listingPreflight(service: ListingIndexService, db: Kysely<Database>) {
  return async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply): Promise<FastifyReply> => {
    const index = await service.get();
    const listing = await findListing(index, db, request.params.id);
    const origins = listing ? listingAllowedOrigins(listing.allowed_origins) : [];
    if (allowOriginIfListed(reply, request.headers.origin, origins)) reply.header('Access-Control-Max-Age', CORS_PREFLIGHT_MAX_AGE);
    return reply.code(204).send();
  };
}
