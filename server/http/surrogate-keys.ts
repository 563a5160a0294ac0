/**
 * The names a cached HTML answer gives for what it depends on, in its `Surrogate-Key` and
 * `Cache-Tag` headers, and that the CDN purge outbox sends when one of them changes
 * (docs/caching.md). The database triggers of migrations 0025 and 0033 write the same names.
 */
import type { FastifyReply } from 'fastify';

/** Everything a site page is made of besides its own content and stock. */
export const SITE_KEYS = ['nav', 'footer', 'settings', 'metaheads', 'media', 'redirects', 'dealers', 'rates'] as const;
export const STOCK_KEY = 'stock';
/** A page with a form block: the server draws the form's fields into it (migration 0033). */
export const FORMS_KEY = 'forms';
/** On every cached HTML answer: purging it empties the CDN of the whole site. */
export const HTML_KEY = 'html';

/** As migration 0025 computes it in SQL: the first 16 bytes of the path's UTF-8, in hex. */
const PATH_HEX_CHARS = 32;

export function pathKey(path: string): string {
  return `path-${Buffer.from(path, 'utf8').toString('hex').slice(0, PATH_HEX_CHARS)}`;
}

export const pageKey = (id: number): string => `page-${id}`;
export const languageKey = (language: string): string => `lang-${language}`;

/** The headers Fastly (Surrogate-Key) and Cloudflare (Cache-Tag, comma-separated) read. */
export function setSurrogateKeys(reply: FastifyReply, keys: readonly string[]): void {
  const unique = [...new Set(keys)];
  reply.header('surrogate-key', unique.join(' '));
  reply.header('cache-tag', unique.join(','));
}
