/**
 * Which navigation a page shows (docs/site-shell.md, "Which navigation a page shows": standard, external service (NaaS), light
 * for redesigned pages, logo-only for the electric-vehicle page) and whether navigation is shown
 * at all: the setting
 * `navigation.variants` lists path patterns per variant, `{ "naas": [...], "light": [...],
 * "logo_only": [...] }`; the first variant (in that order) with a matching pattern wins, every
 * other page gets the standard navigation.
 */
import { matchesPathPattern } from './site-path.js';

export const NAVIGATION_VARIANTS = ['standard', 'naas', 'light', 'logo_only'] as const;
export type NavigationVariant = (typeof NAVIGATION_VARIANTS)[number];

/** The order a page is checked in: a page listed twice gets the first. */
const CHOSEN_BY_SETTING = ['naas', 'light', 'logo_only'] as const;

export type VariantPaths = Partial<Record<(typeof CHOSEN_BY_SETTING)[number], string[]>>;

/** The setting's value (parsed; {} when invalid JSON) with non-string patterns dropped. */
export function parseVariantPaths(value: unknown): VariantPaths {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const result: VariantPaths = {};
  for (const variant of CHOSEN_BY_SETTING) {
    const list = (value as Record<string, unknown>)[variant];
    if (Array.isArray(list)) result[variant] = list.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
  }
  return result;
}

export function navigationVariantFor(path: string, paths: VariantPaths): NavigationVariant {
  return CHOSEN_BY_SETTING.find((variant) => (paths[variant] ?? []).some((pattern) => matchesPathPattern(path, pattern))) ?? 'standard';
}

/**
 * Navigation (the entries; the logo always stays) is hidden on the pages of
 * `navigation.disabled_on_pages` (a list of paths or patterns, with or without language segment).
 * The home page is no exception: visitors look for the menu there first, so it shows it unless
 * an editor lists "/" (docs/decisions.md).
 */
export function isNavigationHidden(path: string, disabledOnPages: unknown): boolean {
  if (!Array.isArray(disabledOnPages)) return false;
  return disabledOnPages.some((entry) => typeof entry === 'string' && matchesPathPattern(path, entry));
}
