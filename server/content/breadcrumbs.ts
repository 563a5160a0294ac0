/**
 * Breadcrumbs of a page (spec, shell section 7: GET /nav_entries/breadcrumbs/{pageId}): the chain of
 * navigation entries from the top of the menu down to the entry that links the page. Entry URLs
 * carry the language segment ("/ku/about-us"), page paths do not ("/about-us"): both are compared
 * without it and without a trailing slash.
 */
import type { Kysely } from 'kysely';
import type { NavEntry } from '../../domain/page.js';
import type { Database } from '../db/schema.js';
import { listNavEntries } from './nav-repository.js';

const LANGUAGE_SEGMENT = /^\/(ku|ar|en)(?=\/|$)/;

export function comparablePath(url: string): string {
  const path = url.replace(/[?#].*$/, '').trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return path; // external: never a page
  const withoutLanguage = path.replace(LANGUAGE_SEGMENT, '');
  const withSlash = withoutLanguage.startsWith('/') ? withoutLanguage : `/${withoutLanguage}`;
  return withSlash.replace(/\/+$/, '') || '/';
}

/** Root first, the page's own entry last; empty when no entry links the page. A parent cycle stops the walk. */
export function breadcrumbChain(entries: readonly NavEntry[], pagePath: string): NavEntry[] {
  const target = comparablePath(pagePath);
  const own = entries.find((entry) => comparablePath(entry.url) === target);
  if (!own) return [];
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const chain: NavEntry[] = [own];
  const seen = new Set([own.id]);
  let parentId = own.parent_id;
  while (parentId !== null) {
    const parent = byId.get(parentId);
    if (!parent || seen.has(parent.id)) break;
    chain.unshift(parent);
    seen.add(parent.id);
    parentId = parent.parent_id;
  }
  return chain;
}

/**
 * The breadcrumbs of a published page, or undefined when there is no such page. Once navigation
 * entries carry a language (migration 0009), the caller should pass the page's language's entries.
 */
export async function loadBreadcrumbs(db: Kysely<Database>, pageId: number): Promise<NavEntry[] | undefined> {
  const page = await db.selectFrom('pages').select('path').where('id', '=', pageId).where('state', '=', 'published').executeTakeFirst();
  if (!page) return undefined;
  return breadcrumbChain(await listNavEntries(db), page.path);
}
