/**
 * Site paths as the navigation rules compare them: without the language segment, without a
 * trailing slash, always starting with "/" ("/ku/offers/" → "/offers", "/ku" → "/").
 * Editors write paths in settings and navigation entries with or without the segment.
 */
import { LANGUAGES } from '../languages.js';

export function sitePath(path: string): string {
  let result = path.trim().replace(/[?#].*$/, '');
  if (!result.startsWith('/')) result = `/${result}`;
  result = result.replace(/\/+$/, '') || '/';
  for (const language of LANGUAGES) {
    if (result === `/${language}`) return '/';
    if (result.startsWith(`/${language}/`)) return result.slice(language.length + 1);
  }
  return result;
}

/**
 * A path pattern of a setting: an exact path, or a prefix ending in "*" ("/range-rover*" matches
 * "/range-rover", "/range-rover-sport" and "/range-rover/velar").
 */
export function matchesPathPattern(path: string, pattern: string): boolean {
  const target = sitePath(path);
  const trimmed = pattern.trim();
  if (trimmed.endsWith('*')) {
    const prefix = sitePath(trimmed.slice(0, -1) || '/');
    return prefix === '/' ? true : target.startsWith(prefix);
  }
  return sitePath(trimmed) === target;
}
