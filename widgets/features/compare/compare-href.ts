/**
 * The compare page's address for the tray: on the site that serves the widget's API (the brand
 * site), absolute, so a retailer's page links to it as the cards link to vehicle pages; checked by
 * the one URL rule (domain/safe-url.ts).
 */
import { comparePath } from '../../../domain/compare/compare-ids.js';
import { DEMO_LIST_KEY } from '../../../domain/demo-listing.js';
import { safeHref } from '../../../domain/safe-url.js';

export function compareHref(apiBase: string, language: string, ids: readonly number[], listKey: string): string | undefined {
  if (ids.length === 0) return undefined;
  try {
    const origin = new URL(apiBase, typeof location === 'undefined' ? undefined : location.href).origin;
    // The default list needs no `list=`: the shared address stays short.
    return safeHref(new URL(comparePath(language, ids, listKey === DEMO_LIST_KEY ? undefined : listKey), origin).href);
  } catch {
    return undefined; // An API base that is no URL: no link rather than a broken one.
  }
}
