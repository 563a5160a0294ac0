/**
 * Single sign-on routes (issue 10; docs/sso.md), registered by the auth family when OIDC_* is set:
 *  - GET /auth/oidc/login?lang=&return=: stores a pending sign-in (PKCE verifier, state, nonce) and
 *    sends the browser to the provider; the browser keeps the pending sign-in's token in the
 *    HttpOnly cookie `lrdx_oidc` (path /auth/oidc, ten minutes);
 *  - GET /auth/oidc/callback: the provider's answer. A good one opens a normal session (the
 *    `lrdx_session` cookie, as a password sign-in does) and goes on to `return` (or /{lang}/cms); an
 *    account without a role goes to /{lang}/auth/error?type=noPermissions (unless the site only
 *    asked who may look: require-login and a site page to return to); anything else to
 *    /{lang}/auth/error?type=signInFailed, with the reason in the log.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES, isLanguage, type Language } from '../../../domain/languages.js';
import { OIDC_CALLBACK_PATH, OIDC_LOGIN_PATH, type OidcService } from '../../auth/oidc/index.js';
import type { AppContext } from '../../context.js';
import { sessionTokenOf, setSessionCookie } from '../../http/auth/index.js';
import { baseCookieOptions } from '../../http/auth/cookies.js';
import { defaultAfterSignIn, noPermissionsPath, safeReturnPath } from '../../http/auth/paths.js';
import { errorResponses } from '../../http/error-schema.js';
import { ApiFailure } from '../../http/failure.js';
import { siteResponses } from '../../http/html-responses.js';
import type { Services } from '../../services.js';

export const OIDC_COOKIE = 'lrdx_oidc';
const OIDC_COOKIE_OPTIONS = { ...baseCookieOptions, path: '/auth/oidc' } as const;

/** `/{lang}/auth/error?type=signInFailed`: the status page that says the sign-in did not work. */
export function signInFailedPath(language: Language): string {
  return `/${language}/auth/error?type=signInFailed`;
}

/** The editor's and admin's areas need a role; the rest of the site needs only a session (require-login). */
function isEditorArea(path: string): boolean {
  return /^\/((ku|ar|en)\/)?(cms|admin)(\/|\?|#|$)/.test(path);
}

export async function registerOidcRoutes(app: FastifyInstance, ctx: AppContext, services: Services): Promise<void> {
  const fallbackLanguage = ctx.config.defaultLanguage.segment;
  const oidc: OidcService | undefined = services.oidc;
  const notConfigured = () =>
    new ApiFailure(404, 'not_found', 'Single sign-on is not configured (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET)');

  app.get(
    OIDC_LOGIN_PATH,
    {
      schema: {
        tags: ['auth'],
        summary: 'Starts single sign-on at the OpenID Connect provider (PKCE, state, nonce); 404 when SSO is not configured',
        querystring: {
          type: 'object',
          properties: { lang: { type: 'string', enum: [...LANGUAGES] }, return: { type: 'string', maxLength: 2000 } },
        },
        response: { ...siteResponses(302), ...errorResponses(404) },
      },
    },
    async (request: FastifyRequest<{ Querystring: { lang?: string; return?: string } }>, reply: FastifyReply) => {
      if (!oidc) throw notConfigured();
      const language = isLanguage(request.query.lang) ? request.query.lang : fallbackLanguage;
      try {
        const started = await oidc.start({ language, returnPath: safeReturnPath(request.query.return) });
        reply.setCookie(OIDC_COOKIE, started.token, { ...OIDC_COOKIE_OPTIONS, expires: new Date(started.expiresAt) });
        return reply.header('cache-control', 'no-store').redirect(started.url, 302);
      } catch (error) {
        // The provider cannot be reached or its discovery document is wrong: say so on the status page, keep the cause in the log.
        request.log.error({ err: error }, 'single sign-on could not start');
        return reply.redirect(signInFailedPath(language), 302);
      }
    },
  );

  app.get(
    OIDC_CALLBACK_PATH,
    {
      schema: {
        tags: ['auth'],
        summary: "The OpenID Connect provider's answer: opens a session and goes on, or to the sign-in-failed / noPermissions page",
        querystring: {
          type: 'object',
          properties: {
            code: { type: 'string', maxLength: 4000 },
            state: { type: 'string', maxLength: 1000 },
            iss: { type: 'string', maxLength: 1000 },
            error: { type: 'string', maxLength: 200 },
            error_description: { type: 'string', maxLength: 2000 },
          },
        },
        response: { ...siteResponses(302), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      if (!oidc) throw notConfigured();
      reply.clearCookie(OIDC_COOKIE, OIDC_COOKIE_OPTIONS);
      reply.header('cache-control', 'no-store');
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const outcome = await oidc.finish(request.cookies[OIDC_COOKIE], search);
      if (!outcome.ok) {
        request.log.warn({ reason: outcome.reason, detail: outcome.detail }, 'single sign-on refused');
        return reply.redirect(signInFailedPath(outcome.language ?? fallbackLanguage), 302);
      }
      // A session the browser brought along ends: a new sign-in never inherits an old session id.
      const previous = sessionTokenOf(request);
      if (previous) await services.auth.signOut({ kind: 'session', token: previous });
      setSessionCookie(reply, outcome.session.token, outcome.session.expiresAt);
      const { account, language, returnPath } = outcome;
      if (account.role === null) {
        const sitePage = returnPath !== undefined && !isEditorArea(returnPath) && (await services.loginRequirement.isRequired(request.log));
        return reply.redirect(sitePage ? returnPath : noPermissionsPath(language), 302);
      }
      return reply.redirect(returnPath ?? defaultAfterSignIn(language), 302);
    },
  );
}
