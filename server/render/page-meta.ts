/** Head metadata rules (spec, shell section 2). Pure. */

/** Brand default by theme, the last step of the title fallback. */
export const BRAND_DEFAULT_TITLE = 'Land Rover';

function present(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Meta title, then title, then the app name setting, then the brand default. */
export function pageTitle(
  metaTitle: string | null | undefined,
  title: string | null | undefined,
  appName: string | null | undefined,
): string {
  return present(metaTitle) ?? present(title) ?? present(appName) ?? BRAND_DEFAULT_TITLE;
}

/**
 * navigation.disabled_on_pages lists page paths; editors write them with or without the language
 * segment and trailing slash ("/", "/ku/", "/offers/"), so both forms are compared.
 */
export function isNavigationDisabled(pagePath: string, disabledOn: unknown, segment: string): boolean {
  if (!Array.isArray(disabledOn)) return false;
  const normalise = (path: string): string => {
    let result = path.trim().replace(/\/+$/, '') || '/';
    if (result === `/${segment}`) return '/';
    if (result.startsWith(`/${segment}/`)) result = result.slice(segment.length + 1);
    return result.startsWith('/') ? result : `/${result}`;
  };
  const target = normalise(pagePath);
  return disabledOn.some((entry) => typeof entry === 'string' && normalise(entry) === target);
}
