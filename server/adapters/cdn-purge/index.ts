/** Picks the CDN purge: the HTTP hook when CDN_PURGE_URL is set, the local stand-in otherwise. */
import { createHttpPurger } from './http.js';
import { createLocalPurger } from './local.js';
import type { CdnPurger } from './types.js';

export * from './types.js';
export * from './outbox.js';
export { createLocalPurger, type LocalPurger } from './local.js';

export function cdnPurgerFrom(config: { purgeUrl: string | null; purgeToken: string | null }, doFetch?: typeof fetch): CdnPurger {
  if (config.purgeUrl) return createHttpPurger({ url: config.purgeUrl, token: config.purgeToken, ...(doFetch ? { fetch: doFetch } : {}) });
  return createLocalPurger();
}
