/**
 * Tracked campaign parameters (spec, shell section 9): utm_source, utm_medium, utm_campaign,
 * utm_term, utm_content, utm_id and gclid on a page's URL are kept in the cookie `lrdx_utm` (path
 * `/`, 30 days, SameSite=Lax), set by the server on the page response, so forms and leads sent
 * later in the visit still carry the campaign. Its value is a query string of the tracked
 * parameters (`utm_source=news&gclid=abc`); a visit with new parameters replaces it, a visit
 * without leaves it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const UTM_COOKIE = 'lrdx_utm';
export const TRACKED_UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'utm_id', 'gclid'] as const;
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const MAX_VALUE_LENGTH = 200;

/** The cookie value for a request's query, or null when it tracks nothing. */
export function utmCookieValue(query: unknown): string | null {
  if (!query || typeof query !== 'object') return null;
  const record = query as Record<string, unknown>;
  const kept = new URLSearchParams();
  for (const name of TRACKED_UTM_PARAMS) {
    const raw = record[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (typeof value === 'string' && value.trim() !== '') kept.set(name, value.trim().slice(0, MAX_VALUE_LENGTH));
  }
  const text = kept.toString();
  return text === '' ? null : text;
}

export function utmSetCookie(value: string, secure: boolean): string {
  // URLSearchParams output only holds cookie-safe characters after encodeURIComponent.
  return `${UTM_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Adds the cookie to successful HTML page responses of the scope it is registered in. */
export function registerUtmCookie(app: FastifyInstance, secure: boolean): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    const value = utmCookieValue(request.query);
    if (value) {
      const existing = reply.getHeader('set-cookie');
      const cookies = existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
      reply.header('set-cookie', [...cookies, utmSetCookie(value, secure)]);
    }
    return payload;
  });
}
