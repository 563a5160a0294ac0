/**
 * Tracked campaign parameters (docs/content-api.md): utm_source, utm_medium, utm_campaign,
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

/**
 * Parameters that say where a click came from and nothing about what the page shows: the tracked
 * ones above and the ad networks' click ids. A page is rendered and kept without them, so every
 * campaign click (each `gclid` is new) is served from the page cache and no visitor's click id is
 * written into a page another visitor gets (docs/caching.md, "The key"). Analytics read them from
 * the browser's own address bar.
 */
const CAMPAIGN_PARAMS: ReadonlySet<string> = new Set([
  ...TRACKED_UTM_PARAMS,
  'fbclid',
  'msclkid',
  'dclid',
  'gbraid',
  'wbraid',
  'ttclid',
  'twclid',
  'yclid',
  'mc_cid',
  'mc_eid',
  '_gl',
]);

/** The URL (path and query) without campaign parameters; the rest of the query keeps its order. */
export function withoutCampaignParams(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const hash = url.indexOf('#', at);
  const query = url.slice(at + 1, hash < 0 ? undefined : hash);
  const kept = query.split('&').filter((pair) => {
    if (pair === '') return false;
    const name = pair.slice(0, pair.indexOf('=') < 0 ? undefined : pair.indexOf('='));
    let decoded = name;
    try {
      decoded = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      // A malformed escape is not a campaign parameter: it stays (and the page says what it says).
    }
    return !CAMPAIGN_PARAMS.has(decoded);
  });
  return url.slice(0, at) + (kept.length > 0 ? `?${kept.join('&')}` : '');
}

export const hasCampaignParams = (url: string): boolean => withoutCampaignParams(url) !== url;

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
