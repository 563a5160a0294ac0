/**
 * A published content page row as tests insert it: only what a test is about needs naming
 * (path, blocks, language, state, url_redirection, …); the rest is a page an editor creates empty
 * (server/cms/page-content.ts), dated as the demo seed dates its pages. And a stored page's id.
 */
import type { Insertable, Kysely } from 'kysely';
import { EMPTY_CONTENT, liveColumns } from '../cms/page-content.js';
import type { Database, PagesTable } from '../db/schema.js';
import { SEEDED_AT } from '../seed/seed-page-parts.js';

export function testPageRow(fields: Partial<Insertable<PagesTable>> & { path: string }): Insertable<PagesTable> {
  return {
    ...liveColumns(EMPTY_CONTENT),
    title: 'Test page',
    state: 'published',
    created_at: SEEDED_AT,
    updated_at: SEEDED_AT,
    ...fields,
  };
}

/** The id of a stored page, by its language and path (a seeded page the test reads). */
export async function pageIdOf(db: Kysely<Database>, language: string, path: string): Promise<number> {
  const row = await db.selectFrom('pages').select('id').where('path', '=', path).where('language', '=', language).executeTakeFirstOrThrow();
  return row.id;
}
