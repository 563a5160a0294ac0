/**
 * Pages whose widget used to grow when it started now keep still (docs/decisions.md, "Page speed as a
 * first-time visitor gets it"): the page sweep's layout-shift check (e2e/support/page-sweep.ts:
 * loaded, scrolled down by the wheel and up, worst session window ≤ 0.05) on each page, in Kurdish and
 * English, on a phone and a desktop, every load (the sweep itself forgives a shift one load in two).
 * Measured before the fix: /ku/contact-us 0.25–0.27 on the phone, 0.46 on the desktop (the form grew
 * from its loading line to its fields and pushed the retailer list down).
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { DESKTOP, PHONE, useVisitorSuite } from './support/lifecycle.js';
import { sweepPage, watchPage } from './support/page-sweep.js';

const PAGES = ['/contact-us'] as const;
const LANGUAGES = ['ku', 'en'] as const;
const SCREENS = [
  { name: 'phone', viewport: { width: PHONE.width, height: PHONE.height }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: DESKTOP.width, height: 800 }, isMobile: false, hasTouch: false },
] as const;
/** Loads per page: a shift that comes one load in two is still one every other visitor sees. */
const LOADS = 3;

describe('widgets with a server-drawn first screen: no layout shift while they start', () => {
  const suite = useVisitorSuite('first-screens-shift');
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  for (const screen of SCREENS)
    it(`${PAGES.join(', ')} on the ${screen.name}`, { timeout: 600_000 }, async () => {
      const { name, ...options } = screen;
      const context = await suite.browser.newContext(options);
      contexts.push(context);
      const page = await context.newPage();
      const watch = await watchPage(page);
      const shifts: string[] = [];
      for (const path of PAGES)
        for (const language of LANGUAGES)
          for (let load = 0; load < LOADS; load++) {
            const findings = await sweepPage(
              page,
              `${suite.server.origin}/${language}${path}`,
              { language, currencies: [], names: [] },
              watch,
            );
            for (const finding of findings)
              if (finding.startsWith('cls:')) shifts.push(`/${language}${path} (${name}, load ${load + 1}): ${finding}`);
          }
      expect(shifts).toEqual([]);
    });
});
