/** Navigation entries (spec, shell section 7: GET /nav_entries), in menu order. */
import type { Kysely } from 'kysely';
import type { NavEntry } from '../../domain/page.js';
import type { Database } from '../db/schema.js';

export async function listNavEntries(db: Kysely<Database>): Promise<NavEntry[]> {
  return db.selectFrom('nav_entries').select(['id', 'label', 'url', 'position', 'parent_id']).orderBy('position').orderBy('id').execute();
}
