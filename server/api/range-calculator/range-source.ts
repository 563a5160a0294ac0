/**
 * Fetches a range calculator's JSON (`json_url`) for the widget: only this server's own demo data
 * or a host the operator lists in `RANGE_CALCULATOR_HOSTS` (comma-separated `host` or `host:port`),
 * so the route cannot be used as a proxy to arbitrary addresses (no open proxy, no requests into
 * the internal network); with a timeout, no redirects, a size limit, and the answer kept for a
 * while, since every visitor of a page asks for the same JSON.
 */
import { DEMO_RANGE_DATA, readRangeData, type RangeData } from '../../../domain/range-calculator/index.js';
import { RANGE_DEMO_PATH } from '../../../domain/contracts/range-calculator.js';

export const RANGE_TIMEOUT_MS = 5_000;
export const RANGE_CACHE_MS = 10 * 60_000;
const MAX_BYTES = 512 * 1024;
const MAX_ENTRIES = 100;

export type RangeAnswer = { ok: true; data: RangeData } | { ok: false; reason: 'invalid_url' | 'url_not_allowed' | 'unavailable' };

export interface RangeSourceOptions {
  /** The server's own public origin: relative URLs and URLs on it are this server's. */
  publicOrigin: string;
  /** Hosts whose JSON may be fetched; read per call so an operator's change applies. */
  allowedHosts: () => readonly string[];
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
}

export function rangeHostsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.RANGE_CALCULATOR_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

export function createRangeSource(options: RangeSourceOptions) {
  const cache = new Map<string, { until: number; data: RangeData }>();
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? fetch;

  return async function rangesFor(raw: string): Promise<RangeAnswer> {
    let url: URL;
    try {
      url = new URL(raw, options.publicOrigin);
    } catch {
      return { ok: false, reason: 'invalid_url' };
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'invalid_url' };
    // The demo data is answered in-process: no request to ourselves.
    if (url.origin === new URL(options.publicOrigin).origin && url.pathname === RANGE_DEMO_PATH) return { ok: true, data: DEMO_RANGE_DATA };
    if (!options.allowedHosts().includes(url.host.toLowerCase())) return { ok: false, reason: 'url_not_allowed' };

    const hit = cache.get(url.href);
    if (hit && hit.until > now()) return { ok: true, data: hit.data };
    try {
      const response = await doFetch(url, {
        signal: AbortSignal.timeout(options.timeoutMs ?? RANGE_TIMEOUT_MS),
        redirect: 'error',
        headers: { accept: 'application/json' },
      });
      if (!response.ok) return { ok: false, reason: 'unavailable' };
      const text = await response.text();
      if (text.length > MAX_BYTES) return { ok: false, reason: 'unavailable' };
      const data = readRangeData(JSON.parse(text));
      if (!data) return { ok: false, reason: 'unavailable' };
      if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
      cache.set(url.href, { until: now() + RANGE_CACHE_MS, data });
      return { ok: true, data };
    } catch {
      return { ok: false, reason: 'unavailable' };
    }
  };
}
