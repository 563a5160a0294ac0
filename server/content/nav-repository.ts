/** Navigation entries (spec, shell section 7: GET /nav_entries) of one language, in menu order. */
import type { Kysely } from 'kysely';
import type { Language } from '../../domain/languages.js';
import type { NavEntry } from '../../domain/page.js';
import type { Database } from '../db/schema.js';

export async function listNavEntries(db: Kysely<Database>, language: Language): Promise<NavEntry[]> {
  return db
    .selectFrom('nav_entries')
    .select(['id', 'label', 'url', 'position', 'parent_id'])
    .where('language', '=', language)
    .orderBy('position')
    .orderBy('id')
    .execute();
}
