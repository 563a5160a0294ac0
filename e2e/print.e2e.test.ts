/**
 * A printed vehicle page is the car, not the site's controls: with print media the menu, the
 * language buttons, the header's bars, the quick links and the cookie banner are not drawn, while
 * the logo and the vehicle's heading are (site/styles/print.css, docs/site-shell.md "Printing").
 */
import { describe, expect, it } from 'vitest';
import { PHONE, useVisitorSuite } from './support/lifecycle.js';

const SCREEN_ONLY = [
  '.lrdx-nav-menu',
  '.lrdx-header__actions',
  '.lrdx-fab',
  '.lrdx-action-bar',
  '.lrdx-consent',
  '.lrdx-skip-link',
  '.lrdx-footer',
];

describe('printing a page', () => {
  const suite = useVisitorSuite('print');

  for (const language of ['ku', 'en'] as const)
    it(`/${language}/ vehicle page prints the car without the site's controls`, async () => {
      const listing = await fetch(`${suite.server.origin}/public_api/listing/iraq?items=1&filter[statuses_in][]=stock`);
      const id = ((await listing.json()) as { data: { id: number }[] }).data[0]!.id;
      const page = await suite.newPage(PHONE);
      await page.goto(`${suite.server.origin}/${language}/showroom/${id}`);
      // In the page and in open shadow roots: the vehicle's own screen (its h1 among it) is the
      // widget's, drawn by the server in a declarative shadow root.
      const shown = (selector: string) =>
        page.evaluate((s) => {
          const found: Element[] = [];
          const visit = (root: Document | ShadowRoot) => {
            found.push(...root.querySelectorAll(s));
            for (const element of root.querySelectorAll('*')) if (element.shadowRoot) visit(element.shadowRoot);
          };
          visit(document);
          return found.some((element) => getComputedStyle(element).display !== 'none');
        }, selector);
      // On the screen they are there (the test would prove nothing otherwise).
      for (const selector of ['.lrdx-nav-menu', '.lrdx-header__actions', '.lrdx-footer'])
        expect(await shown(selector), `${selector} on screen`).toBe(true);
      await page.emulateMedia({ media: 'print' });
      for (const selector of SCREEN_ONLY) expect(await shown(selector), `${selector} in print`).toBe(false);
      expect(await shown('.lrdx-header__logo')).toBe(true);
      expect(await shown('h1')).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('.lrdx-site-header')!).position)).toBe('static');
    });
});
