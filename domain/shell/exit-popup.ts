/**
 * Exit popup rule (docs/cookie-consent.md, "Other hooks"): a link shows the popup only when its URL matches the
 * whitelist (`do_url`) and not the blacklist (`dont_url`). Patterns: `*` stands for any run of
 * characters; a pattern with a scheme (`https://…`) is matched against the whole URL, one without
 * against host and path (`example.com/*`); a bare host also covers its subdomains and paths.
 */
function globToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`, 'i');
}

export function matchesUrlPattern(url: URL, pattern: string): boolean {
  const p = pattern.trim();
  if (!p) return false;
  if (p.includes('://')) return globToRegExp(p).test(url.href);
  const hostAndPath = `${url.host}${url.pathname}`;
  if (globToRegExp(p).test(hostAndPath)) return true;
  // A bare host ("example.com") covers its pages and subdomains.
  if (!p.includes('/') && !p.includes('*')) return url.hostname === p || url.hostname.endsWith(`.${p}`);
  return false;
}

/** Setting values are lists of patterns; anything else counts as empty. */
export function patternList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];
}

/** `href` as the link has it, resolved against the page's URL; links to our own origin never ask. */
export function shouldShowExitPopup(href: string, pageUrl: string, doUrl: readonly string[], dontUrl: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(href, pageUrl);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.origin === new URL(pageUrl).origin) return false;
  return doUrl.some((p) => matchesUrlPattern(url, p)) && !dontUrl.some((p) => matchesUrlPattern(url, p));
}
