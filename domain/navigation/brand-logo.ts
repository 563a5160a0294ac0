/**
 * Brand logos and homepages by path (docs/site-shell.md, "Shell rules"): paths matching /range-rover*,
 * /defender* and /discovery* show their own brand logo and link home to their brand homepage;
 * every other path shows the default logo with home "/". The entries come from the setting
 * `navigation.brand_logos`; an entry needs matchingPath, homepage and logo, any
 * other entry is dropped.
 */
import { matchesPathPattern } from './site-path.js';

export interface BrandLogoEntry {
  /** Path pattern, "*" at the end matches a prefix ("/defender*"). */
  matchingPath: string;
  /** Where the logo links ("/defender"). */
  homepage: string;
  /** A built-in wordmark key (see BUILT_IN_LOGOS) or an image URL. */
  logo: string;
  /** Text alternative of an image logo; built-in wordmarks carry their own. */
  alt?: string;
}

/** Wordmarks drawn inline by the site (no image request). */
export const BUILT_IN_LOGOS = ['land-rover', 'range-rover', 'defender', 'discovery'] as const;
export type BuiltInLogo = (typeof BUILT_IN_LOGOS)[number];

export const DEFAULT_BRAND_LOGO: BrandLogoEntry = { matchingPath: '*', homepage: '/', logo: 'land-rover' };

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The setting's value (already parsed; null when it was invalid JSON) as valid entries only. */
export function parseBrandLogos(value: unknown): BrandLogoEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown): BrandLogoEntry[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { matchingPath, homepage, logo, alt } = entry as Record<string, unknown>;
    if (!nonEmpty(matchingPath) || !nonEmpty(homepage) || !nonEmpty(logo)) return [];
    return [{ matchingPath: matchingPath.trim(), homepage: homepage.trim(), logo: logo.trim(), ...(nonEmpty(alt) ? { alt } : {}) }];
  });
}

/** The first entry whose pattern matches the path, else the default Land Rover logo with home "/". */
export function brandLogoForPath(path: string, entries: readonly BrandLogoEntry[]): BrandLogoEntry {
  return entries.find((entry) => matchesPathPattern(path, entry.matchingPath)) ?? DEFAULT_BRAND_LOGO;
}

export function isBuiltInLogo(logo: string): logo is BuiltInLogo {
  return (BUILT_IN_LOGOS as readonly string[]).includes(logo);
}
