/**
 * Breadcrumbs from the navigation entries (docs/site-shell.md; the content API's
 * /nav_entries/breadcrumbs/{pageId} answers the same list): the entry whose URL is the page's path,
 * then its parents up to the top level, listed from the top down. A page that no entry points to
 * has no breadcrumbs. Pure; the server loads the entries (server/content/breadcrumbs.ts).
 */
import type { NavEntry } from '../page.js';
import { sitePath } from './site-path.js';

export interface Breadcrumb {
  id: number;
  label: string;
  url: string;
}

export function breadcrumbTrail(entries: readonly NavEntry[], pagePath: string): Breadcrumb[] {
  const target = sitePath(pagePath);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const trailOf = (current: NavEntry): Breadcrumb[] => {
    const trail: Breadcrumb[] = [];
    const seen = new Set<number>();
    let entry: NavEntry | undefined = current;
    // `seen` stops a parent loop an editor might create from spinning forever.
    while (entry && !seen.has(entry.id)) {
      seen.add(entry.id);
      trail.unshift({ id: entry.id, label: entry.label, url: entry.url });
      entry = entry.parent_id === null ? undefined : byId.get(entry.parent_id);
    }
    return trail;
  };
  const matching = entries.filter((entry) => sitePath(entry.url) === target);
  // An entry with a query (the stock page filtered by one family) is a view of the page, not the
  // page: the plain entry places it, and a filtered one only when no plain entry exists.
  const plain = matching.filter((entry) => !/[?#]/.test(entry.url));
  // A page linked from the top level and from a section is placed where it is nested deepest.
  return (plain.length > 0 ? plain : matching)
    .map(trailOf)
    .reduce<Breadcrumb[]>((deepest, trail) => (trail.length > deepest.length ? trail : deepest), []);
}

/** The header shows breadcrumbs only below the top level: a top-level page is its own menu item. */
export function showsBreadcrumbs(trail: readonly Breadcrumb[]): boolean {
  return trail.length >= 2;
}
