/**
 * The bars fixed on the screen (the quick-links bar, and on a phone's vehicle page the action bar
 * that replaces it) never cover a price or a footer link: on a phone (390×844) and a laptop
 * (1280×800), on six pages, each price and footer link is brought into view as a keyboard or
 * find-in-page would (at the end, the centre and the start of the view) and at the page's foot,
 * and its box must not meet a bar's (docs/site-shell.md, "Quick links").
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { showroomPath } from '../domain/showroom-slug.js';
import type { Vehicle } from '../domain/vehicle.js';
import { PHONE, useVisitorSuite } from './support/lifecycle.js';

const TIMEOUT = 30_000;
const LAPTOP = { width: 1280, height: 800 } as const;

/**
 * Every covered price or footer link, as "text (where)". Runs in the page, synchronously: each
 * scroll is instant and each box read lays the page out again.
 */
const coveredTargets = (page: Page) =>
  page.evaluate(() => {
    const PRICES =
      '.lrdx-price, .lrdx-pricing__monthly, .lrdx-pricing__old, .lrdx-pricing .lrdx-accordion__body, .lrdx-lines dd, .lrdx-similar__price, .lrdx-showroom-ssr__price';
    const deep = (root: Document | ShadowRoot, selector: string): HTMLElement[] => [
      ...root.querySelectorAll<HTMLElement>(selector),
      ...[...root.querySelectorAll('*')].flatMap((element) => (element.shadowRoot ? deep(element.shadowRoot, selector) : [])),
    ];
    const shown = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
    };
    const bars = () =>
      [...document.querySelectorAll<HTMLElement>('.lrdx-fab:not([hidden]) .lrdx-fab__link, .lrdx-action-bar')].filter(shown);
    const meets = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const targets = [...deep(document, PRICES), ...document.querySelectorAll<HTMLElement>('footer a')].filter(shown);
    const covered: string[] = [];
    const check = (target: HTMLElement, where: string) => {
      const box = target.getBoundingClientRect();
      if (box.bottom <= 0 || box.top >= innerHeight) return;
      if (bars().some((bar) => meets(box, bar.getBoundingClientRect())))
        covered.push(`${(target.textContent ?? '').trim().slice(0, 40)} (${where}, y ${Math.round(box.top)})`);
    };
    for (const target of targets)
      for (const block of ['end', 'center', 'start'] as const) {
        target.scrollIntoView({ block, inline: 'nearest', behavior: 'instant' });
        check(target, block);
      }
    scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    for (const target of targets) check(target, 'page foot');
    return { targets: targets.length, bars: bars().length, covered };
  });

describe('the quick-links bar leaves prices and footer links uncovered', () => {
  const suite = useVisitorSuite('fab-spacing');
  let vehicle: Vehicle;

  beforeAll(async () => {
    const response = await fetch(`${suite.server.origin}/public_api/listing/iraq?items=1&filter[statuses_in][]=stock`);
    vehicle = ((await response.json()) as { data: Vehicle[] }).data[0]!;
  });

  const pages = () => [
    { name: 'vehicle page', path: showroomPath(vehicle), ready: 'lrdx-showroom .lrdx-price' },
    { name: 'home', path: '/ku/', ready: 'footer' },
    { name: 'family page', path: '/ku/defender', ready: 'footer' },
    { name: 'stock', path: '/ku/stock', ready: 'lrdx-stock-locator .lrdx-price' },
    { name: 'about', path: '/ku/about-us', ready: 'footer' },
    { name: 'english vehicle page', path: showroomPath(vehicle, '/en/showroom/'), ready: 'lrdx-showroom .lrdx-price' },
  ];

  for (const viewport of [PHONE, LAPTOP])
    it(`at ${viewport.width}×${viewport.height}`, async () => {
      const problems: string[] = [];
      for (const { name, path, ready } of pages()) {
        const page = await suite.newPage(viewport);
        await page.goto(`${suite.server.origin}${path}`);
        await page.locator(ready).first().waitFor({ state: 'attached', timeout: TIMEOUT });
        const { targets, bars, covered } = await coveredTargets(page);
        // Not a test that cannot fail: there are bars and things to cover.
        expect({ name, some: targets > 0 && bars > 0 }).toEqual({ name, some: true });
        problems.push(...covered.map((line) => `${name}: ${line}`));
        await page.context().close();
      }
      expect(problems).toEqual([]);
    });
});
