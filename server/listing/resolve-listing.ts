/**
 * The first step of every listing route: find the listing (from the index's cached listings, or the
 * database for one created since the last rebuild) and answer CORS for the request's origin.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { apiError } from '../../domain/api-error.js';
import type { Database, ListingRow } from '../db/schema.js';
import { allowOriginIfListed, listingAllowedOrigins } from '../http/cors.js';
import type { ListingIndex } from './engine/listing-index.js';

export async function findListing(index: ListingIndex, db: Kysely<Database>, id: string): Promise<ListingRow | undefined> {
  return index.listing(id) ?? (await db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirst());
}

/** The listing with CORS headers set, or undefined after replying 404 listing_not_found. */
export async function resolveListing(
  request: FastifyRequest,
  reply: FastifyReply,
  index: ListingIndex,
  db: Kysely<Database>,
  id: string,
): Promise<ListingRow | undefined> {
  const listing = await findListing(index, db, id);
  if (!listing) {
    allowOriginIfListed(reply, undefined, []); // still Vary: Origin
    void reply.code(404).send({ error: apiError('listing_not_found', `No listing "${id}"`, 'id') });
    return undefined;
  }
  allowOriginIfListed(reply, request.headers.origin, listingAllowedOrigins(listing.allowed_origins));
  return listing;
}
