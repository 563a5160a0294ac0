/**
 * axe-core in a real page: the WCAG 2.2 AA rule set the product promises, each violation as one
 * readable line (rule, help text, the elements it found). Shared by the e2e tests and the bench.
 */
import { readFileSync } from 'node:fs';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the page's Content-Security-Policy (no inline script) would refuse a script tag.
  await page.evaluate(AXE_SOURCE);
  const results = (await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run(context: Document, options: object): Promise<unknown> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
      }),
    WCAG_TAGS,
  )) as AxeResults;
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`);
}
