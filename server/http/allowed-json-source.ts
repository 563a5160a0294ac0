/**
 * Fetches a JSON document that an editor named in a block (a quiz's `images_data_url`, a range
 * calculator's `json_url`) for the widgets, which may not fetch foreign hosts themselves. Only this
 * server's own demo document or a host the operator lists (an env variable of `host` or
 * `host:port`, comma-separated) is fetched, so the route cannot be used as a proxy to arbitrary
 * addresses or into the internal network; with a timeout, no redirects, a size limit, and the
 * answer kept for a while, since every visitor of a page asks for the same document.
 */
export type AllowedJsonAnswer<T> = { ok: true; data: T } | { ok: false; reason: 'invalid_url' | 'url_not_allowed' | 'unavailable' };

export interface AllowedJsonSourceOptions {
  /** The server's own public origin: relative URLs and URLs on it are this server's. */
  publicOrigin: string;
  /** Hosts whose JSON may be fetched; read per call so an operator's change applies. */
  allowedHosts: () => readonly string[];
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
}

export interface AllowedJsonDocument<T> {
  /** The path of this server's demo document, answered in-process (no request to ourselves). */
  demoPath: string;
  demo: () => T;
  /** Checks and reads a fetched document; null refuses it. */
  read: (json: unknown) => T | null;
  maxBytes: number;
  timeoutMs: number;
  cacheMs: number;
}

const MAX_ENTRIES = 100;

/** The hosts an operator allows in `name` (lower-cased, blanks dropped). */
export function allowedHostsFromEnv(name: string, env: NodeJS.ProcessEnv = process.env): string[] {
  return (env[name] ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

export function createAllowedJsonSource<T>(document: AllowedJsonDocument<T>, options: AllowedJsonSourceOptions) {
  const cache = new Map<string, { until: number; data: T }>();
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? fetch;

  return async function documentAt(raw: string): Promise<AllowedJsonAnswer<T>> {
    let url: URL;
    try {
      url = new URL(raw, options.publicOrigin);
    } catch {
      return { ok: false, reason: 'invalid_url' };
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'invalid_url' };
    if (url.origin === new URL(options.publicOrigin).origin && url.pathname === document.demoPath)
      return { ok: true, data: document.demo() };
    if (!options.allowedHosts().includes(url.host.toLowerCase())) return { ok: false, reason: 'url_not_allowed' };

    const hit = cache.get(url.href);
    if (hit && hit.until > now()) return { ok: true, data: hit.data };
    try {
      const response = await doFetch(url, {
        signal: AbortSignal.timeout(options.timeoutMs ?? document.timeoutMs),
        redirect: 'error',
        headers: { accept: 'application/json' },
      });
      if (!response.ok) return { ok: false, reason: 'unavailable' };
      const text = await response.text();
      if (text.length > document.maxBytes) return { ok: false, reason: 'unavailable' };
      const data = document.read(JSON.parse(text));
      if (data === null) return { ok: false, reason: 'unavailable' };
      if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
      cache.set(url.href, { until: now() + document.cacheMs, data });
      return { ok: true, data };
    } catch {
      return { ok: false, reason: 'unavailable' };
    }
  };
}
