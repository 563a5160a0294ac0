/**
 * Where a page's url_redirection (or a redirect of the redirects table) leads
 * (docs/security-headers.md, "One URL rule"): 301 by default; redirects to external URLs leave the site. The stored target goes
 * through the one URL rule (domain/safe-url.ts) again, so a target saved before the rule existed
 * (`javascript:`, `//evil.example`, `mailto:`) is no redirect at all; site paths get the language
 * segment; absolute http(s) URLs are sent as they are.
 */
import { checkUrl } from '../../domain/safe-url.js';
import { siteHref } from '../../site/site-href.js';

export function redirectLocation(segment: string, to: string): string | null {
  const target = checkUrl(to);
  if (!target) return null;
  if (target.scheme === 'http' || target.scheme === 'https') return target.href;
  if (target.scheme !== null) return null;
  // A relative target is read from the site's root, as it always was.
  return siteHref(segment, target.href.startsWith('/') ? target.href : `/${target.href}`);
}
