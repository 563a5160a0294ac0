import { describe, expect, it } from 'vitest';
import { suiteFixture } from '../testing/suite-fixture.js';
import { testDialects } from '../db/test-db.js';
import { buildContentTestApp } from '../testing/content-test-app.js';
import { testPageRow } from '../testing/page-row.js';
import { buildSitemap, buildSitemapIndex, buildVehicleSitemap } from './sitemap.js';
import { VEHICLES_PER_SITEMAP } from '../listing/vehicle-sitemap.js';

describe('buildSitemap', () => {
  it('lists each page per language with its translations as alternates and escapes the URLs', () => {
    const xml = buildSitemap(
      'https://lrdx.test',
      [
        { path: '/a&b', language: 'en', updatedAt: '2026-01-02T03:04:05.000Z' },
        { path: '/a&b', language: 'ku', updatedAt: 'not a date' },
        { path: '/only-ar', language: 'ar', updatedAt: '2026-01-02T03:04:05.000Z' },
      ],
      'ku',
    );
    expect(xml).toContain('<loc>https://lrdx.test/ku/a&amp;b</loc>');
    expect(xml).toContain('<loc>https://lrdx.test/en/a&amp;b</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="ckb" href="https://lrdx.test/ku/a&amp;b"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://lrdx.test/ku/a&amp;b"/>');
    // A page in one language only has no alternates; an unreadable date is left out rather than invented.
    expect(xml).toMatch(/<url><loc>https:\/\/lrdx\.test\/ar\/only-ar<\/loc><lastmod>[^<]+<\/lastmod><\/url>/);
    expect(xml).toMatch(/<loc>https:\/\/lrdx\.test\/ku\/a&amp;b<\/loc><xhtml:link/);
    // Kurdish first, then English, then Arabic for the same path (the product's language order).
    expect(xml.indexOf('/ku/a&amp;b</loc>')).toBeLessThan(xml.indexOf('/en/a&amp;b</loc>'));
  });
});

describe('buildVehicleSitemap and buildSitemapIndex', () => {
  it('lists each vehicle page in every language with the others as alternates', () => {
    const attributes = {
      state: 'new' as const,
      brand: 'Land Rover',
      brand_key: 'land_rover',
      model: 'Defender 110',
      production_year: 2025,
      engine_type: 'Diesel',
      drivetrain: 'AWD',
      transmission: 'Automatic',
      color: 'Eiger Grey',
    };
    const xml = buildVehicleSitemap('https://lrdx.test', [{ id: 7, attributes, updatedAt: '2026-03-04T05:06:07.000Z' }], 'ku');
    const slug = 'new-defender-110-2025-diesel-awd-automatic-eiger-grey-7';
    for (const language of ['ku', 'ar', 'en'])
      expect(xml).toContain(`<url><loc>https://lrdx.test/${language}/showroom/${slug}</loc><lastmod>2026-03-04T05:06:07.000Z</lastmod>`);
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="https://lrdx.test/ar/showroom/${slug}"/>`);
  });

  it('names every file of the index with its last change', () => {
    const xml = buildSitemapIndex('https://lrdx.test', [
      { path: '/sitemaps/pages.xml', lastModified: '2026-01-01T00:00:00.000Z' },
      { path: '/sitemaps/vehicles-1.xml', lastModified: '' },
    ]);
    expect(xml).toContain('<sitemapindex');
    expect(xml).toContain('<sitemap><loc>https://lrdx.test/sitemaps/pages.xml</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod></sitemap>');
    expect(xml).toContain('<sitemap><loc>https://lrdx.test/sitemaps/vehicles-1.xml</loc></sitemap>');
  });

  it('keeps every vehicle file within the protocol limit of 50,000 URLs', () => {
    expect(VEHICLES_PER_SITEMAP * 3).toBeLessThanOrEqual(50_000);
  });
});

describe.each(testDialects())('/sitemap.xml and /robots.txt (%s)', (dialect) => {
  const t = suiteFixture(
    () => buildContentTestApp(dialect, { stock: true }),
    async (t) => {
      await t.database.db
        .insertInto('pages')
        .values([
          testPageRow({ path: '/sitemap-hidden', language: 'ku', state: 'disabled' }),
          testPageRow({ path: '/sitemap-moved', language: 'ku', url_redirection: JSON.stringify({ to: '/ku/', http_code: 301 }) }),
          testPageRow({ path: '/sitemap-shown', language: 'en' }),
        ])
        .execute();
    },
  );

  it('is an index of the pages file and the vehicle files', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const files = [...res.body.matchAll(/<sitemap><loc>https:\/\/lrdx\.test([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(files[0]).toBe('/sitemaps/pages.xml');
    expect(files.slice(1).length).toBeGreaterThan(0);
    for (const file of files.slice(1)) expect(file).toMatch(/^\/sitemaps\/vehicles-\d+\.xml$/);
  });

  it('lists published pages a visitor can open, never disabled, redirecting or QA ones', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<loc>https://lrdx.test/en/sitemap-shown</loc>');
    expect(res.body).toContain('<loc>https://lrdx.test/ku/about-us</loc>');
    expect(res.body).not.toContain('sitemap-hidden');
    expect(res.body).not.toContain('sitemap-moved');
    expect(res.body).not.toContain('/ku/blocks<');
  });

  it('lists every vehicle page the listing shows, across its files, and each page opens', async () => {
    const index = await t().app.inject({ method: 'GET', url: '/sitemap.xml' });
    const files = [...index.body.matchAll(/<loc>https:\/\/lrdx\.test(\/sitemaps\/vehicles-\d+\.xml)<\/loc>/g)].map((m) => m[1] ?? '');
    const locs: string[] = [];
    for (const file of files) {
      const res = await t().app.inject({ method: 'GET', url: file });
      expect(res.statusCode).toBe(200);
      locs.push(...[...res.body.matchAll(/<loc>https:\/\/lrdx\.test([^<]+)<\/loc>/g)].map((m) => m[1] ?? ''));
    }
    const kurdish = locs.filter((loc) => loc.startsWith('/ku/showroom/'));
    expect(kurdish.length).toBeGreaterThan(0);
    expect(locs.filter((loc) => loc.startsWith('/ar/showroom/'))).toHaveLength(kurdish.length);
    const page = await t().app.inject({ method: 'GET', url: kurdish[0] ?? '' });
    expect(page.statusCode).toBe(200);
  });

  it('tells search engines not to index the QA page, and indexes content pages', async () => {
    const qa = await t().app.inject({ method: 'GET', url: '/ku/blocks' });
    expect(qa.statusCode).toBe(200);
    expect(qa.body).toContain('<meta name="robots" content="noindex">');
    const about = await t().app.inject({ method: 'GET', url: '/ku/about-us' });
    expect(about.body).not.toContain('noindex');
  });

  it('answers 404 for a file it does not have', async () => {
    expect((await t().app.inject({ method: 'GET', url: '/sitemaps/other.xml' })).statusCode).toBe(404);
    const far = await t().app.inject({ method: 'GET', url: '/sitemaps/vehicles-999999999.xml' });
    expect(far.statusCode).toBe(200);
    expect(far.body).not.toContain('<url>');
  });

  it('keeps crawlers out of the editor and names the sitemap', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /cms');
    expect(res.body).toContain('Sitemap: https://lrdx.test/sitemap.xml');
  });
});
