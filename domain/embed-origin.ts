/**
 * The one rule for a web origin a listing allows to embed its widgets (docs/embedding.md): exactly
 * `scheme://host[:port]`, as a browser sends it in the `Origin` header, with no path, query,
 * fragment, user or wildcard. `https` always; `http` only for a loopback host (localhost,
 * *.localhost, 127.x.x.x, [::1]), which only a developer's own machine can serve. The admin API,
 * the admin screen, `npm run listing:allow` and the demo seed all check origins here.
 */

export type EmbedOriginCheck = { ok: true; origin: string } | { ok: false; reason: string };

/** Host names only the machine itself answers (RFC 6761 `localhost`, the IPv4 and IPv6 loopback). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

const HOST_LABEL = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;

function isHostName(hostname: string): boolean {
  if (hostname.startsWith('[')) return /^\[[0-9a-f:.]+\]$/.test(hostname);
  if (hostname.length > 253) return false;
  return hostname.split('.').every((label) => label.length <= 63 && HOST_LABEL.test(label));
}

/**
 * Checks one origin as typed by an admin (surrounding spaces and a single trailing slash are
 * forgiven, the scheme and host are lower-cased, a default port is dropped, as browsers do).
 */
export function checkEmbedOrigin(value: unknown): EmbedOriginCheck {
  if (typeof value !== 'string' || value.trim() === '') return { ok: false, reason: 'An origin looks like https://dealer.example' };
  const text = value.trim().replace(/\/$/, '');
  if (text.length > 300) return { ok: false, reason: 'An origin is at most 300 characters' };
  if (/[\s*]/.test(text)) return { ok: false, reason: 'An origin has no spaces or wildcards: list each site exactly' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: `"${text}" is not an origin such as https://dealer.example` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'An origin starts with https://' };
  if (url.username || url.password) return { ok: false, reason: 'An origin has no user name or password' };
  // new URL() reads "https://a.example/x" as a path on an origin: the typed text must be the origin itself.
  if (url.origin === 'null' || url.origin !== withoutDefaultPort(url, text.toLowerCase()))
    return { ok: false, reason: 'An origin is only scheme://host[:port], without a path, query or #fragment' };
  if (!isHostName(url.hostname)) return { ok: false, reason: `"${url.hostname}" is not a host name` };
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname))
    return { ok: false, reason: 'Only https:// origins may embed (http:// only for localhost, 127.0.0.1 or [::1] while developing)' };
  return { ok: true, origin: url.origin };
}

/** The typed text without the scheme's default port (`:443` on https, `:80` on http), which URL drops too. */
function withoutDefaultPort(url: URL, text: string): string {
  const port = url.protocol === 'https:' ? ':443' : ':80';
  return text.endsWith(port) ? text.slice(0, -port.length) : text;
}

/**
 * For a loopback origin, the same port on every loopback name a developer's browser may show
 * (`localhost`, `127.0.0.1`, `[::1]`), so the demo works at each address the machine answers; any
 * other origin alone. Used by the demo seed only (docs/embedding.md, "Trying it locally").
 */
export function loopbackForms(origin: string): string[] {
  const checked = checkEmbedOrigin(origin);
  if (!checked.ok) return [];
  const url = new URL(checked.origin);
  if (!isLoopbackHost(url.hostname)) return [checked.origin];
  const port = url.port ? `:${url.port}` : '';
  const forms = ['localhost', '127.0.0.1', '[::1]'].map((host) => `${url.protocol}//${host}${port}`);
  return [...new Set([checked.origin, ...forms])];
}
