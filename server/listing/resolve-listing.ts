/**
 * The first step of every listing route: find the listing (from the index's cached listings, or the
 * database for one created since the last rebuild) and answer CORS for the request's origin.
 *
 * A page whose origin the listing does not allow, or that names a list key that does not exist, is
 * refused with a code a widget can read and explain (docs/embedding.md, "Troubleshooting"):
 * 403 `origin_not_allowed` (with `origin`, `listing` and the `fix` command) and 404
 * `listing_not_found` (field `id`). Both refusals carry `Access-Control-Allow-Origin` for the
 * asking origin so its widget can read the reason; they hold no data.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, ListingRow } from '../db/schema.js';
import { ApiFailure } from '../failure.js';
import { allowOriginIfListed, appendVary, CORS_PREFLIGHT_MAX_AGE, listingAllowedOrigins } from '../http/cors.js';
import type { ListingIndexService } from './engine/index-service.js';
import type { ListingIndex } from './engine/listing-index.js';

export async function findListing(index: ListingIndex, db: Kysely<Database>, id: string): Promise<ListingRow | undefined> {
  return index.listing(id) ?? (await db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirst());
}

/** The command that allows an origin on a listing (what the refusal and the widget's console say). */
export function allowCommand(listKey: string, origin: string): string {
  return `npm run listing:allow -- --listing ${listKey} --origin ${origin}`;
}

/**
 * Whether `listing` allows `origin`. The index's copy of the listing may be up to a second old, so an
 * origin it lacks is looked up in the database before it is refused: an origin an admin has just
 * allowed on another process is served from its first request (docs/embedding.md).
 */
async function allowsOrigin(db: Kysely<Database>, listing: ListingRow, origin: string): Promise<boolean> {
  if (listingAllowedOrigins(listing.allowed_origins).includes(origin)) return true;
  const fresh = await db.selectFrom('listings').select('allowed_origins').where('id', '=', listing.id).executeTakeFirst();
  return fresh !== undefined && listingAllowedOrigins(fresh.allowed_origins).includes(origin);
}

/** Lets the asking page read a refusal (and only that: no methods, no headers, no data). */
function exposeRefusal(reply: FastifyReply, origin: string | undefined): void {
  appendVary(reply, 'Origin');
  if (origin) reply.header('Access-Control-Allow-Origin', origin);
}

/**
 * The listing with CORS headers set. An unknown listing throws 404 `listing_not_found`; an `Origin`
 * the listing does not allow throws 403 `origin_not_allowed`. A request without `Origin` (the site's
 * own pages, servers) is never refused for its origin.
 */
export async function resolveListing(
  request: FastifyRequest,
  reply: FastifyReply,
  index: ListingIndex,
  db: Kysely<Database>,
  id: string,
): Promise<ListingRow> {
  const origin = request.headers.origin;
  const listing = await findListing(index, db, id);
  if (!listing) {
    exposeRefusal(reply, origin);
    throw new ApiFailure(404, 'listing_not_found', `No listing "${id}": check the list-key attribute`, 'id');
  }
  if (!origin || (await allowsOrigin(db, listing, origin))) {
    allowOriginIfListed(reply, origin, origin ? [origin] : []);
    return listing;
  }
  exposeRefusal(reply, origin);
  throw new ApiFailure(
    403,
    'origin_not_allowed',
    `The listing "${id}" does not allow pages of ${origin}. An admin allows it in the Listings screen or with: ${allowCommand(id, origin)}`,
    'Origin',
    { origin, listing: id, fix: allowCommand(id, origin) },
  );
}

/**
 * CORS preflight of a listing's routes (listing, retailers, company_config): 204 always; the
 * Access-Control-* headers only for an origin the listing allows.
 */
export function listingPreflight(service: ListingIndexService, db: Kysely<Database>) {
  return async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply): Promise<FastifyReply> => {
    const index = await service.get();
    const listing = await findListing(index, db, request.params.id);
    const origin = request.headers.origin;
    const allowed = listing !== undefined && origin !== undefined && (await allowsOrigin(db, listing, origin));
    if (allowOriginIfListed(reply, origin, allowed ? [origin] : [])) reply.header('Access-Control-Max-Age', CORS_PREFLIGHT_MAX_AGE);
    return reply.code(204).send();
  };
}
