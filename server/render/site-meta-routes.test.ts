import { beforeEach, describe, expect, it } from 'vitest';
import { suiteFixture } from '../testing/suite-fixture.js';
import { SETTING_KEYS } from '../../domain/setting-keys.js';
import { testDialects } from '../db/test-db.js';
import { buildContentTestApp } from '../testing/content-test-app.js';
import { pageIdOf, testPageRow } from '../testing/page-row.js';
import { testMetaheadRow } from '../testing/metahead-row.js';
import { UTM_COOKIE } from './utm-cookie.js';

describe.each(testDialects())('site meta, status pages, redirects and icons (%s)', (dialect) => {
  const get = (url: string) => t().app.inject({ method: 'GET', url });
  const setSetting = async (key: string, value: string) => {
    await t().database.db.deleteFrom('settings').where('key', '=', key).execute();
    await t().database.db.insertInto('settings').values({ key, value }).execute();
  };
  /** Changes the Kurdish about-us page, the page these tests read. */
  const setAboutUs = (values: { image_id?: string | null; title?: string; meta_title?: string | null }) =>
    t().database.db.updateTable('pages').set(values).where('path', '=', '/about-us').where('language', '=', 'ku').execute();

  const t = suiteFixture(() => buildContentTestApp(dialect));
  beforeEach(async () => {
    await t().database.db.deleteFrom('settings').execute();
    await t().database.db.deleteFrom('metaheads').execute();
  });

  describe('page meta', () => {
    it('takes the share image from the page image id, else the default id, at width 1600', async () => {
      await setSetting(SETTING_KEYS.defaultImageId, 'brand-default');
      const html = (await get('/ku/about-us')).body;
      expect(html).toContain('<meta property="og:image" content="https://lrdx.test/media/images/brand-default?width=1600">');
      expect(html).toContain('<meta property="og:image:width" content="1600">');
      expect(html).toContain('<meta name="twitter:image" content="https://lrdx.test/media/images/brand-default?width=1600">');
      await setAboutUs({ image_id: 'about-hero' });
      try {
        expect((await get('/ku/about-us')).body).toContain('content="https://lrdx.test/media/images/about-hero?width=1600"');
      } finally {
        await setAboutUs({ image_id: null });
      }
    });

    it('adds the general.meta tags on content pages and suppresses page meta on the order-online pages', async () => {
      await setSetting(SETTING_KEYS.meta, JSON.stringify([{ name: 'facebook-domain-verification', content: 'abc' }]));
      await setSetting(SETTING_KEYS.defaultImageId, 'brand-default');
      expect((await get('/ku/about-us')).body).toContain('<meta name="facebook-domain-verification" content="abc">');
      const checkout = await get('/ku/showroom-order-online/checkout');
      expect(checkout.statusCode).toBe(200);
      expect(checkout.body).not.toContain('facebook-domain-verification');
      expect(checkout.body).not.toContain('og:image');
      await setSetting(SETTING_KEYS.meta, JSON.stringify({ name: 'x', content: 'y' }));
      const page = await get('/ku/about-us');
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('content="y"');
    });

    it('falls back to the brand default of the theme for the title', async () => {
      await setAboutUs({ title: ' ', meta_title: null });
      try {
        expect((await get('/ku/about-us')).body).toContain('<title>Land Rover</title>');
        await setSetting(SETTING_KEYS.theme, 'jaguar');
        expect((await get('/ku/about-us')).body).toContain('<title>Jaguar</title>');
        await setSetting(SETTING_KEYS.appName, 'LR Iraq');
        expect((await get('/ku/about-us')).body).toContain('<title>LR Iraq</title>');
      } finally {
        await setAboutUs({ title: 'دەربارەی ئێمە' });
      }
    });

    it('compiles sass and scss metaheads on the server into nonce-carrying styles, in head or body, global or per page', async () => {
      const pageId = await pageIdOf(t().database.db, 'ku', '/about-us');
      await t()
        .database.db.insertInto('metaheads')
        .values([
          testMetaheadRow({ content: '$g: #005a2b; .a { .b { color: $g; } }', language: 'scss', sequence: 1 }),
          testMetaheadRow({ content: '.c\n  margin: 1px + 2px', language: 'sass', sequence: 2, in_body: 1, rdx_core_page_id: pageId }),
          testMetaheadRow({ content: 'window.x = 1;', language: 'javascript', sequence: 3, in_body: 1, rdx_core_page_id: pageId }),
        ])
        .execute();
      const res = await get('/ku/about-us');
      // The response's CSP nonce (server/http/security-headers.ts; the test app sends no CSP header itself).
      const nonce = /<style nonce="([^"]+)">/.exec(res.body)?.[1];
      expect(nonce).toBeTruthy();
      const [head, body] = res.body.split('</head>');
      expect(head).toContain(`<style nonce="${nonce}">.a .b{color:#005a2b}</style>`);
      expect(body).toContain(`<style nonce="${nonce}">.c{margin:3px}</style>`);
      expect(body).toContain(`<script nonce="${nonce}">window.x = 1;</script>`);
      const home = (await get('/ku/')).body;
      expect(home).toContain('.a .b{color:#005a2b}');
      expect(home).not.toContain('.c{margin:3px}');
    });

    it('keeps the tracked UTM parameters in a cookie with path /', async () => {
      const res = await get('/ku/about-us?utm_source=news&utm_campaign=winter&gclid=g1&fbclid=no');
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toContain(`${UTM_COOKIE}=${encodeURIComponent('utm_source=news&utm_campaign=winter&gclid=g1')}`);
      expect(cookie).toContain('Path=/');
      expect((await get('/ku/about-us?fbclid=no')).headers['set-cookie']).toBeUndefined();
    });
  });

  describe('status pages', () => {
    it('/no-access is a translated 403 page in the site layout, in the URL language or Kurdish', async () => {
      const ku = await get('/no-access');
      expect(ku.statusCode).toBe(403);
      expect(ku.body).toContain('<html lang="ckb" dir="rtl">');
      expect(ku.body).toContain('دەستگەیشتن ڕێگەپێنەدراوە');
      expect(ku.body).toContain('<meta name="robots" content="noindex">');
      const en = await get('/en/no-access');
      expect(en.body).toContain('<html lang="en" dir="ltr">');
      expect(en.body).toContain('<h1 class="lrdx-not-found__title">Access not allowed</h1>');
      expect(en.body).toContain('href="/en/"');
      expect((await get('/ar/no-access')).body).toContain('الوصول غير مسموح');
    });

    it('/auth/error answers 403 for noPermissions and 401 for other sign-in errors', async () => {
      const denied = await get('/ku/auth/error?type=noPermissions');
      expect(denied.statusCode).toBe(403);
      expect(denied.body).toContain('مۆڵەتت نییە');
      const failed = await get('/en/auth/error?type=expired');
      expect(failed.statusCode).toBe(401);
      expect(failed.body).toContain('Sign-in error');
    });

    it('/disabled-preview tells that the page is disabled, and sends a published path to its page', async () => {
      const res = await get('/en/disabled-preview?path=/draft');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('This page is disabled');
      const published = await get('/disabled-preview?path=about-us');
      expect(published.statusCode).toBe(302);
      expect(published.headers.location).toBe('/ku/about-us');
    });

    it('shows the hero not-found view with settings overrides under another theme', async () => {
      await setSetting(SETTING_KEYS.theme, 'jaguar');
      await setSetting(
        SETTING_KEYS.notFoundOverrides,
        JSON.stringify({ heading: 'Lost?', button_label: 'Take me home', image_id: 'lost' }),
      );
      const res = await get('/ku/no-such-page');
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('lrdx-hero');
      expect(res.body).toMatch(/<h1[^>]*>Lost\?<\/h1>/);
      expect(res.body).toContain('src="/media/images/lost?width=1600"');
      expect(res.body).toMatch(/<a class="lrdx-button[^"]*" href="\/ku\/">Take me home<\/a>/);
      await setSetting(SETTING_KEYS.notFoundOverrides, 'not json');
      const plain = await get('/ku/no-such-page');
      expect(plain.body).toMatch(/<h1[^>]*>پەڕەکە نەدۆزرایەوە<\/h1>/);
      expect(plain.body).toContain('lrdx-hero');
    });
  });

  describe('url_redirection', () => {
    const redirectPage = async (path: string, redirection: unknown) => {
      await t().database.db.deleteFrom('pages').where('path', '=', path).execute();
      await t()
        .database.db.insertInto('pages')
        .values(testPageRow({ path, title: 'R', url_redirection: JSON.stringify(redirection) }))
        .execute();
    };

    it('sends site paths under the language with 301 by default, and external URLs as they are', async () => {
      await redirectPage('/old', { to: '/about-us' });
      const inside = await get('/ku/old');
      expect(inside.statusCode).toBe(301);
      expect(inside.headers.location).toBe('/ku/about-us');
      await redirectPage('/leave', { to: 'https://www.landrover.com/offers?x=1', http_code: 302 });
      const outside = await get('/ku/leave');
      expect(outside.statusCode).toBe(302);
      expect(outside.headers.location).toBe('https://www.landrover.com/offers?x=1');
      await redirectPage('/bad', { to: 'javascript:alert(1)' });
      expect((await get('/ku/bad')).statusCode).toBe(200);
    });
  });

  describe('icons', () => {
    it('serves an SVG and an ICO favicon and a web manifest, linked from every page', async () => {
      const svg = await get('/favicon.svg');
      expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(svg.body).toContain('<svg');
      const ico = await get('/favicon.ico');
      expect(ico.headers['content-type']).toMatch(/^image\/x-icon/);
      const bytes = ico.rawPayload;
      expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
      expect(bytes.subarray(22, 26).toString('latin1')).toBe('\x89PNG');
      const png = await get('/icon-192.png');
      expect(png.rawPayload.readUInt32BE(16)).toBe(192);
      await setSetting(SETTING_KEYS.appName, 'Land Rover Iraq');
      const manifest = await get('/site.webmanifest');
      expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(manifest.json()).toMatchObject({ name: 'Land Rover Iraq', start_url: '/ku/', icons: expect.any(Array) });
      for (const url of ['/ku/', '/ku/no-such-page', '/en/no-access', '/ku/showroom-order-online/checkout']) {
        const html = (await get(url)).body;
        expect(html, url).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
        expect(html, url).toContain('<link rel="manifest" href="/site.webmanifest">');
      }
    });
  });
});
