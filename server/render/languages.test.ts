/**
 * One server, three languages (docs/decisions.md, "Language and digits"): /ku/, /ar/ and /en/ are all served with their own lang,
 * direction, navigation and pages; hreflang links the versions of a page; the language button
 * leads to the same page in the other languages; `/` goes to the default language (LRDX_LANGUAGE).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepRangesTogether } from '../../domain/opening-hours.js';
import { dealerRows } from '../seed/dealers.js';
import { testDialects } from '../db/test-db.js';
import { buildContentTestApp, type ContentTestApp } from '../testing/content-test-app.js';
import { testPageRow } from '../testing/page-row.js';

const HOME_HEADINGS = { ku: 'ئامادە بۆ هەر ڕێگایەک', ar: 'جاهزة لكل طريق', en: 'Ready for any road' } as const;
const LANGS = [
  ['ku', 'ckb', 'rtl'],
  ['ar', 'ar', 'rtl'],
  ['en', 'en', 'ltr'],
] as const;

/** The language button's entries: [lang attribute, href or null when disabled, label]. */
function languageButton(html: string): [string, string | null, string][] {
  const list = /<ul class="lrdx-language"[^>]*>(.*?)<\/ul>/s.exec(html)?.[1] ?? '';
  return [...list.matchAll(/<a class="lrdx-language__link"([^>]*)>([^<]*)/g)].map(([, attributes = '', label = '']) => [
    /lang="([^"]+)"/.exec(attributes)?.[1] ?? '',
    /href="([^"]+)"/.exec(attributes)?.[1] ?? null,
    label,
  ]);
}

describe.each(testDialects())('the site in three languages (%s)', (dialect) => {
  let t: ContentTestApp;
  beforeAll(async () => {
    t = await buildContentTestApp(dialect);
    await t.database.db.insertInto('dealers').values(dealerRows()).execute();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it.each(LANGS)('serves /%s/ with lang="%s" dir="%s", its own navigation and its loader language', async (language, htmlLang, dir) => {
    const res = await get(`/${language}/`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<html lang="${htmlLang}" dir="${dir}">`);
    expect(res.body).toContain(HOME_HEADINGS[language]);
    // The home page hides the navigation (docs/site-shell.md, "Which navigation a page shows"); another page shows this language's entries.
    expect((await get(`/${language}/retailer-locator`)).body).toContain(
      `<a class="lrdx-nav__link" href="/${language}/retailer-locator" aria-current="page">`,
    );
    expect(res.body).toContain(`data-lang="${language}"`);
    expect(res.body).toContain(`<lrdx-stock-locator class="lrdx-stock-locator" list-key="iraq" lang="${language}"`);
    expect(res.body).toContain(`<link rel="canonical" href="https://lrdx.test/${language}/">`);
  });

  it('links the versions of a page with hreflang, plus x-default for the default language', async () => {
    const res = await get('/en/about-us');
    expect(res.statusCode).toBe(200);
    const alternates = [...res.body.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]);
    expect(alternates).toEqual([
      ['ckb', 'https://lrdx.test/ku/about-us'],
      ['en', 'https://lrdx.test/en/about-us'],
      ['ar', 'https://lrdx.test/ar/about-us'],
      ['x-default', 'https://lrdx.test/ku/about-us'],
    ]);
  });

  it('lists only the languages that have the page, and the language button falls back to their home', async () => {
    await t.database.db
      .insertInto('pages')
      .values(testPageRow({ language: 'en', path: '/only-english', title: 'Only in English' }))
      .execute();
    const res = await get('/en/only-english');
    expect(res.statusCode).toBe(200);
    expect([...res.body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]])).toEqual([
      ['en', 'https://lrdx.test/en/only-english'],
      ['x-default', 'https://lrdx.test/en/only-english'],
    ]);
    expect(languageButton(res.body)).toEqual([
      ['ckb', '/ku/', 'کوردی'],
      ['ar', '/ar/', 'العربية'],
    ]);
    expect((await get('/ku/only-english')).statusCode).toBe(404);
  });

  it('offers the same page in the other languages, each labelled in its own language', async () => {
    const res = await get('/ku/contact-us');
    expect(languageButton(res.body)).toEqual([
      ['en', '/en/contact-us', 'English'],
      ['ar', '/ar/contact-us', 'العربية'],
    ]);
    expect(res.body).toContain('<a class="lrdx-language__link" href="/en/contact-us" lang="en" hrefLang="en">English</a>');
  });

  it('shows the language button disabled, not as links, while a tracked parameter is in the URL', async () => {
    for (const query of ['utm_source=newsletter', 'gclid=abc', 'formCode=test-drive', '_gl=1']) {
      const res = await get(`/ar/about-us?${query}`);
      expect(res.statusCode, query).toBe(200);
      const entries = languageButton(res.body);
      expect(
        entries.map(([lang, href]) => [lang, href]),
        query,
      ).toEqual([
        ['ckb', null],
        ['en', null],
      ]);
      expect(res.body).toContain('aria-disabled="true"');
    }
    expect(languageButton((await get('/ar/about-us?page=2')).body).map(([, href]) => href)).toEqual([
      '/ku/about-us?page=2',
      '/en/about-us?page=2',
    ]);
  });

  it('renders the not-found view in the language of the URL, with the button leading to the homes', async () => {
    const res = await get('/ar/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).not.toContain('hreflang="ar"');
    expect(languageButton(res.body).map(([, href]) => href)).toEqual(['/ku/', '/en/']);
  });

  it('answers 404 for a language the site does not have', async () => {
    for (const url of ['/fr/', '/fr/about-us', '/ckb/']) expect((await get(url)).statusCode, url).toBe(404);
  });

  it('serves the legal pages in every language', async () => {
    for (const [language] of LANGS)
      for (const path of ['/terms-conditions', '/privacy-policy', '/cookie-policy']) {
        const res = await get(`/${language}${path}`);
        expect(res.statusCode, `${language}${path}`).toBe(200);
        expect(res.body, `${language}${path}`).toMatch(/<h1 class="lrdx-heading">[^<]{5,}<\/h1>/);
      }
    expect((await get('/en/terms-conditions')).body).toContain('<h1 class="lrdx-heading">Terms and conditions</h1>');
    expect((await get('/ar/privacy-policy')).body).toContain('<h1 class="lrdx-heading">سياسة الخصوصية</h1>');
  });

  it('lists the retailers on the contact page with a tel: link, the address and opening hours in <bdi>', async () => {
    const res = await get('/en/contact-us');
    expect(res.body).toContain('<h2 class="lrdx-heading">Our official retailers</h2>');
    expect(res.body).toContain('<bdi>Land Rover Erbil</bdi>');
    expect(res.body).toContain('<a href="tel:+9647504412200"><bdi>+964 750 441 2200</bdi></a>');
    expect(res.body).toContain('<bdi>100 Meter Road, Ankawa, Erbil</bdi>');
    expect(res.body).toContain('<dt>Opening hours</dt>');
    expect(res.body).toContain(`<bdi>${keepRangesTogether('Sat–Thu 09:00–19:00; Fri closed')}</bdi>`);
    const ku = (await get('/ku/contact-us')).body;
    expect(ku).toContain('<dt>کاتەکانی کارکردن</dt>');
    // The retailer's city in the page language, the brand as written (domain/retailer-name.ts).
    expect(ku).toContain('<span><bdi>Land Rover</bdi> هەولێر</span>');
    expect((await get('/ar/contact-us')).body).toContain('<span><bdi>Land Rover</bdi> أربيل</span>');
    expect(ku).toContain(`<bdi>${keepRangesTogether('شەممە–پێنجشەممە ٠٩:٠٠–١٩:٠٠؛ هەینی داخراوە')}</bdi>`);
    // The street in the page language (docs/listing-api.md, "Retailers and dealers") (the seed's street_ku / street_ar), the places too.
    expect(ku).toContain('<bdi>شەقامی ١٠٠ مەتری، عەنکاوە، هەولێر</bdi>');
    expect(ku).not.toContain('Meter Road');
    const ar = (await get('/ar/contact-us')).body;
    expect(ar).toContain('<bdi>شارع ١٠٠ متر، عنكاوا، أربيل</bdi>');
    expect(ar).toContain('<bdi>شارع الجامعة، المثنى، الموصل، نينوى</bdi>');
  });

  it('links the home page families to the stock page filtered by family', async () => {
    const res = await get('/en/');
    for (const family of ['Range+Rover', 'Defender', 'Discovery']) expect(res.body).toContain(`href="/en/stock?family=${family}"`);
  });
});

describe('the default language', () => {
  it('is where / redirects, from LRDX_LANGUAGE', async () => {
    const t = await buildContentTestApp('sqlite', { env: { LRDX_LANGUAGE: 'en' } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/en/');
      // The content API answers in it when no language is asked for.
      expect((await t.app.inject({ method: 'GET', url: '/public_api/pages/by_path/about-us' })).json().data.title).toBe('About us');
    } finally {
      await t.close();
    }
  });
});
