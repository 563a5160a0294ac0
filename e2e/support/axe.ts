/**
 * axe-core in a real page: the WCAG 2.2 AA rule set the product promises, each violation as one
 * readable line (rule, help text, the elements it found). Shared by the e2e tests and the bench.
 */
import { readFileSync } from 'node:fs';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits, for at most two seconds, until the view rests and no transition or animation with an end
 * is running: axe measures boxes, and the site header sliding away (a 0.35 s transition after a
 * scroll) covers for a moment the controls it passes over, which target-size then counts as
 * obscured. Endless animations (a spinner) are not waited for, and a page that keeps starting new
 * ones (an autoplaying carousel) is checked as it stands after the two seconds.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        // A smooth scroll (focus moved into view) is no animation: the view must also rest for a frame.
        const view = window as unknown as { __axeLastScroll?: string };
        const scroll = `${scrollX},${scrollY}`;
        const resting = view.__axeLastScroll === scroll;
        view.__axeLastScroll = scroll;
        return (
          resting &&
          document
            .getAnimations()
            .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity)
        );
      },
      undefined,
      { timeout: 2000, polling: 'raf' },
    )
    .catch(() => undefined);
}

export async function axeViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  // Evaluated through the DevTools protocol: the page's Content-Security-Policy (no inline script) would refuse a script tag.
  await page.evaluate(AXE_SOURCE);
  const results = (await page.evaluate(async (tags) => {
    // A fixed or sticky box slid wholly out of the view (the site header hides upwards while the
    // visitor scrolls down) covers nothing a visitor can see or reach, yet axe's target-size rule
    // counts the links lying under it, beyond the view's edge, as obscured. Such a box is set
    // aside while axe runs and put back after; one inside the view still counts.
    const outOfView = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
      // Sticky boxes only when moved by a transform: one merely scrolled past is checked as content.
      const { position, transform } = getComputedStyle(element);
      if (position !== 'fixed' && !(position === 'sticky' && transform !== 'none')) return false;
      const box = element.getBoundingClientRect();
      return box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth;
    });
    const before = outOfView.map((element) => element.style.visibility);
    for (const element of outOfView) element.style.visibility = 'hidden';
    try {
      return await (window as unknown as { axe: { run(context: Document, options: object): Promise<unknown> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        // Every rule still runs on every element and every violation keeps all its nodes; only the
        // passes, incomplete and inapplicable results (which nothing reads) keep one node each, so
        // axe does not build a CSS selector for every passing node of a long page (docs/architecture.md, "Tests").
        resultTypes: ['violations'],
      });
    } finally {
      outOfView.forEach((element, at) => (element.style.visibility = before[at] ?? ''));
    }
  }, WCAG_TAGS)) as AxeResults;
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`);
}

/**
 * Every axe rule (not only the WCAG tags above) on the parts of an editor screen named by
 * `include` (CSS selectors); the canvas frame holds the site's own blocks, which the site's tests
 * check. Each violation as its rule and the elements it found.
 */
export async function axeViolationsWithin(page: Page, include: string[]): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const results = (await page.evaluate(
    (selectors) =>
      (window as unknown as { axe: { run(context: object, options: object): Promise<unknown> } }).axe.run(
        { include: selectors.map((selector) => [selector]) },
        { resultTypes: ['violations'] },
      ),
    include,
  )) as AxeResults;
  return results.violations.map((v) => `${v.id} ${JSON.stringify(v.nodes.map((n) => n.target))}`);
}
