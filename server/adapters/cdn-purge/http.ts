/**
 * The real purge: POST CDN_PURGE_URL with `{ "keys": [...] }` as JSON, `Authorization: Bearer
 * CDN_PURGE_TOKEN` when a token is set. Any 2xx is success; anything else, a network error or the
 * time limit is a failed attempt the outbox retries (outbox.ts). A CDN whose API wants another body
 * sits behind a small relay that reshapes it (docs/caching.md, "Putting a CDN in front").
 */
import type { CdnPurger } from './types.js';

export const DEFAULT_PURGE_TIMEOUT_MS = 15_000;

export interface HttpPurgerOptions {
  url: string;
  token: string | null;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export function createHttpPurger(options: HttpPurgerOptions): CdnPurger {
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'http',
    async purge(keys) {
      const response = await doFetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({ keys }),
        signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_PURGE_TIMEOUT_MS),
      });
      // The body is not needed; reading it frees the connection.
      const text = await response.text().catch(() => '');
      if (!response.ok) throw new Error(`CDN purge answered ${response.status}: ${text.slice(0, 200)}`);
    },
  };
}
