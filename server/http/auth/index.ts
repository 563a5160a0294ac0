/**
 * Editor sign-in on the HTTP side: the one guard every family uses for signed-in routes
 * (docs/server-layers.md, "Signed-in routes"). In a family:
 *
 *   const guard = await registerAuthGuard(scope, ctx, services);
 *   scope.post('/cms/api/pages', { schema, preHandler: guard.requireRole('editor') }, async (request) => {
 *     const { account } = guard.identityOf(request);   // who is asking
 *   });
 *
 * `requireRole(role)` accepts `Authorization: Bearer <token>` (POST /auth/token) or the session
 * cookie, and answers 401 `unauthenticated` (nothing valid), 403 `no_permissions` (signed in, no
 * role), 403 `forbidden` (an editor on an admin route). A state-changing call (anything but
 * GET/HEAD/OPTIONS) made with the cookie must carry the CSRF token (header `x-csrf-token` or form
 * field `_csrf`; GET /auth/session hands it out): 403 `csrf_missing` / `csrf_invalid` otherwise.
 * Bearer calls need no CSRF token: a browser never attaches one by itself. A read-only token
 * (scope `read`) gets 403 `insufficient_scope` on anything but GET/HEAD/OPTIONS.
 *
 * `registerAuthGuard` registers @fastify/cookie and @fastify/csrf-protection in the calling scope
 * (each family is its own scope); the secret cookie is shared, so a token from one scope is valid
 * in every other.
 */
import { randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import csrfProtection from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AuthService, Identity, UserRole } from '../../auth/index.js';
import { roleAllows } from '../../auth/roles.js';
import { ApiFailure } from '../../failure.js';
import { CSRF_COOKIE, baseCookieOptions } from './cookies.js';
import { credentialOf, isStateChanging } from './credentials.js';

export { SESSION_COOKIE, CSRF_COOKIE, setSessionCookie, clearSessionCookie, sessionTokenOf } from './cookies.js';
export { credentialOf, bearerTokenOf, isStateChanging } from './credentials.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth guard once it has identified the request (null before, or for visitors). */
    identity: Identity | null;
  }
}

/** What a request may do on a route that needs `role`. */
export type Access =
  | { kind: 'allowed'; identity: Identity }
  | { kind: 'unauthenticated' }
  | { kind: 'no_permissions'; identity: Identity }
  | { kind: 'forbidden'; identity: Identity };

export interface AuthGuard {
  /** preHandler: the request must come from a live account with `role` (admin includes editor). */
  requireRole(role: UserRole): preHandlerAsyncHookHandler;
  /** preHandler: any live account, role or not (who-am-I, password change, sign-out). */
  requireSignIn(): preHandlerAsyncHookHandler;
  /** The identity a guarded handler runs for (throws 401 when the route had no guard). */
  identityOf(request: FastifyRequest): Identity;
  /** Identifies the request without refusing (pages decide themselves where to send visitors). */
  identify(request: FastifyRequest): Promise<Identity | null>;
  /** The decision `requireRole` makes, for pages that redirect instead of answering JSON. */
  access(request: FastifyRequest, role: UserRole): Promise<Access>;
  /** 403 `csrf_missing` / `csrf_invalid` unless the request carries a valid CSRF token. */
  checkCsrf(request: FastifyRequest): Promise<void>;
  /** A CSRF token for forms and scripts (sets the secret cookie when the browser has none). */
  csrfToken(reply: FastifyReply): string;
  /**
   * A new CSRF secret (sign-in and sign-out: docs/accounts.md, "CSRF"): tokens handed out before
   * are refused from now on; answers a token of the new secret.
   */
  rotateCsrf(request: FastifyRequest, reply: FastifyReply): string;
}

export const UNAUTHENTICATED = () => new ApiFailure(401, 'unauthenticated', 'Sign in first');
/** A read-only token on a route that changes something (docs/accounts.md, "Bearer tokens"). */
export const INSUFFICIENT_SCOPE = () =>
  new ApiFailure(403, 'insufficient_scope', 'This token is read-only (scope read): it may only make GET requests');

export async function registerAuthGuard(app: FastifyInstance, auth: AuthService): Promise<AuthGuard> {
  if (!app.hasReplyDecorator('setCookie')) await app.register(cookie);
  if (!app.hasDecorator('csrfProtection')) await app.register(csrfProtection, { cookieKey: CSRF_COOKIE, cookieOpts: baseCookieOptions });
  if (!app.hasRequestDecorator('identity')) app.decorateRequest('identity', null);

  async function identify(request: FastifyRequest): Promise<Identity | null> {
    if (request.identity) return request.identity;
    const credential = credentialOf(request);
    if (!credential) return null;
    const found = await auth.resolve(credential, { ip: request.ip });
    request.identity = found ? { account: found.account, credential, scope: found.scope } : null;
    return request.identity;
  }

  async function checkCsrf(request: FastifyRequest): Promise<void> {
    if (!request.cookies[CSRF_COOKIE]) throw new ApiFailure(403, 'csrf_missing', 'This request needs the CSRF token of a signed-in page');
    // The plugin's check answers through reply.send(error); we want our own error codes, so it
    // runs against a stand-in reply that hands the refusal back instead.
    await new Promise<void>((resolve, reject) => {
      const standIn = { send: (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))) };
      app.csrfProtection(request, standIn as unknown as FastifyReply, () => resolve());
    }).catch(() => {
      throw new ApiFailure(403, 'csrf_invalid', 'The CSRF token is missing or not valid: reload the page and try again', '_csrf');
    });
  }

  async function access(request: FastifyRequest, role: UserRole): Promise<Access> {
    const identity = await identify(request);
    if (!identity) return { kind: 'unauthenticated' };
    if (identity.account.role === null) return { kind: 'no_permissions', identity };
    if (!roleAllows(identity.account.role, role)) return { kind: 'forbidden', identity };
    return { kind: 'allowed', identity };
  }

  async function signedIn(request: FastifyRequest): Promise<Identity> {
    const identity = await identify(request);
    if (!identity) throw UNAUTHENTICATED();
    if (identity.credential.kind === 'session' && isStateChanging(request)) await checkCsrf(request);
    if (identity.scope === 'read' && isStateChanging(request)) throw INSUFFICIENT_SCOPE();
    return identity;
  }

  return {
    requireRole: (role) => async (request) => {
      const identity = await signedIn(request);
      if (identity.account.role === null) throw new ApiFailure(403, 'no_permissions', 'This account has no role yet: ask an admin');
      if (!roleAllows(identity.account.role, role)) throw new ApiFailure(403, 'forbidden', `This needs the ${role} role`);
    },
    requireSignIn: () => async (request) => {
      await signedIn(request);
    },
    identityOf(request) {
      if (!request.identity) throw UNAUTHENTICATED();
      return request.identity;
    },
    identify,
    access,
    checkCsrf,
    csrfToken: (reply) => reply.generateCsrf(),
    rotateCsrf(request, reply) {
      // The plugin makes a secret only when the request brought none; a fresh one is set here, in
      // the reply's cookie and in this request's view of the cookies, so every token this request
      // hands out from now on is derived from it (the plugin's own secrets are 18 random bytes too).
      const secret = randomBytes(18).toString('base64url');
      request.cookies[CSRF_COOKIE] = secret;
      reply.setCookie(CSRF_COOKIE, secret, baseCookieOptions);
      return reply.generateCsrf();
    },
  };
}
