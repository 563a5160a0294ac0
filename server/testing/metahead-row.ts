/**
 * A metahead row as tests insert it: only its content, language, place in the order and what the
 * test is about need naming; the rest is a site-wide metahead in the head, not reloaded on each page.
 */
import type { Insertable } from 'kysely';
import type { MetaheadsTable } from '../db/schema.js';

export function testMetaheadRow(
  fields: Partial<Insertable<MetaheadsTable>> & Pick<Insertable<MetaheadsTable>, 'content' | 'language' | 'sequence'>,
): Insertable<MetaheadsTable> {
  return { in_body: 0, reload_on_each_page: 0, rdx_core_page_id: null, ...fields };
}
