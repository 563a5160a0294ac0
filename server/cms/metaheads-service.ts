/**
 * Metaheads as admins manage them (docs/cms-api.md, "Footer (editor), redirects and metaheads (admin)"): code in `language`
 * (javascript, js-src, css, sass, scss, html) placed in <head> or, with `in_body`, at the end of
 * <body>, ordered by `sequence`, for one page (`rdx_core_page_id`) or every page (null). The site
 * (server/render/) and GET /metaheads read the same table. Metaheads are trusted editor code, so
 * only admins write them.
 */
import type { Kysely } from 'kysely';
import type { CmsMetahead, CmsMetaheadLanguage } from '../../domain/contracts/cms.js';
import type { Database } from '../db/schema.js';
import { ApiFailure } from '../failure.js';

export const METAHEAD_LANGUAGES: readonly CmsMetaheadLanguage[] = ['javascript', 'js-src', 'css', 'sass', 'scss', 'html'];
export const MAX_METAHEAD_CONTENT = 100_000;
export const MAX_SEQUENCE = 100_000;
const bad = (field: string, message: string) => new ApiFailure(400, 'invalid_request', message, field);
const notFound = () => new ApiFailure(404, 'metahead_not_found', 'No metahead with this id', 'id');

export interface MetaheadInput {
  content?: unknown;
  language?: unknown;
  sequence?: unknown;
  in_body?: unknown;
  reload_on_each_page?: unknown;
  rdx_core_page_id?: unknown;
}

type Row = {
  id: number;
  content: string;
  language: string;
  sequence: number;
  in_body: number;
  reload_on_each_page: number;
  rdx_core_page_id: number | null;
};
const toMetahead = (row: Row): CmsMetahead => ({
  id: row.id,
  content: row.content,
  language: (METAHEAD_LANGUAGES as readonly string[]).includes(row.language) ? (row.language as CmsMetaheadLanguage) : 'html',
  sequence: Number(row.sequence),
  in_body: Number(row.in_body) === 1,
  reload_on_each_page: Number(row.reload_on_each_page) === 1,
  rdx_core_page_id: row.rdx_core_page_id === null ? null : Number(row.rdx_core_page_id),
});

export interface MetaheadsService {
  /** Every metahead (`pageId` undefined), the site-wide ones (null) or one page's, in sequence order. */
  list(pageId?: number | null): Promise<CmsMetahead[]>;
  create(input: MetaheadInput): Promise<CmsMetahead>;
  update(id: number, input: MetaheadInput): Promise<CmsMetahead>;
  remove(id: number): Promise<void>;
}

export function createMetaheadsService(db: Kysely<Database>): MetaheadsService {
  const columns = ['id', 'content', 'language', 'sequence', 'in_body', 'reload_on_each_page', 'rdx_core_page_id'] as const;
  const find = async (id: number) => {
    const row = await db.selectFrom('metaheads').select(columns).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return toMetahead(row);
  };

  async function check(input: MetaheadInput, current?: CmsMetahead): Promise<Omit<CmsMetahead, 'id'>> {
    const content = input.content === undefined && current ? current.content : input.content;
    if (typeof content !== 'string' || content.trim() === '') throw bad('content', 'content must be non-empty code');
    if (content.length > MAX_METAHEAD_CONTENT) throw bad('content', `content is longer than ${MAX_METAHEAD_CONTENT} characters`);
    const language = input.language === undefined && current ? current.language : input.language;
    if (!(METAHEAD_LANGUAGES as readonly unknown[]).includes(language))
      throw bad('language', `language must be one of ${METAHEAD_LANGUAGES.join(', ')}`);
    const sequence = input.sequence === undefined ? (current?.sequence ?? 0) : input.sequence;
    if (typeof sequence !== 'number' || !Number.isInteger(sequence) || sequence < 0 || sequence > MAX_SEQUENCE)
      throw bad('sequence', `sequence must be a whole number from 0 to ${MAX_SEQUENCE}`);
    const flag = (name: 'in_body' | 'reload_on_each_page'): boolean => {
      const value = input[name] === undefined ? (current?.[name] ?? false) : input[name];
      if (typeof value !== 'boolean') throw bad(name, `${name} must be true or false`);
      return value;
    };
    const pageId = input.rdx_core_page_id === undefined ? (current?.rdx_core_page_id ?? null) : input.rdx_core_page_id;
    if (pageId !== null) {
      if (typeof pageId !== 'number' || !Number.isInteger(pageId))
        throw bad('rdx_core_page_id', 'rdx_core_page_id must be a page id or null');
      const page = await db.selectFrom('pages').select('id').where('id', '=', pageId).executeTakeFirst();
      if (!page) throw bad('rdx_core_page_id', 'No page with this id');
    }
    return {
      content,
      language: language as CmsMetaheadLanguage,
      sequence,
      in_body: flag('in_body'),
      reload_on_each_page: flag('reload_on_each_page'),
      rdx_core_page_id: pageId as number | null,
    };
  }
  const columnsOf = (m: Omit<CmsMetahead, 'id'>) => ({
    ...m,
    in_body: m.in_body ? 1 : 0,
    reload_on_each_page: m.reload_on_each_page ? 1 : 0,
  });

  return {
    async list(pageId) {
      let query = db.selectFrom('metaheads').select(columns);
      if (pageId === null) query = query.where('rdx_core_page_id', 'is', null);
      else if (pageId !== undefined) query = query.where('rdx_core_page_id', '=', pageId);
      return (await query.orderBy('sequence').orderBy('id').execute()).map(toMetahead);
    },
    async create(input) {
      const row = await db
        .insertInto('metaheads')
        .values(columnsOf(await check(input)))
        .returning('id')
        .executeTakeFirstOrThrow();
      return find(Number(row.id));
    },
    async update(id, input) {
      const next = await check(input, await find(id));
      await db.updateTable('metaheads').set(columnsOf(next)).where('id', '=', id).execute();
      return find(id);
    },
    async remove(id) {
      const result = await db.deleteFrom('metaheads').where('id', '=', id).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw notFound();
    },
  };
}
