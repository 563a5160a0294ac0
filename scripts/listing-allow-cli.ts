/**
 * What `npm run listing:allow` does, apart from the process: read the flags, allow (or with
 * `--remove` remove) one origin on one listing through the listings service, so the origin is
 * checked by the one rule (domain/embed-origin.ts) and every running server applies the change
 * without a restart (docs/embedding.md). scripts/listing-allow.ts wires it to the database.
 */
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema.js';
import { ApiFailure } from '../server/failure.js';
import { createListingsAdmin } from '../server/listing/listings-admin.js';

export const USAGE = [
  'Usage: npm run listing:allow -- --listing KEY --origin https://dealer.example           allow a site',
  '       npm run listing:allow -- --listing KEY --origin https://dealer.example --remove  remove it',
  '       npm run listing:allow -- --listing KEY                                           show the allowed sites',
].join('\n');

/** A mistake on the command line, said in one sentence (exit code 1, no stack trace). */
export class ListingAllowError extends Error {}

export interface ListingAllowArgs {
  listing: string;
  origin: string | undefined;
  remove: boolean;
}

export function parseListingAllowArgs(argv: string[]): ListingAllowArgs {
  let values: { listing?: string; origin?: string; remove?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { listing: { type: 'string' }, origin: { type: 'string' }, remove: { type: 'boolean', default: false } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new ListingAllowError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  if (!values.listing) throw new ListingAllowError(`--listing is required\n${USAGE}`);
  if (values.remove && !values.origin) throw new ListingAllowError(`--remove needs the --origin to remove\n${USAGE}`);
  return { listing: values.listing, origin: values.origin, remove: values.remove ?? false };
}

const listed = (origins: string[]) => (origins.length ? origins.map((o) => `  ${o}`).join('\n') : '  (none: no site may show it)');

export async function runListingAllow(db: Kysely<Database>, argv: string[]): Promise<string> {
  const args = parseListingAllowArgs(argv);
  const listings = createListingsAdmin(db);
  try {
    if (!args.origin) {
      const listing = await listings.get(args.listing);
      return `Listing ${listing.key} (${listing.name}) may be shown on:\n${listed(listing.allowed_origins)}`;
    }
    const { listing, changed } = args.remove
      ? await listings.removeOrigin(args.listing, args.origin)
      : await listings.allowOrigin(args.listing, args.origin);
    const what = args.remove
      ? changed
        ? `Removed ${args.origin} from listing ${listing.key}`
        : `${args.origin} was not allowed on listing ${listing.key}: nothing changed`
      : changed
        ? `Allowed ${args.origin} on listing ${listing.key}; running servers apply it without a restart`
        : `${args.origin} was allowed on listing ${listing.key} already: nothing changed`;
    return `${what}. Allowed now:\n${listed(listing.allowed_origins)}`;
  } catch (error) {
    if (error instanceof ApiFailure && error.statusCode < 500) {
      const hint =
        error.code === 'listing_not_found' ? ` (the listings: ${(await listings.list()).map((l) => l.key).join(', ') || 'none'})` : '';
      throw new ListingAllowError(`${error.message}${hint}`);
    }
    throw error;
  }
}
