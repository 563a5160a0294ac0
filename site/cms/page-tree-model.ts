/**
 * The page tree of one language, built from page paths: /about-us/team sits under /about-us.
 * A page whose parent path has no page of its own hangs from the nearest ancestor that has one
 * (or the top). Pure, so the editor's tree and its tests share it.
 */
import type { PageSummary } from '../editor-kit/api-client.js';

export interface PageNode {
  page: PageSummary;
  children: PageNode[];
}

export function buildPageTree(pages: readonly PageSummary[]): PageNode[] {
  const sorted = [...pages].sort((a, b) => a.path.localeCompare(b.path));
  const byPath = new Map<string, PageNode>();
  const roots: PageNode[] = [];
  for (const page of sorted) {
    const node: PageNode = { page, children: [] };
    byPath.set(page.path, node);
    const parent = ancestorsOf(page.path)
      .map((path) => byPath.get(path))
      .find((candidate) => candidate !== undefined);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** "/a/b/c" → ["/a/b", "/a"]; the home page "/" is no one's parent (it is a page like the others). */
export function ancestorsOf(path: string): string[] {
  const parts = path.split('/').filter(Boolean);
  const ancestors: string[] = [];
  for (let length = parts.length - 1; length >= 1; length -= 1) ancestors.push(`/${parts.slice(0, length).join('/')}`);
  return ancestors;
}

/** A path an editor typed, as the API stores it: leading slash, no trailing slash, no spaces. */
export function normalisePath(input: string): string {
  const trimmed = input.trim().replace(/\s+/g, '-');
  const withSlash = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}

/** A free path for a copy of `path`: "/offers" → "/offers-copy", then "/offers-copy-2"… */
export function copyPath(path: string, taken: ReadonlySet<string>): string {
  const base = path === '/' ? '/home-copy' : `${path}-copy`;
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
