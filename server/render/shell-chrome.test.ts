/**
 * The settings-driven header and footer as a visitor's browser receives them: variants, hidden
 * navigation, brand logos, breadcrumbs and bars, the footer from footer.configuration.{language},
 * the NaaS stand-in, and the logged defaults for invalid settings and failing data sources.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { pageIdOf } from '../testing/page-row.js';
import { suiteFixture } from '../testing/suite-fixture.js';
import { testDialects } from '../db/test-db.js';
import { buildContentTestApp } from '../testing/content-test-app.js';
import { seedNavigationSettings } from '../seed/navigation-settings-seed.js';
import { clearNaasCache } from '../content/naas-navigation.js';
import { loadShellChrome } from './shell-chrome.js';
import type { FetchJson } from '../content/dynamic-content.js';
import { breadcrumbsForPage } from '../content/breadcrumbs.js';

describe.each(testDialects())('settings-driven header and footer (%s)', (dialect) => {
  const warnings: string[] = [];
  const log = { warn: (message: string) => void warnings.push(message) };
  const setSetting = async (key: string, value: string) => {
    await t().database.db.deleteFrom('settings').where('key', '=', key).execute();
    await t().database.db.insertInto('settings').values({ key, value }).execute();
  };
  const dropSetting = (key: string) => t().database.db.deleteFrom('settings').where('key', '=', key).execute();
  const get = async (url: string) => (await t().app.inject({ method: 'GET', url })).body;

  const t = suiteFixture(
    () => buildContentTestApp(dialect),
    async (t) => {
      await seedNavigationSettings(t.database.db);
      // The seed nests contact-us under about-us: the dropdown and the breadcrumbs use it.
    },
  );
  beforeEach(() => {
    warnings.length = 0;
    clearNaasCache();
  });

  it('draws the standard navigation as a row for wide screens and a <details> menu for phones', async () => {
    const html = await get('/ku/about-us');
    expect(html).toContain('<header class="lrdx-header lrdx-header--standard">');
    expect(html).toContain('<lrdx-nav-menu class="lrdx-nav-menu"><nav class="lrdx-nav" aria-label="ڕێنیشاندەری سەرەکی">');
    expect(html).toMatch(
      /<details class="lrdx-menu"><summary class="lrdx-menu__button" aria-controls="lrdx-menu-panel">.*<span>لیست<\/span><\/summary><nav id="lrdx-menu-panel" class="lrdx-menu__panel"/,
    );
    // The parent with a child is a dropdown that also links the parent itself.
    expect(html).toContain(
      '<details class="lrdx-nav__group"><summary class="lrdx-nav__link lrdx-nav__group-button">دەربارەی ئێمە</summary>',
    );
    expect(html).toContain('<a class="lrdx-nav__sublink" href="/ku/about-us" aria-current="page">دەربارەی ئێمە</a>');
    expect(html).not.toContain('lrdx-breadcrumbs');
  });

  it('shows breadcrumbs from the navigation entries on a nested page, and the bars the settings place there', async () => {
    const contact = await get('/ku/contact-us');
    expect(contact).toMatch(
      /<nav class="lrdx-header-bar lrdx-breadcrumbs" aria-label="شوێنی ئێستا"><ol class="lrdx-breadcrumbs__list"><li><a href="\/ku\/">سەرەکی<\/a><\/li><li><a href="\/ku\/about-us">دەربارەی ئێمە<\/a><\/li><li><span aria-current="page">پەیوەندی<\/span><\/li><\/ol><\/nav>/,
    );
    expect(contact).not.toContain('lrdx-offers-banner');
    const about = await get('/ku/about-us');
    expect(about).toContain('<aside class="lrdx-header-bar lrdx-offers-banner" aria-label="ئۆفەرەکان">');
    expect(about).toContain('href="/ku/stock?family=Defender">ببینە</a>');
    expect(about).not.toContain('lrdx-retailer-bar');
  });

  it('gives the API the same breadcrumbs by page id, and null for a page that does not exist', async () => {
    const contactId = await pageIdOf(t().database.db, 'ku', '/contact-us');
    expect((await breadcrumbsForPage(t().database.db, contactId))?.map((crumb) => [crumb.label, crumb.url])).toEqual([
      ['دەربارەی ئێمە', '/ku/about-us'],
      ['پەیوەندی', '/ku/contact-us'],
    ]);
    expect(await breadcrumbsForPage(t().database.db, 999_999)).toBeNull();
  });

  it('shows the menu on the home page and keeps only the logo on navigation.disabled_on_pages', async () => {
    const home = await get('/ku/');
    expect(home).toContain('<header class="lrdx-header lrdx-header--standard">');
    expect(home).toContain('lrdx-nav-menu');
    expect(home).toContain('class="lrdx-header__logo" href="/ku/"');
    await setSetting('navigation.disabled_on_pages', '["/about-us"]');
    const about = await get('/ku/about-us');
    expect(about).toContain('<header class="lrdx-header lrdx-header--logo_only">');
    expect(about).not.toContain('lrdx-nav-menu');
    expect(about).not.toContain('lrdx-offers-banner');
    await dropSetting('navigation.disabled_on_pages');
  });

  it('picks light and logo-only navigation by path from navigation.variants', async () => {
    await setSetting('navigation.variants', JSON.stringify({ light: ['/about-us'], logo_only: ['/contact-us*'] }));
    const light = await get('/ku/about-us');
    expect(light).toContain('<header class="lrdx-header lrdx-header--light">');
    expect(light).toContain('lrdx-nav-menu');
    expect(light).not.toContain('lrdx-nav__group');
    expect(light).not.toContain('lrdx-offers-banner');
    const logoOnly = await get('/ku/contact-us');
    expect(logoOnly).toContain('<header class="lrdx-header lrdx-header--logo_only">');
    expect(logoOnly).not.toContain('lrdx-nav-menu');
    expect(logoOnly).not.toContain('lrdx-breadcrumbs');
    await dropSetting('navigation.variants');
  });

  it('falls back to the standard navigation when the NaaS service cannot be reached, logging the spec message', async () => {
    await setSetting('navigation.variants', JSON.stringify({ naas: ['/about-us'] }));
    const failing: FetchJson = () => Promise.reject(new Error('connect ECONNREFUSED'));
    const chrome = await loadShellChrome({
      db: t().database.db,
      language: 'ku',
      path: '/ku/about-us',
      origin: 'https://lrdx.test',
      log,
      fetchJson: failing,
    });
    expect(chrome.header.variant).toBe('standard');
    expect(warnings).toEqual(['Error fetching Naas Navigation: connect ECONNREFUSED']);
    // Over HTTP the test origin does not answer either: the page still renders with its own navigation.
    expect(await get('/ku/about-us')).toContain('<header class="lrdx-header lrdx-header--standard">');
    await dropSetting('navigation.variants');
  });

  it('draws the NaaS markup when the service answers, fetched from origin + /naas/nav.{locale}.json', async () => {
    await setSetting('navigation.variants', JSON.stringify({ naas: ['/about-us'] }));
    const asked: string[] = [];
    const standIn: FetchJson = async (url) => {
      asked.push(url);
      return (await t().app.inject({ method: 'GET', url: new URL(url).pathname })).json();
    };
    const chrome = await loadShellChrome({
      db: t().database.db,
      language: 'en',
      path: '/en/about-us',
      origin: 'https://lrdx.test',
      log,
      fetchJson: standIn,
    });
    expect(asked).toEqual(['https://lrdx.test/naas/nav.en-iq.json']);
    expect(chrome.header.variant).toBe('naas');
    expect(chrome.header.naas?.html).toContain('<nav class="naas" aria-label="Main navigation">');
    expect(chrome.header.naas?.cssLink).toBe('/naas/nav.css');
    expect(warnings).toEqual([]);
    await dropSetting('navigation.variants');
  });

  it('serves the NaaS stand-in per locale and a 404 in the error shape for others', async () => {
    const ku = await t().app.inject({ method: 'GET', url: '/naas/nav.ckb-iq.json' });
    expect(ku.statusCode).toBe(200);
    expect(ku.json()).toEqual({ html: expect.stringContaining('href="/ku/stock"'), cssLink: '/naas/nav.css', javascriptLink: null });
    const unknown = await t().app.inject({ method: 'GET', url: '/naas/nav.fr-fr.json' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: 'not_found', message: 'No navigation for nav.fr-fr.json' } });
    const css = await t().app.inject({ method: 'GET', url: '/naas/nav.css' });
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it('uses the brand logo and homepage on brand paths (the not-found view has the same header)', async () => {
    const defender = await get('/ku/defender-110');
    expect(defender).toContain('class="lrdx-header__logo" href="/ku/defender"');
    expect(defender).toContain('>DEFENDER</text>');
    expect(defender).toContain('Defender - پەڕەی سەرەکی');
    const other = await get('/ku/no-such-page');
    expect(other).toContain('class="lrdx-header__logo" href="/ku/"');
    expect(other).toContain('>LAND ROVER</text>');
  });

  it('builds the footer from footer.configuration.ku: columns, social icons, retailers, HTML parts and legal links', async () => {
    const html = await get('/ku/about-us');
    const footer = html.slice(html.indexOf('<footer'));
    expect(footer).toContain('<h2 class="lrdx-footer__heading">مۆدێلەکان</h2>');
    // The family pages, and what the visitor buys under a heading that leads to the stock.
    expect(footer).toContain('<a class="lrdx-footer__link" href="/ku/range-rover">ڕەینج ڕۆڤەر</a>');
    expect(footer).toContain('<a class="lrdx-footer__link" href="/ku/electric">');
    expect(footer).toContain('<h2 class="lrdx-footer__heading"><a href="/ku/stock">کڕین</a></h2>');
    expect(footer).toContain('<a class="lrdx-footer__link" href="/ku/reserve">');
    // The consent dialog sends the visitor to the foot of the page to change the choice. The button
    // is there from the first paint (appearing later moved the whole footer; CSS hides it without JavaScript).
    expect(footer).toContain(
      '<lrdx-consent-preferences><button type="button" class="lrdx-consent-reopen">ڕێکخستنەکانی کووکی</button></lrdx-consent-preferences>',
    );
    expect(footer).toContain('<div class="lrdx-footer__column lrdx-footer__column--social">');
    expect(footer).toMatch(
      /<a class="lrdx-footer__social-link" href="https:\/\/www.facebook.com\/landrover" target="_blank" rel="noreferrer noopener" aria-label="لاند ڕۆڤەر لە Facebook"><svg/,
    );
    expect(footer).toContain('<section class="lrdx-footer__retailers" aria-label="بریکارە ڕێگەپێدراوەکان">');
    expect(footer).toContain('<div class="lrdx-footer__middle"><p>نرخ و تایبەتمەندییەکان');
    expect(footer).toContain('<nav class="lrdx-footer__medium" aria-label="یاسایی">');
    expect(footer).toContain('href="/ku/privacy-policy"');
    expect(footer).toContain('<div class="lrdx-footer__bottom"><p>');
    expect(footer).toContain('هەموو مافەکان پارێزراون');
    // No search bar is configured in the demo, so none is drawn.
    expect(footer).not.toContain('role="search"');
  });

  it('draws a configured search bar as a GET form that works without script, and drops invalid items and empty parts', async () => {
    await setSetting(
      'footer.configuration.ku',
      JSON.stringify({
        columns: [
          { type: 'links', rows: [{ heading: 'Empty', items: [{ url: '/no-label' }, { type: 'image', image: { alt: 'no src' } }] }] },
        ],
        search: { label: 'گەڕان', placeholder: 'مۆدێل', action: '/stock', param: 'model' },
        medium_links: {
          heading: 'Legal',
          items: [
            { label: 'Blank', url: 'https://example.org', target: '_blank' },
            { label: 'Odd', url: '/x', target: '_top' },
          ],
        },
      }),
    );
    const footer = (await get('/ku/about-us')).split('<footer')[1] ?? '';
    expect(footer).not.toContain('lrdx-footer__columns');
    expect(footer).toMatch(
      /<form class="lrdx-footer__search" role="search" action="\/ku\/stock" method="get"><label class="lrdx-footer__search-label" for="[^"]+">گەڕان<\/label>/,
    );
    expect(footer).toContain('type="search" placeholder="مۆدێل" name="model"');
    expect(footer).toContain(
      'href="https://example.org" target="_blank" rel="noopener">Blank<span class="lrdx-visually-hidden"> <!-- -->(لە پەنجەرەیەکی نوێ دەکرێتەوە)</span>',
    );
    expect(footer).toContain('<a class="lrdx-footer__link" href="/ku/x">Odd</a>');
    await dropSetting('footer.configuration.ku');
    await seedNavigationSettings(t().database.db);
  });

  it('logs invalid JSON settings by name and uses their defaults', async () => {
    await setSetting('footer.configuration.en', '{broken');
    await setSetting('navigation.brand_logos', 'nope');
    await setSetting('navigation.variants', '[');
    const chrome = await loadShellChrome({ db: t().database.db, language: 'en', path: '/en/defender', origin: 'https://lrdx.test', log });
    expect(warnings.sort()).toEqual([
      'Invalid JSON in footer.configuration.en',
      'Invalid JSON in navigation.brand_logos',
      'Invalid JSON in navigation.variants',
    ]);
    expect(chrome.footer.columns).toEqual([]);
    expect(chrome.header.logo).toEqual({ matchingPath: '*', homepage: '/', logo: 'land-rover' });
    expect(chrome.header.variant).toBe('standard');
    await Promise.all(['footer.configuration.en', 'navigation.brand_logos', 'navigation.variants'].map(dropSetting));
    await seedNavigationSettings(t().database.db);
  });

  it('applies dynamic-content strategies to footer items: hidden when the data says so, visible when a source fails', async () => {
    const item = (label: string, key: string, value: string[]) => ({ label, url: '/x', dc_strategy: { key, value } });
    await setSetting(
      'footer.configuration.en',
      JSON.stringify({
        columns: [
          {
            rows: [
              {
                heading: 'Dynamic',
                items: [
                  item('Defender offer', 'offers', ['defender']),
                  item('Velar offer', 'offers', ['range rover velar']),
                  item('Used Evoque', 'used_sl', ['evoque']),
                  item('Only on Defender pages', 'url_brands', ['defender']),
                  item('Never', 'url_brands', []),
                ],
              },
            ],
          },
        ],
      }),
    );
    await setSetting('mena.offers_api_url', '/offer_car_models');
    const offers: FetchJson = async (url) => {
      expect(url).toBe('https://lrdx.test/offer_car_models');
      return { data: [{ car_model_key: 'Defender' }] };
    };
    const labels = async (path: string, fetchJson: FetchJson) =>
      (
        await loadShellChrome({ db: t().database.db, language: 'en', path, origin: 'https://lrdx.test', log, fetchJson })
      ).footer.columns.flatMap((column) => column.rows.flatMap((row) => row.items.map((entry) => entry.label)));
    expect(await labels('/en/defender-110', offers)).toEqual(['Defender offer', 'Used Evoque', 'Only on Defender pages']);
    expect(warnings).toEqual(['API_URL for used_SL strategy is not set or invalid. Please check the settings.']);

    warnings.length = 0;
    await setSetting('dynamic_content.used_sl', JSON.stringify({ api_url: '/used-lists' }));
    await dropSetting('mena.offers_api_url');
    const failing: FetchJson = () => Promise.reject(new Error('down'));
    expect(await labels('/en/about-us', failing)).toEqual(['Defender offer', 'Velar offer', 'Used Evoque']);
    // Sources are resolved in parallel: the order of their messages is not fixed.
    expect(warnings.sort()).toEqual([
      'Missing api url: mena.offers_api_url',
      'lists_to_check for used_SL strategy is not set or invalid. Please check the settings.',
    ]);

    warnings.length = 0;
    await setSetting('dynamic_content.used_sl', JSON.stringify({ api_url: '/used-lists', lists_to_check: ['models'] }));
    expect(await labels('/en/about-us', failing)).toContain('Used Evoque');
    expect(warnings.sort()).toEqual(['Dynamic content strategy used_sl failed: down', 'Missing api url: mena.offers_api_url']);
    const lists: FetchJson = async () => ({ models: ['discovery_sport'] });
    expect(await labels('/en/about-us', lists)).not.toContain('Used Evoque');
    await Promise.all(['footer.configuration.en', 'dynamic_content.used_sl'].map(dropSetting));
    await seedNavigationSettings(t().database.db);
  });
});
