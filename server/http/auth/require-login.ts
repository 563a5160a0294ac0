/**
 * The require-login setting on the HTTP side (docs/accounts.md, "Require login"): while
 * `auth.require_login` is true every public route needs a signed-in account (any account, role or
 * not: it is about who may look), by session cookie or bearer token.
 *  - Site pages (`site` scopes): a visitor asking for a page is sent to the sign-in page, which
 *    returns through `/auth-exchange?return=<the page>` (the exchange route sends a signed-in browser
 *    on to the page); other methods answer 401 `unauthenticated`.
 *  - API families the site reads (`api` scopes: content, listing, dealers, widget config, quizzes,
 *    media): 401 `unauthenticated` in the error shape.
 * While the setting is on, every answer's caching is made `private` (`public` becomes `private`), so
 * no shared cache keeps what only signed-in people may see. Off, nothing changes and no account is looked up.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLanguage, type Language } from '../../../domain/languages.js';
import type { AppContext } from '../../context.js';
import type { LoginRequirement } from '../../auth/require-login.js';
import { ApiFailure } from '../../failure.js';
import { registerAuthGuard, type AuthGuard } from './index.js';
import { signInUrl } from './paths.js';

export const AUTH_EXCHANGE_PATH = '/auth-exchange';

/** Where a page sends a visitor back through after sign-in: `/auth-exchange?return=<page>`. */
export function exchangePath(page: string): string {
  return `${AUTH_EXCHANGE_PATH}?${new URLSearchParams({ return: page }).toString()}`;
}

/**
 * Routes that stay open: the stylesheet and fonts the sign-in page needs, the page saying a sign-in
 * failed, and the no-access page a refused single sign-on lands on (it has no session to show).
 */
function isAlwaysOpen(route: string): boolean {
  return route.startsWith('/fonts/') || route.startsWith('/site/') || /^(\/(ku|ar|en))?\/(auth\/error|no-access)$/.test(route);
}

const UNAUTHENTICATED = () => new ApiFailure(401, 'unauthenticated', 'This site needs sign-in (auth.require_login): sign in first');

export async function installRequireLogin(
  app: FastifyInstance,
  ctx: AppContext,
  // The two services it needs, not the whole set: server/http/ sits below server/services.ts.
  services: { auth: Parameters<typeof registerAuthGuard>[1]; loginRequirement: LoginRequirement },
  kind: 'site' | 'api',
): Promise<AuthGuard> {
  const guard = await registerAuthGuard(app, services.auth);
  const guarded = new WeakSet<FastifyRequest>();
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS' || isAlwaysOpen(request.routeOptions.url ?? '')) return;
    if (!(await services.loginRequirement.isRequired(request.log))) return;
    guarded.add(request);
    if (await guard.identify(request)) return;
    if (kind === 'api' || (request.method !== 'GET' && request.method !== 'HEAD')) throw UNAUTHENTICATED();
    // The sign-in page speaks the language of the page asked for (/ar/... → Arabic).
    const segment = request.url.split('/')[1];
    const language: Language = isLanguage(segment) ? segment : ctx.config.defaultLanguage.segment;
    return reply.header('cache-control', 'no-store').redirect(signInUrl(language, exchangePath(request.url)), 302);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!guarded.has(request)) return payload;
    const cache = reply.getHeader('cache-control');
    if (typeof cache !== 'string' || /\b(private|no-store)\b/.test(cache)) return payload;
    reply.header('cache-control', /\bpublic\b/.test(cache) ? cache.replace(/\bpublic\b/, 'private') : `private, ${cache}`);
    return payload;
  });
  return guard;
}
