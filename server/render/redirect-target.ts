/**
 * Where a page's url_redirection leads (spec, shell sections 2 and 9: 301 by default; redirects to
 * external URLs leave the site). Site paths get the language segment; absolute http(s) URLs are
 * sent as they are; any other scheme (javascript:, data:) is no redirect at all.
 */
import { siteHref } from '../../site/site-href.js';

export function redirectLocation(segment: string, to: string): string | null {
  const target = to.trim();
  if (/^https?:\/\//i.test(target)) return target;
  if (target.startsWith('//')) return `https:${target}`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null;
  return siteHref(segment, target.startsWith('/') ? target : `/${target}`);
}
