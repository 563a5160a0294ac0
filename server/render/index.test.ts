import { describe, expect, it } from 'vitest';
import { suiteFixture } from '../testing/suite-fixture.js';
import { testDialects } from '../db/test-db.js';
import { buildContentTestApp } from '../testing/content-test-app.js';
import { testPageRow } from '../testing/page-row.js';
import { testMetaheadRow } from '../testing/metahead-row.js';

const NOT_FOUND_TITLE = 'پەڕەکە نەدۆزرایەوە';

describe.each(testDialects())('site rendering (%s)', (dialect) => {
  const t = suiteFixture(() => buildContentTestApp(dialect));

  it('redirects / to the Kurdish home page', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ku/');
  });

  it('renders the home page in Kurdish, right to left, with navigation, blocks and footer', async () => {
    for (const url of ['/ku/', '/ku']) {
      const res = await t().app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const html = res.body;
      expect(html.startsWith('<!doctype html>')).toBe(true);
      expect(html).toContain('<html lang="ckb" dir="rtl">');
      expect(html).toContain('<title>لاند ڕۆڤەر عێراق | ئۆتۆمبێلی نوێ و پەسەندکراو</title>');
      expect(html).toContain('<link rel="canonical" href="https://lrdx.test/ku/">');
      expect(html).toContain('ئامادە بۆ هەر ڕێگایەک');
      expect(html).toContain('class="lrdx-header__logo" href="/ku/"');
      expect(html).toContain('href="/ku/about-us"');
      expect(html).toContain('<main id="main"');
      expect(html).toContain(
        '<lrdx-stock-locator class="lrdx-stock-locator" list-key="iraq" lang="ku" data-load-on="visible" filters="brands,models,states,display_price,mileage,production_year,engine_types,colors,dealers" hide-title="true"></lrdx-stock-locator>',
      );
      expect(html).toContain('<noscript>');
      expect(html).toContain('id="families"');
      // The families and the hero are generated scenes of the media pipeline, as WebP with a JPEG fallback.
      expect(html).toContain('<source type="image/webp" srcSet="/media/scenes/suv-1b1c1e-mountains-dusk/1920x1080.webp 1920w');
      expect(html).toContain('<script type="module" src="/loader.js" data-api-base="" data-lang="ku" async></script>');
      // The font faces are inline (no render-blocking request), from the site root.
      expect(html).toMatch(
        /<style[^>]* data-lrdx-fonts>@font-face\{font-family:'LRDX Sans';[^<]*src:url\(\/fonts\/noto-sans-arabic-ku-ar-400\.woff2\)/,
      );
      expect(html).not.toContain('href="/fonts/lrdx-fonts.css"');
      expect(html).toMatch(/href="\/site\/site.css\?v=[0-9a-f]{12}"/);
      expect(html).toContain('class="lrdx-skip-link" href="#main"');
      // The home page shows the menu like every other page (navigation.disabled_on_pages is empty).
      expect(html).toContain('<lrdx-site-header class="lrdx-site-header"><header class="lrdx-header lrdx-header--standard">');
      expect(html).toContain('class="lrdx-nav"');
      expect(html).toContain('هەموو مافەکان پارێزراون');
      expect(html).toContain('LAND ROVER');
    }
  });

  it('renders content pages with an accordion on <details> and FAQ schema', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/ku/about-us' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<details class="lrdx-accordion__item" open="">');
    expect(res.body).toContain('<summary class="lrdx-accordion__summary">چۆن ئۆتۆمبێلێکی بەردەست بدۆزمەوە؟</summary>');
    expect(res.body).toContain('"@type":"FAQPage"');
    expect(res.body).toContain('id="faq"');
    expect(res.body).toContain('lrdx-cards--carousel');
    const stock = await t().app.inject({ method: 'GET', url: '/ku/stock' });
    expect(stock.statusCode).toBe(200);
    expect(stock.body).toMatch(/<h1 class="lrdx-heading">ئۆتۆمبێلە بەردەستەکان<\/h1>/);
    expect(stock.body).toContain('data-load-on="ready"');
  });

  it('answers unknown paths with the Kurdish page-not-found view and status 404', async () => {
    for (const url of ['/ku/no-such-page', '/ku/404', '/ku/a/b/c']) {
      const res = await t().app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain(`<h1 class="lrdx-not-found__title">${NOT_FOUND_TITLE}</h1>`);
      expect(res.body).toContain('بەستەرەکە چیتر کار ناکات.');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).toContain('class="lrdx-nav"');
      expect(res.body).toContain('class="lrdx-footer"');
    }
  });

  it('uses the general.404_page setting when an editor set it', async () => {
    await t().database.db.insertInto('settings').values({ key: 'general.404_page', value: '<h1>ببورە!</h1><p>custom</p>' }).execute();
    const res = await t().app.inject({ method: 'GET', url: '/ku/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>ببورە!</h1><p>custom</p>');
    expect(res.body).not.toContain('lrdx-not-found__title');
    await t().database.db.deleteFrom('settings').where('key', '=', 'general.404_page').execute();
  });

  it('hides only the navigation entries on pages listed in navigation.disabled_on_pages', async () => {
    await t().database.db.insertInto('settings').values({ key: 'navigation.disabled_on_pages', value: '["/contact-us"]' }).execute();
    const contact = await t().app.inject({ method: 'GET', url: '/ku/contact-us' });
    expect(contact.body).not.toContain('class="lrdx-nav"');
    expect(contact.body).toContain('class="lrdx-header__logo" href="/ku/"');
    const about = await t().app.inject({ method: 'GET', url: '/ku/about-us' });
    expect(about.body).toContain('class="lrdx-nav"');
    await t().database.db.updateTable('settings').set({ value: 'not json' }).where('key', '=', 'navigation.disabled_on_pages').execute();
    const broken = await t().app.inject({ method: 'GET', url: '/ku/contact-us' });
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('class="lrdx-nav"');
    await t().database.db.deleteFrom('settings').where('key', '=', 'navigation.disabled_on_pages').execute();
  });

  it('follows a page url_redirection with its code, 301 by default', async () => {
    await t()
      .database.db.insertInto('pages')
      .values([
        testPageRow({ title: 'Old', path: '/old-stock', url_redirection: JSON.stringify({ to: '/stock' }) }),
        testPageRow({
          title: 'Old',
          path: '/brand',
          url_redirection: JSON.stringify({ to: 'https://www.landrover.com/', http_code: 302 }),
        }),
      ])
      .execute();
    const internal = await t().app.inject({ method: 'GET', url: '/ku/old-stock' });
    expect(internal.statusCode).toBe(301);
    expect(internal.headers.location).toBe('/ku/stock');
    const external = await t().app.inject({ method: 'GET', url: '/ku/brand' });
    expect(external.statusCode).toBe(302);
    expect(external.headers.location).toBe('https://www.landrover.com/');
  });

  it('puts metaheads in the head and at the end of the body', async () => {
    await t()
      .database.db.insertInto('metaheads')
      .values([
        testMetaheadRow({ content: '.x{color:red}', language: 'css', sequence: 1 }),
        testMetaheadRow({ content: 'https://cdn.example/a.js', language: 'js-src', sequence: 2, in_body: 1 }),
      ])
      .execute();
    const res = await t().app.inject({ method: 'GET', url: '/ku/contact-us' });
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    // Each inline element carries the response's CSP nonce (server/http/security-headers.ts).
    expect(head).toMatch(/<style nonce="[^"]+">.x\{color:red\}<\/style>/);
    expect(res.body).toMatch(/<script src="https:\/\/cdn.example\/a.js" nonce="[^"]+" defer><\/script>\n<\/body>/);
    await t().database.db.deleteFrom('metaheads').execute();
  });

  it('serves the self-hosted fonts with a long cache, to any origin', async () => {
    const font = await t().app.inject({ method: 'GET', url: '/fonts/noto-sans-arabic-ku-ar-400.woff2' });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(font.headers['access-control-allow-origin']).toBe('*');
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    const alias = await t().app.inject({ method: 'GET', url: '/fonts/latin-700.woff2' });
    expect(alias.statusCode).toBe(200);
    // The whole face's old name still answers (a retailer page may hold yesterday's font stylesheet).
    const old = await t().app.inject({ method: 'GET', url: '/fonts/noto-sans-arabic-arabic-400-normal.woff2' });
    expect(old.statusCode).toBe(200);
    expect(old.rawPayload.length).toBeGreaterThan(font.rawPayload.length);
    const css = await t().app.inject({ method: 'GET', url: '/fonts/lrdx-fonts.css' });
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.headers['access-control-allow-origin']).toBe('*');
    expect(css.body).toContain("font-family:'LRDX Sans'");
    // A late face never re-flows painted text (layout shift): it is used from the next page on.
    expect(css.body.match(/font-display:optional;/g)).toHaveLength(4);
    expect(css.body).toContain('unicode-range:U+060C, U+061B');
    expect((await t().app.inject({ method: 'GET', url: '/fonts/nope.woff2' })).statusCode).toBe(404);
  });

  it('serves the site stylesheet with an ETag and answers 304 when it is unchanged', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/site/site.css' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(res.body).toContain('--lrdx-grid-max-width: 1340px');
    expect(res.body).not.toMatch(/(margin|padding)-(left|right)|text-align:\s*(left|right)|(^|[^-])\b(left|right):/m);
    const etag = res.headers.etag as string;
    const again = await t().app.inject({ method: 'GET', url: '/site/site.css', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });
});
