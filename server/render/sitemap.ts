/**
 * `/sitemap.xml` and `/robots.txt` for search engines (docs/seo.md says what they
 * hold). `/sitemap.xml` is a sitemap index naming `/sitemaps/pages.xml` (every published CMS page a
 * visitor can open in each language) and one `/sitemaps/vehicles-N.xml` per range of vehicle ids
 * (every vehicle page the site's listing shows, in each language), each file under the protocol's
 * 50,000 URLs. Every URL carries its translations as `xhtml:link` alternates (the same rule as the
 * pages' own hreflang links) and its last change. Pages that only redirect, the QA page, and the
 * editor, account and checkout areas are left out; robots.txt keeps crawlers out of those areas and
 * names the sitemap.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LANGUAGES, isLanguage, type Language } from '../../domain/languages.js';
import type { AppContext } from '../context.js';
import { hreflangAlternates } from './hreflang.js';
import { siteHref } from '../../site/site-href.js';
import { isIndexedPagePath } from '../../domain/search-indexing.js';
import { showroomParam } from '../../domain/showroom-slug.js';
import { DEMO_LIST_KEY } from '../../domain/demo-listing.js';
import { vehicleSitemapEntries, vehicleSitemapRanges, type VehicleSitemapEntry } from '../listing/vehicle-sitemap.js';

export interface SitemapPage {
  path: string;
  language: Language;
  /** ISO date-time of the last change. */
  updatedAt: string;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const lastmodOf = (date: string) => (Number.isNaN(Date.parse(date)) ? '' : `<lastmod>${new Date(date).toISOString()}</lastmod>`);

function urlset(urls: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** One `<url>`: the page in one language, with its translations as alternates when it has any. */
function urlEntry(
  origin: string,
  path: string,
  language: Language,
  available: readonly Language[],
  updatedAt: string,
  defaultLanguage: Language,
) {
  const alternates =
    available.length > 1
      ? hreflangAlternates(origin, path, available, defaultLanguage).map(
          (alt) => `<xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`,
        )
      : [];
  return `<url><loc>${escapeXml(`${origin}${siteHref(language, path)}`)}</loc>${lastmodOf(updatedAt)}${alternates.join('')}</url>`;
}

/** Builds the sitemap document: one `<url>` per page and language, alternates per shared path. */
export function buildSitemap(origin: string, pages: readonly SitemapPage[], defaultLanguage: Language): string {
  const languagesByPath = new Map<string, Language[]>();
  for (const page of pages) languagesByPath.set(page.path, [...(languagesByPath.get(page.path) ?? []), page.language]);
  const ordered = [...pages].sort((a, b) =>
    a.path === b.path ? LANGUAGES.indexOf(a.language) - LANGUAGES.indexOf(b.language) : a.path.localeCompare(b.path),
  );
  const urls = ordered.map((page) => {
    const available = LANGUAGES.filter((language) => languagesByPath.get(page.path)?.includes(language));
    return urlEntry(origin, page.path, page.language, available, page.updatedAt, defaultLanguage);
  });
  return urlset(urls);
}

/** The vehicle pages of one sitemap file: each vehicle in every language, the languages as alternates. */
export function buildVehicleSitemap(origin: string, vehicles: readonly VehicleSitemapEntry[], defaultLanguage: Language): string {
  return urlset(
    vehicles.flatMap((vehicle) => {
      const path = `/showroom/${showroomParam(vehicle)}`;
      return LANGUAGES.map((language) => urlEntry(origin, path, language, LANGUAGES, vehicle.updatedAt, defaultLanguage));
    }),
  );
}

export interface SitemapFile {
  /** Path under the origin, e.g. `/sitemaps/pages.xml`. */
  path: string;
  lastModified: string;
}

/** The sitemap index: one `<sitemap>` per file. */
export function buildSitemapIndex(origin: string, files: readonly SitemapFile[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((file) => `<sitemap><loc>${escapeXml(`${origin}${file.path}`)}</loc>${lastmodOf(file.lastModified)}</sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** Areas that are never worth crawling: the editor, sign-in, accounts, checkouts and the APIs. */
export const ROBOTS_DISALLOW = ['/cms', '/admin', '/auth/', '/no-access', '/disabled-preview', '/api/', '/cms/api/'];

export function buildRobots(origin: string): string {
  return ['User-agent: *', ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

const hidden = { schema: { hide: true } } as const;

const PAGES_FILE = '/sitemaps/pages.xml';
const VEHICLES_FILE = /^vehicles-([1-9][0-9]{0,8})\.xml$/;

export async function registerSitemapRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const origin = ctx.config.publicOrigin.replace(/\/+$/, '');
  const defaultLanguage = ctx.config.defaultLanguage.segment;
  const xml = (reply: FastifyReply, body: string) =>
    reply.header('cache-control', 'public, max-age=300').type('application/xml; charset=utf-8').send(body);

  async function indexedPages(): Promise<SitemapPage[]> {
    const rows = await ctx.db
      .selectFrom('pages')
      .select(['path', 'language', 'updated_at'])
      .where('state', '=', 'published')
      .where('redirect_path', 'is', null)
      .where('url_redirection', 'is', null)
      .execute();
    return rows.flatMap((row) =>
      isLanguage(row.language) && isIndexedPagePath(row.path)
        ? [{ path: row.path, language: row.language, updatedAt: row.updated_at }]
        : [],
    );
  }

  app.get('/sitemap.xml', hidden, async (_request, reply) => {
    const [pages, ranges] = await Promise.all([indexedPages(), vehicleSitemapRanges(ctx.db)]);
    const newestPage = pages.reduce((newest, page) => (page.updatedAt > newest ? page.updatedAt : newest), '');
    const files: SitemapFile[] = [
      { path: PAGES_FILE, lastModified: newestPage },
      ...ranges.map((range) => ({ path: `/sitemaps/vehicles-${range.number}.xml`, lastModified: range.lastModified })),
    ];
    return xml(reply, buildSitemapIndex(origin, files));
  });
  app.get<{ Params: { file: string } }>('/sitemaps/:file', hidden, async (request, reply) => {
    const { file } = request.params;
    if (`/sitemaps/${file}` === PAGES_FILE) return xml(reply, buildSitemap(origin, await indexedPages(), defaultLanguage));
    const range = VEHICLES_FILE.exec(file);
    if (!range) return reply.callNotFound();
    const vehicles = await vehicleSitemapEntries(ctx.db, DEMO_LIST_KEY, Number(range[1]));
    return xml(reply, buildVehicleSitemap(origin, vehicles, defaultLanguage));
  });
  app.get('/robots.txt', hidden, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(buildRobots(origin)),
  );
}
