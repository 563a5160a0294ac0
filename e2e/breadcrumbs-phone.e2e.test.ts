/**
 * The breadcrumb trail on a phone (390×844) in Kurdish, Arabic and English: a trail longer than the
 * screen keeps its links whole and ends the current page's name in an ellipsis inside the gutter,
 * instead of cutting it at the screen's edge (docs/site-shell.md, "Breadcrumbs").
 */
import { describe, expect, it } from 'vitest';
import { PHONE, useVisitorSuite } from './support/lifecycle.js';

const TIMEOUT = 30_000;
// The seed's longest trails: home / vehicles in stock / offers and finance.
const PAGES = ['/ku/offers-and-finance', '/ar/offers-and-finance', '/en/offers-and-finance', '/ku/reserve'] as const;

describe('breadcrumbs on a phone', () => {
  const suite = useVisitorSuite('breadcrumbs-phone');

  it(
    'fit the screen: nothing of the trail lies outside the gutter, the current page gives way with an ellipsis',
    async () => {
      const page = await suite.newPage(PHONE);
      for (const path of PAGES) {
        await page.goto(suite.server.origin + path);
        const trail = await page.locator('.lrdx-breadcrumbs__list').evaluate((list) => {
          const gutter = parseFloat(getComputedStyle(list).paddingInlineStart);
          const current = list.querySelector<HTMLElement>('[aria-current="page"]')!;
          const inside = (element: Element) => {
            const box = element.getBoundingClientRect();
            return box.left >= gutter - 0.5 && box.right <= innerWidth - gutter + 0.5;
          };
          return {
            scrolls: list.scrollWidth > list.clientWidth,
            outside: [...list.querySelectorAll('a, [aria-current="page"]')].filter((item) => !inside(item)).map((item) => item.textContent),
            links: [...list.querySelectorAll('a')].map((link) => link.scrollWidth <= link.clientWidth + 0.5),
            ellipsis: getComputedStyle(current).textOverflow,
          };
        });
        expect(trail, path).toMatchObject({ scrolls: false, outside: [], ellipsis: 'ellipsis' });
        expect(trail.links.every(Boolean), `${path}: every link of the trail shown whole`).toBe(true);
      }
    },
    TIMEOUT * PAGES.length,
  );
});
