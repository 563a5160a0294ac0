/**
 * Navigation entries (`GET /nav_entries`, docs/site-shell.md) of one language, in menu order. A
 * URL the stored-URL rule refuses (domain/safe-url.ts; saved before the rule) is served empty.
 */
import type { Kysely } from 'kysely';
import type { Language } from '../../domain/languages.js';
import { safeHref } from '../../domain/safe-url.js';
import type { NavEntry } from '../../domain/page.js';
import type { Database } from '../db/schema.js';

export async function listNavEntries(db: Kysely<Database>, language: Language): Promise<NavEntry[]> {
  const rows = await db
    .selectFrom('nav_entries')
    .select(['id', 'label', 'url', 'position', 'parent_id'])
    .where('language', '=', language)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, url: safeHref(row.url) ?? '' }));
}
