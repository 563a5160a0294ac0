/**
 * Which site pages search engines are asked to index (docs/seo.md). The QA page `/blocks` shows
 * every block once for testing; it is not content a visitor should land on from a search, so it
 * carries `noindex` and stays out of the sitemap.
 */
export const NOT_INDEXED_PAGE_PATHS: readonly string[] = ['/blocks'];

/** Whether a CMS page path (without the language segment) belongs in the sitemap and search results. */
export function isIndexedPagePath(path: string): boolean {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return !NOT_INDEXED_PAGE_PATHS.includes(normalised);
}
