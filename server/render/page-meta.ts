/** Head metadata rules (docs/content-api.md, "Page meta (`server/render/page-meta.ts`, `html-document.ts`)"). Pure. */

/** Brand default by theme, the last step of the title fallback. */
export const BRAND_DEFAULT_TITLE = 'Land Rover';
const BRAND_TITLES: Readonly<Record<string, string>> = { lrdx: 'Land Rover', land_rover: 'Land Rover', jaguar: 'Jaguar' };

/** The brand default of a theme (setting general.theme); unknown themes get the default brand. */
export function brandDefaultTitle(theme: string | null | undefined): string {
  return BRAND_TITLES[(theme ?? '').trim().toLowerCase()] ?? BRAND_DEFAULT_TITLE;
}

function present(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Meta title, then title, then the app name setting, then the brand default. */
export function pageTitle(
  metaTitle: string | null | undefined,
  title: string | null | undefined,
  appName: string | null | undefined,
  theme?: string | null,
): string {
  return present(metaTitle) ?? present(title) ?? present(appName) ?? brandDefaultTitle(theme);
}

/** Share images are asked for at this width (docs/content-api.md). */
export const SHARE_IMAGE_WIDTH = 1600;

/**
 * The share image (og:image, twitter:image): the page's image id, else the default id of setting
 * general.default_image_id; null when neither is set. An id that is already a URL or a site path is
 * used as it is; a bare id names a picture of the media library at /media/images/{id}?width=1600.
 */
export function shareImageUrl(
  pageImageId: string | null | undefined,
  defaultImageId: string | null | undefined,
  origin: string,
): string | null {
  const id = present(pageImageId) ?? present(defaultImageId);
  if (!id) return null;
  if (/^https?:\/\//i.test(id)) return id;
  if (id.startsWith('/')) return new URL(id, origin).toString();
  return `${origin.replace(/\/+$/, '')}/media/images/${encodeURIComponent(id)}?width=${SHARE_IMAGE_WIDTH}`;
}

/** One site-wide meta tag of setting general.meta. */
export interface MetaTag {
  name?: string;
  property?: string;
  content: string;
}

/**
 * The general.meta setting, already parsed: it must be a JSON array (docs/content-api.md, "Invalid JSON in settings"), otherwise
 * the error is logged and no tag is added. Entries need a content and a name or property.
 */
export function readMetaTags(value: unknown, log: { error(message: string): void }): MetaTag[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    log.error('Setting general.meta must be a JSON array; its meta tags are left out');
    return [];
  }
  const tags: MetaTag[] = [];
  for (const entry of value as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const { name, property, content } = entry as Record<string, unknown>;
    if (typeof content !== 'string') continue;
    if (typeof name === 'string' && name.trim()) tags.push({ name: name.trim(), content });
    else if (typeof property === 'string' && property.trim()) tags.push({ property: property.trim(), content });
  }
  return tags;
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
