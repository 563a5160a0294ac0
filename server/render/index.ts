/**
 * The server-rendered site under /ku/, /ar/ and /en/ at once (docs/decisions.md, "Language and digits"): CMS pages by
 * language and path, the page-not-found view (also at /<language>/404) with status 404, page
 * redirections, and the fonts and stylesheet the pages link. `/` redirects to the default language
 * (LRDX_LANGUAGE). Each request renders in the language of its first path segment. No hydration:
 * interactive parts are custom elements that /loader.js upgrades.
 */
import { isIndexedPagePath } from '../../domain/search-indexing.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasBlockingParameter, languageSwitch } from '../../domain/language-switch.js';
import { LANGUAGES, LANGUAGE_INFO, type Language } from '../../domain/languages.js';
import type { Page } from '../../domain/page.js';
import { shellStrings } from '../../site/i18n/index.js';
import type { RenderContext } from '../../site/blocks/types.js';
import { retailerListTemplate } from '../../site/blocks/retailer_list/template.js';
import { retailerLocatorTemplate } from '../../site/blocks/retailer_locator/template.js';
import { siteHref } from '../../site/site-href.js';
import { findPublishedPageByPath, normalisePagePath } from '../content/pages-repository.js';
import { publishedVersions } from '../cms/page-translations.js';
import { readTextSetting } from '../content/settings-repository.js';
import { listRetailerContacts } from '../content/retailers-repository.js';
import { readPriceSettings } from '../content/price-settings.js';
import { pageShowsFinance } from '../../site/blocks/finance_calculator/uses-finance.js';
import type { AppContext } from '../context.js';
import type { Services } from '../services.js';
import { registerFontRoutes } from './fonts.js';
import { buildHtmlDocument, escapeHtml } from './html-document.js';
import { isNavigationDisabled, pageTitle } from './page-meta.js';
import { renderNotFoundBody, renderPageBody, type BodyInput } from './render-body.js';
import { loadShellData, NOT_FOUND_HTML_SETTING } from './shell-data.js';
import { createShellDataMemo } from './shell-data-memo.js';
import { pageAssets, readBundleManifest, type PageAssets } from './page-assets.js';
import { hreflangAlternates } from './hreflang.js';
import { pathWithoutLanguage, requestLanguage, requestPath, searchOf } from './request-language.js';
import { loadShellChrome } from './shell-chrome.js';
import { strategyKeysOf, visibleBlocks } from '../../domain/dynamic-content/strategies.js';
import { fabStrategyKeys } from '../../site/layouts/shell-elements-settings.js';
import { registerNaasStandIn } from './naas-stand-in.js';
import { registerSiteCss } from './site-css.js';
import { registerShowroomRoute } from './showroom/index.js';
import { registerOrderOnlineRoutes } from './order-online/index.js';
import { registerCompareRoute } from './compare/index.js';
import { cspNonce } from '../http/security-headers.js';
import { siteResponses, type SiteStatus } from '../http/html-responses.js';
import { registerRequireLogin } from './account/index.js';
import { findRedirect } from '../cms/redirects-service.js';
import { roleAllows } from '../auth/roles.js';
import { bodyWithToolbar, renderEditorToolbar } from './editor-toolbar.js';
import { SETTING_KEYS } from '../../domain/setting-keys.js';
import { readNotFoundOverrides } from '../../site/layouts/not-found-hero-view.js';
import { readJsonSetting } from '../content/settings-repository.js';
import { registerFaviconRoutes } from './favicon.js';
import { registerSitemapRoutes } from './sitemap.js';
import { loadCollectionFeeds } from './collection-feeds.js';
import { loadNewsFeeds, serverFetch } from './news-feeds.js';
import { NEWS_PAGE_PARAM, newsPageOf } from '../../site/blocks/news/feed.js';
import { renderNotFoundHeroBody, usesHeroNotFound } from './not-found-hero.js';
import { redirectLocation } from './redirect-target.js';
import { registerStatusPages } from './status-pages.js';
import { registerUtmCookie, withoutCampaignParams } from './utm-cookie.js';
import { shareImageUrl } from './page-meta.js';
import { loadStockFirstPages, pageShowsStock } from './stock-first-pages.js';
import { createFirstPageDraws } from './first-page-draws.js';
import { createOwnAnswers, ownAnswerReader } from './own-answers.js';
import { registerVersionPreview, type VersionPreview } from './version-preview.js';
import { loadFormFirstScreens, pageShowsForm } from './form-first-screens.js';
import { loadRentFirstScreens, pageShowsRentEnquiry } from './rent-first-screens.js';
import { loadReservationFirstScreens, pageShowsReservation } from './reservation-first-screens.js';
import { createSharedPages, type NotFoundOptions, type SharedPages } from './shared-pages.js';
import { FORMS_KEY, languageKey, pageKey, pathKey, SITE_KEYS, STOCK_KEY } from '../http/surrogate-keys.js';
import { renderOrErrorPage } from './render-or-error-page.js';

const NOT_FOUND_PATH = '/404';
/** Blocks that list the dealers table's retailers (the locator's fallback lists them too). */
const RETAILER_BLOCKS = new Set([retailerListTemplate.key, retailerLocatorTemplate.key]);

/** A feed that failed is shown as failed: such a page is not shared, so the next visitor asks again. */
const anyFailed = (results: Map<string, { ok: boolean }> | undefined): boolean => [...(results?.values() ?? [])].some((r) => !r.ok);

export async function registerSiteRoutes(app: FastifyInstance, ctx: AppContext, services: Services): Promise<void> {
  const { db, config } = ctx;
  const defaultLanguage = config.defaultLanguage.segment;
  // The require-login setting (auth.require_login): every route of this scope needs a session while it is on.
  // Its guard also tells a signed-in editor's request from a visitor's (the editor toolbar).
  const guard = await registerRequireLogin(app, ctx, services);
  await registerFontRoutes(app);
  const siteCss = await registerSiteCss(app);
  const manifest = readBundleManifest(config.distDir);
  const assetsByLanguage = Object.fromEntries(LANGUAGES.map((l) => [l, pageAssets(siteCss.href, manifest, l)])) as Record<
    Language,
    PageAssets
  >;
  const assets = (language: Language): PageAssets => assetsByLanguage[language];
  const languageOf = (request: FastifyRequest): Language => requestLanguage(request.url, defaultLanguage);
  await registerFaviconRoutes(app, ctx);
  await registerSitemapRoutes(app, ctx);
  registerUtmCookie(app, config.publicOrigin.startsWith('https:'));
  const pages: SharedPages = createSharedPages({
    cache: services.pages.cache,
    versions: services.pages.versions,
    indexStockVersion: () => services.listingIndex.peek()?.version,
    stats: services.pages.stats,
    now: Date.now,
    ttlMs: services.pages.config.ttlSeconds * 1000,
    sMaxAge: services.pages.config.sMaxAge,
    staleWhileRevalidate: services.pages.config.staleWhileRevalidate,
  });
  const shellData = createShellDataMemo();
  const firstPageDraws = createFirstPageDraws();
  // The own routes a render reads (stock first pages, the demo news), kept per data stamp and for at most the page cache's time.
  const ownAnswers = createOwnAnswers(ownAnswerReader(app), { ttlMs: services.pages.config.ttlSeconds * 1000, now: Date.now });
  /** What every site page depends on besides its own content, in its language. */
  const siteKeys = (language: Language, ...own: string[]): string[] => [...own, ...SITE_KEYS, languageKey(language)];

  /**
   * The context of one request, in its URL's language; `availableIn` are the languages that have the
   * same page, `pathIn` its path in a language where a translation has its own address.
   */
  const renderContext = (
    request: FastifyRequest,
    availableIn: readonly Language[] = [],
    pathIn: Partial<Record<Language, string>> = {},
  ): RenderContext => {
    const segment = languageOf(request);
    return {
      segment,
      htmlLang: LANGUAGE_INFO[segment].htmlLang,
      strings: shellStrings(segment),
      href: (url) => siteHref(segment, url),
      warn: (message) => request.log.warn(message),
      // Links keep the page's own query, never a visitor's click id (the page is shared: docs/caching.md,
      // "Campaign clicks"); the button is disabled by the visit's own URL.
      languageSwitch: {
        ...languageSwitch({
          current: segment,
          pagePath: pathWithoutLanguage(request.url),
          search: searchOf(withoutCampaignParams(request.url)),
          availableIn,
          pathIn,
        }),
        disabled: hasBlockingParameter(searchOf(request.url)),
      },
    };
  };

  // Node has Kurdish locale data, so the year is written in the page's own digits (٢٠٢٦).
  const yearFormats = Object.fromEntries(
    LANGUAGES.map((l) => [l, new Intl.NumberFormat(`${LANGUAGE_INFO[l].htmlLang}-IQ`, { useGrouping: false })]),
  ) as Record<Language, Intl.NumberFormat>;
  const yearText = (language: Language): string => yearFormats[language].format(new Date().getFullYear());

  const currentUrl = (request: FastifyRequest): string => requestPath(request.url);
  /** The page path a request asks for, decoded as the pages table holds it ("/ku/%D8%A8" → "/ب"). */
  const requestPagePath = (request: FastifyRequest): string => {
    const raw = pathWithoutLanguage(currentUrl(request));
    try {
      return normalisePagePath(decodeURIComponent(raw));
    } catch {
      return normalisePagePath(raw);
    }
  };

  /**
   * The editor toolbar for a signed-in editor or admin, else nothing. Visitors carry no session
   * cookie, so for them this costs no query; the toolbar's page is answered `private, no-store`.
   */
  async function editorToolbarFor(
    request: FastifyRequest,
    reply: FastifyReply,
    page: Page,
    segment: Language,
    preview: VersionPreview | undefined,
  ): Promise<string | null> {
    const identity = await guard.identify(request);
    if (!identity || !roleAllows(identity.account.role, 'editor')) return null;
    const pending = await db.selectFrom('pages').select('id').where('id', '=', page.id).where('draft', 'is not', null).executeTakeFirst();
    return renderEditorToolbar({
      language: segment,
      account: identity.account,
      pageId: page.id,
      draftPending: pending !== undefined,
      csrfToken: guard.csrfToken(reply),
      preview,
    });
  }

  /** Sends a site page; with `preview`, one of its versions to a signed-in editor (version-preview.ts). */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page, segment: Language, preview?: VersionPreview) {
    const { htmlLang, dir } = LANGUAGE_INFO[segment];
    // External feeds (collection slider) wait on other hosts: started first, awaited last, never failing the page.
    const feedsLoading = loadCollectionFeeds(page).catch((error: unknown) => {
      request.log.warn({ err: error }, 'collection feeds failed');
      return undefined;
    });
    const newsPage = newsPageOf((request.query as Record<string, unknown> | undefined)?.[NEWS_PAGE_PARAM]);
    const ownRead = ownAnswers.reader(pages.dataStamp(request));
    const newsLoading = loadNewsFeeds(page, newsPage, serverFetch(ownRead)).catch((error: unknown) => {
      request.log.warn({ err: error }, 'news feeds failed');
      return undefined;
    });
    // Stock locators and carousels get their first page server-rendered: a locator's pictures are the
    // page's LCP, and neither grows from nothing when it boots.
    const firstPagesLoading = pageShowsStock(page)
      ? loadStockFirstPages({
          draws: firstPageDraws,
          read: ownRead,
          page,
          language: segment,
          search: searchOf(withoutCampaignParams(request.url)),
          origin: `${request.protocol}://${request.host}`,
          nonce: cspNonce(reply),
          log: request.log,
        })
      : undefined;
    // Form blocks get their fields server-drawn: the form does not grow from a loading line when it boots.
    const formScreensLoading = pageShowsForm(page)
      ? loadFormFirstScreens({ app, page, language: segment, nonce: cspNonce(reply), log: request.log })
      : undefined;
    const rentScreensLoading = pageShowsRentEnquiry(page)
      ? loadRentFirstScreens({ page, language: segment, nonce: cspNonce(reply), log: request.log })
      : undefined;
    // A reservation flow's welcome is server-drawn: it is the page's largest paint.
    const reservationScreensLoading = pageShowsReservation(page)
      ? loadReservationFirstScreens({ page, language: segment, nonce: cspNonce(reply), log: request.log })
      : undefined;
    const [toolbar, shell, versions, retailers, priceSettings] = await Promise.all([
      editorToolbarFor(request, reply, page, segment, preview),
      pages
        .contentVersion(request)
        .then((version) => shellData.load(version, page.id, segment, () => loadShellData(db, page.id, segment, request.log))),
      publishedVersions(db, page),
      // Block data beyond props is read only for the pages that hold the block.
      page.blocks.some((block) => RETAILER_BLOCKS.has(block.template)) ? listRetailerContacts(db, request.log) : undefined,
      pageShowsFinance(page.blocks) ? readPriceSettings(db, request.log) : undefined,
    ]);
    const availableIn = versions.map((version) => version.language);
    // A translation at another address: the language button and hreflang lead there.
    const pathIn: Partial<Record<Language, string>> = Object.fromEntries(versions.map((version) => [version.language, version.path]));
    const path = currentUrl(request);
    // Blocks and quick links may name dynamic-content strategies: fetched with the footer's, decided here.
    const chrome = await loadShellChrome({
      db,
      language: segment,
      path,
      origin: config.publicOrigin,
      log: request.log,
      settings: shell.chromeSettings,
      extraStrategyKeys: [
        ...strategyKeysOf(page.blocks.map((block) => block.props)),
        ...fabStrategyKeys(shell.shellElements, segment, page.blocks),
      ],
    });
    const blocks = visibleBlocks(page.blocks, chrome.dynamicContent ?? new Map(), path);
    const [feeds, news, firstPages, formScreens, rentScreens, reservationScreens] = await Promise.all([
      feedsLoading,
      newsLoading,
      firstPagesLoading,
      formScreensLoading,
      rentScreensLoading,
      reservationScreensLoading,
    ]);
    // Everything is loaded; the HTML is the costly part: not for a client that has gone.
    pages.assertClientWaiting(request);
    const input: BodyInput = {
      ctx: {
        ...renderContext(request, availableIn, pathIn),
        ...(retailers ? { retailers } : {}),
        ...(feeds ? { feeds } : {}),
        ...(news ? { news, newsPage } : {}),
        ...(priceSettings ? { priceSettings } : {}),
        ...(firstPages ? { stockFirstPages: firstPages.byElement } : {}),
        ...(formScreens ? { formFirstScreens: formScreens } : {}),
        ...(rentScreens ? { rentFirstScreens: rentScreens } : {}),
        ...(reservationScreens ? { reservationFirstScreens: reservationScreens } : {}),
      },
      navEntries: shell.navEntries,
      navigationDisabled: isNavigationDisabled(page.path, shell.navigationDisabledOn, segment),
      currentUrl: currentUrl(request),
      year: yearText(segment),
      shellElements: shell.shellElements,
      chrome,
    };
    const html = buildHtmlDocument({
      nonce: cspNonce(reply),
      htmlLang,
      dir,
      segment,
      title: pageTitle(page.meta_title, page.title, shell.appName, shell.theme),
      description: page.meta_description,
      canonical: `${config.publicOrigin}${siteHref(segment, page.path)}`,
      alternates: hreflangAlternates(config.publicOrigin, page.path, availableIn, defaultLanguage, pathIn),
      assets: assets(segment),
      metaheads: shell.metaheads,
      shareImage: shareImageUrl(page.image_id, shell.defaultImageId, config.publicOrigin),
      metaTags: shell.metaTags,
      preloadImages: firstPages?.pictures ?? [],
      bodyHtml: bodyWithToolbar(renderPageBody(input, blocks), toolbar),
      noIndex: preview !== undefined || !isIndexedPagePath(page.path),
    });
    // An editor's page holds their name, their CSRF token and the toolbar: never stored anywhere but their browser.
    const shows = pageShowsStock(page);
    return pages.send(request, reply, {
      status: 200,
      html,
      personal: toolbar !== null || preview !== undefined,
      stock: shows,
      keys:
        anyFailed(feeds) || anyFailed(news)
          ? null
          : siteKeys(
              segment,
              pageKey(page.id),
              pathKey(page.path),
              ...(shows ? [STOCK_KEY] : []),
              // The form's fields are drawn into the page: an edit to a form purges it (migration 0033).
              ...(pageShowsForm(page) ? [FORMS_KEY] : []),
            ),
    });
  }

  /** The error layout; `status` is 404 for missing pages and 500 when a page failed to render. */
  async function sendNotFound(request: FastifyRequest, reply: FastifyReply, status: number, options: NotFoundOptions = {}) {
    const segment = languageOf(request);
    const { htmlLang, dir } = LANGUAGE_INFO[segment];
    const strings = shellStrings(segment);
    try {
      const [shell, customHtml, overrides] = await Promise.all([
        pages
          .contentVersion(request)
          .then((version) => shellData.load(version, null, segment, () => loadShellData(db, null, segment, request.log))),
        readTextSetting(db, NOT_FOUND_HTML_SETTING),
        readJsonSetting<unknown>(db, SETTING_KEYS.notFoundOverrides, {}, request.log),
      ]);
      const input: BodyInput = {
        ctx: renderContext(request),
        navEntries: shell.navEntries,
        navigationDisabled: false,
        currentUrl: currentUrl(request),
        year: yearText(segment),
        shellElements: shell.shellElements,
        chrome: await loadShellChrome({ db, language: segment, path: currentUrl(request), origin: config.publicOrigin, log: request.log }),
      };
      const html = buildHtmlDocument({
        nonce: cspNonce(reply),
        htmlLang,
        dir,
        segment,
        title: pageTitle(null, strings.notFound.title, shell.appName, shell.theme),
        description: null,
        canonical: null,
        assets: assets(segment),
        metaheads: shell.metaheads,
        metaTags: shell.metaTags,
        bodyHtml: usesHeroNotFound(shell.theme)
          ? renderNotFoundHeroBody(input, readNotFoundOverrides(overrides))
          : renderNotFoundBody(input, customHtml),
        noIndex: true,
      });
      // The view of a missing address is shared (and purged when a page or redirect takes the path); a 500 is not.
      const keys = status === 404 ? siteKeys(segment, pathKey(requestPagePath(request))) : null;
      return pages.send(request, reply, {
        status,
        html,
        keys: keys && options.stock ? [...keys, STOCK_KEY] : keys,
        stock: options.stock === true,
      });
    } catch (error) {
      // When the error page itself fails, say so and offer the way home (docs/content-api.md, "Status pages and redirects").
      request.log.error(error);
      const home = escapeHtml(siteHref(segment, '/'));
      return pages.send(request, reply, {
        status,
        keys: null,
        html: `<!doctype html><html lang="${htmlLang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(strings.errorPageFailed)}</title></head><body><main><h1>${escapeHtml(strings.errorPageFailed)}</h1><p><a href="${home}">${escapeHtml(strings.backToHome)}</a></p></main></body></html>`,
      });
    }
  }

  async function handleSitePath(request: FastifyRequest<{ Params: { '*'?: string } }>, reply: FastifyReply) {
    const segment = languageOf(request);
    const pagePath = normalisePagePath(request.params['*'] ?? '');
    if (pagePath === NOT_FOUND_PATH) return sendNotFound(request, reply, 404);
    const page = await findPublishedPageByPath(db, pagePath, segment, request.log);
    if (!page) {
      // An address without a page may have a redirect (admin, /cms/api/redirects).
      const redirect = await findRedirect(db, segment, pagePath);
      const to = redirect ? redirectLocation(segment, redirect.to) : null;
      if (redirect && to) return pages.redirect(request, reply, to, redirect.http_code, siteKeys(segment, pathKey(pagePath)));
      return sendNotFound(request, reply, 404);
    }
    const location = page.url_redirection ? redirectLocation(segment, page.url_redirection.to) : null;
    if (page.url_redirection && location)
      return pages.redirect(
        request,
        reply,
        location,
        page.url_redirection.http_code,
        siteKeys(segment, pageKey(page.id), pathKey(page.path)),
      );
    return renderOrErrorPage(
      request,
      reply,
      pageShowsStock(page) ? 'stock' : 'content',
      () => sendPage(request, reply, page, segment),
      sendNotFound,
    );
  }

  await registerVersionPreview(app, { guard, db, versions: services.cms.pages, sendPage });
  await registerNaasStandIn(app);
  await registerStatusPages(app, ctx, { siteCssHref: siteCss.href, manifest: readBundleManifest(config.distDir) });
  await registerShowroomRoute(app, ctx, { services, assets, renderContext, yearText, sendNotFound, pages, siteKeys });
  await registerOrderOnlineRoutes(app, ctx, { services, assets, renderContext, yearText, sendNotFound, pages, siteKeys });
  await registerCompareRoute(app, ctx, { services, assets, renderContext, yearText, sendNotFound, pages, siteKeys });

  // A CMS page may redirect with any of the redirect statuses its url_redirection names.
  const pageStatuses: SiteStatus[] = [200, 301, 302, 303, 307, 308, 404];
  const description = (what: string, statuses = pageStatuses) => ({
    schema: { description: what, tags: ['site'], response: siteResponses(...statuses) },
  });

  app.get(
    '/',
    description(`Redirects to the home page of the default language (LRDX_LANGUAGE), /${defaultLanguage}/.`, [302]),
    async (_request, reply) => reply.redirect(`/${defaultLanguage}/`, 302),
  );
  for (const language of LANGUAGES) {
    const { htmlLang, dir } = LANGUAGE_INFO[language];
    const where = `lang="${htmlLang}" dir="${dir}"`;
    app.get(`/${language}`, description(`The home page in ${language} (${where}), server-rendered HTML.`), pages.handler(handleSitePath));
    app.get(
      `/${language}/*`,
      description(
        `A CMS page by path in ${language} (${where}), server-rendered HTML; 404 with the page-not-found view when there is none.`,
      ),
      pages.handler(handleSitePath),
    );
  }
}
