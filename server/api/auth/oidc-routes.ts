/**
 * Single sign-on routes (docs/sso.md), registered by the auth family when OIDC_* is set:
 *  - GET /auth/oidc/login?lang=&return=: stores a pending sign-in (PKCE verifier, state, nonce) and
 *    sends the browser to the provider; the browser keeps the pending sign-in's token in the
 *    HttpOnly cookie `lrdx_oidc` (path /auth/oidc, ten minutes);
 *  - POST /auth/oidc/link (form: current_password, _csrf, lang, return): a signed-in account that
 *    confirms its password starts the same round trip to link a provider account to itself (a page
 *    that moves on to the provider: the CSP's form-action stops a cross-origin redirect of a form);
 *  - GET /auth/oidc/callback: the provider's answer. A good sign-in opens a normal session (the
 *    `lrdx_session` cookie, as a password sign-in does) and goes on to `return` (or /{lang}/cms); an
 *    account without a role goes to /{lang}/auth/error?type=noPermissions (unless the site only
 *    asked who may look: require-login and a site page to return to); a provider account that is
 *    not linked and may not be (docs/sso.md, "Which account") to /{lang}/no-access, with no
 *    session; anything else to /{lang}/auth/error?type=signInFailed, with the reason in the log.
 *    A link goes back to `return` with `?sso=linked|taken|failed`.
 * Every return path passes domain/safe-return-path.ts, when it is asked for and again when the
 * pending sign-in is read back.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage, type Language } from '../../../domain/languages.js';
import { OIDC_CALLBACK_PATH, OIDC_LINK_PATH, OIDC_LOGIN_PATH, type OidcService, type SsoFailure } from '../../auth/oidc/index.js';
import type { AppContext } from '../../context.js';
import { sessionTokenOf, setSessionCookie, type AuthGuard } from '../../http/auth/index.js';
import { baseCookieOptions } from '../../http/auth/cookies.js';
import { defaultAfterSignIn, noAccessPath, noPermissionsPath, signInReturnPath, signInUrl, withOutcome } from '../../http/auth/paths.js';
import { ApiFailure } from '../../failure.js';
import { cspNonce } from '../../http/security-headers.js';
import type { SsoLinkNotice } from '../../render/account/landing-page.js';
import { renderSsoContinuePage } from '../../render/account/sso-continue-page.js';
import type { Services } from '../../services.js';
import { ssoCallbackSchema, ssoLinkSchema, ssoLoginSchema } from './schemas.js';

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

/** A provider account that is not linked and may not be: the no-access page, never a session. */
const NOT_ALLOWED: ReadonlySet<SsoFailure> = new Set(['no_email', 'email_unverified', 'not_linked', 'linked_elsewhere']);

export interface OidcRouteDeps {
  guard: AuthGuard;
  /** The password-change rate limit, which the link's password check shares. */
  passwordLimit(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export async function registerOidcRoutes(scope: FastifyInstance, ctx: AppContext, services: Services, deps: OidcRouteDeps): Promise<void> {
  // The handlers' request types come from the TypeBox schemas (docs/api-schemas.md).
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const fallbackLanguage = ctx.config.defaultLanguage.segment;
  const oidc: OidcService | undefined = services.oidc;
  const notConfigured = () =>
    new ApiFailure(404, 'not_found', 'Single sign-on is not configured (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET)');

  app.get(OIDC_LOGIN_PATH, { schema: ssoLoginSchema }, async (request, reply) => {
    if (!oidc) throw notConfigured();
    const language = isLanguage(request.query.lang) ? request.query.lang : fallbackLanguage;
    try {
      const started = await oidc.start({ language, returnPath: signInReturnPath(request.query.return) });
      reply.setCookie(OIDC_COOKIE, started.token, { ...OIDC_COOKIE_OPTIONS, expires: new Date(started.expiresAt) });
      return reply.header('cache-control', 'no-store').redirect(started.url, 302);
    } catch (error) {
      // The provider cannot be reached or its discovery document is wrong: say so on the status page, keep the cause in the log.
      request.log.error({ err: error }, 'single sign-on could not start');
      return reply.redirect(signInFailedPath(language), 302);
    }
  });

  app.post(OIDC_LINK_PATH, { schema: ssoLinkSchema }, async (request, reply) => {
    if (!oidc) throw notConfigured();
    const { body } = request;
    const language = isLanguage(body.lang) ? body.lang : fallbackLanguage;
    const back = signInReturnPath(body.return) ?? defaultAfterSignIn(language);
    const backWith = (notice: SsoLinkNotice) => reply.redirect(withOutcome(back, 'sso', notice), 303);
    const identity = await deps.guard.identify(request);
    // Only a browser signed in with a session: a bearer token is a script, which has no provider to visit.
    if (!identity || identity.credential.kind !== 'session') return reply.redirect(signInUrl(language, back), 303);
    try {
      await deps.guard.checkCsrf(request);
    } catch (error) {
      if (error instanceof ApiFailure && error.code.startsWith('csrf_')) return backWith('csrf');
      throw error;
    }
    await deps.passwordLimit(request, reply);
    // The account's own confirmation: whoever holds only its session (a borrowed laptop, a stolen cookie) cannot link.
    if (!(await services.auth.confirmPassword(identity.account.id, body.current_password))) return backWith('wrong_password');
    let providerUrl: string;
    try {
      const started = await oidc.start({ language, returnPath: back, linkUserId: identity.account.id });
      reply.setCookie(OIDC_COOKIE, started.token, { ...OIDC_COOKIE_OPTIONS, expires: new Date(started.expiresAt) });
      providerUrl = started.url;
    } catch (error) {
      request.log.error({ err: error }, 'single sign-on could not start');
      return backWith('failed');
    }
    // A page that moves on to the provider, not a redirect: the form's CSP (form-action 'self') would stop that.
    return reply
      .status(200)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderSsoContinuePage({ language, providerUrl, nonce: cspNonce(reply) }));
  });

  app.get(OIDC_CALLBACK_PATH, { schema: ssoCallbackSchema }, async (request, reply) => {
    if (!oidc) throw notConfigured();
    reply.clearCookie(OIDC_COOKIE, OIDC_COOKIE_OPTIONS);
    reply.header('cache-control', 'no-store');
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const signedIn = await deps.guard.identify(request);
    const sessionAccountId = signedIn?.credential.kind === 'session' ? signedIn.account.id : undefined;
    const outcome = await oidc.finish(request.cookies[OIDC_COOKIE], search, sessionAccountId);
    if (!outcome.ok) {
      request.log.warn({ reason: outcome.reason, detail: outcome.detail, link: outcome.link }, 'single sign-on refused');
      const language = outcome.language ?? fallbackLanguage;
      if (outcome.link) {
        const back = outcome.returnPath ?? defaultAfterSignIn(language);
        return reply.redirect(withOutcome(back, 'sso', outcome.reason === 'linked_elsewhere' ? 'taken' : 'failed'), 302);
      }
      if (NOT_ALLOWED.has(outcome.reason)) return reply.redirect(noAccessPath(language), 302);
      return reply.redirect(signInFailedPath(language), 302);
    }
    if (outcome.kind === 'link') {
      request.log.info({ user: outcome.account.id }, 'single sign-on account linked');
      return reply.redirect(withOutcome(outcome.returnPath ?? defaultAfterSignIn(outcome.language), 'sso', 'linked'), 302);
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
  });
}
