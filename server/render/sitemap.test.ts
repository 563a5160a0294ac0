import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../db/test-db.js';
import { buildContentTestApp, type ContentTestApp } from '../testing/content-test-app.js';
import { testPageRow } from '../testing/page-row.js';
import { buildSitemap } from './sitemap.js';

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

describe.each(testDialects())('/sitemap.xml and /robots.txt (%s)', (dialect) => {
  let t: ContentTestApp;
  beforeAll(async () => {
    t = await buildContentTestApp(dialect);
    await t.database.db
      .insertInto('pages')
      .values([
        testPageRow({ path: '/sitemap-hidden', language: 'ku', state: 'disabled' }),
        testPageRow({ path: '/sitemap-moved', language: 'ku', url_redirection: JSON.stringify({ to: '/ku/', http_code: 301 }) }),
        testPageRow({ path: '/sitemap-shown', language: 'en' }),
      ])
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists published pages a visitor can open, never disabled or redirecting ones', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<loc>https://lrdx.test/en/sitemap-shown</loc>');
    expect(res.body).toContain('<loc>https://lrdx.test/ku/about-us</loc>');
    expect(res.body).not.toContain('sitemap-hidden');
    expect(res.body).not.toContain('sitemap-moved');
  });

  it('keeps crawlers out of the editor and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /cms');
    expect(res.body).toContain('Sitemap: https://lrdx.test/sitemap.xml');
  });
});
