/**
 * CORS for the APIs widgets call from retailers' pages. An origin is allowed only when a listing
 * lists it in `allowed_origins`; any other origin gets no Access-Control-* header at all, so the
 * browser blocks the read. Responses always say `Vary: Origin` because their headers depend on it
 * (and they are publicly cacheable).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { readStockVersion } from '../db/stock-version.js';
import { readStringList } from '../db/json-list-column.js';

export const CORS_ALLOWED_METHODS = 'GET, OPTIONS';
export const CORS_ALLOWED_HEADERS = 'content-type, company-config';
/** How long a browser may reuse a preflight answer. */
export const CORS_PREFLIGHT_MAX_AGE = '600';

export function appendVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('Vary');
  const list =
    typeof current === 'string'
      ? current
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean)
      : [];
  if (!list.some((v) => v.toLowerCase() === name.toLowerCase() || v === '*')) list.push(name);
  reply.header('Vary', list.join(', '));
}

/**
 * Adds the CORS headers when `origin` is one of `allowedOrigins` (exact match, as browsers send it);
 * returns whether it did. `Vary: Origin` is added either way.
 */
export function allowOriginIfListed(reply: FastifyReply, origin: string | undefined, allowedOrigins: Iterable<string>): boolean {
  appendVary(reply, 'Origin');
  if (!origin) return false;
  for (const allowed of allowedOrigins) {
    if (allowed !== origin) continue;
    reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Access-Control-Allow-Methods', CORS_ALLOWED_METHODS);
    reply.header('Access-Control-Allow-Headers', CORS_ALLOWED_HEADERS);
    return true;
  }
  return false;
}

/** The origins one listing row allows (an unreadable column allows none). */
export function listingAllowedOrigins(allowedOriginsColumn: unknown): string[] {
  const list = readStringList(allowedOriginsColumn);
  return list.ok ? list.value : [];
}

interface OriginsCache {
  version: number;
  origins: ReadonlySet<string>;
  checkedAt: number;
  pending: Promise<ReadonlySet<string>> | undefined;
}

const originsCaches = new WeakMap<Kysely<Database>, OriginsCache>();
const ORIGINS_CHECK_MS = 1000;

/**
 * Every origin any listing allows, for routes that are not about one listing (the content API's
 * /settings). Cached per database; re-read when the stock version changes, checked at most once a
 * second. Whoever edits listings bumps the stock version, as for stock. With `recheck`, the version
 * is read now whatever the cache's age (isListedOrigin does, before refusing an origin).
 */
export async function listingOriginsUnion(db: Kysely<Database>, options: { recheck?: boolean } = {}): Promise<ReadonlySet<string>> {
  const cached = originsCaches.get(db);
  if (!options.recheck && cached && Date.now() - cached.checkedAt < ORIGINS_CHECK_MS) return cached.origins;
  if (!options.recheck && cached?.pending) return cached.pending;
  const load = async (): Promise<ReadonlySet<string>> => {
    const version = await readStockVersion(db);
    const current = originsCaches.get(db);
    if (current && current.version === version) {
      current.checkedAt = Date.now();
      return current.origins;
    }
    const rows = await db.selectFrom('listings').select('allowed_origins').execute();
    const origins = new Set(rows.flatMap((row) => listingAllowedOrigins(row.allowed_origins)));
    originsCaches.set(db, { version, origins, checkedAt: Date.now(), pending: undefined });
    return origins;
  };
  // A recheck reads the version itself rather than joining a check that may have started before
  // the change it is looking for.
  if (options.recheck) return load();
  const pending = load().finally(() => {
    const entry = originsCaches.get(db);
    if (entry) entry.pending = undefined;
  });
  if (cached) cached.pending = pending;
  else originsCaches.set(db, { version: Number.NaN, origins: new Set(), checkedAt: 0, pending });
  return pending;
}

/**
 * Whether some listing allows `origin`. An origin the cached union lacks is checked against the
 * database's stock version at once, so an origin an admin has just allowed on another process is
 * served on this one from its first request (docs/embedding.md); a removed one goes within a second.
 */
export async function isListedOrigin(db: Kysely<Database>, origin: string): Promise<boolean> {
  if ((await listingOriginsUnion(db)).has(origin)) return true;
  return (await listingOriginsUnion(db, { recheck: true })).has(origin);
}

/**
 * CORS for a public route that is not about one listing (dealers, trade-in options, translations):
 * any origin some listing allows. Always adds Vary: Origin, as allowOriginIfListed does.
 */
export async function allowAnyListingOrigin(request: FastifyRequest, reply: FastifyReply, db: Kysely<Database>): Promise<boolean> {
  const origin = request.headers.origin;
  return allowOriginIfListed(reply, origin, origin && (await isListedOrigin(db, origin)) ? [origin] : []);
}

/** The preflight of such a route: 204 always, the Access-Control-* headers only for a listed origin. */
export function anyListingPreflight(db: Kysely<Database>) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    if (await allowAnyListingOrigin(request, reply, db)) reply.header('Access-Control-Max-Age', CORS_PREFLIGHT_MAX_AGE);
    return reply.code(204).send();
  };
}
