/**
 * Every published page of the demo is reachable: starting from the home page of a language, the
 * links a visitor's browser receives (`<a href>` of the header, the phone menu, the footer and the
 * blocks) lead, page by page, to each of them (docs/site-shell.md, "Every page is reachable").
 * Pages an editor hid from the navigation (`nav_hidden`: the QA page, the cancellation page reached
 * with an e-mailed token) are the exception. Runs on the whole demo seed, on both databases.
 */
import { parse as parse5 } from 'parse5';
import { describe, expect, it } from 'vitest';
import { suiteFixture } from '../testing/suite-fixture.js';
import { LANGUAGES, type Language } from '../../domain/languages.js';
import { testDialects } from '../db/test-db.js';
import { buildContentTestApp } from '../testing/content-test-app.js';

const ORIGIN = 'https://lrdx.test';

/** The parts of parse5's default tree read here (its bundled types are of an older major). */
interface TreeNode {
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: TreeNode[];
}
const parse = parse5 as unknown as (html: string) => TreeNode;

/** Every `href` of an `<a>` in the document, in order. */
function anchorHrefs(html: string): string[] {
  const hrefs: string[] = [];
  const visit = (node: TreeNode): void => {
    if (node.tagName === 'a') {
      const href = node.attrs?.find((attribute) => attribute.name === 'href')?.value;
      if (href !== undefined) hrefs.push(href);
    }
    // A <template>'s content is a separate fragment: its links are not on the page until a script adds them.
    for (const child of node.childNodes ?? []) visit(child);
  };
  visit(parse(html));
  return hrefs;
}

/** The site path of a link within the language (`/ku/about-us`), without query, hash or trailing slash; `null` when it leaves it. */
function sitePathOf(href: string, from: string, language: Language): string | null {
  let url: URL;
  try {
    url = new URL(href, `${ORIGIN}${from}`);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const home = `/${language}`;
  const path = url.pathname.replace(/\/+$/, '');
  if (path === home) return `${home}/`;
  return path.startsWith(`${home}/`) ? path : null;
}

describe.each(testDialects())('every published page is reachable from the home page (%s)', (dialect) => {
  const t = suiteFixture(() => buildContentTestApp(dialect, { demo: true }));

  it.each(LANGUAGES)('in %s: the links lead to every page not hidden from the navigation', async (language) => {
    const rows = await t()
      .database.db.selectFrom('pages')
      .select(['path', 'nav_hidden'])
      .where('language', '=', language)
      .where('state', '=', 'published')
      .execute();
    const sitePath = (path: string) => (path === '/' ? `/${language}/` : `/${language}${path}`);
    const pages = new Set(rows.map((row) => sitePath(row.path)));
    const hidden = new Set(rows.filter((row) => Number(row.nav_hidden) === 1).map((row) => sitePath(row.path)));
    expect(pages.size).toBeGreaterThan(10);

    // Breadth first over the site's pages: only a CMS page's links are followed (every other
    // route, a vehicle or the stock's filters, is reached from one of them).
    const reached = new Set<string>([`/${language}/`]);
    const queue = [`/${language}/`];
    while (queue.length > 0) {
      const path = queue.shift()!;
      const response = await t().app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(200);
      for (const href of anchorHrefs(response.body)) {
        const target = sitePathOf(href, path, language);
        if (target === null || reached.has(target) || !pages.has(target)) continue;
        reached.add(target);
        queue.push(target);
      }
    }
    const orphans = [...pages].filter((page) => !reached.has(page) && !hidden.has(page)).sort();
    expect(orphans).toEqual([]);
    // The exception stays an exception: a page hidden from the navigation is one the seed means to hide.
    expect([...hidden].sort()).toEqual([`/${language}/blocks`, `/${language}/cancel-reservation`]);
  });
});
