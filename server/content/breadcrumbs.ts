/**
 * Breadcrumbs of a page (docs/content-api.md: /nav_entries/breadcrumbs/{pageId}): the navigation
 * entries from the top level down to the entry of the page, in the page's language. The header draws the same list (domain/navigation/breadcrumbs.ts). Returns null when
 * no published page has that id, so the route can answer 404.
 */
import type { Kysely } from 'kysely';
import { breadcrumbTrail, type Breadcrumb } from '../../domain/navigation/breadcrumbs.js';
import { toLanguage } from '../../domain/languages.js';
import type { NavEntry } from '../../domain/page.js';
import type { Database } from '../db/schema.js';
import { listNavEntries } from './nav-repository.js';

export async function breadcrumbsForPage(db: Kysely<Database>, pageId: number): Promise<Breadcrumb[] | null> {
  const page = await db
    .selectFrom('pages')
    .select(['path', 'language'])
    .where('id', '=', pageId)
    .where('state', '=', 'published')
    .executeTakeFirst();
  if (!page) return null;
  const entries: NavEntry[] = await listNavEntries(db, toLanguage(page.language));
  return breadcrumbTrail(entries, page.path);
}
