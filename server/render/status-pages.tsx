/**
 * The site's status pages (docs/content-api.md, "Status pages and redirects"), each a translated page in the site layout:
 * - /no-access: where any 403 leads (403);
 * - /auth/error?type=noPermissions: signed in without permissions (403); other types say sign-in failed (401);
 * - /disabled-preview: the preview route of disabled pages. Previews need a signed-in editor (issue
 *   10), so a visitor sees that the page is disabled (200, noindex); ?path= naming a published page
 *   redirects to it.
 * Each answers at /{ku|ar|en}/<route> in that language and at /<route> in the default language.
 */
import { loadShellChrome } from './shell-chrome.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderToString } from 'react-dom/server';
import { DEFAULT_LANGUAGE, LANGUAGE_INFO, LANGUAGES, type Language } from '../../domain/languages.js';
import type { RenderContext } from '../../site/blocks/types.js';
import { shellStrings } from '../../site/i18n/index.js';
import { statusPageStrings, type StatusPageText } from '../../site/i18n/status-pages.js';
import { DefaultLayout } from '../../site/layouts/default-layout.js';
import { StatusPageView } from '../../site/layouts/status-page-view.js';
import { siteHref } from '../../site/site-href.js';
import { findPublishedPageByPath, normalisePagePath } from '../content/pages-repository.js';
import type { AppContext } from '../context.js';
import { apiErrorRef } from '../http/error-schema.js';
import { cspNonce } from '../http/security-headers.js';
import { buildHtmlDocument } from './html-document.js';
import { pageAssets, type BundleManifest, type PageAssets } from './page-assets.js';
import { pageTitle } from './page-meta.js';
import { requestPath } from './request-language.js';
import { loadShellData } from './shell-data.js';

export interface StatusPagesDeps {
  siteCssHref: string;
  manifest: BundleManifest | null;
}

const html = (description: string) => ({ description, content: { 'text/html': { schema: { type: 'string' } } } }) as const;
const schemaOf = (description: string, statuses: Record<number, string>) => ({
  schema: {
    description,
    tags: ['site'],
    response: {
      ...Object.fromEntries(
        Object.entries(statuses).map(([status, what]) => [
          status,
          status.startsWith('3') ? { description: what, type: 'null' } : html(what),
        ]),
      ),
      500: { description: 'The error shape', content: { 'application/json': { schema: apiErrorRef } } },
    },
  },
});

export function renderContextFor(language: Language, request: FastifyRequest): RenderContext {
  const { segment, htmlLang } = LANGUAGE_INFO[language];
  return {
    segment,
    htmlLang,
    strings: shellStrings(language),
    href: (url) => siteHref(segment, url),
    warn: (message) => request.log.warn(message),
  };
}

export async function registerStatusPages(app: FastifyInstance, ctx: AppContext, deps: StatusPagesDeps): Promise<void> {
  const { db } = ctx;
  const assets = new Map<Language, PageAssets>(
    LANGUAGES.map((language) => [language, pageAssets(deps.siteCssHref, deps.manifest, language)]),
  );

  async function sendStatusPage(request: FastifyRequest, reply: FastifyReply, language: Language, status: number, text: StatusPageText) {
    const { segment, htmlLang, dir } = LANGUAGE_INFO[language];
    const renderCtx = renderContextFor(language, request);
    const shell = await loadShellData(db, null, language, request.log);
    const path = requestPath(request.url);
    const chrome = await loadShellChrome({ db, language, path, origin: ctx.config.publicOrigin, log: request.log });
    const bodyHtml = renderToString(
      <DefaultLayout
        ctx={renderCtx}
        navEntries={shell.navEntries}
        navigationDisabled={false}
        currentUrl={path}
        year={new Intl.NumberFormat(`${htmlLang}-IQ`, { useGrouping: false }).format(new Date().getFullYear())}
        chrome={chrome}
        shellElements={shell.shellElements}
      >
        <StatusPageView ctx={renderCtx} text={text} />
      </DefaultLayout>,
    );
    const document = buildHtmlDocument({
      nonce: cspNonce(reply),
      htmlLang,
      dir,
      segment,
      title: pageTitle(null, text.title, shell.appName, shell.theme),
      description: null,
      canonical: null,
      assets: assets.get(language) ?? pageAssets(deps.siteCssHref, deps.manifest, language),
      metaheads: shell.metaheads,
      metaTags: shell.metaTags,
      bodyHtml,
      noIndex: true,
    });
    return reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(document);
  }

  /** Registers `route` at /<route> (default language) and /<language>/<route> for each language. */
  function each(
    route: string,
    options: ReturnType<typeof schemaOf>,
    handler: (language: Language, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  ) {
    app.get(`/${route}`, options, (request, reply) => handler(DEFAULT_LANGUAGE, request, reply));
    for (const language of LANGUAGES) app.get(`/${language}/${route}`, options, (request, reply) => handler(language, request, reply));
  }

  each(
    'no-access',
    schemaOf('Shown when a 403 is received: no access (HTML).', { 403: 'The no-access page' }),
    (language, request, reply) => sendStatusPage(request, reply, language, 403, statusPageStrings(language).noAccess),
  );

  each(
    'auth/error',
    schemaOf('Sign-in errors; type=noPermissions: signed in without permissions (HTML).', {
      401: 'Sign-in failed',
      403: 'Signed in without permissions (type=noPermissions)',
    }),
    (language, request, reply) => {
      const { type } = request.query as { type?: unknown };
      const strings = statusPageStrings(language);
      return type === 'noPermissions'
        ? sendStatusPage(request, reply, language, 403, strings.noPermissions)
        : sendStatusPage(request, reply, language, 401, strings.authError);
    },
  );

  each(
    'disabled-preview',
    schemaOf('Preview of disabled pages: tells visitors the page is disabled; ?path= of a published page redirects to it.', {
      200: 'The disabled-page notice',
      302: 'The page is published: redirect to it',
    }),
    async (language, request, reply) => {
      const { path } = request.query as { path?: unknown };
      if (typeof path === 'string' && path.trim() !== '' && path.length <= 2000) {
        const page = await findPublishedPageByPath(db, normalisePagePath(path), language, request.log);
        if (page) return reply.redirect(siteHref(language, page.path), 302);
      }
      return sendStatusPage(request, reply, language, 200, statusPageStrings(language).disabledPreview);
    },
  );
}
