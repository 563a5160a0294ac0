/** Reads CMS pages (docs/content-api.md) for the content API and the site renderer. */
import type { Kysely } from 'kysely';
import { isLanguage, LANGUAGES, type Language } from '../../domain/languages.js';
import type { Page, PageBlock, UrlRedirection } from '../../domain/page.js';
import type { Database, PageRow } from '../db/schema.js';
import { consoleLogger, parseJsonOr, type WarnLogger } from './json-column.js';

const DEFAULT_REDIRECT_CODE = 301; // docs/cms-api.md, "Footer (editor), redirects and metaheads (admin)"
const REDIRECT_CODES = new Set([301, 302, 303, 307, 308]);

/** Page paths are stored with one leading slash and no trailing one ("/", "/about-us"). */
export function normalisePagePath(raw: string): string {
  const trimmed = raw.trim().replace(/\/{2,}/g, '/');
  const withSlash = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}

function toRedirection(value: unknown): UrlRedirection | null {
  if (!value || typeof value !== 'object') return null;
  const { to, http_code: code } = value as { to?: unknown; http_code?: unknown };
  if (typeof to !== 'string' || to.trim() === '') return null;
  const httpCode = typeof code === 'number' && REDIRECT_CODES.has(code) ? code : DEFAULT_REDIRECT_CODE;
  return { to: to.trim(), http_code: httpCode };
}

function toBlocks(value: unknown): PageBlock[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (block): block is PageBlock =>
        !!block &&
        typeof block === 'object' &&
        typeof (block as PageBlock).template === 'string' &&
        typeof (block as PageBlock).id === 'string',
    )
    .map((block) => ({ ...block, props: block.props && typeof block.props === 'object' ? block.props : {} }));
}

export function rowToPage(row: PageRow, log: WarnLogger = consoleLogger): Page {
  return {
    id: row.id,
    path: row.path,
    title: row.title,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    image_id: row.image_id,
    page_type: row.page_type,
    link_type: row.link_type,
    redirect_path: row.redirect_path,
    link_new_window: row.link_new_window === 1,
    url_redirection: toRedirection(parseJsonOr<unknown>(row.url_redirection, null, `page ${row.path} url_redirection`, log)),
    blocks: toBlocks(parseJsonOr<unknown>(row.blocks, [], `page ${row.path} blocks`, log)),
    state: row.state === 'published' ? 'published' : 'disabled',
  };
}

/**
 * The published page at `path` in `language` (pages exist per language: the same path in two
 * languages is the same page, translated). Undefined for a missing or unpublished page: visitors
 * never see disabled pages.
 */
export async function findPublishedPageByPath(
  db: Kysely<Database>,
  path: string,
  language: Language,
  log: WarnLogger = consoleLogger,
): Promise<Page | undefined> {
  const row = await db
    .selectFrom('pages')
    .selectAll()
    .where('language', '=', language)
    .where('path', '=', normalisePagePath(path))
    .where('state', '=', 'published')
    .executeTakeFirst();
  return row ? rowToPage(row, log) : undefined;
}

/** The languages that have a published page at `path`, in the product's language order (hreflang, language button). */
export async function languagesWithPublishedPage(db: Kysely<Database>, path: string): Promise<Language[]> {
  const rows = await db
    .selectFrom('pages')
    .select('language')
    .where('path', '=', normalisePagePath(path))
    .where('state', '=', 'published')
    .execute();
  const found = new Set(rows.map((row) => row.language).filter(isLanguage));
  return LANGUAGES.filter((language) => found.has(language));
}
