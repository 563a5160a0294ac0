/**
 * Which language a site request is in: the first path segment (/ku/…, /ar/…, /en/…). The site's
 * routes are registered once per language, so every request that reaches a renderer has one; the
 * default language is only a guard for a route registered outside a language segment.
 */
import { isLanguage, type Language } from '../../domain/languages.js';

/**
 * The page path of a request URL, without its query or fragment: what a page, the navigation settings,
 * brand logos and header bars are matched against (docs/site-shell.md, "Which navigation a page shows");
 * a vehicle page asked for with `?list=` is the same page.
 */
export function requestPath(url: string): string {
  return url.replace(/[?#].*$/, '');
}

export function requestLanguage(url: string, fallback: Language): Language {
  const first = requestPath(url).split('/')[1] ?? '';
  return isLanguage(first) ? first : fallback;
}

/** The path of a site URL without its language segment and query: "/ku/about-us?x" → "/about-us", "/ku" → "/". */
export function pathWithoutLanguage(url: string): string {
  const path = requestPath(url);
  const rest = path.replace(/^\/[^/]+/, '');
  return rest === '' ? '/' : rest;
}

/** The query of a URL with its "?" ("" when none). */
export function searchOf(url: string): string {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at).replace(/#.*$/, '');
}
