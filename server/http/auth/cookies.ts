/**
 * The cookies of editor sign-in: the session (`lrdx_session`, the random token whose hash is in
 * `sessions`) and the CSRF secret (`lrdx_csrf`, @fastify/csrf-protection's). Both HttpOnly,
 * SameSite=Lax, path /, and Secure when the request came over HTTPS (`request.protocol`, which
 * honours X-Forwarded-Proto only from a trusted proxy: TRUST_PROXY, server/app.ts).
 */
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'lrdx_session';
export const CSRF_COOKIE = 'lrdx_csrf';

export const baseCookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto' } as const satisfies CookieSerializeOptions;

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: number): void {
  reply.setCookie(SESSION_COOKIE, token, { ...baseCookieOptions, expires: new Date(expiresAt) });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, baseCookieOptions);
}

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[SESSION_COOKIE];
  return value === undefined || value === '' ? undefined : value;
}
