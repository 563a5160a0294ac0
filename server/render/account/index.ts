/**
 * The account pages (docs/accounts.md), server-rendered and usable without
 * JavaScript:
 *  - GET /auth/sign-in?lang=ku|en|ar&return=/ku/cms: the sign-in form (posts to POST /auth/sign-in);
 *  - GET /{lang}/cms, /{lang}/cms/_ (redirects to /{lang}/cms), /{lang}/admin and /{lang}/cms/stock
 *    (admin or the stock role: the stock screen, docs/stock-feed.md): signed-in only.
 *    No session → the sign-in page with this path to return to; signed in without a role →
 *    /{lang}/auth/error?type=noPermissions; an editor at /admin → /{lang}/no-access. They serve
 *    the editor shell (editor-shell.tsx: account bar + the editor bundle of dist/editor/), or the
 *    plain landing (who, role, sign-out, password change) while the editor is not built;
 *  - GET /cms, /cms/_, /admin: to the deployment language's version;
 *  - GET /auth-exchange: only while the require-login setting is on (404 otherwise): where every
 *    sign-in the setting asked for lands (password or single sign-on): a signed-in browser goes on
 *    to `return`, anyone else to the sign-in page, which comes back here.
 * `registerRequireLogin` is the hook the site routes install for the require-login setting.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES, isLanguage, type Language } from '../../../domain/languages.js';
import type { UserRole } from '../../auth/index.js';
import type { AppContext } from '../../context.js';
import { registerAuthGuard, type Access, type AuthGuard } from '../../http/auth/index.js';
import { AUTH_EXCHANGE_PATH, exchangePath, installRequireLogin } from '../../http/auth/require-login.js';
import { defaultAfterSignIn, noAccessPath, noPermissionsPath, signInReturnPath, signInUrl, SIGN_IN_PATH } from '../../http/auth/paths.js';
import { errorResponses } from '../../http/error-schema.js';
import { ApiFailure } from '../../failure.js';
import { siteResponses } from '../../http/html-responses.js';
import { cspNonce } from '../../http/security-headers.js';
import type { Services } from '../../services.js';
import { isPasswordReason, PASSWORD_REASONS } from '../../../domain/password-rule.js';
import { stockScopeOf } from '../../stock-feed/stock-scope.js';
import type { AccountArea } from './areas.js';
import { editorAssets } from './editor-assets.js';
import { renderEditorShell } from './editor-shell.js';
import { renderLandingPage, SSO_LINK_NOTICES, type PasswordNotice } from './landing-page.js';
import { renderSignInPage } from './sign-in-page.js';

const PASSWORD_NOTICES: readonly PasswordNotice[] = ['changed', 'wrong_password', 'weak_password', 'csrf'];

function sendHtml(reply: FastifyReply, status: number, html: string) {
  // Personal pages: never stored by a shared cache, never shown from the back-forward cache after sign-out.
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/** The language a request asks for (`?lang=`), else the deployment's. */
export function requestLanguage(request: FastifyRequest, fallback: Language): Language {
  const lang = (request.query as Record<string, unknown> | undefined)?.lang;
  return isLanguage(lang) ? lang : fallback;
}

export async function registerAccountPages(app: FastifyInstance, ctx: AppContext, services: Services): Promise<void> {
  const guard = await registerAuthGuard(app, services.auth);
  const fallbackLanguage = ctx.config.defaultLanguage.segment;

  app.get(
    SIGN_IN_PATH,
    {
      schema: {
        tags: ['auth'],
        summary: 'The sign-in page (HTML form posting to POST /auth/sign-in); a signed-in browser goes on to `return`',
        querystring: {
          type: 'object',
          properties: { lang: { type: 'string', enum: [...LANGUAGES] }, return: { type: 'string', maxLength: 2000 } },
        },
        response: siteResponses(200, 303),
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request, fallbackLanguage);
      const returnPath = signInReturnPath((request.query as { return?: string }).return);
      const identity = await guard.identify(request);
      if (identity) return reply.redirect(returnPath ?? defaultAfterSignIn(language), 303);
      const html = renderSignInPage({
        language,
        csrfToken: guard.csrfToken(reply),
        nonce: cspNonce(reply),
        returnPath,
        sso: services.oidc !== undefined,
      });
      return sendHtml(reply, 200, html);
    },
  );

  /** Who may open an area: a role for the editor and admin areas, a stock scope for the stock screen. */
  const decide = async (request: FastifyRequest, which: AccountArea, role: UserRole): Promise<Access & { stock: boolean }> => {
    if (which !== 'stock') {
      const decision = await guard.access(request, role);
      if (decision.kind !== 'allowed') return { ...decision, stock: false };
      return { ...decision, stock: (await stockScopeOf(ctx.db, decision.identity.account)) !== null };
    }
    const identity = await guard.identify(request);
    if (!identity) return { kind: 'unauthenticated', stock: false };
    const stock = (await stockScopeOf(ctx.db, identity.account)) !== null;
    if (stock) return { kind: 'allowed', identity, stock };
    return { kind: identity.account.role === null ? 'no_permissions' : 'forbidden', identity, stock };
  };

  const area = (language: Language, which: AccountArea, role: UserRole) => async (request: FastifyRequest, reply: FastifyReply) => {
    const decision = await decide(request, which, role);
    if (decision.kind === 'unauthenticated') return reply.redirect(signInUrl(language, request.url), 302);
    if (decision.kind === 'no_permissions') return reply.redirect(noPermissionsPath(language), 302);
    if (decision.kind === 'forbidden') return reply.redirect(noAccessPath(language), 302);
    const query = request.query as { password?: string; reason?: string; sso?: string };
    const notice = PASSWORD_NOTICES.find((n) => n === query.password);
    const reason = notice === 'weak_password' && isPasswordReason(query.reason) ? query.reason : undefined;
    const sso = services.oidc
      ? { linked: await services.oidc.isLinked(decision.identity.account.id), notice: SSO_LINK_NOTICES.find((n) => n === query.sso) }
      : undefined;
    const assets = editorAssets(ctx.config.distDir);
    if (assets) {
      const shell = renderEditorShell({
        language,
        area: which,
        account: decision.identity.account,
        stock: decision.stock,
        csrfToken: guard.csrfToken(reply),
        nonce: cspNonce(reply),
        notice,
        reason,
        sso,
        assets,
      });
      return sendHtml(reply, 200, shell);
    }
    // Not built (npm run build): the honest landing instead of a page whose script 404s.
    const html = renderLandingPage({
      language,
      area: which,
      account: decision.identity.account,
      csrfToken: guard.csrfToken(reply),
      nonce: cspNonce(reply),
      notice,
      reason,
      sso,
    });
    return sendHtml(reply, 200, html);
  };

  const pageSchema = (what: string) => ({
    schema: {
      tags: ['auth'],
      summary: what,
      querystring: {
        type: 'object',
        properties: {
          password: { type: 'string', enum: [...PASSWORD_NOTICES] },
          reason: { type: 'string', enum: [...PASSWORD_REASONS], description: 'Why the password rule refused the new password' },
          sso: { type: 'string', enum: [...SSO_LINK_NOTICES] },
        },
      },
      response: siteResponses(200, 302),
    },
  });
  const redirectSchema = (what: string) => ({ schema: { tags: ['auth'], summary: what, response: siteResponses(302) } });

  for (const language of LANGUAGES) {
    app.get(
      `/${language}/cms`,
      pageSchema('Editor area (editor or admin role); redirects to sign-in, no-access or noPermissions'),
      area(language, 'cms', 'editor'),
    );
    app.get(
      `/${language}/admin`,
      pageSchema('Admin area (admin role); redirects to sign-in, no-access or noPermissions'),
      area(language, 'admin', 'admin'),
    );
    app.get(
      `/${language}/cms/stock`,
      pageSchema('Stock screen (admin or the stock role, docs/stock-feed.md); redirects to sign-in, no-access or noPermissions'),
      area(language, 'stock', 'admin'),
    );
    app.get(
      `/${language}/cms/_`,
      redirectSchema('The editor area child redirect (to /{lang}/cms, which checks sign-in)'),
      async (_request, reply) => reply.redirect(`/${language}/cms`, 302),
    );
  }
  for (const path of ['/cms', '/cms/_', '/admin']) {
    app.get(path, redirectSchema(`To ${path} in the deployment language`), async (_request, reply) =>
      reply.redirect(`/${fallbackLanguage}${path}`, 302),
    );
  }

  app.get(
    AUTH_EXCHANGE_PATH,
    {
      schema: {
        tags: ['auth'],
        summary: 'Present only while the require-login setting (auth.require_login) is on: on to `return` when signed in, else to sign-in',
        querystring: {
          type: 'object',
          properties: { return: { type: 'string', maxLength: 2000 }, lang: { type: 'string', enum: [...LANGUAGES] } },
        },
        response: { ...siteResponses(302), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      if (!(await services.loginRequirement.isRequired(request.log)))
        throw new ApiFailure(404, 'not_found', 'No route for GET /auth-exchange');
      const language = requestLanguage(request, fallbackLanguage);
      const returnPath = signInReturnPath((request.query as { return?: string }).return) ?? `/${language}/`;
      reply.header('cache-control', 'no-store');
      if (await guard.identify(request)) return reply.redirect(returnPath, 302);
      // Not signed in (yet, or the sign-in did not stick): sign in, then back here.
      return reply.redirect(signInUrl(language, exchangePath(returnPath)), 302);
    },
  );
}

/**
 * The require-login setting on the public site routes of `app` (call inside the site's scope):
 * while `auth.require_login` is true, a visitor without a live session is sent to the sign-in page,
 * coming back to the page through /auth-exchange (server/http/auth/require-login.ts).
 */
export async function registerRequireLogin(app: FastifyInstance, ctx: AppContext, services: Services): Promise<AuthGuard> {
  return installRequireLogin(app, ctx, services, 'site');
}
