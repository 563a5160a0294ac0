/**
 * Breadcrumbs of a page (spec, section 7: /nav_entries/breadcrumbs/{pageId}): the navigation
 * entries from the top level down to the entry of the page, in the page's language when entries
 * carry one. The header draws the same list (domain/navigation/breadcrumbs.ts). Returns null when
 * the page does not exist, so the route can answer 404.
 */
import type { Kysely } from 'kysely';
import { breadcrumbTrail, type Breadcrumb } from '../../domain/navigation/breadcrumbs.js';
import type { NavEntry } from '../../domain/page.js';
import type { Database } from '../db/schema.js';
import { listNavEntries } from './nav-repository.js';

type MaybeLanguage = { language?: unknown };

export async function breadcrumbsForPage(db: Kysely<Database>, pageId: number): Promise<Breadcrumb[] | null> {
  const page = await db.selectFrom('pages').selectAll().where('id', '=', pageId).executeTakeFirst();
  if (!page) return null;
  const language = (page as MaybeLanguage).language;
  const entries: NavEntry[] = (await listNavEntries(db)).filter((entry) => {
    // Entries gain a language column with the languages migration; before it every entry counts.
    const entryLanguage = (entry as MaybeLanguage).language;
    return typeof language !== 'string' || typeof entryLanguage !== 'string' || entryLanguage === language;
  });
  return breadcrumbTrail(entries, page.path);
}
