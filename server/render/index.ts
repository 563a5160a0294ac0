/**
 * The server-rendered site under /<language>/ (spec, shell section 2): CMS pages by path, the
 * page-not-found view (also at /<language>/404) with status 404, page redirections, and the
 * fonts and stylesheet the pages link. No hydration: interactive parts are custom elements that
 * /loader.js upgrades.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Page } from '../../domain/page.js';
import { shellStrings } from '../../site/i18n/index.js';
import type { RenderContext } from '../../site/blocks/types.js';
import { siteHref } from '../../site/site-href.js';
import { findPublishedPageByPath, normalisePagePath } from '../content/pages-repository.js';
import { readTextSetting } from '../content/settings-repository.js';
import type { AppContext } from '../context.js';
import type { Services } from '../services.js';
import { registerFontRoutes } from './fonts.js';
import { buildHtmlDocument, escapeHtml } from './html-document.js';
import { isNavigationDisabled, pageTitle } from './page-meta.js';
import { renderNotFoundBody, renderPageBody, type BodyInput } from './render-body.js';
import { loadShellData, NOT_FOUND_HTML_SETTING } from './shell-data.js';
import { pageAssets, readBundleManifest } from './page-assets.js';
import { registerSiteCss } from './site-css.js';
import { registerShowroomRoute } from './showroom/index.js';
import { registerOrderOnlineRoutes } from './order-online/index.js';
import { cspNonce } from '../http/security-headers.js';
import { siteResponses, type SiteStatus } from '../http/html-responses.js';
import { SETTING_KEYS } from '../../domain/setting-keys.js';
import { readNotFoundOverrides } from '../../site/layouts/not-found-hero-view.js';
import { readJsonSetting } from '../content/settings-repository.js';
import { registerFaviconRoutes } from './favicon.js';
import { renderNotFoundHeroBody, usesHeroNotFound } from './not-found-hero.js';
import { redirectLocation } from './redirect-target.js';
import { registerStatusPages } from './status-pages.js';
import { registerUtmCookie } from './utm-cookie.js';
import { shareImageUrl } from './page-meta.js';

const NOT_FOUND_PATH = '/404';
const HTML_CACHE = 'no-cache';

export async function registerSiteRoutes(app: FastifyInstance, ctx: AppContext, services: Services): Promise<void> {
  const { db, config } = ctx;
  const { segment, htmlLang, dir } = config.language;
  const strings = shellStrings(segment);
  await registerFontRoutes(app);
  const siteCss = await registerSiteCss(app);
  const assets = pageAssets(siteCss.href, readBundleManifest(config.distDir), segment);
  await registerFaviconRoutes(app, ctx);
  registerUtmCookie(app, config.publicOrigin.startsWith('https:'));

  const renderContext = (request: FastifyRequest): RenderContext => ({
    segment,
    htmlLang,
    strings,
    href: (url) => siteHref(segment, url),
    warn: (message) => request.log.warn(message),
  });

  // Node has Kurdish locale data, so the year is written in the page's own digits (٢٠٢٦).
  const yearFormat = new Intl.NumberFormat(`${htmlLang}-IQ`, { useGrouping: false });
  const yearText = (): string => yearFormat.format(new Date().getFullYear());

  const currentUrl = (request: FastifyRequest): string => request.url.replace(/[?#].*$/, '');

  const sendHtml = (reply: FastifyReply, status: number, html: string) =>
    reply.status(status).header('cache-control', HTML_CACHE).type('text/html; charset=utf-8').send(html);

  async function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page) {
    const shell = await loadShellData(db, page.id, request.log);
    const input: BodyInput = {
      ctx: renderContext(request),
      navEntries: shell.navEntries,
      navigationDisabled: isNavigationDisabled(page.path, shell.navigationDisabledOn, segment),
      currentUrl: currentUrl(request),
      year: yearText(),
    };
    const html = buildHtmlDocument({
      nonce: cspNonce(reply),
      htmlLang,
      dir,
      segment,
      title: pageTitle(page.meta_title, page.title, shell.appName, shell.theme),
      description: page.meta_description,
      canonical: `${config.publicOrigin}${siteHref(segment, page.path)}`,
      assets,
      metaheads: shell.metaheads,
      shareImage: shareImageUrl(page.image_id, shell.defaultImageId, config.publicOrigin),
      metaTags: shell.metaTags,
      bodyHtml: renderPageBody(input, page.blocks),
    });
    return sendHtml(reply, 200, html);
  }

  /** The error layout; `status` is 404 for missing pages and 500 when a page failed to render. */
  async function sendNotFound(request: FastifyRequest, reply: FastifyReply, status: number) {
    try {
      const [shell, customHtml, overrides] = await Promise.all([
        loadShellData(db, null, request.log),
        readTextSetting(db, NOT_FOUND_HTML_SETTING),
        readJsonSetting<unknown>(db, SETTING_KEYS.notFoundOverrides, {}, request.log),
      ]);
      const input: BodyInput = {
        ctx: renderContext(request),
        navEntries: shell.navEntries,
        navigationDisabled: false,
        currentUrl: currentUrl(request),
        year: yearText(),
      };
      const html = buildHtmlDocument({
        nonce: cspNonce(reply),
        htmlLang,
        dir,
        segment,
        title: pageTitle(null, strings.notFound.title, shell.appName, shell.theme),
        description: null,
        canonical: null,
        assets,
        metaheads: shell.metaheads,
        metaTags: shell.metaTags,
        bodyHtml: usesHeroNotFound(shell.theme)
          ? renderNotFoundHeroBody(input, readNotFoundOverrides(overrides))
          : renderNotFoundBody(input, customHtml),
        noIndex: true,
      });
      return sendHtml(reply, status, html);
    } catch (error) {
      // Spec: when the error page itself fails, say so and offer the way home.
      request.log.error(error);
      const home = escapeHtml(siteHref(segment, '/'));
      return sendHtml(
        reply,
        status,
        `<!doctype html><html lang="${htmlLang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(strings.errorPageFailed)}</title></head><body><main><h1>${escapeHtml(strings.errorPageFailed)}</h1><p><a href="${home}">${escapeHtml(strings.backToHome)}</a></p></main></body></html>`,
      );
    }
  }

  async function handleSitePath(request: FastifyRequest<{ Params: { '*'?: string } }>, reply: FastifyReply) {
    const pagePath = normalisePagePath(request.params['*'] ?? '');
    if (pagePath === NOT_FOUND_PATH) return sendNotFound(request, reply, 404);
    const page = await findPublishedPageByPath(db, pagePath, request.log);
    if (!page) return sendNotFound(request, reply, 404);
    const location = page.url_redirection ? redirectLocation(segment, page.url_redirection.to) : null;
    if (page.url_redirection && location) return reply.redirect(location, page.url_redirection.http_code);
    try {
      return await sendPage(request, reply, page);
    } catch (error) {
      request.log.error(error);
      return sendNotFound(request, reply, 500);
    }
  }

  await registerStatusPages(app, ctx, { siteCssHref: siteCss.href, manifest: readBundleManifest(config.distDir) });
  await registerShowroomRoute(app, ctx, { services, assets, renderContext, yearText, sendNotFound });
  await registerOrderOnlineRoutes(app, ctx, { services, assets, renderContext, yearText, sendNotFound });

  // A CMS page may redirect with any of the redirect statuses its url_redirection names.
  const pageStatuses: SiteStatus[] = [200, 301, 302, 307, 308, 404];
  const description = (what: string, statuses = pageStatuses) => ({
    schema: { description: what, tags: ['site'], response: siteResponses(...statuses) },
  });

  app.get('/', description(`Redirects to the site's home page /${segment}/.`, [302]), async (_request, reply) =>
    reply.redirect(`/${segment}/`, 302),
  );
  app.get(`/${segment}`, description('The home page, server-rendered HTML.'), handleSitePath);
  app.get(
    `/${segment}/*`,
    description('A CMS page by path, server-rendered HTML; 404 with the page-not-found view when there is none.'),
    handleSitePath,
  );
}
