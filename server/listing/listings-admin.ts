/**
 * Listings as admins manage them (docs/cms-api.md, "Listings"): list, read, create, change and
 * delete the embed configurations retailers' pages name with `list-key`, and allow or remove one
 * origin (`npm run listing:allow`). Every origin goes through domain/embed-origin.ts. Every write
 * bumps the stock version, as a stock change does: every process then re-reads its listings and
 * allowed origins (the listing index within about a second; a refused origin is checked against
 * the database at once, server/listing/resolve-listing.ts), and the listing answers' ETags change.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AdminListing, AdminListingInput, ListingForcedFilters } from '../../domain/contracts/listings.js';
import { checkEmbedOrigin } from '../../domain/embed-origin.js';
import { isEmbedWidgetTag } from '../../domain/embed-widgets.js';
import { isLanguage } from '../../domain/languages.js';
import { BRAND_KEYS, VEHICLE_STATES, VEHICLE_STATUSES } from '../../domain/vehicle.js';
import type { Database, ListingRow } from '../db/schema.js';
import { ApiFailure } from '../failure.js';
import { readJson, readStringList } from '../db/json-list-column.js';

/** A list key: what a page writes in `list-key` and a URL carries (`/public_api/listing/iraq`). */
export const LISTING_KEY_PATTERN = '^[a-z0-9][a-z0-9-]{0,62}$';
const KEY = new RegExp(LISTING_KEY_PATTERN);
export const MAX_LISTING_NAME = 200;
export const MAX_LIST_ITEMS = 100;

const bad = (field: string, message: string) => new ApiFailure(400, 'invalid_request', message, field);
export const listingNotFound = (key: string) => new ApiFailure(404, 'listing_not_found', `No listing "${key}"`, 'key');
const keyTaken = (key: string) => new ApiFailure(409, 'listing_key_taken', `A listing with the key "${key}" exists already`, 'key');

const list = (raw: unknown): string[] => {
  const read = readStringList(raw);
  return read.ok ? read.value : [];
};

function forcedOf(raw: unknown): ListingForcedFilters {
  const json = readJson(raw);
  const value = json.ok && json.value && typeof json.value === 'object' ? (json.value as Record<string, unknown>) : {};
  const forced: ListingForcedFilters = {};
  const statuses = list(JSON.stringify(value.forced_statuses ?? []));
  const dealers = list(JSON.stringify(value.forced_dealer_codes ?? []));
  if (statuses.length) forced.forced_statuses = statuses;
  if (dealers.length) forced.forced_dealer_codes = dealers;
  return forced;
}

export function toAdminListing(row: ListingRow): AdminListing {
  const language = row.default_language;
  return {
    key: row.id,
    name: row.name,
    allowed_origins: list(row.allowed_origins),
    dealer_codes: list(row.dealer_codes),
    brands: list(row.brands),
    states: list(row.states),
    forced_filters: forcedOf(row.forced_filters),
    default_language: isLanguage(language) ? language : null,
    widgets: list(row.widgets),
    uuid: row.uuid,
  };
}

/** One origin as the rule reads it, or 400 naming the field. */
export function checkOrigin(value: unknown, field: string): string {
  const checked = checkEmbedOrigin(value);
  if (!checked.ok) throw bad(field, checked.reason);
  return checked.origin;
}

function stringArray(value: unknown, field: string, check: (item: string, field: string) => string): string[] {
  if (!Array.isArray(value)) throw bad(field, `${field} must be a list`);
  if (value.length > MAX_LIST_ITEMS) throw bad(field, `${field} holds at most ${MAX_LIST_ITEMS} entries`);
  const out: string[] = [];
  value.forEach((item, i) => {
    if (typeof item !== 'string') throw bad(`${field}[${i}]`, `${field}[${i}] must be text`);
    const checked = check(item, `${field}[${i}]`);
    if (!out.includes(checked)) out.push(checked);
  });
  return out;
}

const oneOf =
  (allowed: readonly string[], what: string) =>
  (item: string, field: string): string => {
    if (!allowed.includes(item)) throw bad(field, `${item} is not ${what} (${allowed.join(', ')})`);
    return item;
  };

/** A POST or PUT body once checked: the key is checked and written apart (a PUT never changes it). */
type CheckedInput = Omit<AdminListingInput, 'key'>;

export function checkListingKey(value: unknown): string {
  if (typeof value !== 'string' || !KEY.test(value))
    throw bad('key', 'key is 1 to 63 lower-case letters, digits and hyphens, starting with a letter or digit (iraq, erbil-retailer)');
  return value;
}

export interface ListingsAdmin {
  list(): Promise<AdminListing[]>;
  get(key: string): Promise<AdminListing>;
  create(input: AdminListingInput): Promise<AdminListing>;
  update(key: string, input: AdminListingInput): Promise<AdminListing>;
  remove(key: string): Promise<void>;
  /** Adds one origin (no change when it is listed already); `changed` says whether it was added. */
  allowOrigin(key: string, origin: string): Promise<{ listing: AdminListing; changed: boolean }>;
  /** Removes one origin (no change when it was not listed). */
  removeOrigin(key: string, origin: string): Promise<{ listing: AdminListing; changed: boolean }>;
}

export function createListingsAdmin(db: Kysely<Database>): ListingsAdmin {
  const row = (key: string) => db.selectFrom('listings').selectAll().where('id', '=', key).executeTakeFirst();
  const find = async (key: string): Promise<ListingRow> => {
    const found = await row(key);
    if (!found) throw listingNotFound(key);
    return found;
  };

  async function checkDealers(codes: string[], field: string): Promise<void> {
    if (codes.length === 0) return;
    const known = new Set(
      (await db.selectFrom('dealers').select('dealer_code').where('dealer_code', 'in', codes).execute()).map((d) => d.dealer_code),
    );
    const index = codes.findIndex((code) => !known.has(code));
    if (index >= 0) throw new ApiFailure(400, 'unknown_dealer', `No dealer with the code ${codes[index]}`, `${field}[${index}]`);
  }

  async function check(input: AdminListingInput): Promise<CheckedInput> {
    if (!input || typeof input !== 'object') throw bad('body', 'The body must be a listing object');
    const out: CheckedInput = {};
    if (input.name !== undefined) {
      if (typeof input.name !== 'string' || input.name.trim() === '') throw bad('name', 'name must not be empty');
      if (input.name.length > MAX_LISTING_NAME) throw bad('name', `name is at most ${MAX_LISTING_NAME} characters`);
      out.name = input.name.trim();
    }
    if (input.allowed_origins !== undefined) out.allowed_origins = stringArray(input.allowed_origins, 'allowed_origins', checkOrigin);
    if (input.dealer_codes !== undefined) {
      out.dealer_codes = stringArray(input.dealer_codes, 'dealer_codes', (item) => item.trim());
      await checkDealers(out.dealer_codes, 'dealer_codes');
    }
    if (input.brands !== undefined) out.brands = stringArray(input.brands, 'brands', oneOf(BRAND_KEYS, 'a brand'));
    if (input.states !== undefined) out.states = stringArray(input.states, 'states', oneOf(VEHICLE_STATES, 'a vehicle state'));
    if (input.forced_filters !== undefined) {
      const forced = input.forced_filters as unknown;
      if (!forced || typeof forced !== 'object' || Array.isArray(forced)) throw bad('forced_filters', 'forced_filters must be an object');
      const { forced_statuses, forced_dealer_codes, ...rest } = forced as Record<string, unknown>;
      const unknownMember = Object.keys(rest)[0];
      if (unknownMember !== undefined)
        throw bad(`forced_filters.${unknownMember}`, 'forced_filters has forced_statuses and forced_dealer_codes only');
      const checked: ListingForcedFilters = {};
      if (forced_statuses !== undefined)
        checked.forced_statuses = stringArray(forced_statuses, 'forced_filters.forced_statuses', oneOf(VEHICLE_STATUSES, 'a status'));
      if (forced_dealer_codes !== undefined) {
        checked.forced_dealer_codes = stringArray(forced_dealer_codes, 'forced_filters.forced_dealer_codes', (item) => item.trim());
        await checkDealers(checked.forced_dealer_codes, 'forced_filters.forced_dealer_codes');
      }
      out.forced_filters = checked;
    }
    if (input.default_language !== undefined) {
      if (input.default_language !== null && !isLanguage(input.default_language))
        throw bad('default_language', 'default_language must be ku, ar, en or null');
      out.default_language = input.default_language;
    }
    if (input.widgets !== undefined)
      out.widgets = stringArray(input.widgets, 'widgets', (item, field) => {
        if (!isEmbedWidgetTag(item)) throw bad(field, `${item} is not a widget tag (lrdx-stock-locator, lrdx-showroom, …)`);
        return item;
      });
    return out;
  }

  const columns = (input: CheckedInput) => ({
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.allowed_origins !== undefined ? { allowed_origins: JSON.stringify(input.allowed_origins) } : {}),
    ...(input.dealer_codes !== undefined ? { dealer_codes: JSON.stringify(input.dealer_codes) } : {}),
    ...(input.brands !== undefined ? { brands: JSON.stringify(input.brands) } : {}),
    ...(input.states !== undefined ? { states: JSON.stringify(input.states) } : {}),
    ...(input.forced_filters !== undefined ? { forced_filters: JSON.stringify(input.forced_filters) } : {}),
    ...(input.default_language !== undefined ? { default_language: input.default_language } : {}),
    ...(input.widgets !== undefined ? { widgets: JSON.stringify(input.widgets) } : {}),
  });

  /**
   * Changes one origin with a conditional update on the column's text, so two admins (or a
   * command and the screen) changing origins at once never lose each other's change: the one
   * that loses the race reads again and retries.
   */
  async function changeOrigin(key: string, origin: string, add: boolean) {
    const checked = checkOrigin(origin, 'origin');
    for (;;) {
      const current = await find(key);
      const origins = list(current.allowed_origins);
      const has = origins.includes(checked);
      if (has === add) return { listing: toAdminListing(current), changed: false };
      const next = add ? [...origins, checked] : origins.filter((o) => o !== checked);
      const result = await db
        .updateTable('listings')
        .set({ allowed_origins: JSON.stringify(next) })
        .where('id', '=', key)
        .where('allowed_origins', '=', current.allowed_origins)
        .executeTakeFirst();
      // The listings table's triggers move the stock version (docs/operations.md): every process follows.
      if (Number(result.numUpdatedRows) === 1) {
        return { listing: toAdminListing(await find(key)), changed: true };
      }
    }
  }

  return {
    async list() {
      return (await db.selectFrom('listings').selectAll().orderBy('id').execute()).map(toAdminListing);
    },
    async get(key) {
      return toAdminListing(await find(key));
    },
    async create(input) {
      const key = checkListingKey(input?.key);
      if (input.name === undefined) throw bad('name', 'name is required');
      const checked = await check(input);
      if (await row(key)) throw keyTaken(key);
      try {
        await db
          .insertInto('listings')
          .values({
            id: key,
            name: checked.name ?? key,
            allowed_origins: JSON.stringify(checked.allowed_origins ?? []),
            dealer_codes: JSON.stringify(checked.dealer_codes ?? []),
            brands: JSON.stringify(checked.brands ?? []),
            states: JSON.stringify(checked.states ?? []),
            forced_filters: JSON.stringify(checked.forced_filters ?? {}),
            default_language: checked.default_language ?? null,
            widgets: JSON.stringify(checked.widgets ?? []),
            // The order-online button set (docs/buy-online.md) is not edited here: a new listing
            // starts without one, as the site's own all-stock listing does.
            button_set: '{}',
            uuid: randomUUID(),
          })
          .execute();
      } catch (error) {
        // Two admins creating the same key at once: the primary key refuses the second.
        if (await row(key)) throw keyTaken(key);
        throw error;
      }
      return toAdminListing(await find(key));
    },
    async update(key, input) {
      if (input && typeof input === 'object' && 'key' in input && input.key !== undefined && input.key !== key)
        throw bad('key', 'A listing keeps its key: create a new listing for another key');
      await find(key);
      const set = columns(await check(input));
      if (Object.keys(set).length > 0) {
        await db.updateTable('listings').set(set).where('id', '=', key).execute();
      }
      return toAdminListing(await find(key));
    },
    async remove(key) {
      const result = await db.deleteFrom('listings').where('id', '=', key).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw listingNotFound(key);
    },
    allowOrigin: (key, origin) => changeOrigin(key, origin, true),
    removeOrigin: (key, origin) => changeOrigin(key, origin, false),
  };
}
