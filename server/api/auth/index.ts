/**
 * The auth family (docs/accounts.md): POST /auth/sign-in, POST /auth/token,
 * POST /auth/sign-out, GET /auth/session, POST /auth/password, and single sign-on's
 * GET /auth/oidc/login and /auth/oidc/callback (./oidc-routes.ts). Registered as
 *   await app.register(async (scope) => registerAuthApi(scope, ctx, services));
 * Sign-in, sign-out and password change also take the server-rendered pages' form posts
 * (@fastify/formbody, this scope only) and answer them with redirects or the page again.
 */
import formbody from '@fastify/formbody';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { isLanguage, type Language } from '../../../domain/languages.js';
import { TOO_MANY_ATTEMPTS, type Account, type Identity } from '../../auth/index.js';
import type { AppContext } from '../../context.js';
import {
  clearSessionCookie,
  INSUFFICIENT_SCOPE,
  registerAuthGuard,
  sessionTokenOf,
  setSessionCookie,
  type AuthGuard,
} from '../../http/auth/index.js';
import { defaultAfterSignIn, signInReturnPath, signInUrl, withOutcome } from '../../http/auth/paths.js';
import { ApiFailure } from '../../failure.js';
import { registerRateLimits } from '../../http/rate-limit/index.js';
import { cspNonce } from '../../http/security-headers.js';
import type { Services } from '../../services.js';
import { renderSignInPage, type SignInProblem } from '../../render/account/sign-in-page.js';
import { registerOidcRoutes } from './oidc-routes.js';
import { passwordSchema, sessionSchema, signInSchema, signOutSchema, tokenSchema } from './schemas.js';

type SignInBody = Static<typeof signInSchema.body>;

function isFormPost(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');
}

/**
 * When `error` is the per-account limit's 429: sets Retry-After and answers the seconds to wait
 * (the sign-in page says them in minutes); undefined for anything else.
 */
function tooManyAttempts(error: unknown, reply: FastifyReply): number | undefined {
  if (!(error instanceof ApiFailure) || error.code !== TOO_MANY_ATTEMPTS) return undefined;
  const seconds = Number(error.details?.retry_after_seconds ?? 60);
  reply.header('retry-after', String(seconds));
  return seconds;
}

function userOf(account: Account) {
  return { id: account.id, email: account.email, role: account.role };
}

export async function registerAuthApi(scope: FastifyInstance, ctx: AppContext, services: Services): Promise<void> {
  const { auth } = services;
  await scope.register(formbody);
  const guard: AuthGuard = await registerAuthGuard(scope, auth);
  const limits = await registerRateLimits(scope, ctx, { now: services.now });
  // The handlers' request and answer types come from the TypeBox schemas (docs/api-schemas.md).
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const fallbackLanguage = ctx.config.defaultLanguage.segment;
  const languageOf = (body: { lang?: string } | null | undefined): Language => (isLanguage(body?.lang) ? body.lang : fallbackLanguage);

  // One bucket for sign-in and token requests: both try a password. Checked inside the handlers
  // so a form post's refusal can be the sign-in page rather than JSON.
  const signInLimit = limits.perKey('sign_in', limits.config.signIn, (request) => limits.clientKey(request));
  const passwordLimit = limits.perKey('password_change', limits.config.signIn, (request) => limits.clientKey(request));
  const limit = async (check: typeof signInLimit, request: FastifyRequest, reply: FastifyReply) => {
    if (check) await check.call(scope, request, reply);
  };

  const signInPage = (reply: FastifyReply, status: number, body: SignInBody, problem: SignInProblem) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        renderSignInPage({
          language: languageOf(body),
          csrfToken: guard.csrfToken(reply),
          nonce: cspNonce(reply),
          returnPath: signInReturnPath(body.return),
          sso: services.oidc !== undefined,
          email: body.email,
          problem,
        }),
      );

  app.post('/auth/sign-in', { schema: signInSchema }, async (request, reply) => {
    const { body } = request;
    const form = isFormPost(request);
    if (form) {
      try {
        await limit(signInLimit, request, reply);
        await guard.checkCsrf(request);
      } catch (error) {
        if (error instanceof ApiFailure && error.statusCode === 429)
          return signInPage(reply, 429, body, { rateLimitedSeconds: Number(error.details?.retry_after_seconds ?? 60) });
        if (error instanceof ApiFailure && error.statusCode === 403) return signInPage(reply, 403, body, 'csrf');
        throw error;
      }
    } else {
      await limit(signInLimit, request, reply);
    }
    let result: Awaited<ReturnType<typeof auth.signIn>>;
    try {
      result = await auth.signIn(body.email, body.password, { ip: request.ip });
    } catch (error) {
      const wait = tooManyAttempts(error, reply);
      if (form && wait !== undefined) return signInPage(reply, 429, body, { rateLimitedSeconds: wait });
      throw error;
    }
    if (!result) {
      if (form) return signInPage(reply, 401, body, 'invalid_credentials');
      throw new ApiFailure(401, 'invalid_credentials', 'The e-mail or the password is not right');
    }
    // A session the browser brought along is ended: a new sign-in never inherits an old session id.
    const previous = sessionTokenOf(request);
    if (previous) await auth.signOut({ kind: 'session', token: previous });
    setSessionCookie(reply, result.session.token, result.session.expiresAt);
    // A new CSRF secret with the new session: a token another page (or anyone) got before the
    // sign-in is worth nothing after it (docs/accounts.md, "CSRF").
    const csrfToken = guard.rotateCsrf(request, reply);
    // Housekeeping: expired sessions are refused anyway; a sign-in is a rare enough moment to tidy.
    await auth.deleteExpired();
    if (form) return reply.redirect(signInReturnPath(body.return) ?? defaultAfterSignIn(languageOf(body)), 303);
    return {
      data: {
        user: userOf(result.account),
        expires_at: new Date(result.session.expiresAt).toISOString(),
        csrf_token: csrfToken,
      },
    };
  });

  app.post('/auth/token', { schema: tokenSchema }, async (request, reply) => {
    await limit(signInLimit, request, reply);
    const { email, password, scope } = request.body;
    const result = await auth.issueToken(email, password, { ip: request.ip }, scope ?? 'write').catch((error: unknown) => {
      tooManyAttempts(error, reply);
      throw error;
    });
    if (!result) throw new ApiFailure(401, 'invalid_credentials', 'The e-mail or the password is not right');
    return {
      token: result.token.token,
      token_type: 'Bearer' as const,
      scope: result.token.scope,
      expires_at: new Date(result.token.expiresAt).toISOString(),
    };
  });

  app.post('/auth/sign-out', { schema: signOutSchema }, async (request, reply) => {
    const form = isFormPost(request);
    const identity = await guard.identify(request);
    const toSignIn = () => reply.redirect(signInUrl(languageOf(request.body), undefined), 303);
    if (!identity) {
      clearSessionCookie(reply);
      if (form) return toSignIn();
      throw new ApiFailure(401, 'unauthenticated', 'Sign in first');
    }
    if (identity.credential.kind === 'session') await guard.checkCsrf(request);
    await auth.signOut(identity.credential);
    if (identity.credential.kind === 'session') {
      clearSessionCookie(reply);
      // The signed-out browser's old CSRF tokens end with its session (docs/accounts.md, "CSRF").
      guard.rotateCsrf(request, reply);
    }
    if (form) return toSignIn();
    return { data: { signed_out: true } };
  });

  app.get('/auth/session', { schema: sessionSchema }, async (request, reply) => {
    const identity = await guard.identify(request);
    if (!identity) throw new ApiFailure(401, 'unauthenticated', 'Sign in first');
    const via = identity.credential.kind;
    return { data: { user: userOf(identity.account), via, ...(via === 'session' ? { csrf_token: guard.csrfToken(reply) } : {}) } };
  });

  app.post('/auth/password', { schema: passwordSchema }, async (request, reply) => {
    const { body } = request;
    const form = isFormPost(request);
    const language = languageOf(body);
    const back = signInReturnPath(body.return) ?? defaultAfterSignIn(language);
    const backWith = (outcome: string, reason?: unknown) => {
      const target = withOutcome(back, 'password', outcome);
      // The page says which part of the password rule refused it, in its language.
      return reply.redirect(typeof reason === 'string' ? withOutcome(target, 'reason', reason) : target, 303);
    };
    const identity: Identity | null = await guard.identify(request);
    if (!identity) {
      if (form) return reply.redirect(signInUrl(language, back), 303);
      throw new ApiFailure(401, 'unauthenticated', 'Sign in first');
    }
    // A read-only token changes nothing, its account's password least of all.
    if (identity.scope === 'read') throw INSUFFICIENT_SCOPE();
    try {
      if (identity.credential.kind === 'session') await guard.checkCsrf(request);
      await limit(passwordLimit, request, reply);
      await auth.changePassword(identity, body.current_password, body.new_password);
    } catch (error) {
      if (form && error instanceof ApiFailure && ['wrong_password', 'weak_password'].includes(error.code))
        return backWith(error.code, error.details?.reason);
      if (form && error instanceof ApiFailure && error.code.startsWith('csrf_')) return backWith('csrf');
      throw error;
    }
    if (form) return backWith('changed');
    return { data: { changed: true } };
  });

  await registerOidcRoutes(scope, ctx, services, { guard, passwordLimit: (request, reply) => limit(passwordLimit, request, reply) });
}
