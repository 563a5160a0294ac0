/**
 * `/sitemap.xml` and `/robots.txt` for search engines (the spec is silent; docs/seo.md says what they
 * hold). The sitemap lists every published CMS page that a visitor can open in each language, with
 * its translations as `xhtml:link` alternates (the same rule as the pages' own hreflang links) and
 * its last change. Pages that only redirect, and the editor, account and checkout areas, are left out;
 * robots.txt keeps crawlers out of those areas and names the sitemap.
 */
import type { FastifyInstance } from 'fastify';
import { LANGUAGES, isLanguage, type Language } from '../../domain/languages.js';
import type { AppContext } from '../context.js';
import { hreflangAlternates } from './hreflang.js';
import { siteHref } from '../../site/site-href.js';

export interface SitemapPage {
  path: string;
  language: Language;
  /** ISO date-time of the last change. */
  updatedAt: string;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Builds the sitemap document: one `<url>` per page and language, alternates per shared path. */
export function buildSitemap(origin: string, pages: readonly SitemapPage[], defaultLanguage: Language): string {
  const languagesByPath = new Map<string, Language[]>();
  for (const page of pages) languagesByPath.set(page.path, [...(languagesByPath.get(page.path) ?? []), page.language]);
  const ordered = [...pages].sort((a, b) =>
    a.path === b.path ? LANGUAGES.indexOf(a.language) - LANGUAGES.indexOf(b.language) : a.path.localeCompare(b.path),
  );
  const urls = ordered.map((page) => {
    const available = LANGUAGES.filter((language) => languagesByPath.get(page.path)?.includes(language));
    const alternates =
      available.length > 1
        ? hreflangAlternates(origin, page.path, available, defaultLanguage).map(
            (alt) => `<xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`,
          )
        : [];
    const lastmod = Number.isNaN(Date.parse(page.updatedAt)) ? '' : `<lastmod>${new Date(page.updatedAt).toISOString()}</lastmod>`;
    return `<url><loc>${escapeXml(`${origin}${siteHref(page.language, page.path)}`)}</loc>${lastmod}${alternates.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Areas that are never worth crawling: the editor, sign-in, accounts, checkouts and the APIs. */
export const ROBOTS_DISALLOW = ['/cms', '/admin', '/auth/', '/no-access', '/disabled-preview', '/api/', '/cms/api/'];

export function buildRobots(origin: string): string {
  return ['User-agent: *', ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

const hidden = { schema: { hide: true } } as const;

export async function registerSitemapRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const origin = ctx.config.publicOrigin.replace(/\/+$/, '');
  app.get('/sitemap.xml', hidden, async (_request, reply) => {
    const rows = await ctx.db
      .selectFrom('pages')
      .select(['path', 'language', 'updated_at'])
      .where('state', '=', 'published')
      .where('redirect_path', 'is', null)
      .where('url_redirection', 'is', null)
      .execute();
    const pages = rows.flatMap((row) =>
      isLanguage(row.language) ? [{ path: row.path, language: row.language, updatedAt: row.updated_at }] : [],
    );
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('application/xml; charset=utf-8')
      .send(buildSitemap(origin, pages, ctx.config.defaultLanguage.segment));
  });
  app.get('/robots.txt', hidden, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(buildRobots(origin)),
  );
}
