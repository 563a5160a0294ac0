/** Catalogue rule (collection carousel): an http(s) URL is external; anything else is a site path. */
import type { RenderContext } from '../types.js';

export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url.trim());
}

/** The href of an editor URL: external as it is, a site path under the page's language. */
export function blockHref(url: string, ctx: RenderContext): string {
  const trimmed = url.trim();
  return isExternalUrl(trimmed) ? trimmed : ctx.href(trimmed.startsWith('/') ? trimmed : `/${trimmed}`);
}
