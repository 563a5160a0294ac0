/** Metaheads (docs/cms-api.md, "Footer (editor), redirects and metaheads (admin)"): extra head/body code for one page or, with no page id, every page. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export type MetaheadLanguage = 'javascript' | 'js-src' | 'css' | 'sass' | 'scss' | 'html';

export interface Metahead {
  id: number;
  content: string;
  language: MetaheadLanguage;
  sequence: number;
  in_body: boolean;
  reload_on_each_page: boolean;
  rdx_core_page_id: number | null;
}

const LANGUAGES = new Set<string>(['javascript', 'js-src', 'css', 'sass', 'scss', 'html']);

/** Rows for the page plus the site-wide ones (q[page_id_equal_or_null]), in sequence order. */
export async function listMetaheadsForPage(db: Kysely<Database>, pageId: number | null): Promise<Metahead[]> {
  let query = db.selectFrom('metaheads').selectAll();
  query =
    pageId === null
      ? query.where('rdx_core_page_id', 'is', null)
      : query.where((eb) => eb.or([eb('rdx_core_page_id', '=', pageId), eb('rdx_core_page_id', 'is', null)]));
  const rows = await query.orderBy('sequence').orderBy('id').execute();
  return rows
    .filter((row) => LANGUAGES.has(row.language))
    .map((row) => ({
      id: row.id,
      content: row.content,
      language: row.language as MetaheadLanguage,
      sequence: row.sequence,
      in_body: row.in_body === 1,
      reload_on_each_page: row.reload_on_each_page === 1,
      rdx_core_page_id: row.rdx_core_page_id,
    }));
}
